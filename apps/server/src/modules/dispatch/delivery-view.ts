/** Deliveries as the API shows them, built from their rows: offers without the shopper, the carried one with. */
import { MAX_HANDOVER_FAILURES, type Delivery, type DeliveryOffer } from '@suuq/shared/dispatch';
import { distanceKm, type LatLng } from '@suuq/shared/geo';
import { MOGADISHU_DISTRICTS } from '@suuq/shared/mogadishu-places';
import { fromMinor } from '@suuq/shared/money';
import { travelMinutes } from '@suuq/shared/eta';
import type { DeliveryWithOrder } from './delivery-repository';

/** The district whose middle is nearest (within 8 km), or null outside the city. */
export function districtOf(point: LatLng): string | null {
  let best: { name: string; km: number } | undefined;
  for (const district of MOGADISHU_DISTRICTS) {
    const km = distanceKm(point, district);
    if (!best || km < best.km) best = { name: district.name, km };
  }
  return best && best.km <= 8 ? best.name : null;
}

/** A point rounded to two decimals (about a kilometre): near enough to judge the ride, never the door. */
const rough = (value: number) => Math.round(value * 100) / 100;

export const storePoint = (row: DeliveryWithOrder): LatLng => ({ lat: row.storeLat, lng: row.storeLng });

export function dropoffPoint(row: { addressLat: number | null; addressLng: number | null }): LatLng | null {
  return row.addressLat !== null && row.addressLng !== null
    ? { lat: row.addressLat, lng: row.addressLng }
    : null;
}

export function toOffer(row: DeliveryWithOrder, distance: number): DeliveryOffer {
  const drop = dropoffPoint(row) ?? storePoint(row);
  return {
    id: row.delivery.id,
    store: { name: row.storeName, address: row.storeAddress, location: storePoint(row) },
    dropoff: { district: districtOf(drop), location: { lat: rough(drop.lat), lng: rough(drop.lng) } },
    distance_km: Math.round(distance * 100) / 100,
    fee: fromMinor(row.delivery.fee),
    cash_to_collect: fromMinor(row.delivery.cashToCollect),
    currency: row.delivery.currency,
    offered_at: row.delivery.offeredAt.toISOString(),
  };
}

export function toDelivery(row: DeliveryWithOrder): Delivery {
  const d = row.delivery;
  const drop = dropoffPoint(row);
  return {
    id: d.id,
    status: d.status,
    order_number: row.orderNumber,
    store: {
      name: row.storeName,
      address: row.storeAddress,
      phone: row.storePhone,
      location: storePoint(row),
    },
    dropoff: {
      name: row.customerName,
      phone: row.customerPhone,
      address: row.addressLine ?? '',
      notes: row.addressNotes,
      location: drop,
      district: drop ? districtOf(drop) : null,
    },
    fee: fromMinor(d.fee),
    cash_to_collect: fromMinor(d.cashToCollect),
    currency: d.currency,
    handover_tries_left: Math.max(0, MAX_HANDOVER_FAILURES - d.handoverFailures),
    offered_at: d.offeredAt.toISOString(),
    accepted_at: d.acceptedAt?.toISOString() ?? null,
    picked_up_at: d.pickedUpAt?.toISOString() ?? null,
    delivered_at: d.deliveredAt?.toISOString() ?? null,
  };
}

/**
 * Minutes until the courier at `from` reaches the shopper: straight there once picked up, by the store before.
 * Null without a position or a pin.
 */
export function minutesAway(
  status: string,
  from: LatLng | null,
  store: LatLng,
  dropoff: LatLng | null,
): number | null {
  if (!from || !dropoff) return null;
  if (status === 'picked_up') return travelMinutes(distanceKm(from, dropoff));
  return travelMinutes(distanceKm(from, store)) + travelMinutes(distanceKm(store, dropoff));
}
