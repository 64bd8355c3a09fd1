import type { Order } from '@suuq/shared/orders';
import { distanceKm, type LatLng } from '@suuq/shared/distance';
import { travelMinutes } from '@suuq/shared/eta';

/** A courier's position as the order's channel and the order's answer carry it. */
export interface CourierPoint extends LatLng {
  /** ISO time the server received it. */
  at: string;
}

const pointOf = (lat: number | null | undefined, lng: number | null | undefined): LatLng | undefined =>
  typeof lat === 'number' && typeof lng === 'number' ? { lat, lng } : undefined;

/** Where the order goes: the shopper's pin, when the answer shows it. */
export const dropoffOf = (order: Order): LatLng | undefined =>
  pointOf(order.address?.lat, order.address?.lng);

/**
 * Minutes until the courier at `from` reaches the shopper, as the server counts them: straight to the door once
 * picked up, by the store before. Undefined without the door's pin (or, before pickup, the store's point).
 */
export function minutesFrom(order: Order, from: LatLng): number | undefined {
  const door = dropoffOf(order);
  if (!door || !order.courier) return undefined;
  if (order.courier.status === 'picked_up') return travelMinutes(distanceKm(from, door));
  const store = pointOf(order.store.lat, order.store.lng);
  if (!store) return undefined;
  return travelMinutes(distanceKm(from, store)) + travelMinutes(distanceKm(store, door));
}

/**
 * The order with the courier at `live` (heard on the order's channel since the last read) when that is newer than
 * the position the answer carries: the marker and the minutes away move without reading the order again. An order
 * no courier carries, or a point older than the answer's, leaves it as it is.
 */
export function withCourierAt(order: Order, live: CourierPoint | undefined): Order {
  const courier = order.courier;
  if (!courier || !live) return order;
  if (courier.status !== 'accepted' && courier.status !== 'picked_up') return order;
  if (courier.position && Date.parse(courier.position.at) >= Date.parse(live.at)) return order;
  const minutes = minutesFrom(order, live) ?? courier.minutes_away;
  return {
    ...order,
    courier: { ...courier, position: { lat: live.lat, lng: live.lng, at: live.at }, minutes_away: minutes },
    courier_eta_minutes: minutes ?? order.courier_eta_minutes ?? null,
  };
}
