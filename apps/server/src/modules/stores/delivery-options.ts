/**
 * The ways a store hands over an order (dine in, pickup, delivery), whether each is available and what it adds to
 * the total. Delivery is priced by the store's zones: the address's point decides, the cheapest active zone
 * containing it wins and its minimum (when set) replaces the store's. A store without zones delivers everywhere at
 * its flat fee; one with zones needs a real point, never a guess.
 */
import { estimateFor, etaText } from '@suuq/shared/eta';
import type { LatLng } from '@suuq/shared/geo';
import {
  DELIVERY_METHOD_LABELS,
  DELIVERY_METHODS,
  message,
  type DeliveryMethod,
  type Language,
} from '@suuq/shared/labels';
import { fromMinor } from '@suuq/shared/money';
import type { DeliveryOption } from '@suuq/shared/orders';
import { chooseZone } from '@suuq/shared/zones';
import { fieldProblem, notFound } from '../../lib/domain-error';
import type { StoreRepository, StoreRow } from './store-repository';
import { zoneShape, type ZoneRepository, type ZoneRow } from './zone-repository';

/** Whether the store offers the method now. */
export function methodAvailable(store: StoreRow, method: DeliveryMethod): boolean {
  const available = { dine_in: store.dineIn, pickup: store.pickup, delivery: store.delivery };
  return available[method];
}

/** What delivery to a point costs (minor units) and the minimum order there, or why it cannot be priced. */
export type DeliveryQuote =
  | { ok: true; fee: number; minimum: number; zone: ZoneRow | undefined }
  | { ok: false; reason: 'outside' | 'needPoint' };

/** Prices delivery to `point` by the store's zones (all of them, active or not: only active ones match). */
export function quoteDelivery(
  store: StoreRow,
  zones: readonly ZoneRow[],
  point: LatLng | null,
  subtotal?: number,
): DeliveryQuote {
  if (zones.length === 0) {
    return { ok: true, fee: store.deliveryFee, minimum: store.minOrderAmount, zone: undefined };
  }
  if (!point) return { ok: false, reason: 'needPoint' };
  const best = chooseZone(zones.map(zoneShape), point, store.minOrderAmount, subtotal);
  if (!best) return { ok: false, reason: 'outside' };
  return { ok: true, fee: best.fee, minimum: best.min_order_amount ?? store.minOrderAmount, zone: best.row };
}

/** The point of an address when it has one (both coordinates). */
export function addressPoint(
  address: { lat?: number | null; lng?: number | null } | null | undefined,
): LatLng | null {
  return address && typeof address.lat === 'number' && typeof address.lng === 'number'
    ? { lat: address.lat, lng: address.lng }
    : null;
}

export class DeliveryOptionsService {
  constructor(
    private readonly stores: StoreRepository,
    private readonly zones: ZoneRepository,
  ) {}

  /** Each method with what it adds; with a point, delivery says its zone or why it is not available there. */
  async options(
    storeId: number,
    lang: Language,
    point: LatLng | null = null,
    subtotal?: number,
  ): Promise<DeliveryOption[]> {
    const store = await this.stores.find(storeId);
    if (!store) throw notFound();
    const zones = await this.zones.forStore(storeId);
    return DELIVERY_METHODS.map((key): DeliveryOption => {
      const option = { key, name: DELIVERY_METHOD_LABELS[key][lang], available: methodAvailable(store, key) };
      // Preparation, plus for delivery the ride from the store to the point (a typical distance without one).
      const range = estimateFor(key, store.prepMinutes, store, point);
      const estimate = { ...range, text: etaText(range, lang) };
      if (key !== 'delivery') return { ...option, fee: 0, estimate };
      const quote = quoteDelivery(store, zones, point, subtotal);
      if (quote.ok) {
        return {
          ...option,
          estimate,
          fee: fromMinor(quote.fee),
          ...(quote.zone ? { zone: quote.zone.name, min_order_amount: fromMinor(quote.minimum) } : {}),
        };
      }
      if (quote.reason === 'needPoint') {
        // Until the address is known, the lowest fee of the store's active zones: what delivery costs at least.
        const fees = zones.filter((zone) => zone.active).map((zone) => zone.fee);
        return { ...option, estimate, fee: fees.length ? fromMinor(Math.min(...fees)) : 0 };
      }
      return { ...option, available: false, fee: 0, reason: message('deliveryOutsideZones', lang) };
    });
  }

  /**
   * What the order's method adds and the minimum order that applies, checked again at placement: delivery outside
   * every zone, or without a point to a store with zones, is refused (422 on `address`).
   */
  async priceFor(
    store: StoreRow,
    method: DeliveryMethod,
    address: { lat?: number | null; lng?: number | null } | null | undefined,
  ): Promise<{ fee: number; minimum: number }> {
    const zones = method === 'delivery' ? await this.zones.forStore(store.id) : [];
    return priceDelivery(store, zones, method, address);
  }
}

/**
 * `priceFor` with the store's zones already read (by the placement's own statement). `_lang` is no longer read:
 * the refusal is put in the caller's language when it is answered.
 */
export function priceDelivery(
  store: StoreRow,
  zones: readonly ZoneRow[],
  method: DeliveryMethod,
  address: { lat?: number | null; lng?: number | null } | null | undefined,
  subtotal?: number,
): { fee: number; minimum: number } {
  if (method !== 'delivery') return { fee: 0, minimum: store.minOrderAmount };
  const quote = quoteDelivery(store, zones, addressPoint(address), subtotal);
  if (quote.ok) return { fee: quote.fee, minimum: quote.minimum };
  const key = quote.reason === 'outside' ? 'deliveryOutsideZones' : 'deliveryPointRequired';
  throw fieldProblem('invalid', key, 'address');
}
