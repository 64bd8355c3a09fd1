/**
 * The rules of a ride. A booking moves searching → accepted → arrived → on_trip → completed, or is cancelled
 * before pickup. Every move is one conditional UPDATE (`WHERE id = … AND status IN (…) AND <caller owns it>`), so
 * two requests racing for the same step cannot both pass: the loser matches no row and is told why (404 when the
 * booking is not the caller's, 409 when it is not in a state for that step). Ending a ride prices it and credits
 * the captain's wallet in the same transaction. Each change is published on `booking.{id}` after it commits.
 */
import type { Tx } from '../../db/tx';
import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import {
  CAPTAIN_OPEN_STATUSES,
  CUSTOMER_OPEN_STATUSES,
  MAX_TRIP_METERS,
  MIN_TRIP_METERS,
  PATH_MAX_POINTS,
  chargedDistance,
  fareMinor,
  haversineMeters,
  pathMeters,
  type Booking,
  type BookingSearchRequest,
  type BookingStatus,
  type CaptainPosition,
  type SavePathRequest,
} from '@suuq/shared/captain';
import type { Language } from '@suuq/shared/labels';
import type { Db } from '../../db/client';
import { bookingPathPoints, bookingStatusHistory, bookings, tripRatings } from '../../db/schema';
import { HttpError, notFound } from '../../lib/http-error';
import type { LiveBus } from '../live/live-bus';
import type { BookingRepository, BookingRow } from './booking-repository';
import { fieldError } from '../../lib/field-error';
import { violates } from '../../db/pg-errors';
import type { VehicleRepository } from './vehicle-repository';
import type { WalletRepository } from './wallet-repository';

/** The steps of a ride, each allowed from the states listed. */
const STEPS = {
  reserve: ['searching'],
  arrive: ['accepted'],
  pickup: ['arrived'],
  savepath: ['on_trip'],
  rideupdate: ['accepted', 'arrived', 'on_trip'],
  endride: ['on_trip'],
  cancel: ['searching', 'accepted', 'arrived'],
  rate: ['completed'],
} as const satisfies Record<string, readonly BookingStatus[]>;
type Step = keyof typeof STEPS;

const CUSTOMER_OPEN = [...CUSTOMER_OPEN_STATUSES];
const CAPTAIN_OPEN = [...CAPTAIN_OPEN_STATUSES];

/** Why a step cannot be taken from the booking's current state, in words a captain or customer understands. */
export function outOfOrder(step: Step, status: BookingStatus, takenByCaller = false): HttpError {
  const closed = status === 'completed' || status === 'cancelled';
  switch (step) {
    case 'reserve':
      return new HttpError(
        409,
        closed ? 'bookingClosed' : takenByCaller ? 'alreadyAccepted' : 'bookingTaken',
      );
    case 'arrive':
      if (closed) return new HttpError(409, 'bookingClosed');
      return new HttpError(409, status === 'arrived' ? 'captainAlreadyArrived' : 'tripAlreadyStarted');
    case 'pickup':
      if (closed) return new HttpError(409, 'bookingClosed');
      return new HttpError(409, status === 'accepted' ? 'arriveFirst' : 'tripAlreadyStarted');
    case 'savepath':
    case 'endride':
      return new HttpError(409, closed ? 'bookingClosed' : 'tripNotStarted');
    case 'rideupdate':
      return new HttpError(409, 'bookingClosed');
    case 'cancel':
      return new HttpError(409, closed ? 'bookingClosed' : 'cancelAfterPickup');
    case 'rate':
      return new HttpError(409, 'rateAfterTrip');
  }
}

export interface Actor {
  id: number;
  role: string;
}

export class BookingService {
  constructor(
    private readonly db: Db,
    private readonly repository: BookingRepository,
    private readonly vehicles: VehicleRepository,
    private readonly wallets: WalletRepository,
    private readonly bus: LiveBus,
  ) {}

  /**
   * Moves a booking the caller owns (`owner`) from one of the step's states, setting `set`, and records the
   * change. When no row matches, finds out why: not the caller's (404) or not in a state for this step (409).
   */
  private async move(
    tx: Tx,
    step: Step,
    bookingId: number,
    owner: SQL | undefined,
    set: Partial<typeof bookings.$inferInsert>,
    history: { byUserId: number; note?: string },
  ): Promise<BookingRow> {
    const at = set.updatedAt ?? new Date();
    const [row] = await tx
      .update(bookings)
      .set({ ...set, updatedAt: at })
      .where(and(eq(bookings.id, bookingId), owner, inArray(bookings.status, [...STEPS[step]])))
      .returning();
    if (!row) throw await this.whyNot(tx, step, bookingId, owner, history.byUserId);
    await tx.insert(bookingStatusHistory).values({
      bookingId: row.id,
      status: row.status,
      note: history.note ?? null,
      at,
      byUserId: history.byUserId,
    });
    return row;
  }

