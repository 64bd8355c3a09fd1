import { describe, expect, it } from 'vitest';
import {
  dayName,
  opensAgainText,
  orderingState,
  scheduledText,
  slotRange,
  slotsByDay,
  wallClock,
} from './store-days';
import { storeDay, storeTime } from './store-time';

const words = { today: 'Today', tomorrow: 'Tomorrow' };
const tz = 'Africa/Mogadishu';

describe('store time', () => {
  it('counts days by the store’s calendar, not the phone’s', () => {
    // 22:30 UTC is 01:30 the next morning in Mogadishu.
    expect(storeDay(new Date('2026-11-25T22:30:00Z'), tz)).toBe('2026-11-26');
    expect(storeDay(new Date('2026-11-25T20:30:00Z'), tz)).toBe('2026-11-25');
  });

  it('reads the day and clock of a zone that never moves as Intl does, and any other zone with Intl', () => {
    for (let hour = 0; hour < 48; hour += 1) {
      const instant = new Date(Date.UTC(2026, 10, 25, hour, 7 * hour));
      for (const zone of [tz, 'Africa/Nairobi', 'UTC', 'Europe/London', 'America/New_York'])
        for (const lang of ['en', 'so'] as const) {
          const options = { timeZone: zone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' } as const;
          const intl = new Intl.DateTimeFormat(lang === 'so' ? 'so-SO' : 'en-GB', options);
          expect(storeTime(instant.toISOString(), zone, lang)).toBe(intl.format(instant));
          const day = new Intl.DateTimeFormat('en-CA', { timeZone: zone, dateStyle: 'short' });
          expect(storeDay(instant, zone)).toBe(day.format(instant));
        }
    }
    // A zone Intl does not know is read as the store's default.
    expect(storeTime('2026-11-25T19:05:00Z', 'Mars/Olympus', 'en')).toBe('22:05');
  });

  it('groups slots by the store’s day, in time order', () => {
    const slot = (start: string, end: string) => ({ start, end, capacity: 3, remaining: 1 });
    const days = slotsByDay(
      [
        slot('2026-11-26T09:00:00+03:00', '2026-11-26T09:30:00+03:00'),
        slot('2026-11-25T23:30:00+03:00', '2026-11-26T00:00:00+03:00'),
        slot('2026-11-25T22:00:00+03:00', '2026-11-25T22:30:00+03:00'),
      ],
      tz,
    );
    expect(days.map((day) => [day.day, day.slots.length])).toEqual([
      ['2026-11-25', 2],
      ['2026-11-26', 1],
    ]);
    expect(days[0]!.slots[0]!.start).toBe('2026-11-25T22:00:00+03:00');
    expect(slotRange(days[0]!.slots[1]!, tz, 'en')).toBe('23:30–00:00');
  });

  it('names today and tomorrow, and other days by their date', () => {
    const now = new Date('2026-11-25T20:30:00Z');
    expect(dayName('2026-11-25', now, tz, 'en', words)).toBe('Today');
    expect(dayName('2026-11-26', now, tz, 'en', words)).toBe('Tomorrow');
    expect(dayName('2026-11-27', now, tz, 'en', words)).toBe('Fri 27 Nov');
    // Most phones have no Somali names in Intl: the caller's words are used.
    const somali = {
      today: 'Maanta',
      tomorrow: 'Berri',
      weekdays: ['Isniin', 'Talaado', 'Arbaco', 'Khamiis', 'Jimce', 'Sabti', 'Axad'],
    };
    expect(dayName('2026-11-27', now, tz, 'so', somali)).toBe('Jimce 27/11');
  });

  it('names every day of a year in English as Intl does, without Intl', () => {
    const intl = new Intl.DateTimeFormat('en-GB', {
      timeZone: 'UTC',
      weekday: 'short',
      day: 'numeric',
      month: 'short',
    });
    const now = new Date('2026-01-01T08:00:00Z');
    for (let offset = 2; offset < 2 + 366; offset += 1) {
      const date = new Date(Date.UTC(2026, 0, 1 + offset, 12));
      const day = date.toISOString().slice(0, 10);
      expect(dayName(day, now, tz, 'en', words)).toBe(intl.format(date));
    }
  });

  it('reads a scheduled instant as the store’s wall clock', () => {
    expect(wallClock('2026-11-26T10:00:00+03:00')).toEqual({
      day: '2026-11-26',
      time: '10:00',
      offsetMinutes: 180,
    });
    expect(wallClock('not a time')).toBeUndefined();
    const evening = new Date('2026-11-25T18:00:00Z'); // 21:00 at the store
    expect(scheduledText('2026-11-26T10:00:00+03:00', 'en', words, evening)).toBe('Tomorrow, 10:00');
    // At 01:30 store time it is already the 26th there.
    expect(scheduledText('2026-11-26T10:00:00+03:00', 'en', words, new Date('2026-11-25T22:30:00Z'))).toBe(
      'Today, 10:00',
    );
  });
});

describe('a closed store', () => {
  const words = { today: 'Today', tomorrow: 'Tomorrow' };
  const now = new Date('2026-11-25T20:00:00+03:00');

  it('says when it opens again, and nothing when open or when no opening is known', () => {
    const closed = { is_open: false, next_opening: '2026-11-26T08:00:00+03:00' };
    expect(opensAgainText(closed, 'en', words, now)).toBe('Tomorrow, 08:00');
    expect(opensAgainText({ ...closed, is_open: true }, 'en', words, now)).toBeUndefined();
    expect(opensAgainText({ ...closed, next_opening: null }, 'en', words, now)).toBeUndefined();
    expect(
      opensAgainText({ ...closed, next_opening: '2026-11-25T08:00:00+03:00' }, 'en', words, now),
    ).toBeUndefined();
  });

  it('takes orders for later only when it accepts scheduled orders', () => {
    expect(orderingState({ is_open: true })).toBe('open');
    expect(orderingState({ is_open: false, accepts_scheduled: true })).toBe('later');
    expect(orderingState({ is_open: false, accepts_scheduled: false })).toBe('closed');
    expect(orderingState({ is_open: false })).toBe('closed');
  });
});
