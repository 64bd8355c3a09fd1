/**
 * Wall-clock time in an IANA time zone, with nothing but `Intl`: the offset of an instant, the local date and
 * time of an instant, the instant of a local date and time (DST-safe), and ISO 8601 with the zone's offset.
 */

import { dateFormat } from './intl';

export const DEFAULT_TIMEZONE = 'Africa/Mogadishu';

const partsFormatter = (timeZone: string): Intl.DateTimeFormat =>
  dateFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  });

/**
 * Zones whose clocks have not moved since 1970, with their offset in minutes: the East African zones Suuq's stores are
 * in (Mogadishu's and the zones it is the same as), and UTC. Their wall clock is worked out with arithmetic instead of
 * `Intl`: the first `Intl` formatter a page makes costs 20-40 ms on a fast machine (ten times that on a cheap phone),
 * loading the browser's locale data, and the home page's store cards needed it for nothing but this offset.
 * `time-zone.test.ts` holds each against `Intl`.
 */
export const FIXED_ZONES: Readonly<Record<string, number>> = {
  'Africa/Mogadishu': 180,
  'Africa/Nairobi': 180,
  'Africa/Djibouti': 180,
  'Africa/Addis_Ababa': 180,
  UTC: 0,
  'Etc/UTC': 0,
};
/** 1970-01-01: the fixed zones' offsets hold from here on (earlier instants ask `Intl`). */
const FIXED_SINCE = 0;
const fixedOffset = (at: Date, timeZone: string): number | undefined =>
  Object.hasOwn(FIXED_ZONES, timeZone) && at.getTime() >= FIXED_SINCE
    ? FIXED_ZONES[timeZone]! * 60_000
    : undefined;

/** True when `Intl` knows the zone name (an IANA zone such as `Africa/Mogadishu`). */
export function isTimeZone(name: string): boolean {
  if (Object.hasOwn(FIXED_ZONES, name)) return true;
  if (!name || name.length > 64) return false;
  try {
    partsFormatter(name);
    return true;
  } catch {
    return false;
  }
}

export interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

export function wallClock(at: Date, timeZone: string): WallClock {
  const fixed = fixedOffset(at, timeZone);
  if (fixed !== undefined) {
    // Whole seconds, as the formatter writes them.
    const local = new Date(Math.floor(at.getTime() / 1000) * 1000 + fixed);
    return {
      year: local.getUTCFullYear(),
      month: local.getUTCMonth() + 1,
      day: local.getUTCDate(),
      hour: local.getUTCHours(),
      minute: local.getUTCMinutes(),
      second: local.getUTCSeconds(),
    };
  }
  const out: Record<string, number> = {};
  for (const part of partsFormatter(timeZone).formatToParts(at)) {
    if (part.type !== 'literal') out[part.type] = Number(part.value);
  }
  return {
    year: out.year ?? 1970,
    month: out.month ?? 1,
    day: out.day ?? 1,
    hour: (out.hour ?? 0) % 24,
    minute: out.minute ?? 0,
    second: out.second ?? 0,
  };
}

function exactOffsetMs(at: Date, timeZone: string): number {
  const w = wallClock(at, timeZone);
  const asUtc = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);
  return asUtc - Math.floor(at.getTime() / 1000) * 1000;
}

const DAY_MS = 86_400_000;
/**
 * The offset of each zone on each UTC day it does not change (the same at the day's first and last second), or
 * null for a day it changes, whose instants are worked out one by one. A page of store cards asks for the offsets
 * of a month of opening hours per card: reading the zone's clock for each is most of the time the page takes.
 */
const dayOffsets = new Map<string, number | null>();

/** How far the zone's wall clock is ahead of UTC at that instant, in milliseconds. */
export function offsetMs(at: Date, timeZone: string): number {
  const fixed = fixedOffset(at, timeZone);
  if (fixed !== undefined) return fixed;
  const day = Math.floor(at.getTime() / DAY_MS);
  const key = `${timeZone} ${day}`;
  let offset = dayOffsets.get(key);
  if (offset === undefined) {
    const first = exactOffsetMs(new Date(day * DAY_MS), timeZone);
    offset = first === exactOffsetMs(new Date((day + 1) * DAY_MS - 1000), timeZone) ? first : null;
    if (dayOffsets.size >= 10_000) dayOffsets.clear();
    dayOffsets.set(key, offset);
  }
  return offset ?? exactOffsetMs(at, timeZone);
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** The local date (`YYYY-MM-DD`), ISO weekday (1 = Monday) and minute of the day of an instant. */
export function localMoment(at: Date, timeZone: string): { date: string; weekday: number; minutes: number } {
  const w = wallClock(at, timeZone);
  const date = `${pad(w.year, 4)}-${pad(w.month)}-${pad(w.day)}`;
  return { date, weekday: isoWeekday(date), minutes: w.hour * 60 + w.minute };
}

/** ISO weekday (1 = Monday … 7 = Sunday) of a `YYYY-MM-DD` date. */
export function isoWeekday(date: string): number {
  const day = new Date(`${date}T00:00:00Z`).getUTCDay();
  return day === 0 ? 7 : day;
}

/** The date `days` days after a `YYYY-MM-DD` date. */
export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** True for a real calendar date written `YYYY-MM-DD`. */
export function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
}

/**
 * The instant a local date and minute of the day happen in the zone. A time the clocks skip (spring forward) is
 * moved later by the gap; a time that happens twice (fall back) is its first occurrence.
 */
export function zonedInstant(date: string, minutes: number, timeZone: string): Date {
  const [y = 1970, m = 1, d = 1] = date.split('-').map(Number);
  const wall = Date.UTC(y, m - 1, d, 0, minutes);
  const first = offsetMs(new Date(wall), timeZone);
  let at = wall - first;
  const second = offsetMs(new Date(at), timeZone);
  if (second !== first) {
    const retry = wall - second;
    // The retry holds unless the wall time falls in a gap; then the offset before the gap moves it later.
    at = offsetMs(new Date(retry), timeZone) === second ? retry : wall - Math.min(first, second);
  }
  return new Date(at);
}

/** ISO 8601 with the zone's offset, e.g. `2025-06-01T08:00:00+03:00`. */
export function toZonedIso(at: Date, timeZone: string): string {
  const offset = offsetMs(at, timeZone);
  const w = wallClock(at, timeZone);
  const sign = offset < 0 ? '-' : '+';
  const abs = Math.abs(offset) / 60_000;
  return (
    `${pad(w.year, 4)}-${pad(w.month)}-${pad(w.day)}T${pad(w.hour)}:${pad(w.minute)}:${pad(w.second)}` +
    `${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`
  );
}