  private async whyNot(db: Db | Tx, step: Step, bookingId: number, owner: SQL | undefined, callerId: number) {
    const [current] = await db
      .select({ status: bookings.status, captainId: bookings.captainId })
      .from(bookings)
      .where(and(eq(bookings.id, bookingId), owner));
    if (!current) return notFound();
    return outOfOrder(step, current.status, current.captainId === callerId);
  }

  private async publish(row: BookingRow, at: Date, position?: CaptainPosition) {
    await this.bus
      .publish({
        event: 'booking.status',
        channel: `booking.${row.id}`,
        data: {
          booking_id: row.id,
          status: row.status,
          at: at.toISOString(),
          ...(position && { captain_position: position }),
        },
      })
      .catch(() => {});
  }

  private async view(id: number, viewerId: number, lang: Language): Promise<Booking> {
    const found = await this.repository.byId(id, { userId: viewerId }, lang);
    if (!found) throw new Error(`Booking ${id} vanished after commit`);
    return found;
  }

  /** A customer asks for a ride: the booking waits in `searching` with its quoted fare. */
  async search(customerId: number, body: BookingSearchRequest, lang: Language): Promise<Booking> {
    const type = await this.vehicles.activeType(body.vehicle_type_id);
    if (!type) throw fieldError(422, 'vehicleTypeUnknown', 'vehicle_type_id', lang);
    const meters = Math.round(haversineMeters(body.pickup, body.dropoff));
    if (meters < MIN_TRIP_METERS) throw fieldError(422, 'tripTooShort', 'dropoff', lang);
    if (meters > MAX_TRIP_METERS) {
      throw fieldError(422, 'tripTooLong', 'dropoff', lang, { n: MAX_TRIP_METERS / 1000 });
    }
    const [open] = await this.db
      .select({ id: bookings.id })
      .from(bookings)
      .where(and(eq(bookings.customerId, customerId), inArray(bookings.status, CUSTOMER_OPEN)))
      .limit(1);
    if (open) throw new HttpError(409, 'bookingAlreadyOpen');

    const now = new Date();
    let row: BookingRow;
    try {
      row = await this.db.transaction(async (tx) => {
        const [inserted] = await tx
          .insert(bookings)
          .values({
            customerId,
            vehicleTypeId: type.id,
            pickupLabel: body.pickup.label,
            pickupLat: body.pickup.lat,
            pickupLng: body.pickup.lng,
            dropoffLabel: body.dropoff.label,
            dropoffLat: body.dropoff.lat,
            dropoffLng: body.dropoff.lng,
            notes: body.notes || null,
            estimatedDistanceM: meters,
            estimatedFare: fareMinor(meters, type),
            baseFare: type.baseFare,
            perKm: type.perKm,
            currency: type.currency,
            createdAt: now,
            updatedAt: now,
          })
          .returning();
        await tx
          .insert(bookingStatusHistory)
          .values({ bookingId: inserted!.id, status: 'searching', at: now, byUserId: customerId });
        return inserted!;
      });
    } catch (error) {
      // Two searches at once: the index on open bookings lets only one through.
      if (violates(error, 'bookings_customer_open_idx')) throw new HttpError(409, 'bookingAlreadyOpen');
      throw error;
    }
    await this.publish(row, now);
    return this.view(row.id, customerId, lang);
  }

