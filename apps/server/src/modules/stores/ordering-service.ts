/**
 * Staff setting how their store takes orders: dine in, pickup and delivery on or off (at least one on), the flat
 * delivery fee of a store without zones, its pin, and the payment methods it takes (of those the server takes).
 * Effective at once: cached store answers are dropped everywhere and storefronts are told the store changed.
 */
import type { MessageKey } from '@suuq/shared/labels';
import { fromMinor, toMinor } from '@suuq/shared/money';
import { validPrice } from '@suuq/shared/merchant-catalog';
import type { PaymentMethod } from '@suuq/shared/payment-methods';
import {
  storePaymentMethods,
  type StoreOrdering,
  type StoreOrderingRequest,
} from '@suuq/shared/store-ordering';
import { notFound, throwFieldProblems } from '../../lib/domain-error';
import type { StoreEvents } from '../../lib/store-events';
import { openNow, type HoursRepository } from '../hours/hours-module';
import type { StoreRepository, StoreRow } from './store-repository';

/** What is wrong with the settings, by field; `offered`: the methods the server takes. */
export function orderingProblems(
  body: StoreOrderingRequest,
  offered: readonly PaymentMethod[],
): Record<string, MessageKey> {
  const problems: Record<string, MessageKey> = {};
  if (!body.dine_in && !body.pickup && !body.delivery) problems.delivery = 'orderingNoMethod';
  if (!validPrice(body.delivery_fee)) problems.delivery_fee = 'catalogPrice';
  const unknown = body.payment_methods.findIndex((m) => !(offered as readonly string[]).includes(m));
  if (unknown >= 0) problems[`payment_methods.${unknown}`] = 'orderingPaymentNotOffered';
  else if (body.payment_methods.length === 0) problems.payment_methods = 'orderingNoPayment';
  return problems;
}

export class StoreOrderingService {
  constructor(
    private readonly stores: StoreRepository,
    private readonly events: StoreEvents,
    private readonly hours: HoursRepository,
    private readonly now: () => Date = () => new Date(),
  ) {}

  private async storeOr404(storeId: number): Promise<StoreRow> {
    const store = await this.stores.find(storeId);
    if (!store) throw notFound();
    return store;
  }

  async get(storeId: number, offered: readonly PaymentMethod[]): Promise<StoreOrdering> {
    return orderingOf(await this.storeOr404(storeId), offered);
  }

  /** Saves the settings; 422 with each broken field's message when any is wrong. */
  async save(
    storeId: number,
    body: StoreOrderingRequest,
    offered: readonly PaymentMethod[],
  ): Promise<StoreOrdering> {
    throwFieldProblems(orderingProblems(body, offered));
    await this.storeOr404(storeId);
    await this.stores.setOrdering(storeId, {
      dineIn: body.dine_in,
      pickup: body.pickup,
      delivery: body.delivery,
      deliveryFee: toMinor(body.delivery_fee),
      lat: body.lat,
      lng: body.lng,
      // Kept in the table's order, each once.
      paymentMethods: storePaymentMethods(body.payment_methods),
    });
    const store = await this.storeOr404(storeId);
    await this.events.catalogChanged(storeId);
    // Storefronts showing the store read it again; its open state goes with the push.
    const now = this.now();
    const times = (await this.hours.times([storeId], now)).get(storeId);
    await this.events.storeStatus(storeId, openNow(store, times, now));
    return orderingOf(store, offered);
  }
}

function orderingOf(store: StoreRow, offered: readonly PaymentMethod[]): StoreOrdering {
  return {
    dine_in: store.dineIn,
    pickup: store.pickup,
    delivery: store.delivery,
    delivery_fee: fromMinor(store.deliveryFee),
    lat: store.lat,
    lng: store.lng,
    // What the store takes today: its choice among what the server takes (all of them when it has made none).
    payment_methods: storePaymentMethods(store.paymentMethods).filter((m) => offered.includes(m)),
    offered_payment_methods: [...offered],
    currency: store.currency,
  };
}
