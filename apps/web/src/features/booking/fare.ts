import {
  MAX_TRIP_METERS,
  MIN_TRIP_METERS,
  fareMinor,
  haversineMeters,
  type LatLng,
  type VehicleType,
} from '@suuq/shared/captain';
import { fromMinor, toMinor } from '@suuq/shared/money';

export type Quote =
  | { kind: 'fare'; fare: number; km: number; currency: string }
  | { kind: 'too-short' }
  | { kind: 'too-long'; maxKm: number };

/**
 * The fare the server will quote for this trip: the same shared arithmetic over the same straight line, so the
 * customer sees the price before confirming. The booking's `estimated_fare` is the server's word afterwards.
 */
export function quote(type: VehicleType, pickup: LatLng, dropoff: LatLng): Quote {
  const meters = Math.round(haversineMeters(pickup, dropoff));
  if (meters < MIN_TRIP_METERS) return { kind: 'too-short' };
  if (meters > MAX_TRIP_METERS) return { kind: 'too-long', maxKm: MAX_TRIP_METERS / 1000 };
  const minor = fareMinor(meters, { baseFare: toMinor(type.base_fare), perKm: toMinor(type.per_km) });
  return { kind: 'fare', fare: fromMinor(minor), km: Math.round(meters / 100) / 10, currency: type.currency };
}