  /**
   * A captain takes a searching booking with one of their vehicles of the type asked for. Of captains racing for
   * the same booking exactly one wins; a captain already on a trip cannot take another.
   */
  async reserve(captainId: number, bookingId: number, vehicleId: number, lang: Language): Promise<Booking> {
    const vehicle = await this.vehicles.get(captainId, vehicleId);
    if (!vehicle) throw notFound();
    const [booking] = await this.db
      .select({
        status: bookings.status,
        captainId: bookings.captainId,
        vehicleTypeId: bookings.vehicleTypeId,
      })
      .from(bookings)
      .where(eq(bookings.id, bookingId));
    if (!booking) throw notFound();
    if (booking.status !== 'searching') {
      throw outOfOrder('reserve', booking.status, booking.captainId === captainId);
    }
    if (vehicle.vehicleTypeId !== booking.vehicleTypeId) {
      throw fieldError(422, 'vehicleTypeMismatch', 'vehicle_id', lang);
    }
    const [busy] = await this.db
      .select({ id: bookings.id })
      .from(bookings)
      .where(and(eq(bookings.captainId, captainId), inArray(bookings.status, CAPTAIN_OPEN)))
      .limit(1);
    if (busy) throw new HttpError(409, 'captainBusy');

    const now = new Date();
    let row: BookingRow;
    try {
      row = await this.db.transaction((tx) =>
        this.move(
          tx,
          'reserve',
          bookingId,
          undefined,
          { status: 'accepted', captainId, vehicleId: vehicle.id, acceptedAt: now, updatedAt: now },
          { byUserId: captainId },
        ),
      );
    } catch (error) {
      // The same captain reserving two trips at once: the index on open trips lets only one through.
      if (violates(error, 'bookings_captain_open_idx')) throw new HttpError(409, 'captainBusy');
      throw error;
    }
    await this.publish(row, now);
    return this.view(row.id, captainId, lang);
  }

  /** The captain is at the pickup point. */
  async arrive(captainId: number, bookingId: number, lang: Language): Promise<Booking> {
    const now = new Date();
    const row = await this.db.transaction((tx) =>
      this.move(
        tx,
        'arrive',
        bookingId,
        eq(bookings.captainId, captainId),
        { status: 'arrived', arrivedAt: now, updatedAt: now },
        { byUserId: captainId },
      ),
    );
    await this.publish(row, now);
    return this.view(row.id, captainId, lang);
  }

  /** The customer is on board: the trip starts. */
  async pickup(captainId: number, bookingId: number, lang: Language): Promise<Booking> {
    const now = new Date();
    const row = await this.db.transaction((tx) =>
      this.move(
        tx,
        'pickup',
        bookingId,
        eq(bookings.captainId, captainId),
        { status: 'on_trip', pickedUpAt: now, updatedAt: now },
        { byUserId: captainId },
      ),
    );
    await this.publish(row, now);
    return this.view(row.id, captainId, lang);
  }

  /**
   * Records points of the path driven with the customer on board. The trip's count of points is raised by a
   * conditional update first, so the path stays bounded and the points cannot land after the ride has ended.
   */
  async savePath(captainId: number, body: SavePathRequest) {
    const n = body.points.length;
    const owner = eq(bookings.captainId, captainId);
    return this.db.transaction(async (tx) => {
      const [row] = await tx
        .update(bookings)
        .set({ pathPoints: sql`${bookings.pathPoints} + ${n}` })
        .where(
          and(
            eq(bookings.id, body.booking_id),
            owner,
            eq(bookings.status, 'on_trip'),
            sql`${bookings.pathPoints} + ${n} <= ${PATH_MAX_POINTS}`,
          ),
        )
        .returning({ id: bookings.id, pathPoints: bookings.pathPoints });
      if (!row) {
        const [current] = await tx
          .select({ status: bookings.status })
          .from(bookings)
          .where(and(eq(bookings.id, body.booking_id), owner));
        if (current?.status === 'on_trip') throw new HttpError(409, 'pathLimit');
        throw await this.whyNot(tx, 'savepath', body.booking_id, owner, captainId);
      }
      await tx
        .insert(bookingPathPoints)
        .values(body.points.map((p) => ({ bookingId: row.id, lat: p.lat, lng: p.lng, at: new Date(p.at) })));
      return { booking_id: row.id, saved: n, total_points: row.pathPoints };
    });
  }

  /** The captain's current position, kept on the booking and pushed to the customer. */
  async rideUpdate(captainId: number, bookingId: number, position: { lat: number; lng: number }) {
    const now = new Date();
    const owner = eq(bookings.captainId, captainId);
    const [row] = await this.db
      .update(bookings)
      .set({ captainLat: position.lat, captainLng: position.lng, captainPositionAt: now })
      .where(and(eq(bookings.id, bookingId), owner, inArray(bookings.status, [...STEPS.rideupdate])))
      .returning();
    if (!row) throw await this.whyNot(this.db, 'rideupdate', bookingId, owner, captainId);
    const captain_position = { lat: position.lat, lng: position.lng, at: now.toISOString() };
    await this.publish(row, now, captain_position);
    return { booking_id: row.id, status: row.status, captain_position };
  }

