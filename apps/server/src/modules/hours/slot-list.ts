/**
 * The slots a store offers, worked out at most once per store, day and hours in a short while: working them out
 * is the costly part of the public slot list (a local day for each slot), and a list is asked for by every shopper
 * at checkout. An entry is keyed by the store's schedule and slot rules as read with the request, so a change of
 * hours or rules, made in this process or another, is a new entry at once; what the entry was worked out for
 * ("from now on") is narrowed to the caller's now.
 */
import { slotsFor, type SlotSettings } from '@suuq/shared/hours';
import type { Interval, Schedule } from '@suuq/shared/opening-hours';
import { localMoment } from '@suuq/shared/time-zone';

/** At most this many slots in one answer, the earliest: ask by date for a later day's. */
export const SLOTS_PER_ANSWER = 1_000;
/** How long a worked-out list is reused. */
const REUSE_MS = 30_000;
/** Slots worked out beyond the bound: more than can start within REUSE_MS. */
const SPARE = 200;
/** Lists kept at most; the oldest goes first. */
const MAX_LISTS = 500;

type Rules = Pick<SlotSettings, 'slot_minutes' | 'lead_minutes' | 'days_ahead'>;

export class SlotLists {
  private readonly lists = new Map<string, { at: number; slots: Interval[] }>();

  constructor(private readonly clock: () => number = Date.now) {}

  /** How many lists are kept now. */
  get kept(): number {
    return this.lists.size;
  }

  /** The slots from `now` (one local day with `date`), at most SLOTS_PER_ANSWER. */
  slots(storeId: number, schedule: Schedule, rules: Rules, now: Date, date?: string): Interval[] {
    // The store's local day is part of the key: after midnight the range of days moves on.
    const today = localMoment(now, schedule.timezone).date;
    const key = `${storeId} ${date ?? ''} ${today} ${JSON.stringify([schedule, rules])}`;
    const at = this.clock();
    let entry = this.lists.get(key);
    if (!entry || at - entry.at > REUSE_MS) {
      // Worked out a little past the bound, so that narrowing to a later now still leaves a full answer.
      entry = { at, slots: slotsFor(schedule, rules, now, date, SLOTS_PER_ANSWER + SPARE) };
      this.lists.delete(key);
      this.lists.set(key, entry);
      if (this.lists.size > MAX_LISTS) this.lists.delete(this.lists.keys().next().value!);
    }
    const earliest = now.getTime() + rules.lead_minutes * 60_000;
    return entry.slots.filter((slot) => slot.start.getTime() >= earliest).slice(0, SLOTS_PER_ANSWER);
  }
}
