import type { Store } from '@suuq/shared/catalog';
import type { Language } from '@suuq/shared/labels';
import { isOpenAt, nextClosing, nextOpening, withDefaultHours } from '@suuq/shared/opening-hours';
import { storeDay, storeTime } from '../../lib/store-time';
import { useLanguage } from '../../lib/use-translation';
import { useCatalogT } from './messages';
import './store-hours.css';

type Hours = Pick<Store, 'is_open' | 'timezone' | 'hours' | 'closures' | 'next_opening'>;

/**
 * When the store next opens (closed) or closes (open), by the one rule of opening hours. A closed store's
 * `next_opening` comes from the server; when the answer is older than a live change (the store just closed by its
 * hours), the hours say. A store closed by its staff while its hours say open has no known opening.
 */
export function openingChange(store: Hours, now: Date): { kind: 'opens' | 'closes'; at: Date } | undefined {
  const schedule = withDefaultHours({
    timezone: store.timezone,
    hours: store.hours ?? [],
    closures: store.closures ?? [],
  });
  if (store.is_open) {
    const at = nextClosing(schedule, now);
    return at ? { kind: 'closes', at } : undefined;
  }
  const given = store.next_opening ? new Date(store.next_opening) : undefined;
  if (given && given.getTime() > now.getTime()) return { kind: 'opens', at: given };
  if ((store.hours ?? []).length === 0 || isOpenAt(schedule, now)) return undefined;
  const at = nextOpening(schedule, now);
  return at ? { kind: 'opens', at } : undefined;
}

const WEEKDAY_KEYS = ['1', '2', '3', '4', '5', '6', '7'] as const;
export type WeekdayKey = (typeof WEEKDAY_KEYS)[number];

/** The ISO weekday (1 = Monday) of a calendar day `YYYY-MM-DD`. */
export function weekdayOf(day: string): WeekdayKey {
  return WEEKDAY_KEYS[(new Date(`${day}T12:00:00Z`).getUTCDay() + 6) % 7]!;
}

/** "Opens tomorrow at 08:00", "Closes at 22:00": the words for the next change, in the shopper's language. */
export function useOpeningText(store: Hours | undefined, now = new Date()): string | undefined {
  const t = useCatalogT();
  const lang: Language = useLanguage();
  if (!store?.timezone) return undefined;
  const change = openingChange(store, now);
  if (!change) return undefined;
  const time = storeTime(change.at.toISOString(), store.timezone, lang);
  const day = storeDay(change.at, store.timezone);
  const today = storeDay(now, store.timezone);
  const tomorrow = storeDay(new Date(now.getTime() + 86_400_000), store.timezone);
  // Within a day the time is enough, as when a store closes at 02:00 past midnight.
  const soon = change.at.getTime() - now.getTime() < 86_400_000 && change.kind === 'closes';
  if (day === today || soon) return t(change.kind === 'opens' ? 'hours.opensAt' : 'hours.closesAt', { time });
  if (day === tomorrow)
    return t(change.kind === 'opens' ? 'hours.opensTomorrow' : 'hours.closesTomorrow', { time });
  return t(change.kind === 'opens' ? 'hours.opensOn' : 'hours.closesOn', {
    day: t(`weekday.${weekdayOf(day)}`),
    time,
  });
}

/** "Opens at 08:00" beside a store's Open/Closed badge; nothing when the next change is unknown. */
export function OpeningNote({ store }: { store: Hours }) {
  const text = useOpeningText(store);
  return text ? <span className="store-opening">{text}</span> : null;
}
