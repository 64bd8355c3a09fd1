/**
 * The order of a ride's steps. A booking moves searching → accepted → arrived → on_trip → completed, or is
 * cancelled before pickup; each step is allowed from the states listed, and a step out of order is refused in
 * words a captain or customer understands.
 */
import type { BookingStatus } from '@suuq/shared/captain';
import { ConflictError } from '../../lib/domain-error';

export const STEPS = {
  reserve: ['searching'],
  arrive: ['accepted'],
  pickup: ['arrived'],
  savepath: ['on_trip'],
  rideupdate: ['accepted', 'arrived', 'on_trip'],
  endride: ['on_trip'],
  cancel: ['searching', 'accepted', 'arrived'],
  rate: ['completed'],
} as const satisfies Record<string, readonly BookingStatus[]>;
export type Step = keyof typeof STEPS;

/** Why a step cannot be taken from the booking's current state. */
export function outOfOrder(step: Step, status: BookingStatus, takenByCaller = false): ConflictError {
  const closed = status === 'completed' || status === 'cancelled';
  switch (step) {
    case 'reserve':
      return new ConflictError(closed ? 'bookingClosed' : takenByCaller ? 'alreadyAccepted' : 'bookingTaken');
    case 'arrive':
      if (closed) return new ConflictError('bookingClosed');
      return new ConflictError(status === 'arrived' ? 'captainAlreadyArrived' : 'tripAlreadyStarted');
    case 'pickup':
      if (closed) return new ConflictError('bookingClosed');
      return new ConflictError(status === 'accepted' ? 'arriveFirst' : 'tripAlreadyStarted');
    case 'savepath':
    case 'endride':
      return new ConflictError(closed ? 'bookingClosed' : 'tripNotStarted');
    case 'rideupdate':
      return new ConflictError('bookingClosed');
    case 'cancel':
      return new ConflictError(closed ? 'bookingClosed' : 'cancelAfterPickup');
    case 'rate':
      return new ConflictError('rateAfterTrip');
  }
}

/** The fastest a vehicle is believed to drive in town, in metres per second (about 110 km/h). */
export const MAX_SPEED_MPS = 30;
/** Distance a path may exceed what the clock allows, for GPS jitter at the start and end. */
export const PATH_SLACK_METERS = 200;

/** The longest path a ride could have driven between pickup and `end`. */
export function plausibleMeters(pickedUpAt: Date | null, end: Date): number {
  const seconds = pickedUpAt ? Math.max(0, (end.getTime() - pickedUpAt.getTime()) / 1000) : 0;
  return seconds * MAX_SPEED_MPS + PATH_SLACK_METERS;
}

/**
 * When a point of the path was driven, as the server can believe it: the captain's clock, kept between pickup
 * and the moment the point arrived, so points dated in the future (or before the trip) cannot stretch the ride.
 */
export function believedTime(claimed: string, pickedUpAt: Date | null, receivedAt: Date): Date {
  const at = Date.parse(claimed);
  const earliest = pickedUpAt?.getTime() ?? receivedAt.getTime();
  return new Date(Math.min(Math.max(at, earliest), receivedAt.getTime()));
}
