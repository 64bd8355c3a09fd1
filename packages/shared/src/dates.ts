/**
 * Dates and times as shoppers read them, in English and Somali. Browsers have no Somali calendar data (`Intl` with
 * `so` quietly answers in English), so Somali is written here from its own month and day names; English uses
 * `Intl` as usual. Monday is the first day, as in the store's opening hours.
 */
import type { Language } from './labels';
import { DEFAULT_TIMEZONE, wallClock } from './time-zone';

export const WEEKDAY_NAMES: Record<Language, readonly string[]> = {
  en: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
  so: ['Isniin', 'Talaado', 'Arbaco', 'Khamiis', 'Jimce', 'Sabti', 'Axad'],
};

export const MONTH_NAMES: Record<Language, readonly string[]> = {
  en: [
    'January',
    'February',
    'March',
    'April',
    'May',
    'June',
    'July',
    'August',
    'September',
    'October',
    'November',
    'December',
  ],
  so: [
    'Janaayo',
    'Febraayo',
    'Maarso',
    'Abriil',
    'Maajo',
    'Juun',
    'Luuliyo',
    'Agoosto',
    'Sebtembar',
    'Oktoobar',
    'Nofembar',
    'Desembar',
  ],
};

export interface DateStyle {
  /** The day's name first ("Friday 27 November", "Jimce 27 Nofembar"). */
  weekday?: boolean;
  year?: boolean;
  /** The clock time after the date, 24-hour ("14:30"). */
  time?: boolean;
  /** Only the clock time. */
  timeOnly?: boolean;
  /** Short month and day names ("27 Nov", "27 Nof"); long otherwise. */
  short?: boolean;
  /** The zone whose calendar and clock to use (the store's); the Mogadishu one by default. */
  timeZone?: string;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** "27 November 2026, 14:30" or "27 Nofembar 2026, 14:30", as the style asks; the input unchanged if unreadable. */
export function formatDate(at: Date | string, lang: Language, style: DateStyle = {}): string {
  const date = typeof at === 'string' ? new Date(at) : at;
  if (Number.isNaN(date.getTime())) return String(at);
  let clock;
  try {
    clock = wallClock(date, style.timeZone ?? DEFAULT_TIMEZONE);
  } catch {
    clock = wallClock(date, DEFAULT_TIMEZONE);
  }
  const time = `${pad(clock.hour)}:${pad(clock.minute)}`;
  if (style.timeOnly) return time;
  const weekdayIndex = (new Date(Date.UTC(clock.year, clock.month - 1, clock.day)).getUTCDay() + 6) % 7;
  const cut = (name: string) => (style.short ? name.slice(0, 3) : name);
  const parts = [
    style.weekday ? cut(WEEKDAY_NAMES[lang][weekdayIndex]!) : '',
    String(clock.day),
    cut(MONTH_NAMES[lang][clock.month - 1]!),
    style.year ? String(clock.year) : '',
  ].filter(Boolean);
  const day = parts.join(' ');
  return style.time ? `${day}, ${time}` : day;
}
