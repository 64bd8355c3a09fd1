import { addDays } from '@suuq/shared/time-zone';
import { storeDay } from '../../../lib/store-time';

export type PeriodKind = 'today' | 'week' | 'month' | 'custom';

export interface Period {
  kind: PeriodKind;
  from: string;
  to: string;
}

/** Today, the last 7 or the last 30 days (today included), in the store's calendar. */
export function periodOf(kind: Exclude<PeriodKind, 'custom'>, timeZone: string, now = new Date()): Period {
  const today = storeDay(now, timeZone);
  const days = { today: 1, week: 7, month: 30 }[kind];
  return { kind, from: addDays(today, 1 - days), to: today };
}

/** Whether the server would take these dates: the end on or after the start, at most a year of days. */
export function isPeriodValid(from: string, to: string): boolean {
  return (
    /^\d{4}-\d{2}-\d{2}$/.test(from) &&
    /^\d{4}-\d{2}-\d{2}$/.test(to) &&
    from <= to &&
    to < addDays(from, 366)
  );
}
