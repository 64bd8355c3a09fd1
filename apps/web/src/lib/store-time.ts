import type { Language } from '@suuq/shared/labels';
import { dateFormat } from '@suuq/shared/intl';
import { DEFAULT_TIMEZONE, FIXED_ZONES, localMoment } from '@suuq/shared/time-zone';

/** The locale a language's dates and times are written in, where `Intl` writes them. */
export const timeLocale = (lang: Language) => (lang === 'so' ? 'so-SO' : 'en-GB');

/**
 * The store's local date and minute of an instant when its zone's clock never moves (Mogadishu's and the zones like
 * it), by arithmetic; undefined for any other zone, which `Intl` reads. The first `Intl` formatter a page makes loads
 * the browser's locale data: on the home page, the store cards' "Closes at 22:00" held the processor 30 ms on a fast
 * machine for that alone (five times as long on a cheap phone).
 */
const fixedMoment = (instant: Date, timeZone: string) =>
  Object.hasOwn(FIXED_ZONES, timeZone) && instant.getTime() >= 0 ? localMoment(instant, timeZone) : undefined;

const pad = (n: number) => String(n).padStart(2, '0');

function safeZone(timeZone: string): string {
  try {
    dateFormat('en', { timeZone });
    return timeZone;
  } catch {
    return DEFAULT_TIMEZONE;
  }
}

/** The store's calendar day (`YYYY-MM-DD`) of an instant: slots are grouped by the store's days, not the phone's. */
export function storeDay(instant: Date, timeZone: string): string {
  const fixed = fixedMoment(instant, timeZone);
  if (fixed) return fixed.date;
  // en-CA writes dates as YYYY-MM-DD.
  return dateFormat('en-CA', {
    timeZone: safeZone(timeZone),
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(instant);
}

/** A clock time of the store ("14:30"), whatever the phone's own zone. */
export function storeTime(iso: string, timeZone: string, lang: Language): string {
  // Both languages write the 24-hour clock with Latin digits ("22:05").
  const fixed = fixedMoment(new Date(iso), timeZone);
  if (fixed) return `${pad(Math.floor(fixed.minutes / 60))}:${pad(fixed.minutes % 60)}`;
  return dateFormat(timeLocale(lang), {
    timeZone: safeZone(timeZone),
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(iso));
}
