/**
 * The rules of opening hours (`isOpenAt`, the next opening and closing, slots), apart from the schemas in `hours`,
 * so a page that shows whether a store is open downloads no validation library. `hours` says how ranges and
 * closures are read.
 */
import type { Closure, HoursRange } from './hours';
import { dateFormat } from './intl';
import { addDays, isoWeekday, localMoment, toZonedIso, zonedInstant } from './time-zone';

/** What a store's hours are: its zone, weekly ranges and dated exceptions. */
export interface Schedule {
  timezone: string;
  hours: readonly HoursRange[];
  closures: readonly Closure[];
}

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** An opening interval: the instants one range of one day opens and closes. */
export interface Interval {
  start: Date;
  end: Date;
}

function rangesOn(schedule: Schedule, date: string): { opens: string; closes: string }[] {
  const dated = schedule.closures.filter((c) => c.date === date);
  if (dated.length > 0) {
    if (dated.some((c) => c.opens === undefined || c.closes === undefined)) return [];
    return dated.map((c) => ({ opens: c.opens ?? '', closes: c.closes ?? '' }));
  }
  const weekday = isoWeekday(date);
  return schedule.hours.filter((h) => h.weekday === weekday);
}

/** Every range of every local day from `firstDate` to `lastDate` as instants, sorted by opening. */
export function intervalsBetween(schedule: Schedule, firstDate: string, lastDate: string): Interval[] {
  const out: Interval[] = [];
  for (let date = firstDate; date <= lastDate; date = addDays(date, 1)) {
    for (const range of rangesOn(schedule, date)) {
      const opens = minutesOf(range.opens);
      const closes = minutesOf(range.closes);
      const endDate = closes <= opens ? addDays(date, 1) : date;
      out.push({
        start: zonedInstant(date, opens, schedule.timezone),
        end: zonedInstant(endDate, closes, schedule.timezone),
      });
    }
  }
  return out.sort((a, b) => a.start.getTime() - b.start.getTime());
}

/**
 * Joins `interval` to the spans so far (touching or overlapping the last one extends it), given intervals by their
 * start: every span but the last is final.
 */
function join(spans: Interval[], interval: Interval) {
  const last = spans[spans.length - 1];
  if (last && interval.start.getTime() <= last.end.getTime()) {
    if (interval.end > last.end) last.end = interval.end;
  } else spans.push({ start: interval.start, end: interval.end });
}

/** Every day open around the clock: the hours of a store that has set none (the staff switch alone decides). */
export const ALL_DAY: readonly HoursRange[] = [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({
  weekday,
  opens: '00:00',
  closes: '00:00',
}));

/**
 * The schedule the rules apply: a store without any weekly hours is open around the clock (as before hours
 * existed), its dated closures still apply.
 */
export function withDefaultHours<T extends Schedule>(schedule: T): T {
  return schedule.hours.length > 0 ? schedule : { ...schedule, hours: ALL_DAY };
}

/** How far ahead the next opening is looked for; a store closed longer than that has no known next opening. */
const HORIZON_DAYS = 31;

/**
 * Walks the spans the store is open without a break, from yesterday (local to `at`) to the horizon, a day at a time,
 * until `found` says it has its answer from the spans so far (`day` is the last day walked, 0 for today);
 * `undefined` when it never does. A day's ranges all
 * open after the previous day's, so the spans grow in order and only the last can still change: a store card asks
 * when the store closes and needs only today's and tomorrow's hours, not a month's.
 */
function walkSpans<T>(
  schedule: Schedule,
  at: Date,
  found: (spans: Interval[], day: number) => T | undefined,
): T | undefined {
  const today = localMoment(at, schedule.timezone).date;
  const spans: Interval[] = [];
  for (let day = -1; day <= HORIZON_DAYS; day += 1) {
    const date = addDays(today, day);
    for (const interval of intervalsBetween(schedule, date, date)) join(spans, interval);
    const answer = found(spans, day);
    if (answer !== undefined) return answer;
  }
  return undefined;
}

/**
 * Whether the store is open without a break from yesterday (local to `at`) to the horizon: every weekday has a range
 * of a whole day (it closes when it opens) and no dated exception falls in that time. Its one span then outlasts
 * the horizon, which most stores' cards, open around the clock, would otherwise find out a day at a time.
 */
function openThroughHorizon(schedule: Schedule, at: Date): boolean {
  for (let weekday = 1; weekday <= 7; weekday += 1)
    if (!schedule.hours.some((h) => h.weekday === weekday && h.opens === h.closes)) return false;
  const today = localMoment(at, schedule.timezone).date;
  const first = addDays(today, -1);
  const last = addDays(today, HORIZON_DAYS);
  return !schedule.closures.some((c) => c.date >= first && c.date <= last);
}

