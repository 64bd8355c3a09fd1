/**
 * The rules of a ride from a customer's search to their rating. Each step is one conditional move of the booking
 * (see `BookingRepository.move`), so two requests racing for the same step cannot both pass: the loser is told
 * why (404 when the booking is not the caller's, 409 when it is not in a state for that step). Each change is
 * published on `booking.{id}` after it commits. What happens on the trip itself is `TripService`'s.
 */
import type { FastifyBaseLogger } from 'fastify';
import {
  MAX_TRIP_METERS,
  MIN_TRIP_METERS,
  fareMinor,
  haversineMeters,
  type Booking,
  type BookingSearchRequest,
  type CaptainPosition,
  type FareEstimate,
  type FareEstimateRequest,
  type LatLng,
} from '@suuq/shared/captain';
import { distanceKm } from '@suuq/shared/geo';
import { fromMinor } from '@suuq/shared/money';
import type { Language } from '@suuq/shared/labels';
import type { Db } from '../../db/client';
import { violates } from '../../db/pg-errors';
import { withTransaction, type Tx } from '../../db/tx';
import { ConflictError, fieldProblem, notFound, type DomainError } from '../../lib/domain-error';
import type { LiveBus } from '../../lib/live-bus';
import type { CaptainPushes } from '../notifications/notifications-module';
import type { BookingRepository, BookingChanges, BookingRow, Owner } from './booking-repository';
import { STEPS, outOfOrder, type Step } from './booking-rules';
import type { BookingViews } from './booking-view-repository';
import type { DutyRepository } from './duty-repository';
import type { VehicleRepository } from './vehicle-repository';

export interface Actor {
  id: number;
  role: string;
}

/** What both the booking and the trip services need: moving a booking one step, publishing, and viewing it. */
export class BookingSteps {
  constructor(
    readonly db: Db,
    readonly bookings: BookingRepository,
    private readonly views: BookingViews,
    private readonly bus: LiveBus,
    readonly log: Pick<FastifyBaseLogger, 'warn'>,
  ) {}

  /**
   * Moves a booking the owner holds from one of the step's states, setting `set`, and records the change. When
   * no row matches, finds out why.
   */
  async move(
    tx: Tx,
    step: Step,
    bookingId: number,
    owner: Owner,
    set: BookingChanges,
    history: { byUserId: number; note?: string | undefined },
  ): Promise<BookingRow> {
    const at = set.updatedAt ?? new Date();
    const row = await this.bookings.move(bookingId, owner, STEPS[step], { ...set, updatedAt: at }, tx);
    if (!row) throw await this.whyNot(step, bookingId, owner, history.byUserId, tx);
    await this.bookings.addHistory(
      { bookingId: row.id, status: row.status, at, byUserId: history.byUserId, note: history.note },
      tx,
    );
    return row;
  }

  async whyNot(step: Step, bookingId: number, owner: Owner, callerId: number, tx?: Tx): Promise<DomainError> {
    const current = await this.bookings.state(bookingId, owner, tx);
    if (!current) return notFound();
    return outOfOrder(step, current.status, current.captainId === callerId);
  }

  /** Tells the booking's channel; an event that cannot be published is logged, the change stands. */
  async publish(row: BookingRow, at: Date, position?: CaptainPosition) {
    const event = {
      event: 'booking.status' as const,
      channel: `booking.${row.id}`,
      data: {
        booking_id: row.id,
        status: row.status,
        at: at.toISOString(),
        ...(position && { captain_position: position }),
      },
    };
    try {
      await this.bus.publish(event);
    } catch (err) {
      this.log.warn({ err, event }, 'live event not published');
    }
  }

  /**
   * Tells captains of the booking's vehicle type that it is waiting for one (`available`) or no longer is, on
   * `offers.{vehicle_type_id}`; like every event, one that cannot be published is logged and the change stands.
   */
  async publishOffer(row: BookingRow, available: boolean, at: Date) {
    const event = {
      event: 'booking.offer' as const,
      channel: `offers.${row.vehicleTypeId}`,
      data: { booking_id: row.id, available, at: at.toISOString() },
    };
    try {
      await this.bus.publish(event);
    } catch (err) {
      this.log.warn({ err, event }, 'live event not published');
    }
  }

  async view(id: number, viewerId: number, lang: Language): Promise<Booking> {
    const found = await this.views.byId(id, { userId: viewerId }, lang);
    if (!found) throw new Error(`Booking ${id} vanished after commit`);
    return found;
  }

