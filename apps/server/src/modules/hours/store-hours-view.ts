/**
 * The hours fields every store answer carries, and the store's open state now: the staff switch AND the hours.
 * Pure, so the catalog, the placement and the live clock compute it the same way.
 */
import {
  instantInZone,
  isOpenAt,
  nextChange,
  nextOpening,
  upcomingClosures,
  withDefaultHours,
  type Closure,
  type HoursRange,
  type Schedule,
} from '@suuq/shared/hours';
import { localMoment } from '@suuq/shared/time-zone';
import type { StoreTimes } from './hours-repository';

export interface HoursFields {
  timezone: string;
  hours: HoursRange[];
  closures: Closure[];
  is_open: boolean;
  next_opening: string | null;
  accepts_scheduled: boolean;
}

interface StoreSwitch {
  isOpen: boolean;
  timezone: string;
}

/** The rules' schedule of a store: its ranges, or around the clock when it has set none. */
export function scheduleOf(store: StoreSwitch, times: StoreTimes | undefined): Schedule {
  return withDefaultHours({
    timezone: store.timezone,
    hours: times?.hours ?? [],
    closures: times?.closures ?? [],
  });
}

/** Open now: the switch is on and the hours say open. */
export function openNow(store: StoreSwitch, times: StoreTimes | undefined, now: Date): boolean {
  return store.isOpen && isOpenAt(scheduleOf(store, times), now);
}

/** When the store's open state next changes by its hours (null: never, or the switch keeps it closed). */
export function nextStateChange(store: StoreSwitch, times: StoreTimes | undefined, now: Date): Date | null {
  return store.isOpen ? nextChange(scheduleOf(store, times), now) : null;
}

export function hoursFields(
  store: StoreSwitch & { acceptsScheduled: boolean },
  times: StoreTimes | undefined,
  now: Date,
): HoursFields {
  const schedule = scheduleOf(store, times);
  const open = store.isOpen && isOpenAt(schedule, now);
  // Closed by the switch, nobody knows when it opens again; closed by the hours, the hours say when.
  const next = !open && store.isOpen ? nextOpening(schedule, now) : null;
  return {
    timezone: store.timezone,
    hours: times?.hours ?? [],
    closures: upcomingClosures(times?.closures ?? [], localMoment(now, store.timezone).date),
    is_open: open,
    next_opening: next ? instantInZone(next, store.timezone) : null,
    accepts_scheduled: store.acceptsScheduled,
  };
}
