import { describe, expect, it } from 'vitest';
import { formatDate } from './dates';

// 27 November 2026, 11:30 UTC: 14:30 in Mogadishu (UTC+3), a Friday.
const at = '2026-11-27T11:30:00Z';

describe('formatDate', () => {
  it('writes Somali dates with Somali month and day names, never English', () => {
    expect(formatDate(at, 'so', { weekday: true, year: true, time: true })).toBe(
      'Jimce 27 Nofembar 2026, 14:30',
    );
    expect(formatDate(at, 'so', { short: true, time: true })).toBe('27 Nof, 14:30');
    expect(formatDate(at, 'so')).not.toMatch(/Nov|Fri|PM|AM/);
  });

  it('writes English the same way, in the store’s zone, on a 24-hour clock', () => {
    expect(formatDate(at, 'en', { weekday: true, year: true, time: true })).toBe(
      'Friday 27 November 2026, 14:30',
    );
    expect(formatDate(at, 'en', { short: true })).toBe('27 Nov');
    expect(formatDate(at, 'en', { timeOnly: true, timeZone: 'UTC' })).toBe('11:30');
  });

  it('takes the calendar day of the zone: late evening UTC is the next day in Mogadishu', () => {
    expect(formatDate('2026-12-31T22:30:00Z', 'so', { year: true })).toBe('1 Janaayo 2027');
    expect(formatDate('not a date', 'en')).toBe('not a date');
  });
});
