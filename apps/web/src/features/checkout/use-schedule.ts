import { useMemo, useState } from 'react';
import type { DeliveryMethod } from '@suuq/shared/labels';
import { DEFAULT_TIMEZONE } from '@suuq/shared/time-zone';
import { slotsByDay } from '../../lib/store-days';
import { useLanguage } from '../../lib/use-translation';
import { useGetSlotsQuery } from './checkout-api';

/** What checkout reads of a store to offer times (older saved carts may lack the fields). */
interface SchedulingStore {
  id: number;
  is_open: boolean;
  accepts_scheduled?: boolean;
  timezone?: string;
}

export type ScheduleMode = 'asap' | 'later';

/**
 * When the order is wanted: as soon as possible (only while the store is open), or a slot today or on the next
 * days from the store's own list (inside its hours, after its lead time; full ones marked). A store that does not
 * take orders for later offers only now. `scheduledFor` is the slot's start to send, `missing` says a time must
 * still be chosen.
 */
export function useSchedule(store: SchedulingStore | null, method: DeliveryMethod | undefined) {
  const lang = useLanguage();
  const accepts = store?.accepts_scheduled === true;
  const timeZone = store?.timezone || DEFAULT_TIMEZONE;
  const open = store?.is_open ?? false;
  const slots = useGetSlotsQuery(
    { storeId: store?.id ?? 0, deliveryMethod: method ?? 'delivery', lang },
    { skip: !store || !accepts || !method },
  );
  const [wanted, setMode] = useState<ScheduleMode>();
  const [pickedDay, setDay] = useState<string>();
  const [picked, setPicked] = useState<string>();

  // A closed store (also one that closes while the page is open) takes orders for later only.
  const mode: ScheduleMode = !accepts || (open && wanted !== 'later') ? 'asap' : 'later';
  const list = useMemo(() => slots.data ?? [], [slots.data]);
  // Grouped once per answer: checkout renders many times while its other answers arrive.
  const days = useMemo(() => slotsByDay(list, timeZone), [list, timeZone]);
  const day = days.find((entry) => entry.day === pickedDay) ?? days[0];
  // A slot that filled up or passed since it was picked is no longer chosen.
  const slot = list.find((entry) => entry.start === picked && entry.remaining > 0);
  return {
    offered: accepts,
    open,
    timeZone,
    mode,
    choose: (next: ScheduleMode) => setMode(next),
    query: slots,
    days,
    day,
    chooseDay: setDay,
    slot,
    pick: (start: string) => setPicked(start),
    scheduledFor: mode === 'later' ? slot?.start : undefined,
    missing: mode === 'later' && !slot,
  };
}

export type Schedule = ReturnType<typeof useSchedule>;
