/**
 * Writes and rule-checking reads of bookings: every query the ride's rules need, each on the caller's transaction
 * when one is given. A step is one conditional UPDATE (`WHERE id = … AND status IN (…) AND <caller owns it>`), so
 * two requests racing for the same step cannot both pass: the loser matches no row.
 */
import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import {
  CAPTAIN_OPEN_STATUSES,
  CUSTOMER_OPEN_STATUSES,
  PATH_MAX_POINTS,
  type BookingStatus,
} from '@suuq/shared/captain';
import type { Db } from '../../db/client';
import { bookingPathPoints, bookingStatusHistory, bookings, tripRatings } from '../../db/schema';
import type { DbOrTx, Tx } from '../../db/tx';

export type BookingRow = typeof bookings.$inferSelect;
export type BookingChanges = Partial<typeof bookings.$inferInsert>;
export type NewBooking = typeof bookings.$inferInsert;

/** Who may take a step: the booking's captain, its customer, or anyone (a captain reserving a searching trip). */
export type Owner = { captainId: number } | { customerId: number } | undefined;

function ownedBy(owner: Owner): SQL | undefined {
  if (!owner) return undefined;
  return 'captainId' in owner
    ? eq(bookings.captainId, owner.captainId)
    : eq(bookings.customerId, owner.customerId);
}

export class BookingRepository {
  constructor(private readonly db: Db) {}

  /** The customer's open booking (searching to on trip), if any. */
  async openOfCustomer(customerId: number, tx?: Tx): Promise<{ id: number } | undefined> {
    const [row] = await (tx ?? this.db)
      .select({ id: bookings.id })
      .from(bookings)
      .where(and(eq(bookings.customerId, customerId), inArray(bookings.status, [...CUSTOMER_OPEN_STATUSES])))
      .limit(1);
    return row;
  }

  /** The captain's open trip (accepted to on trip), if any. */
  async openOfCaptain(captainId: number, tx?: Tx): Promise<{ id: number } | undefined> {
    const [row] = await (tx ?? this.db)
      .select({ id: bookings.id })
      .from(bookings)
      .where(and(eq(bookings.captainId, captainId), inArray(bookings.status, [...CAPTAIN_OPEN_STATUSES])))
      .limit(1);
    return row;
  }

  /** The state of a booking the owner can see, or undefined when it is not theirs (or does not exist). */
  async state(
    bookingId: number,
    owner: Owner,
    tx?: Tx,
  ): Promise<
    { status: BookingStatus; captainId: number | null; customerId: number; vehicleTypeId: number } | undefined
  > {
    const [row] = await (tx ?? this.db)
      .select({
        status: bookings.status,
        captainId: bookings.captainId,
        customerId: bookings.customerId,
        vehicleTypeId: bookings.vehicleTypeId,
      })
      .from(bookings)
      .where(and(eq(bookings.id, bookingId), ownedBy(owner)));
    return row;
  }

  /** Inserts a new booking and its first history entry. */
  async insert(values: NewBooking, byUserId: number, tx: Tx): Promise<BookingRow> {
    const [row] = await tx.insert(bookings).values(values).returning();
    if (!row) throw new Error('Booking was not inserted');
    await this.addHistory({ bookingId: row.id, status: row.status, at: row.createdAt, byUserId }, tx);
    return row;
  }

  /**
   * Moves a booking the owner holds from one of `from` to what `set` says; undefined when no row matched (not
   * the owner's, or not in one of those states).
   */
  async move(
    bookingId: number,
    owner: Owner,
    from: readonly BookingStatus[],
    set: BookingChanges,
    tx?: DbOrTx,
  ): Promise<BookingRow | undefined> {
    const [row] = await (tx ?? this.db)
      .update(bookings)
      .set(set)
      .where(and(eq(bookings.id, bookingId), ownedBy(owner), inArray(bookings.status, [...from])))
      .returning();
    return row;
  }

  async addHistory(
    entry: { bookingId: number; status: BookingStatus; at: Date; byUserId: number; note?: string | null },
    tx?: Tx,
  ): Promise<void> {
    await (tx ?? this.db).insert(bookingStatusHistory).values({ ...entry, note: entry.note ?? null });
  }

  /** The captain's booking, locked until the transaction ends (points being saved and a second end wait). */
  async lockOwned(bookingId: number, owner: Owner, tx: Tx): Promise<BookingRow | undefined> {
    const [row] = await tx
      .select()
      .from(bookings)
      .where(and(eq(bookings.id, bookingId), ownedBy(owner)))
      .for('update');
    return row;
  }

  /**
   * Raises the trip's count of path points by `n` while it is on trip and stays under the limit; undefined when
   * it does not (not the captain's, not on trip, or full). Answers when the trip started.
   */
  async reservePathPoints(
    bookingId: number,
    captainId: number,
    n: number,
    tx: Tx,
  ): Promise<{ id: number; pathPoints: number; pickedUpAt: Date | null } | undefined> {
    const [row] = await tx
      .update(bookings)
      .set({ pathPoints: sql`${bookings.pathPoints} + ${n}` })
      .where(
        and(
          eq(bookings.id, bookingId),
          eq(bookings.captainId, captainId),
          eq(bookings.status, 'on_trip'),
          sql`${bookings.pathPoints} + ${n} <= ${PATH_MAX_POINTS}`,
        ),
      )
      .returning({ id: bookings.id, pathPoints: bookings.pathPoints, pickedUpAt: bookings.pickedUpAt });
    return row;
  }

  async addPathPoints(bookingId: number, points: { lat: number; lng: number; at: Date }[], tx: Tx) {
    await tx.insert(bookingPathPoints).values(points.map((p) => ({ bookingId, ...p })));
  }

  /** The path driven, in the order it was driven. */
  async path(bookingId: number, tx?: Tx): Promise<{ lat: number; lng: number; at: Date }[]> {
    return (tx ?? this.db)
      .select({ lat: bookingPathPoints.lat, lng: bookingPathPoints.lng, at: bookingPathPoints.at })
      .from(bookingPathPoints)
      .where(eq(bookingPathPoints.bookingId, bookingId))
      .orderBy(asc(bookingPathPoints.at), asc(bookingPathPoints.id));
  }

  /** Records the customer's rating of a trip; false when it was already rated. */
  async insertRating(
    rating: {
      bookingId: number;
      customerId: number;
      captainId: number;
      rating: number;
      comment: string | null;
    },
    tx: Tx,
  ): Promise<boolean> {
    const inserted = await tx
      .insert(tripRatings)
      .values(rating)
      .onConflictDoNothing({ target: tripRatings.bookingId })
      .returning({ bookingId: tripRatings.bookingId });
    return inserted.length > 0;
  }

  /** Who a booking belongs to, for the live channel's check: its customer and its captain now. */
  async parties(bookingId: number): Promise<{ customerId: number; captainId: number | null } | undefined> {
    const [row] = await this.db
      .select({ customerId: bookings.customerId, captainId: bookings.captainId })
      .from(bookings)
      .where(eq(bookings.id, bookingId))
      .limit(1);
    return row;
  }
}
