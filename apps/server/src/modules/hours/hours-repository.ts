/** Every query on a store's hours, dated closures and slot settings. */
import { and, asc, eq, gte, inArray } from 'drizzle-orm';
import type { Closure, HoursRange, SlotSettings } from '@suuq/shared/hours';
import type { Db } from '../../db/client';
import type { DbOrTx } from '../../db/tx';
import { storeClosures, storeHours, stores } from '../../db/schema';

/** What the hours rules need of a store, besides its ranges: the switch, the zone and the slot settings. */
export interface StoreClockRow {
  id: number;
  isOpen: boolean;
  timezone: string;
  acceptsScheduled: boolean;
  slotMinutes: number;
  slotCapacity: number;
  leadMinutes: number;
  daysAhead: number;
}

export interface StoreTimes {
  hours: HoursRange[];
  closures: Closure[];
}

const clockColumns = {
  id: stores.id,
  isOpen: stores.isOpen,
  timezone: stores.timezone,
  acceptsScheduled: stores.acceptsScheduled,
  slotMinutes: stores.slotMinutes,
  slotCapacity: stores.slotCapacity,
  leadMinutes: stores.leadMinutes,
  daysAhead: stores.daysAhead,
};

/** A day before today in every zone: closures older than that no longer change anything. */
export function oldestRelevantDate(now: Date): string {
  return new Date(now.getTime() - 2 * 86_400_000).toISOString().slice(0, 10);
}

export class HoursRepository {
  constructor(private readonly db: Db) {}

  async store(storeId: number, tx?: DbOrTx): Promise<StoreClockRow | undefined> {
    const [row] = await (tx ?? this.db)
      .select(clockColumns)
      .from(stores)
      .where(eq(stores.id, storeId))
      .limit(1);
    return row;
  }

  /** The store, its row locked until the transaction ends (changes of today's hours queue behind each other). */
  async lockStore(storeId: number, tx: DbOrTx): Promise<StoreClockRow | undefined> {
    const [row] = await tx.select(clockColumns).from(stores).where(eq(stores.id, storeId)).for('update');
    return row;
  }

  /** The staff switch on or off. */
  async setOpen(storeId: number, isOpen: boolean, tx?: DbOrTx): Promise<void> {
    await (tx ?? this.db).update(stores).set({ isOpen }).where(eq(stores.id, storeId));
  }

  /** Every store, for the live clock. */
  async allStores(tx?: DbOrTx): Promise<StoreClockRow[]> {
    return (tx ?? this.db).select(clockColumns).from(stores).orderBy(asc(stores.id));
  }

  /**
   * The weekly ranges and dated entries of these stores (`undefined` = all), two queries whatever their number.
   * With `since`, dated entries before it are left out; staff editing see them all.
   */
  async times(
    storeIds: readonly number[] | undefined,
    now?: Date,
    tx?: DbOrTx,
  ): Promise<Map<number, StoreTimes>> {
    const out = new Map<number, StoreTimes>();
    if (storeIds?.length === 0) return out;
    const db = tx ?? this.db;
    const forStores = <T extends typeof storeHours.storeId | typeof storeClosures.storeId>(column: T) =>
      storeIds ? inArray(column, [...storeIds]) : undefined;
    const [hourRows, closureRows] = await Promise.all([
      db
        .select()
        .from(storeHours)
        .where(forStores(storeHours.storeId))
        .orderBy(asc(storeHours.weekday), asc(storeHours.opens), asc(storeHours.id)),
      db
        .select()
        .from(storeClosures)
        .where(
          and(
            forStores(storeClosures.storeId),
            now ? gte(storeClosures.date, oldestRelevantDate(now)) : undefined,
          ),
        )
        .orderBy(asc(storeClosures.date), asc(storeClosures.opens), asc(storeClosures.id)),
    ]);
    const entry = (id: number) => {
      let times = out.get(id);
      if (!times) out.set(id, (times = { hours: [], closures: [] }));
      return times;
    };
    for (const row of hourRows) {
      entry(row.storeId).hours.push({ weekday: row.weekday, opens: row.opens, closes: row.closes });
    }
    for (const row of closureRows) {
      entry(row.storeId).closures.push({
        date: row.date,
        ...(row.opens !== null && row.closes !== null ? { opens: row.opens, closes: row.closes } : {}),
        ...(row.note ? { note: row.note } : {}),
      });
    }
    return out;
  }

  /** Replaces the store's weekly ranges and dated entries (and its zone, when given). */
  async replace(
    storeId: number,
    input: { timezone?: string | undefined; hours: readonly HoursRange[]; closures: readonly Closure[] },
    tx: DbOrTx,
  ): Promise<void> {
    if (input.timezone)
      await tx.update(stores).set({ timezone: input.timezone }).where(eq(stores.id, storeId));
    await tx.delete(storeHours).where(eq(storeHours.storeId, storeId));
    await tx.delete(storeClosures).where(eq(storeClosures.storeId, storeId));
    if (input.hours.length > 0) {
      await tx.insert(storeHours).values(input.hours.map((h) => ({ storeId, ...h })));
    }
    if (input.closures.length > 0) {
      await tx.insert(storeClosures).values(
        input.closures.map((c) => ({
          storeId,
          date: c.date,
          opens: c.opens ?? null,
          closes: c.closes ?? null,
          note: c.note || null,
        })),
      );
    }
  }

  async updateSlotSettings(storeId: number, s: SlotSettings, tx?: DbOrTx): Promise<void> {
    await (tx ?? this.db)
      .update(stores)
      .set({
        slotMinutes: s.slot_minutes,
        slotCapacity: s.slot_capacity,
        leadMinutes: s.lead_minutes,
        daysAhead: s.days_ahead,
        acceptsScheduled: s.accepts_scheduled,
      })
      .where(eq(stores.id, storeId));
  }
}