  transaction<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
    return withTransaction(this.db, work);
  }
}

/** Who hears of a new ride with the console closed: captains of its type whose fresh position is this near. */
export interface RideOfferReach {
  pushes: Pick<CaptainPushes, 'ride'>;
  radiusKm: number;
  /** A position older than this says nothing about where a captain is now. */
  positionFreshMinutes: number;
}

export class BookingService {
  constructor(
    private readonly steps: BookingSteps,
    private readonly vehicles: VehicleRepository,
    private readonly duty: DutyRepository,
    private readonly reach?: RideOfferReach,
  ) {}

  /**
   * After the offer is announced: one push to each subscribed phone of the captains on duty near the pickup with a
   * vehicle of its type (but `except`, who just gave it back). A captain told of this ride before is not told again.
   * Like a live event, a push that cannot be written is logged and the booking stands.
   */
  private async pushOffer(row: BookingRow, except?: number) {
    if (!this.reach) return;
    const { pushes, radiusKm, positionFreshMinutes } = this.reach;
    try {
      const since = new Date(Date.now() - positionFreshMinutes * 60_000);
      const pickup = { lat: row.pickupLat, lng: row.pickupLng };
      const near = (await this.duty.placedWithType(row.vehicleTypeId, since))
        .filter((captain) => captain.id !== except && distanceKm(captain, pickup) <= radiusKm)
        .map((captain) => captain.id);
      await pushes.ride({ bookingId: row.id }, near);
    } catch (err) {
      this.steps.log.warn({ err, booking: row.id }, 'ride offer push not written');
    }
  }

  private get bookings() {
    return this.steps.bookings;
  }

  /** The fare of a trip in a type, by the rule `search` quotes with; 422 for an unknown type or a trip out of range. */
  private async quote(typeId: number, pickup: LatLng, dropoff: LatLng) {
    const type = await this.vehicles.activeType(typeId);
    if (!type) throw fieldProblem('invalid', 'vehicleTypeUnknown', 'vehicle_type_id');
    const meters = Math.round(haversineMeters(pickup, dropoff));
    if (meters < MIN_TRIP_METERS) throw fieldProblem('invalid', 'tripTooShort', 'dropoff');
    if (meters > MAX_TRIP_METERS) {
      throw fieldProblem('invalid', 'tripTooLong', 'dropoff', { n: MAX_TRIP_METERS / 1000 });
    }
    return { type, meters, fare: fareMinor(meters, type) };
  }

  /** The fare a search for this trip would quote, before the customer books. */
  async estimate(body: FareEstimateRequest): Promise<FareEstimate> {
    const { type, meters, fare } = await this.quote(body.vehicle_type_id, body.pickup, body.dropoff);
    return {
      vehicle_type_id: type.id,
      distance_km: Math.round(meters / 10) / 100,
      fare: fromMinor(fare),
      currency: type.currency,
    };
  }

  /** A customer asks for a ride: the booking waits in `searching` with its quoted fare. */
  async search(customerId: number, body: BookingSearchRequest, lang: Language): Promise<Booking> {
    const { type, meters, fare } = await this.quote(body.vehicle_type_id, body.pickup, body.dropoff);
    if (await this.bookings.openOfCustomer(customerId)) throw new ConflictError('bookingAlreadyOpen');

    const now = new Date();
    let row: BookingRow;
    try {
      row = await this.steps.transaction((tx) =>
        this.bookings.insert(
          {
            customerId,
            vehicleTypeId: type.id,
            pickupLabel: body.pickup.label,
            pickupLat: body.pickup.lat,
            pickupLng: body.pickup.lng,
            dropoffLabel: body.dropoff.label,
            dropoffLat: body.dropoff.lat,
            dropoffLng: body.dropoff.lng,
            notes: body.notes || null,
            paymentMethod: body.payment_method,
            estimatedDistanceM: meters,
            estimatedFare: fare,
            baseFare: type.baseFare,
            perKm: type.perKm,
            currency: type.currency,
            createdAt: now,
            updatedAt: now,
          },
          customerId,
          tx,
        ),
      );
    } catch (error) {
      // Two searches at once: the index on open bookings lets only one through.
      if (violates(error, 'bookings_customer_open_idx')) throw new ConflictError('bookingAlreadyOpen');
      throw error;
    }
    await this.steps.publish(row, now);
    await this.steps.publishOffer(row, true, now);
    await this.pushOffer(row);
    return this.steps.view(row.id, customerId, lang);
  }

