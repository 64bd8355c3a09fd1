/**
 * Opening hours and orders for later: the staff's hours and slot settings, the slots a shopper can book, and the
 * placement's gate (open now, or a real slot with room). Every change is effective at once: the store answers
 * are dropped from the caches, the open state is pushed live, and the live clock looks again.
 */
import {
  formatDayTime,
  instantInZone,
  nextOpening,
  slotsFor,
  withDefaultHours,
  type Closure,
  type Slot,
  type SlotSettings,
  type StoreHours,
  type StoreHoursRequest,
} from '@suuq/shared/hours';
import type { Language } from '@suuq/shared/labels';
import { isoWeekday, localMoment } from '@suuq/shared/time-zone';
import type { Db } from '../../db/client';
import { withTransaction, type DbOrTx } from '../../db/tx';
import { fieldProblem, InvalidError, notFound } from '../../lib/domain-error';
import type { StoreEvents } from '../../lib/store-events';
import type { HoursRepository, StoreClockRow, StoreTimes } from './hours-repository';
import { SlotLists } from './slot-list';
import type { SlotRepository } from './slot-repository';
import { openNow, scheduleOf } from './store-hours-view';

/** What the placement and the cancelling of an order need from the hours. */
export interface SlotGate {
  /**
   * With the store's clock and times as the placement's own statement read them; `lang` writes when a closed
   * store opens, a time the refusal carries as it is.
   */
  admit(
    store: StoreClockRow,
    times: StoreTimes | undefined,
    scheduledFor: string | null | undefined,
    lang: Language,
  ): AdmittedSlot | null;
  /** `_lang` is no longer read: the refusal is put in the caller's language when it is answered. */
  take(slot: AdmittedSlot, _lang: Language, tx: DbOrTx): Promise<void>;
  giveBack(storeId: number, slotStart: Date, tx: DbOrTx): Promise<void>;
}

export interface AdmittedSlot {
  storeId: number;
  start: Date;
  capacity: number;
}

export class HoursService implements SlotGate {
  private readonly slotLists = new SlotLists();
  constructor(
    private readonly db: Db,
    private readonly hours: HoursRepository,
    private readonly slotCounters: SlotRepository,
    private readonly events: StoreEvents,
    private readonly onChange: () => void = () => {},
    private readonly now: () => Date = () => new Date(),
  ) {}

  private async storeOr404(storeId: number, tx?: DbOrTx): Promise<StoreClockRow> {
    const store = await this.hours.store(storeId, tx);
    if (!store) throw notFound();
    return store;
  }

  async staffHours(storeId: number): Promise<StoreHours> {
    const store = await this.storeOr404(storeId);
    const times = (await this.hours.times([storeId], this.now())).get(storeId);
    return { timezone: store.timezone, hours: times?.hours ?? [], closures: times?.closures ?? [] };
  }

  async replaceHours(storeId: number, body: StoreHoursRequest): Promise<StoreHours> {
    await withTransaction(this.db, async (tx) => {
      if (!(await this.hours.lockStore(storeId, tx))) throw notFound();
      await this.hours.replace(storeId, body, tx);
    });
    await this.changed(storeId);
    return this.staffHours(storeId);
  }

  /**
   * Opens the store now, outside its hours, until `until` (local `HH:MM`; at or before now it runs past midnight):
   * today's hours become dated entries (the day's own ranges kept) with one more range from this minute to `until`,
   * and the staff switch goes on. The one rule of "open at T" then says open, for the storefront, the slots and
   * the placement alike, and the live clock closes the store at `until`.
   */
  async openNow(storeId: number, until: string): Promise<StoreHours & { is_open: boolean }> {
    const now = this.now();
    await withTransaction(this.db, async (tx) => {
      const store = await this.hours.lockStore(storeId, tx);
      if (!store) throw notFound();
      const { date, minutes } = localMoment(now, store.timezone);
      const opens = timeOf(minutes);
      if (until === opens) throw fieldProblem('invalid', 'openNowUntil', 'until');
      const times = (await this.hours.times([storeId], undefined, tx)).get(storeId);
      const hours = times?.hours ?? [];
      const closures = times?.closures ?? [];
      const dated = closures.filter((c) => c.date === date);
      // Today's ranges as they stand: its dated entries (none when closed all day), else the week's for today
      // (around the clock for a store that set no hours).
      const today: Closure[] =
        dated.length > 0
          ? dated.filter((c) => c.opens !== undefined && c.closes !== undefined)
          : withDefaultHours({ timezone: store.timezone, hours, closures: [] })
              .hours.filter((h) => h.weekday === isoWeekday(date))
              .map((h) => ({ date, opens: h.opens, closes: h.closes }));
      await this.hours.replace(
        storeId,
        {
          hours,
          closures: [...closures.filter((c) => c.date !== date), ...today, { date, opens, closes: until }],
        },
        tx,
      );
      await this.hours.setOpen(storeId, true, tx);
    });
    await this.changed(storeId);
    const store = await this.storeOr404(storeId);
    const times = (await this.hours.times([storeId], this.now())).get(storeId);
    return { ...(await this.staffHours(storeId)), is_open: openNow(store, times, this.now()) };
  }

