import { describe, expect, it } from 'vitest';
import {
  closure,
  formatDayTime,
  instantInZone,
  intervalsBetween,
  isOpenAt,
  nextChange,
  nextClosing,
  nextOpening,
  slotsFor,
  storeHoursRequest,
  withDefaultHours,
  type Schedule,
} from './hours';
import { addDays, localMoment, zonedInstant } from './time-zone';

const tz = 'Africa/Mogadishu';
/** An instant given as Mogadishu wall-clock time (UTC+3). */
const at = (local: string) => new Date(`${local}+03:00`);

// 2025-06-02 is a Monday.
const restaurant: Schedule = {
  timezone: tz,
  hours: [
    // Monday: lunch and a late evening past midnight.
    { weekday: 1, opens: '11:00', closes: '15:00' },
    { weekday: 1, opens: '18:00', closes: '02:00' },
    { weekday: 2, opens: '11:00', closes: '15:00' },
    // Friday: closed until after the midday prayer.
    { weekday: 5, opens: '14:00', closes: '23:00' },
  ],
  closures: [],
};

describe('isOpenAt', () => {
  it('is open inside a range and closed between the ranges of a split day', () => {
    expect(isOpenAt(restaurant, at('2025-06-02T12:00:00'))).toBe(true);
    expect(isOpenAt(restaurant, at('2025-06-02T16:00:00'))).toBe(false);
    expect(isOpenAt(restaurant, at('2025-06-02T11:00:00'))).toBe(true);
    expect(isOpenAt(restaurant, at('2025-06-02T15:00:00'))).toBe(false);
  });

  it('keeps a range past midnight open into the next morning, and closes at its end', () => {
    expect(isOpenAt(restaurant, at('2025-06-03T01:30:00'))).toBe(true);
    expect(isOpenAt(restaurant, at('2025-06-03T02:00:00'))).toBe(false);
  });

  it('is closed all day on a dated closure, and keeps only the special hours on a special day', () => {
    const eid: Schedule = { ...restaurant, closures: [{ date: '2025-06-02', note: 'Eid' }] };
    expect(isOpenAt(eid, at('2025-06-02T12:00:00'))).toBe(false);
    expect(isOpenAt(eid, at('2025-06-02T20:00:00'))).toBe(false);
    const special: Schedule = {
      ...restaurant,
      closures: [{ date: '2025-06-02', opens: '09:00', closes: '10:00' }],
    };
    expect(isOpenAt(special, at('2025-06-02T09:30:00'))).toBe(true);
    expect(isOpenAt(special, at('2025-06-02T12:00:00'))).toBe(false);
  });

  it("lets the evening before a closure run past midnight: it is that evening's range", () => {
    const closedTuesday: Schedule = { ...restaurant, closures: [{ date: '2025-06-03' }] };
    expect(isOpenAt(closedTuesday, at('2025-06-03T01:00:00'))).toBe(true);
    expect(isOpenAt(closedTuesday, at('2025-06-03T12:00:00'))).toBe(false);
  });

  it('is always closed without hours, and around the clock with the default hours but for closures', () => {
    const none: Schedule = { timezone: tz, hours: [], closures: [{ date: '2025-06-03' }] };
    expect(isOpenAt(none, at('2025-06-02T12:00:00'))).toBe(false);
    expect(isOpenAt(withDefaultHours(none), at('2025-06-02T03:00:00'))).toBe(true);
    expect(isOpenAt(withDefaultHours(none), at('2025-06-03T12:00:00'))).toBe(false);
    expect(nextClosing(withDefaultHours(none), at('2025-06-02T12:00:00'))?.toISOString()).toBe(
      '2025-06-02T21:00:00.000Z',
    );
    expect(nextClosing(withDefaultHours({ ...none, closures: [] }), at('2025-06-02T12:00:00'))).toBeNull();
  });
});

