/**
 * How cart, checkout, the order's page and the staff board word a store's days: slots grouped by day, "today",
 * "tomorrow" or the day's name, a scheduled time, when a closed store opens again. Apart from the catalog's clock
 * (store-time.ts): the home page's store cards need only that, and every script the home page starts counts.
 */
import type { Language } from '@suuq/shared/labels';
import { dateFormat } from '@suuq/shared/intl';
import { storeDay, storeTime, timeLocale } from './store-time';

/** A stretch of time with a start and an end, as instants with an offset (a slot). */
export interface TimeRange {
  start: string;
  end: string;
}

/** The slots by the store's day, in time order. */
export function slotsByDay<T extends TimeRange>(
  slots: readonly T[],
  timeZone: string,
): { day: string; slots: T[] }[] {
  const days = new Map<string, T[]>();
  const sorted = slots.map((slot) => ({ slot, at: Date.parse(slot.start) })).sort((a, b) => a.at - b.at);
  for (const { slot, at } of sorted) {
    const day = storeDay(new Date(at), timeZone);
    const list = days.get(day);
    if (list) list.push(slot);
    else days.set(day, [slot]);
  }
  return [...days].map(([day, list]) => ({ day, slots: list }));
}

/** The day after `day` (`YYYY-MM-DD`), by the calendar. */
function nextDay(day: string): string {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

/**
 * How a caller words days: today, tomorrow and, for Somali, the weekdays from Monday (most phones' `Intl` has no
 * Somali names and would answer in English).
 */
export interface DayWords {
  today: string;
  tomorrow: string;
  weekdays?: readonly string[];
}

/**
 * The day names English writes as `Intl` does for en-GB ("Fri 27 Nov", "Wed 9 Sept"; `store-days.test.ts` holds them
 * equal for a whole year), without `Intl`: checkout's day buttons made the page's first `Intl` formatter, and making
 * the first one loads the browser's locale data (40 ms at full speed in a profile of checkout, in one task).
 */
const EN_WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const EN_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sept', 'Oct', 'Nov', 'Dec'];

/** "today", "tomorrow" or the day's own name ("Fri 27 Nov", "Jimce 27/11"), as the caller words them. */
export function dayName(day: string, now: Date, timeZone: string, lang: Language, words: DayWords): string {
  const today = storeDay(now, timeZone);
  if (day === today) return words.today;
  if (day === nextDay(today)) return words.tomorrow;
  const date = new Date(`${day}T12:00:00Z`);
  const weekday = words.weekdays?.[(date.getUTCDay() + 6) % 7];
  if (lang === 'so' && weekday) return `${weekday} ${date.getUTCDate()}/${date.getUTCMonth() + 1}`;
  if (lang === 'en' && !Number.isNaN(date.getTime())) {
    return `${EN_WEEKDAYS[date.getUTCDay()]} ${date.getUTCDate()} ${EN_MONTHS[date.getUTCMonth()]}`;
  }
  return dateFormat(timeLocale(lang), {
    timeZone: 'UTC',
    weekday: 'short',
    day: 'numeric',
    month: 'short',
  }).format(new Date(`${day}T12:00:00Z`));
}

/** "14:30–15:00" in the store's time. */
export function slotRange(slot: TimeRange, timeZone: string, lang: Language): string {
  return `${storeTime(slot.start, timeZone, lang)}–${storeTime(slot.end, timeZone, lang)}`;
}

/**
 * The store's own day and clock time of an instant the API wrote with the store's offset
 * (`2026-11-26T10:00:00+03:00` is 26 November, 10:00 at the store), with no need to know the store's zone.
 */
export function wallClock(iso: string): { day: string; time: string; offsetMinutes: number } | undefined {
  const match = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})(?::\d{2}(?:\.\d+)?)?(Z|([+-])(\d{2}):?(\d{2}))$/.exec(
    iso,
  );
  if (!match) return undefined;
  const [, day, time, zone, sign, hours, minutes] = match;
  const offsetMinutes = zone === 'Z' ? 0 : (sign === '-' ? -1 : 1) * (Number(hours) * 60 + Number(minutes));
  return { day: day!, time: time!, offsetMinutes };
}

/** "Tomorrow, 10:00" or "Fri 27 Nov, 10:00": when a scheduled order is wanted, in the store's time. */
export function scheduledText(iso: string, lang: Language, words: DayWords, now: Date = new Date()): string {
  const clock = wallClock(iso);
  if (!clock) return iso;
  const storeNow = new Date(now.getTime() + clock.offsetMinutes * 60_000).toISOString().slice(0, 10);
  return `${dayName(clock.day, new Date(`${storeNow}T12:00:00Z`), 'UTC', lang, words)}, ${clock.time}`;
}

/**
 * When a closed store opens again, as `scheduledText` words it ("Tomorrow, 10:00"), from the server's
 * `next_opening`; undefined when it is open, or closed with no known opening (switched off by its staff).
 */
export function opensAgainText(
  store: { is_open: boolean; next_opening?: string | null },
  lang: Language,
  words: DayWords,
  now: Date = new Date(),
): string | undefined {
  if (store.is_open || !store.next_opening) return undefined;
  if (Date.parse(store.next_opening) <= now.getTime()) return undefined;
  return scheduledText(store.next_opening, lang, words, now);
}

/**
 * What a closed store still allows: 'open', 'later' (closed, but orders for a time when it is open are taken) or
 * 'closed' (nothing can be ordered until it opens). Older saved carts may lack `accepts_scheduled`.
 */
export function orderingState(store: {
  is_open: boolean;
  accepts_scheduled?: boolean;
}): 'open' | 'later' | 'closed' {
  if (store.is_open) return 'open';
  return store.accepts_scheduled === true ? 'later' : 'closed';
}