  /**
   * Ends the ride: measures the recorded path (or falls back to the quote), prices it with the fare rule the
   * booking was made with, and credits the fare to the captain's wallet, all in one transaction.
   */
  async endRide(captainId: number, bookingId: number, lang: Language): Promise<Booking> {
    const now = new Date();
    const owner = eq(bookings.captainId, captainId);
    const row = await this.db.transaction(async (tx) => {
      // Locked first: points being saved and a second end wait for this one.
      const [current] = await tx
        .select()
        .from(bookings)
        .where(and(eq(bookings.id, bookingId), owner))
        .for('update');
      if (!current) throw notFound();
      if (current.status !== 'on_trip') throw outOfOrder('endride', current.status);

      const points = await tx
        .select({ lat: bookingPathPoints.lat, lng: bookingPathPoints.lng, at: bookingPathPoints.at })
        .from(bookingPathPoints)
        .where(eq(bookingPathPoints.bookingId, bookingId))
        .orderBy(asc(bookingPathPoints.at), asc(bookingPathPoints.id));
      const charged = chargedDistance(
        current.estimatedDistanceM,
        points.length >= 2 ? pathMeters(points) : undefined,
      );
      const fare = fareMinor(charged.meters, current);

      const ended = await this.move(
        tx,
        'endride',
        bookingId,
        owner,
        {
          status: 'completed',
          completedAt: now,
          distanceM: charged.meters,
          fare,
          fareBasis: charged.basis,
          captainLat: null,
          captainLng: null,
          captainPositionAt: null,
          updatedAt: now,
        },
        { byUserId: captainId },
      );
      await this.wallets.creditTripFare(tx, {
        captainId,
        bookingId,
        amount: fare,
        currency: current.currency,
        at: now,
      });
      return ended;
    });
    await this.publish(row, now);
    return this.view(row.id, captainId, lang);
  }

  /**
   * Cancels before pickup. The customer cancels the booking; a captain gives the trip back, and it goes back to
   * `searching` so another captain can take the customer.
   */
  async cancel(
    actor: Actor,
    bookingId: number,
    reason: string | undefined,
    lang: Language,
  ): Promise<Booking> {
    const now = new Date();
    const row = await this.db.transaction((tx) =>
      actor.role === 'captain'
        ? this.move(
            tx,
            'cancel',
            bookingId,
            eq(bookings.captainId, actor.id),
            {
              status: 'searching',
              captainId: null,
              vehicleId: null,
              acceptedAt: null,
              arrivedAt: null,
              captainLat: null,
              captainLng: null,
              captainPositionAt: null,
              updatedAt: now,
            },
            { byUserId: actor.id, note: `captain gave the trip back${reason ? `: ${reason}` : ''}` },
          )
        : this.move(
            tx,
            'cancel',
            bookingId,
            eq(bookings.customerId, actor.id),
            {
              status: 'cancelled',
              cancelledAt: now,
              cancelledBy: 'customer',
              cancelReason: reason || null,
              updatedAt: now,
            },
            { byUserId: actor.id, note: reason },
          ),
    );
    await this.publish(row, now);
    return this.view(row.id, actor.id, lang);
  }

  /** The customer rates a completed trip, once. */
  async rate(
    customerId: number,
    body: { booking_id: number; rating: number; comment?: string | undefined },
    lang: Language,
  ): Promise<Booking> {
    await this.db.transaction(async (tx) => {
      const [current] = await tx
        .select({ status: bookings.status, captainId: bookings.captainId })
        .from(bookings)
        .where(and(eq(bookings.id, body.booking_id), eq(bookings.customerId, customerId)));
      if (!current) throw notFound();
      if (current.status !== 'completed' || current.captainId === null) {
        throw outOfOrder('rate', current.status);
      }
      const inserted = await tx
        .insert(tripRatings)
        .values({
          bookingId: body.booking_id,
          customerId,
          captainId: current.captainId,
          rating: body.rating,
          comment: body.comment || null,
        })
        .onConflictDoNothing({ target: tripRatings.bookingId })
        .returning({ bookingId: tripRatings.bookingId });
      if (inserted.length === 0) throw new HttpError(409, 'alreadyRated');
    });
    return this.view(body.booking_id, customerId, lang);
  }
}