describe('next opening and closing', () => {
  it('finds the next opening after a break, across closed days', () => {
    expect(nextOpening(restaurant, at('2025-06-02T16:00:00'))?.toISOString()).toBe(
      '2025-06-02T15:00:00.000Z',
    );
    // Tuesday after lunch: the next opening is Friday 14:00.
    expect(instantInZone(nextOpening(restaurant, at('2025-06-03T16:00:00'))!, tz)).toBe(
      '2025-06-06T14:00:00+03:00',
    );
  });

  it('closes at the end of the span it is in, and joins ranges that touch', () => {
    expect(instantInZone(nextClosing(restaurant, at('2025-06-02T20:00:00'))!, tz)).toBe(
      '2025-06-03T02:00:00+03:00',
    );
    const touching: Schedule = {
      timezone: tz,
      hours: [
        { weekday: 1, opens: '08:00', closes: '00:00' },
        { weekday: 2, opens: '00:00', closes: '03:00' },
      ],
      closures: [],
    };
    expect(instantInZone(nextClosing(touching, at('2025-06-02T22:00:00'))!, tz)).toBe(
      '2025-06-03T03:00:00+03:00',
    );
    expect(nextClosing(restaurant, at('2025-06-02T16:00:00'))).toBeNull();
  });

  it('gives the next change whichever way it goes, and null when the store never opens', () => {
    expect(instantInZone(nextChange(restaurant, at('2025-06-02T12:00:00'))!, tz)).toBe(
      '2025-06-02T15:00:00+03:00',
    );
    expect(instantInZone(nextChange(restaurant, at('2025-06-02T16:00:00'))!, tz)).toBe(
      '2025-06-02T18:00:00+03:00',
    );
    expect(nextOpening({ timezone: tz, hours: [], closures: [] }, at('2025-06-02T12:00:00'))).toBeNull();
  });

  it('answers as the whole month of spans does, though it reads only the days it needs', () => {
    // The answers from every span from yesterday to 31 days ahead, joined: the rule as written.
    const spansOf = (schedule: Schedule, when: Date) => {
      const today = localMoment(when, schedule.timezone).date;
      const spans: { start: Date; end: Date }[] = [];
      for (const i of intervalsBetween(schedule, addDays(today, -1), addDays(today, 31))) {
        const last = spans[spans.length - 1];
        if (last && i.start <= last.end) last.end = i.end > last.end ? i.end : last.end;
        else spans.push({ ...i });
      }
      return spans;
    };
    const schedules: Schedule[] = [
      restaurant,
      withDefaultHours({ timezone: tz, hours: [], closures: [] }),
      withDefaultHours({ timezone: tz, hours: [], closures: [{ date: '2025-06-20' }] }),
      {
        ...restaurant,
        closures: [{ date: '2025-06-03' }, { date: '2025-06-06', opens: '20:00', closes: '01:00' }],
      },
      // Closes tonight and never again within the horizon: no known end.
      { timezone: tz, hours: [], closures: [{ date: '2025-06-02', opens: '08:00', closes: '17:00' }] },
      { timezone: 'Europe/London', hours: restaurant.hours, closures: [] },
      // Around the clock: with a closure just past the horizon, a short day within it, a day from six to six, and
      // across a change of the clock.
      withDefaultHours({ timezone: tz, hours: [], closures: [{ date: '2025-07-03' }] }),
      withDefaultHours({ timezone: tz, hours: [], closures: [{ date: '2025-07-02' }] }),
      withDefaultHours({
        timezone: tz,
        hours: [],
        closures: [{ date: '2025-06-05', opens: '08:00', closes: '17:00' }],
      }),
      {
        timezone: tz,
        hours: [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, opens: '06:00', closes: '06:00' })),
        closures: [],
      },
      {
        timezone: tz,
        hours: [1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, opens: '00:00', closes: '00:00' })),
        closures: [],
      },
      withDefaultHours({ timezone: 'Europe/London', hours: [], closures: [] }),
      withDefaultHours({ timezone: 'Europe/London', hours: [], closures: [{ date: '2025-03-30' }] }),
    ];
    for (const schedule of schedules)
      for (let hour = 0; hour < 24 * 9; hour += 5) {
        const when = new Date(at('2025-06-01T00:30:00').getTime() + hour * 3_600_000);
        const t = when.getTime();
        const spans = spansOf(schedule, when);
        const index = spans.findIndex((s) => s.start.getTime() <= t && t < s.end.getTime());
        const closing = index >= 0 && index < spans.length - 1 ? spans[index]!.end : null;
        const opening = spans.find((s) => s.start.getTime() > t)?.start ?? null;
        expect(nextClosing(schedule, when)).toEqual(closing);
        expect(nextOpening(schedule, when)).toEqual(opening);
      }
  });

  it('says the day and time in English and Somali', () => {
    const friday = at('2025-06-06T14:00:00');
    expect(formatDayTime(friday, tz, 'en')).toBe('Friday 14:00');
    expect(formatDayTime(friday, tz, 'so')).toMatch(/ 14:00$/);
    expect(formatDayTime(friday, tz, 'so')).not.toBe('Friday 14:00');
  });
});