  /**
   * A captain takes a searching booking with one of their vehicles of the type asked for. Of captains racing for
   * the same booking exactly one wins; a captain already on a trip cannot take another.
   */
  async reserve(captainId: number, bookingId: number, vehicleId: number, lang: Language): Promise<Booking> {
    if (!(await this.duty.onDuty(captainId))) throw new ConflictError('captainOffDuty');
    const vehicle = await this.vehicles.get(captainId, vehicleId);
    if (!vehicle) throw notFound();
    const booking = await this.bookings.state(bookingId, undefined);
    if (!booking) throw notFound();
    if (booking.status !== 'searching') {
      throw outOfOrder('reserve', booking.status, booking.captainId === captainId);
    }
    if (vehicle.vehicleTypeId !== booking.vehicleTypeId) {
      throw fieldProblem('invalid', 'vehicleTypeMismatch', 'vehicle_id');
    }
    if (await this.bookings.openOfCaptain(captainId)) throw new ConflictError('captainBusy');

    const now = new Date();
    let row: BookingRow;
    try {
      row = await this.steps.transaction((tx) =>
        this.steps.move(
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
      if (violates(error, 'bookings_captain_open_idx')) throw new ConflictError('captainBusy');
      throw error;
    }
    await this.steps.publish(row, now);
    await this.steps.publishOffer(row, false, now);
    return this.steps.view(row.id, captainId, lang);
  }

  /** The captain is at the pickup point. */
  async arrive(captainId: number, bookingId: number, lang: Language): Promise<Booking> {
    const now = new Date();
    const row = await this.steps.transaction((tx) =>
      this.steps.move(
        tx,
        'arrive',
        bookingId,
        { captainId },
        { status: 'arrived', arrivedAt: now, updatedAt: now },
        { byUserId: captainId },
      ),
    );
    await this.steps.publish(row, now);
    return this.steps.view(row.id, captainId, lang);
  }

  /** The customer is on board: the trip starts. */
  async pickup(captainId: number, bookingId: number, lang: Language): Promise<Booking> {
    const now = new Date();
    const row = await this.steps.transaction((tx) =>
      this.steps.move(
        tx,
        'pickup',
        bookingId,
        { captainId },
        { status: 'on_trip', pickedUpAt: now, updatedAt: now },
        { byUserId: captainId },
      ),
    );
    await this.steps.publish(row, now);
    return this.steps.view(row.id, captainId, lang);
  }

  /**
   * Cancels before pickup. The customer cancels the booking; a captain gives the trip back, and it goes back to
   * `searching` so another captain can take the customer (the socket server checks again who may hear the booking).
   */
  async cancel(
    actor: Actor,
    bookingId: number,
    reason: string | undefined,
    lang: Language,
  ): Promise<Booking> {
    const now = new Date();
    const byCaptain = actor.role === 'captain';
    const row = await this.steps.transaction((tx) =>
      byCaptain
        ? this.steps.move(
            tx,
            'cancel',
            bookingId,
            { captainId: actor.id },
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
        : this.steps.move(
            tx,
            'cancel',
            bookingId,
            { customerId: actor.id },
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
    await this.steps.publish(row, now);
    // Given back, the trip waits for a captain again; cancelled while still waiting, it is gone from the offers.
    if (byCaptain) {
      await this.steps.publishOffer(row, true, now);
      await this.pushOffer(row, actor.id);
    } else if (row.captainId === null) await this.steps.publishOffer(row, false, now);
    return this.steps.view(row.id, actor.id, lang);
  }

  /** The customer rates a completed trip, once. */
  async rate(
    customerId: number,
    body: { booking_id: number; rating: number; comment?: string | undefined },
    lang: Language,
  ): Promise<Booking> {
    await this.steps.transaction(async (tx) => {
      const current = await this.bookings.state(body.booking_id, { customerId }, tx);
      if (!current) throw notFound();
      if (current.status !== 'completed' || current.captainId === null) {
        throw outOfOrder('rate', current.status);
      }
      const rated = await this.bookings.insertRating(
        {
          bookingId: body.booking_id,
          customerId,
          captainId: current.captainId,
          rating: body.rating,
          comment: body.comment || null,
        },
        tx,
      );
      if (!rated) throw new ConflictError('alreadyRated');
    });
    return this.steps.view(body.booking_id, customerId, lang);
  }
}
