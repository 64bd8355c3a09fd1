/**
 * What the web pushes say, in English and Somali: the store's staff are told of a new order, a shopper who asked
 * is told of their order's changes. Each push is the JSON the service worker shows (title, body, where a tap
 * leads, and a tag so a later push about the same order replaces the earlier one).
 */
import type { Language } from '@suuq/shared/labels';
import type { PushPayload } from '@suuq/shared/push';
import type { OrderTextEvent, TextedOrder } from './order-texts';
import type { PushFanout } from './push-repository';

type ShopperEvent = Exclude<OrderTextEvent, 'placed'>;

const SHOPPER: Record<Language, Record<ShopperEvent, (collected: boolean) => string>> = {
  en: {
    accepted: () => 'The store accepted your order and is preparing it.',
    on_the_way: () => 'Your order is on its way.',
    delivered: (collected) =>
      collected ? 'Your order is done. Thank you!' : 'Your order was delivered. Thank you!',
    payment_failed: () => 'The payment did not go through. Tap to try again.',
    receipt_rejected: () => 'The store did not accept your bank transfer receipt. Tap to see why.',
    cancelled: () => 'The store cancelled your order. Tap to see why.',
  },
  so: {
    accepted: () => 'Dukaanku wuu aqbalay dalabkaaga, waana la diyaarinayaa.',
    on_the_way: () => 'Dalabkaagu waa soo socdaa.',
    delivered: (collected) =>
      collected ? 'Dalabkaaga waa la dhammeeyay. Mahadsanid!' : 'Dalabkaaga waa lagu keenay. Mahadsanid!',
    payment_failed: () => 'Lacag bixintu ma dhicin. Taabo si aad isku dayto mar kale.',
    receipt_rejected: () =>
      'Dukaanku ma aqbalin rasiidkaaga wareejinta bangiga. Taabo si aad u ogaato sababta.',
    cancelled: () => 'Dukaanku wuu joojiyay dalabkaaga. Taabo si aad u ogaato sababta.',
  },
};

const payload = (value: PushPayload) => JSON.stringify(value);

/** The push to a store's staff that an order came in; a tap opens the board. */
export function newOrderPush(orderNumber: string, storeId: number | null): PushFanout {
  const tag = `order-${orderNumber}`;
  return {
    kind: 'push_new_order',
    orderNumber,
    storeId,
    body: {
      en: payload({
        title: `New order ${orderNumber}`,
        body: 'Open the board to accept it.',
        url: '/staff',
        tag,
      }),
      so: payload({
        title: `Dalab cusub ${orderNumber}`,
        body: 'Fur looxa si aad u aqbasho.',
        url: '/staff',
        tag,
      }),
    },
  };
}

/** The push to a shopper of a change of their order, or undefined for events not pushed (its placing). */
export function orderEventPush(event: OrderTextEvent, order: TextedOrder): PushFanout | undefined {
  if (event === 'placed') return undefined;
  const collected = order.deliveryMethod !== 'delivery';
  const url = `/t/${order.orderNumber}`;
  const tag = `order-${order.orderNumber}`;
  return {
    kind: `push_order_${event}`,
    orderNumber: order.orderNumber,
    storeId: order.storeId,
    body: {
      en: payload({ title: `Order ${order.orderNumber}`, body: SHOPPER.en[event](collected), url, tag }),
      so: payload({ title: `Dalabka ${order.orderNumber}`, body: SHOPPER.so[event](collected), url, tag }),
    },
  };
}

/** The push to captains near a pickup that a ride waits for one of them; a tap opens the console's offers. */
export function rideOfferPush(offer: { bookingId: number }): PushFanout {
  const tag = `ride-${offer.bookingId}`;
  return {
    kind: 'push_ride_offer',
    orderNumber: null,
    storeId: null,
    body: {
      en: payload({
        title: 'A ride near you',
        body: 'A customer near you is waiting for a ride. The first to accept takes it.',
        url: '/captain',
        tag,
      }),
      so: payload({
        title: 'Safar kuu dhow',
        body: 'Macmiil kuu dhow ayaa sugaya gaadiid. Kii ugu horreeya ee aqbala ayaa qaada.',
        url: '/captain',
        tag,
      }),
    },
  };
}

/** The push to captains near a store that a delivery waits for one of them; a tap opens the console's offers. */
export function deliveryOfferPush(offer: {
  orderNumber: string;
  storeId: number;
  storeName: string;
}): PushFanout {
  const tag = `delivery-${offer.orderNumber}`;
  return {
    kind: 'push_delivery_offer',
    orderNumber: offer.orderNumber,
    storeId: offer.storeId,
    body: {
      en: payload({
        title: `Delivery from ${offer.storeName}`,
        body: 'A delivery near you is waiting. The first to accept carries it.',
        url: '/captain',
        tag,
      }),
      so: payload({
        title: `Keenis ka yimid ${offer.storeName}`,
        body: 'Keenis kuu dhow ayaa sugaya. Kii ugu horreeya ee aqbala ayaa qaada.',
        url: '/captain',
        tag,
      }),
    },
  };
}
