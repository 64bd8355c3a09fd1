/**
 * What happens on a trip: the captain's position, the path driven, and the end of the ride, which prices it and
 * credits the captain's wallet in one transaction. The path is believed only as far as the clock allows: points
 * are dated between pickup and their arrival, and no ride is charged for more than it could have driven.
 */
import {
  chargedDistance,
  fareMinor,
  pathMeters,
  type Booking,
  type SavePathRequest,
} from '@suuq/shared/captain';
import type { Language } from '@suuq/shared/labels';
import { ConflictError, notFound } from '../../lib/domain-error';
import { LedgerWriter } from '../../lib/ledger';
import type { BookingSteps } from './booking-service';
import { STEPS, believedTime, outOfOrder, plausibleMeters } from './booking-rules';
import type { WalletRepository } from './wallet-repository';

export class TripService {
  constructor(
    private readonly steps: BookingSteps,
    private readonly wallets: WalletRepository,
    private readonly ledger: Pick<LedgerWriter, 'rideCompleted'> = new LedgerWriter(),
  ) {}

  private get bookings() {
    return this.steps.bookings;
  }

  /**
   * Records points of the path driven with the customer on board. The trip's count of points is raised by a
   * conditional update first, so the path stays bounded and the points cannot land after the ride has ended.
   */
  async savePath(captainId: number, body: SavePathRequest) {
    const n = body.points.length;
    const receivedAt = new Date();
    return this.steps.transaction(async (tx) => {
      const row = await this.bookings.reservePathPoints(body.booking_id, captainId, n, tx);
      if (!row) {
        const current = await this.bookings.state(body.booking_id, { captainId }, tx);
        if (current?.status === 'on_trip') throw new ConflictError('pathLimit');
        throw await this.steps.whyNot('savepath', body.booking_id, { captainId }, captainId, tx);
      }
      await this.bookings.addPathPoints(
        row.id,
        body.points.map((p) => ({
          lat: p.lat,
          lng: p.lng,
          at: believedTime(p.at, row.pickedUpAt, receivedAt),
        })),
        tx,
      );
      return { booking_id: row.id, saved: n, total_points: row.pathPoints };
    });
  }

  /** The captain's current position, kept on the booking and pushed to the customer. */
  async rideUpdate(captainId: number, bookingId: number, position: { lat: number; lng: number }) {
    const now = new Date();
    const row = await this.bookings.move(bookingId, { captainId }, STEPS.rideupdate, {
      captainLat: position.lat,
      captainLng: position.lng,
      captainPositionAt: now,
    });
    if (!row) throw await this.steps.whyNot('rideupdate', bookingId, { captainId }, captainId);
    const captain_position = { lat: position.lat, lng: position.lng, at: now.toISOString() };
    await this.steps.publish(row, now, captain_position);
    return { booking_id: row.id, status: row.status, captain_position };
  }

  /**
   * Ends the ride: measures the recorded path (or falls back to the quote), never longer than the time since
   * pickup allows, prices it with the fare rule the booking was made with, and credits the fare to the captain's
   * wallet, all in one transaction.
   */
  async endRide(captainId: number, bookingId: number, lang: Language): Promise<Booking> {
    const now = new Date();
    const row = await this.steps.transaction(async (tx) => {
      const current = await this.bookings.lockOwned(bookingId, { captainId }, tx);
      if (!current) throw notFound();
      if (current.status !== 'on_trip') throw outOfOrder('endride', current.status);

      const points = await this.bookings.path(bookingId, tx);
      const driven =
        points.length >= 2
          ? Math.min(pathMeters(points), plausibleMeters(current.pickedUpAt, now))
          : undefined;
      const charged = chargedDistance(current.estimatedDistanceM, driven);
      const fare = fareMinor(charged.meters, current);

      const ended = await this.steps.move(
        tx,
        'endride',
        bookingId,
        { captainId },
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
      await this.wallets.creditTripFare(
        { captainId, bookingId, amount: fare, currency: current.currency, at: now },
        tx,
      );
      // Paid in cash, the fare is in the captain's hand already: earned, but not theirs to cash out again.
      if (current.paymentMethod === 'cash' && fare > 0) {
        const left = await this.wallets.debit(
          { userId: captainId, kind: 'cash_collected', amount: fare, at: now, bookingId },
          tx,
        );
        if (left === undefined) throw new Error(`Cash of trip ${bookingId} could not be recorded`);
      }
      // The ride's money in the platform's ledger too: the fare is the captain's, the cash in their hand.
      await this.ledger.rideCompleted(
        { bookingId, captainId, fare, currency: current.currency, paymentMethod: current.paymentMethod },
        tx,
      );
      return ended;
    });
    await this.steps.publish(row, now);
    return this.steps.view(row.id, captainId, lang);
  }
}
