/**
 * The narrow ports orders hands the payments module (which knows nothing of orders): the live events of a payment
 * change, orders' own answers for the payment routes, and cancelling an unpaid order whose hold ran out.
 */
import type { SlotGate } from '../hours/hours-module';
import type { OrderPorts } from '../payments/payments-module';
import type { OrderEvents } from './order-events';
import { normalizeOrderNumber } from './order-number';
import type { OrderQueryService } from './order-query-service';
import type { OrderRepository } from './order-repository';
import type { ShopperTexts } from './shopper-texts';
import type { StockService } from './stock-service';

export function paymentPorts(parts: {
  orders: OrderRepository;
  queries: OrderQueryService;
  stock: StockService;
  slots: Pick<SlotGate, 'giveBack'>;
  events: OrderEvents;
  texts: ShopperTexts;
}): OrderPorts {
  const { orders, queries, stock, slots, events, texts } = parts;
  return {
    events,
    answers: {
      normalize: normalizeOrderNumber,
      view: (orderNumber, view) => queries.view(orderNumber, view),
      track: (orderNumber, viewer, lang) => queries.track(orderNumber, viewer, lang),
    },
    async releaseUnpaid(order, at, tx) {
      await stock.giveBackOrder(await orders.items(order.id, tx), tx);
      if (order.scheduledFor) await slots.giveBack(order.storeId, order.scheduledFor, tx);
      await orders.setStatus(order.id, 'cancelled', at, tx);
      await orders.addStatus({ orderId: order.id, status: 'cancelled', at, byUserId: null }, tx);
      await texts.send(tx, 'cancelled', order);
    },
    paymentFailed: (order, attempt, tx) =>
      texts.send(tx, 'payment_failed', order, { discriminator: attempt }),
    receiptRejected: (order, receipt, tx) =>
      texts.send(tx, 'receipt_rejected', order, { discriminator: receipt }),
    committed: () => texts.committed(),
  };
}