  async slotSettings(storeId: number): Promise<SlotSettings> {
    const s = await this.storeOr404(storeId);
    return {
      slot_minutes: s.slotMinutes,
      slot_capacity: s.slotCapacity,
      lead_minutes: s.leadMinutes,
      days_ahead: s.daysAhead,
      accepts_scheduled: s.acceptsScheduled,
    };
  }

  async updateSlotSettings(storeId: number, body: SlotSettings): Promise<SlotSettings> {
    await this.storeOr404(storeId);
    await this.hours.updateSlotSettings(storeId, body);
    await this.changed(storeId);
    return this.slotSettings(storeId);
  }

  /** After a change: caches dropped everywhere, the open state pushed, the live clock re-armed. */
  private async changed(storeId: number): Promise<void> {
    const store = await this.storeOr404(storeId);
    const times = (await this.hours.times([storeId], this.now())).get(storeId);
    await this.events.catalogChanged(storeId);
    await this.events.storeStatus(storeId, openNow(store, times, this.now()));
    this.onChange();
  }

  /** The bookable slots (one local day, or every day in range), with their room left. */
  async slots(storeId: number, date?: string): Promise<Slot[]> {
    const store = await this.storeOr404(storeId);
    if (!store.acceptsScheduled || !store.isOpen) return [];
    return this.slotList(store, date);
  }

  private async slotList(store: StoreClockRow, date?: string): Promise<Slot[]> {
    const now = this.now();
    const times = (await this.hours.times([store.id], now)).get(store.id);
    const found = this.slotLists.slots(store.id, scheduleOf(store, times), slotRules(store), now, date);
    const first = found[0];
    const last = found[found.length - 1];
    if (!first || !last) return [];
    const booked = await this.slotCounters.booked(store.id, first.start, last.end);
    return found.map((s) => ({
      start: instantInZone(s.start, store.timezone),
      end: instantInZone(s.end, store.timezone),
      capacity: store.slotCapacity,
      remaining: Math.max(0, store.slotCapacity - (booked.get(s.start.getTime()) ?? 0)),
    }));
  }

  /**
   * Before an order: for now, the store must be open by its hours (422 with when it opens); for later, the slot
   * must be one the store offers now. Room in the slot is taken later, inside the order's transaction.
   */
  admit(
    store: StoreClockRow,
    times: StoreTimes | undefined,
    scheduledFor: string | null | undefined,
    lang: Language,
  ): AdmittedSlot | null {
    const now = this.now();
    const schedule = scheduleOf(store, times);
    if (!scheduledFor) {
      if (openNow(store, times, now)) return null;
      const opens = nextOpening(schedule, now);
      if (!opens) throw new InvalidError('storeClosed');
      throw new InvalidError('storeClosedOpens', { when: formatDayTime(opens, store.timezone, lang) });
    }
    if (!store.acceptsScheduled) throw fieldProblem('invalid', 'scheduledNotAccepted', 'scheduled_for');
    const wanted = Date.parse(scheduledFor);
    const day = localMoment(new Date(wanted), store.timezone).date;
    const offered = Number.isNaN(wanted)
      ? undefined
      : slotsFor(schedule, slotRules(store), now, day).find((s) => s.start.getTime() === wanted);
    if (!offered) throw fieldProblem('invalid', 'slotUnavailable', 'scheduled_for');
    return { storeId: store.id, start: offered.start, capacity: store.slotCapacity };
  }

  /** Takes a place in the slot inside the order's transaction; a full slot is a 409. */
  async take(slot: AdmittedSlot, _lang: Language, tx: DbOrTx): Promise<void> {
    if (!(await this.slotCounters.take(slot.storeId, slot.start, slot.capacity, tx))) {
      throw fieldProblem('conflict', 'slotFull', 'scheduled_for');
    }
  }

  async giveBack(storeId: number, slotStart: Date, tx: DbOrTx): Promise<void> {
    await this.slotCounters.giveBack(storeId, slotStart, tx);
  }
}

/** Minutes after midnight as `HH:MM`. */
function timeOf(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

function slotRules(store: StoreClockRow) {
  return { slot_minutes: store.slotMinutes, lead_minutes: store.leadMinutes, days_ahead: store.daysAhead };
}
