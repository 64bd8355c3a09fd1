/**
 * How long an order takes: the store's preparation time, plus, for delivery, the ride from the store to the
 * address. One function, used by the server for store answers, delivery options and the window fixed at placement;
 * the answers carry the minutes and their words to the web, so every screen promises the same minutes and the pages
 * download none of this arithmetic.
 *
 * The ride is estimated without a map service: the straight-line distance times a road factor, at a city speed,
 * plus a few minutes to find the door and hand over. Ranges are rounded to five minutes ("25–35 min") so they read
 * as the estimate they are. No zod here; the answers' schemas are in eta-schemas.ts.
 */
import { distanceKm, type LatLng } from './distance';

/** Streets are longer than a straight line: Mogadishu's roads run about 40 % longer between two points. */
export const ROAD_FACTOR = 1.4;
/** A motorbike or car across the city in ordinary traffic, in km/h. */
export const CITY_SPEED_KMH = 20;
/** Finding the gate, calling, handing over. */
export const HANDOVER_MINUTES = 5;
/** The distance assumed when the shopper's point is not known: a ride across a district or two. */
export const TYPICAL_CITY_KM = 3;
/** A store's preparation time until its staff set one. */
export const DEFAULT_PREP_MINUTES = 20;

/** An estimate in minutes from ordering: `min` = `max` for a single figure ("Ready in about 20 min"). */
export interface EtaRange {
  min: number;
  max: number;
}

const roundUp5 = (minutes: number) => Math.max(5, Math.ceil(minutes / 5) * 5);

/** The ride from the store to a point `km` away in a straight line, door to door, in whole minutes. */
export function travelMinutes(km: number): number {
  return Math.ceil(((Math.max(0, km) * ROAD_FACTOR) / CITY_SPEED_KMH) * 60) + HANDOVER_MINUTES;
}

/** Pickup and dine-in: ready in the preparation time, rounded up to five minutes. */
export function readyEstimate(prepMinutes: number): EtaRange {
  const ready = roundUp5(prepMinutes);
  return { min: ready, max: ready };
}

/**
 * Delivery: preparation plus the ride, as a ten-minute range (fifteen past an hour) whose lower end is the total
 * rounded down to five; the upper end is what the order promises.
 */
export function deliveryEstimate(prepMinutes: number, km: number = TYPICAL_CITY_KM): EtaRange {
  const total = prepMinutes + travelMinutes(km);
  const min = Math.max(5, Math.floor(total / 5) * 5);
  return { min, max: min + (total >= 60 ? 15 : 10) };
}

/** The estimate for a method: delivery to `to` from `from` (a typical distance without a point), else ready. */
export function estimateFor(
  method: 'delivery' | 'pickup' | 'dine_in',
  prepMinutes: number,
  from: LatLng,
  to?: LatLng | null,
): EtaRange {
  if (method !== 'delivery') return readyEstimate(prepMinutes);
  return deliveryEstimate(prepMinutes, to ? distanceKm(from, to) : TYPICAL_CITY_KM);
}

/**
 * The window an order promises, fixed when it is placed: ready after the preparation time; for delivery, at the
 * door by the upper end of the delivery range.
 */
export function promisedWindow(
  placedAt: Date,
  method: 'delivery' | 'pickup' | 'dine_in',
  prepMinutes: number,
  from: LatLng,
  to?: LatLng | null,
): { readyAt: Date; deliveryAt: Date | null } {
  const later = (minutes: number) => new Date(placedAt.getTime() + minutes * 60_000);
  return {
    readyAt: later(prepMinutes),
    deliveryAt: method === 'delivery' ? later(estimateFor(method, prepMinutes, from, to).max) : null,
  };
}

/** "35–45 min" or "20 min" (Somali: "daqiiqo"), the dash an en dash. */
export function etaText({ min, max }: EtaRange, lang: 'en' | 'so'): string {
  const unit = lang === 'so' ? 'daqiiqo' : 'min';
  return min === max ? `${min} ${unit}` : `${min}–${max} ${unit}`;
}