describe('slotsFor', () => {
  const rules = { slot_minutes: 45, lead_minutes: 0, days_ahead: 0 };
  const startsOf = (s: Schedule, now: Date, r = rules, date?: string) =>
    slotsFor(s, r, now, date).map((x) => instantInZone(x.start, tz).slice(11, 16));

  it('anchors the grid at each opening time and keeps whole slots only', () => {
    const s: Schedule = {
      timezone: tz,
      hours: [{ weekday: 1, opens: '08:10', closes: '10:30' }],
      closures: [],
    };
    expect(startsOf(s, at('2025-06-02T06:00:00'))).toEqual(['08:10', '08:55', '09:40']);
  });

  it('starts no earlier than now plus the lead time', () => {
    const s: Schedule = {
      timezone: tz,
      hours: [{ weekday: 1, opens: '08:00', closes: '12:00' }],
      closures: [],
    };
    const r = { slot_minutes: 60, lead_minutes: 90, days_ahead: 0 };
    expect(startsOf(s, at('2025-06-02T08:00:00'), r)).toEqual(['10:00', '11:00']);
  });

  it('offers today up to days_ahead days later, and skips a dated closure', () => {
    const s: Schedule = {
      timezone: tz,
      hours: [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, opens: '09:00', closes: '10:00' })),
      closures: [{ date: '2025-06-03' }],
    };
    const r = { slot_minutes: 60, lead_minutes: 0, days_ahead: 2 };
    const days = slotsFor(s, r, at('2025-06-02T08:00:00')).map((x) =>
      instantInZone(x.start, tz).slice(0, 10),
    );
    expect(days).toEqual(['2025-06-02', '2025-06-04']);
    expect(slotsFor(s, r, at('2025-06-02T08:00:00'), '2025-06-05')).toEqual([]);
    expect(slotsFor(s, r, at('2025-06-02T08:00:00'), '2025-06-04')).toHaveLength(1);
  });

  it('runs the slots of a range past midnight into the next date', () => {
    const r = { slot_minutes: 120, lead_minutes: 0, days_ahead: 1 };
    expect(startsOf(restaurant, at('2025-06-02T17:00:00'), r, '2025-06-03')).toEqual([
      '00:00',
      '11:00',
      '13:00',
    ]);
  });
});

describe('time zones', () => {
  it('places wall-clock hours correctly across a daylight-saving change', () => {
    // Europe/London springs forward on 2025-03-30 at 01:00 UTC.
    expect(zonedInstant('2025-03-29', 9 * 60, 'Europe/London').toISOString()).toBe(
      '2025-03-29T09:00:00.000Z',
    );
    expect(zonedInstant('2025-03-30', 9 * 60, 'Europe/London').toISOString()).toBe(
      '2025-03-30T08:00:00.000Z',
    );
    // A time the clocks skip is moved later by the gap.
    expect(zonedInstant('2025-03-30', 60 + 30, 'Europe/London').toISOString()).toBe(
      '2025-03-30T01:30:00.000Z',
    );
    const london: Schedule = {
      timezone: 'Europe/London',
      hours: [{ weekday: 7, opens: '09:00', closes: '17:00' }],
      closures: [],
    };
    expect(isOpenAt(london, new Date('2025-03-30T08:30:00Z'))).toBe(true);
    expect(isOpenAt(london, new Date('2025-03-30T16:30:00Z'))).toBe(false);
    expect(instantInZone(new Date('2025-03-30T08:00:00Z'), 'Europe/London')).toBe(
      '2025-03-30T09:00:00+01:00',
    );
  });
});

describe('schemas', () => {
  it('refuses a closure with one time, a bad date and an unknown zone', () => {
    expect(closure.safeParse({ date: '2025-06-02', opens: '09:00' }).success).toBe(false);
    expect(closure.safeParse({ date: '2025-02-30' }).success).toBe(false);
    expect(storeHoursRequest.safeParse({ timezone: 'Mars/Base', hours: [], closures: [] }).success).toBe(
      false,
    );
    expect(
      storeHoursRequest.safeParse({
        timezone: 'Africa/Mogadishu',
        hours: [{ weekday: 1, opens: '18:00', closes: '02:00' }],
        closures: [{ date: '2025-06-06', opens: '14:00', closes: '20:00', note: 'Special' }],
      }).success,
    ).toBe(true);
  });
});
