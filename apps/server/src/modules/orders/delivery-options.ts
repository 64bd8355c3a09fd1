/**
 * The ways a store hands over an order (dine in, pickup, delivery), whether each is available and what it adds to
 * the total. Delivery zones will be decided here.
 */
import {
  DELIVERY_METHOD_LABELS,
  DELIVERY_METHODS,
  type DeliveryMethod,
  type Language,
} from '@suuq/shared/labels';
import { fromMinor } from '@suuq/shared/money';
import type { DeliveryOption } from '@suuq/shared/orders';
import { notFound } from '../../lib/http-error';
import type { StoreRepository, StoreRow } from './store-repository';

/** Whether the store offers the method now. */
export function methodAvailable(store: StoreRow, method: DeliveryMethod): boolean {
  const available = { dine_in: store.dineIn, pickup: store.pickup, delivery: store.delivery };
  return available[method];
}

/** What the method adds to the order, in minor units: the store's delivery fee for delivery, else nothing. */
export function deliveryFee(store: StoreRow, method: DeliveryMethod): number {
  return method === 'delivery' ? store.deliveryFee : 0;
}

export class DeliveryOptionsService {
  constructor(private readonly stores: StoreRepository) {}

  async options(storeId: number, lang: Language): Promise<DeliveryOption[]> {
    const store = await this.stores.find(storeId);
    if (!store) throw notFound();
    return DELIVERY_METHODS.map((key) => ({
      key,
      name: DELIVERY_METHOD_LABELS[key][lang],
      available: methodAvailable(store, key),
      fee: fromMinor(deliveryFee(store, key)),
    }));
  }
}
