/**
 * The slot capacity counters: one row per store and slot start. Taking a place is one conditional upsert, so
 * concurrent orders for the last place queue on the row and exactly one of them gets it.
 */
import { and, eq, gte, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { DbOrTx } from '../../db/tx';
import { slotBookings } from '../../db/schema';

export class SlotRepository {
  constructor(private readonly db: Db) {}

  /** Takes one place in the slot if fewer than `capacity` are taken; false when the slot is full. */
  async take(storeId: number, slotStart: Date, capacity: number, tx: DbOrTx): Promise<boolean> {
    const rows = await tx
      .insert(slotBookings)
      .values({ storeId, slotStart, booked: 1 })
      .onConflictDoUpdate({
        target: [slotBookings.storeId, slotBookings.slotStart],
        set: { booked: sql`${slotBookings.booked} + 1` },
        setWhere: sql`${slotBookings.booked} < ${capacity}`,
      })
      .returning({ booked: slotBookings.booked });
    return rows.length > 0;
  }

  /** Gives one place back (a cancelled order). */
  async giveBack(storeId: number, slotStart: Date, tx: DbOrTx): Promise<void> {
    await tx
      .update(slotBookings)
      .set({ booked: sql`${slotBookings.booked} - 1` })
      .where(
        and(
          eq(slotBookings.storeId, storeId),
          eq(slotBookings.slotStart, slotStart),
          sql`${slotBookings.booked} > 0`,
        ),
      );
  }

  /** Places taken per slot start (epoch milliseconds) in `[from, to)`. */
  async booked(storeId: number, from: Date, to: Date, tx?: DbOrTx): Promise<Map<number, number>> {
    const rows = await (tx ?? this.db)
      .select({ start: slotBookings.slotStart, booked: slotBookings.booked })
      .from(slotBookings)
      .where(
        and(
          eq(slotBookings.storeId, storeId),
          gte(slotBookings.slotStart, from),
          lt(slotBookings.slotStart, to),
        ),
      );
    return new Map(rows.map((r) => [r.start.getTime(), r.booked]));
  }
}