/** The one rule: is the store open by its hours at instant `at`? (The staff switch is checked by the caller.) */
export function isOpenAt(schedule: Schedule, at: Date): boolean {
  const t = at.getTime();
  const today = localMoment(at, schedule.timezone).date;
  return intervalsBetween(schedule, addDays(today, -1), today).some(
    (i) => i.start.getTime() <= t && t < i.end.getTime(),
  );
}

/** When the store next opens after `at` (the start of the next open span after the current one), or null. */
export function nextOpening(schedule: Schedule, at: Date): Date | null {
  if (openThroughHorizon(schedule, at)) return null;
  const t = at.getTime();
  // A span's start never changes once it is there.
  return walkSpans(schedule, at, (spans) => spans.find((s) => s.start.getTime() > t)?.start) ?? null;
}

/** When the store closes, if it is open at `at`; null when closed, or open with no end in sight (the horizon). */
export function nextClosing(schedule: Schedule, at: Date): Date | null {
  if (openThroughHorizon(schedule, at)) return null;
  const t = at.getTime();
  // The span `at` is in is final once another follows it; still the last at the horizon, it has no known end.
  // Not in one once today is walked, it never will be: later days open after `at`.
  const closed = null;
  const answer = walkSpans(schedule, at, (spans, day) => {
    const index = spans.findIndex((s) => s.start.getTime() <= t && t < s.end.getTime());
    if (index < 0) return day >= 0 ? closed : undefined;
    return index < spans.length - 1 ? spans[index]!.end : undefined;
  });
  return answer ?? null;
}

/** The next instant the store opens or closes by its hours after `at`, or null when it never changes. */
export function nextChange(schedule: Schedule, at: Date): Date | null {
  return isOpenAt(schedule, at) ? nextClosing(schedule, at) : nextOpening(schedule, at);
}

export interface SlotRules {
  slot_minutes: number;
  lead_minutes: number;
  days_ahead: number;
}

/**
 * The slots a shopper can book at `now`: each opening range cut into `slot_minutes` pieces anchored at its own
 * opening time (never at midnight), whole slots only, starting no earlier than `now + lead_minutes`, on the local
 * days from today to `days_ahead` days later. With `date`, only the slots starting on that local day.
 */
export function slotsFor(
  schedule: Schedule,
  rules: SlotRules,
  now: Date,
  date?: string,
  limit = Number.POSITIVE_INFINITY,
): Interval[] {
  const today = localMoment(now, schedule.timezone).date;
  const lastDay = addDays(today, rules.days_ahead);
  if (date !== undefined && (date < today || date > lastDay)) return [];
  const earliest = now.getTime() + rules.lead_minutes * 60_000;
  const step = rules.slot_minutes * 60_000;
  const seen = new Set<number>();
  const out: Interval[] = [];
  for (const range of intervalsBetween(schedule, addDays(date ?? today, -1), date ?? lastDay)) {
    // Ranges come by their start: once `limit` slots are found and this range starts after the last of the
    // earliest `limit`, no later range can add an earlier one.
    if (out.length >= limit) {
      out.sort((a, b) => a.start.getTime() - b.start.getTime()).length = limit;
      if (range.start.getTime() >= out[limit - 1]!.start.getTime()) break;
    }
    for (let start = range.start.getTime(); start + step <= range.end.getTime(); start += step) {
      if (start < earliest || seen.has(start)) continue;
      const day = localMoment(new Date(start), schedule.timezone).date;
      if (day < today || day > lastDay || (date !== undefined && day !== date)) continue;
      seen.add(start);
      out.push({ start: new Date(start), end: new Date(start + step) });
    }
  }
  return out.sort((a, b) => a.start.getTime() - b.start.getTime()).slice(0, limit);
}

/** An instant as the API writes it: ISO 8601 with the store's offset. */
export function instantInZone(at: Date, timeZone: string): string {
  return toZonedIso(at, timeZone);
}

/** "Saturday 08:00" (or "Sabti 08:00"): a day and time in the store's zone, for "It opens …". */
export function formatDayTime(at: Date, timeZone: string, lang: 'en' | 'so'): string {
  const day = dateFormat(lang, { weekday: 'long', timeZone }).format(at);
  const time = dateFormat('en-GB', {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone,
  }).format(at);
  return `${day} ${time}`;
}

/** Closures from `today` on (the store answer lists upcoming ones only). */
export function upcomingClosures<T extends { date: string }>(closures: readonly T[], today: string): T[] {
  return closures.filter((c) => c.date >= today);
}
