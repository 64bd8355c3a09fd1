/**
 * What payments needs from orders, as narrow ports the composition hands in: payments imports nothing of the
 * orders module. Orders' own services satisfy these by their shape (`OrderEvents`, `OrderQueryService`).
 */
import type { Language } from '@suuq/shared/labels';
import type { Order } from '@suuq/shared/orders';
import type { Tx } from '../../db/tx';
import type { PaymentOrder } from './payment-provider';

type OrderStatus = Order['status'];

/** The live events a payment change publishes on the order's and the store's channels. */
export interface PaymentEvents {
  paymentChanged(
    orderNumber: string,
    status: OrderStatus,
    paymentStatus: Order['payment_status'],
  ): Promise<void>;
  storeOrder(storeId: number, orderNumber: string, status?: OrderStatus): Promise<void>;
  catalogChanged(storeId: number): Promise<void>;
}

/** Who is asking: the signed-in caller, or undefined for anyone. */
export interface Viewer {
  id: number;
  role: string;
  storeId: number | null;
}

/** The order as a payment route answers it, read by orders' own rules of who sees what. */
export interface OrderAnswers {
  /** An order number as a person typed it, forgiven as orders forgive it. */
  normalize(input: string): string;
  view(orderNumber: string, view: 'public'): Promise<Order>;
  track(orderNumber: string, viewer: Viewer | undefined, lang?: Language): Promise<Order>;
}

export interface OrderPorts {
  events: PaymentEvents;
  answers: OrderAnswers;
  /**
   * Inside `tx`: cancels an unpaid order whose hold ran out, giving back its stock and its slot, with the status
   * change in its history.
   */
  releaseUnpaid(order: PaymentOrder, at: Date, tx: Tx): Promise<void>;
  /**
   * Inside `tx`: the shopper is texted that a payment did not go through (`attempt` tells one failure from the
   * next); `committed` afterwards sends it at once.
   */
  paymentFailed(order: PaymentOrder, attempt: string, tx: Tx): Promise<void>;
  /**
   * Inside `tx`: the shopper is texted that staff rejected their bank-transfer receipt (`receipt` tells one
   * rejected receipt from the next); `committed` afterwards sends it at once.
   */
  receiptRejected(order: PaymentOrder, receipt: string, tx: Tx): Promise<void>;
  committed(): void;
}
