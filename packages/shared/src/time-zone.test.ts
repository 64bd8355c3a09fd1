import { describe, expect, it } from 'vitest';
import { FIXED_ZONES, isTimeZone, offsetMs, wallClock } from './time-zone';

/** The zone's wall clock at an instant, read from a formatter of its own (nothing kept between calls). */
function referenceClock(at: Date, timeZone: string) {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(at);
  const value = (type: string) => Number(parts.find((part) => part.type === type)!.value);
  return {
    year: value('year'),
    month: value('month'),
    day: value('day'),
    hour: value('hour') % 24,
    minute: value('minute'),
    second: value('second'),
  };
}

/** The zone's offset at an instant, from its wall clock as `Intl` reads it. */
function reference(at: Date, timeZone: string): number {
  const w = referenceClock(at, timeZone);
  const wall = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);
  return wall - Math.floor(at.getTime() / 1000) * 1000;
}

describe('offsetMs', () => {
  // Days the clocks change, and one they do not: London and New York by an hour, Lord Howe by half an hour.
  const days: [string, string][] = [
    ['Europe/London', '2025-03-30'],
    ['Europe/London', '2025-10-26'],
    ['America/New_York', '2025-03-09'],
    ['America/New_York', '2025-11-02'],
    ['Australia/Lord_Howe', '2025-04-05'],
    ['Australia/Lord_Howe', '2025-10-05'],
    ['Africa/Mogadishu', '2025-06-01'],
  ];
  it.each(days)('is the zone’s own offset at every instant of a day, %s on %s', (timeZone, day) => {
    const start = Date.parse(`${day}T00:00:00Z`) - 12 * 3_600_000;
    for (let at = start; at < start + 48 * 3_600_000; at += 7 * 60_000 + 13_000) {
      expect(offsetMs(new Date(at), timeZone), new Date(at).toISOString()).toBe(
        reference(new Date(at), timeZone),
      );
    }
  });
});

describe('the zones worked out without Intl', () => {
  // An instant every 37 days and 13 hours and a few seconds from 1970 to 2100, and the edges of a day.
  const instants: Date[] = [new Date(0), new Date(Date.UTC(2026, 11, 31, 20, 59, 59, 999))];
  for (let t = 0; t < Date.UTC(2100, 0, 1); t += (37 * 24 + 13) * 3_600_000 + 7_123)
    instants.push(new Date(t));

  it.each(Object.keys(FIXED_ZONES))('%s: the same offset and wall clock as Intl', (zone) => {
    expect(isTimeZone(zone)).toBe(true);
    for (const at of instants) {
      expect(offsetMs(at, zone)).toBe(reference(at, zone));
      expect(wallClock(at, zone)).toEqual(referenceClock(at, zone));
    }
  });
});
