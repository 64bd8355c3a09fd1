/**
 * The rules of paying for an order: starting a PayPal payment (and starting it again), capturing it once the
 * shopper approved, and staff confirming cash or bank-transfer payments. An order is marked paid by PayPal only when
 * PayPal reports the capture complete for the order's exact amount and currency. A cancelled order is never paid:
 * its capture and retry are refused, and money already taken for it goes back.
 */
import { fromMinor } from '@suuq/shared/money';
import type { Tx } from '../../db/tx';
import { HttpError, notFound } from '../../lib/http-error';
import type { OrderRepository, OrderRow } from './order-repository';
import { PayPalError, type PayPalClient } from './paypal';
import type { MobileMoneyService } from '../payments/mobile-money-service';
import { isMobileMoney } from '@suuq/shared/payments';

export interface PaymentOptions {
  /** The web app's public address, for PayPal's return and cancel links. */
  publicUrl: string;
}

export class PaymentService {
  constructor(
    private readonly orders: OrderRepository,
    private readonly paypal: PayPalClient | undefined,
    private readonly options: PaymentOptions,
    private readonly mobileMoney?: Pick<MobileMoneyService, 'settleCancelled'>,
  ) {}

  /** Whether PayPal is configured, so orders may choose it. */
  get paypalAvailable(): boolean {
    return this.paypal !== undefined;
  }

  /** Creates the PayPal payment for an order and keeps its id and approval link on the order. */
  async startPayPal(orderId: number, orderNumber: string): Promise<void> {
    if (!this.paypal) return;
    const row = await this.orders.rowById(orderId);
    if (!row) return;
    const returnTo = `${this.options.publicUrl}/paypal?order-number=${encodeURIComponent(orderNumber)}`;
    const created = await this.paypal.createOrder({
      reference: orderNumber,
      amount: fromMinor(row.total),
      currency: row.currency,
      returnUrl: returnTo,
      cancelUrl: `${returnTo}&cancelled=1`,
    });
    await this.orders.setPayment(orderId, {
      paymentReference: created.id,
      paymentApproveUrl: created.approveUrl,
    });
  }

  /** Creates the PayPal payment again when the first attempt failed or expired. */
  async retryPayPal(orderNumber: string): Promise<void> {
    const order = await this.requireOrder(orderNumber);
    await this.refuseCancelled(order);
    if (order.paymentMethod !== 'paypal' || order.paymentStatus !== 'pending')
      throw new HttpError(409, 'paymentFailed');
    await this.startPayPal(order.id, orderNumber);
  }

  /**
   * Captures an approved PayPal payment. The order is marked paid only when PayPal reports the capture complete
   * for the order's exact amount and currency.
   */
  async capturePayPal(orderNumber: string): Promise<void> {
    const order = await this.requireOrder(orderNumber);
    if (order.paymentMethod !== 'paypal') throw new HttpError(409, 'paymentFailed');
    await this.refuseCancelled(order);
    if (order.paymentStatus === 'paid') return;
    if (!this.paypal || !order.paymentReference) throw new HttpError(409, 'paymentFailed');
    const capture = await this.paypal.captureOrder(order.paymentReference).catch((error: unknown) => {
      // PayPal refusing (not approved, declined) is the shopper's to fix; PayPal unreachable is worth a retry.
      if (error instanceof PayPalError && error.status < 500) throw new HttpError(402, 'paymentFailed');
      throw new HttpError(503, 'unavailable');
    });
    const expected = fromMinor(order.total).toFixed(2);
    if (
      capture.status !== 'COMPLETED' ||
      capture.amount !== expected ||
      capture.currency !== order.currency
    ) {
      throw new HttpError(402, 'paymentFailed');
    }
    const paid = await this.orders.setPayment(
      order.id,
      { paymentStatus: 'paid', paymentApproveUrl: null, paymentCaptureId: capture.id },
      { paymentStatus: 'pending', notCancelled: true },
    );
    if (paid) return;
    // Staff cancelled the order while PayPal was capturing: the money goes straight back.
    const now = await this.orders.rowById(order.id);
    if (now?.status === 'cancelled' && now.paymentStatus === 'pending' && capture.id) {
      await this.paypal.refundCapture(capture.id).catch(() => {
        throw new HttpError(503, 'unavailable');
      });
      await this.orders.setPayment(order.id, { paymentStatus: 'refunded', paymentCaptureId: capture.id });
      throw new HttpError(409, 'orderCancelled');
    }
  }

  /**
   * Settles the payment of an order being cancelled, inside the cancelling transaction: a pending PayPal payment
   * loses its approval link (nothing will capture it), a paid one is refunded through PayPal and marked refunded.
   * A refund PayPal refuses or cannot take now leaves the order uncancelled (503), for staff to try again.
   */
  async settleCancelled(order: OrderRow, tx: Tx): Promise<void> {
    // A paid mobile-money order is marked to be given back; the wallet is called after the commit.
    if (isMobileMoney(order.paymentMethod)) return this.mobileMoney?.settleCancelled(order, tx);
    if (order.paymentMethod !== 'paypal') return;
    if (order.paymentStatus === 'pending') {
      await this.orders.setPayment(order.id, { paymentApproveUrl: null }, undefined, tx);
      return;
    }
    if (order.paymentStatus !== 'paid') return;
    if (!this.paypal || !order.paymentCaptureId) throw new HttpError(503, 'unavailable');
    // Repeating this (a retried transaction) is safe: PayPal answers the same request id with the same refund.
    await this.paypal.refundCapture(order.paymentCaptureId).catch(() => {
      throw new HttpError(503, 'unavailable');
    });
    await this.orders.setPayment(order.id, { paymentStatus: 'refunded' }, undefined, tx);
  }

  /** Refuses to take money for a cancelled order, and makes sure its PayPal payment can no longer be approved. */
  private async refuseCancelled(order: OrderRow): Promise<void> {
    if (order.status !== 'cancelled') return;
    if (order.paymentApproveUrl) await this.orders.setPayment(order.id, { paymentApproveUrl: null });
    throw new HttpError(409, 'orderCancelled');
  }

  /** Staff confirm a cash or bank-transfer payment they received. PayPal is only ever paid by its capture. */
  async confirmPayment(orderNumber: string, storeId: number): Promise<void> {
    const order = await this.orders.rowInStore(orderNumber, storeId);
    if (!order) throw notFound();
    if (order.paymentMethod === 'paypal') throw new HttpError(409, 'paymentUnavailable');
    // Mobile money is paid only by the wallet's approval, never by hand.
    if (isMobileMoney(order.paymentMethod)) throw new HttpError(409, 'paymentUnavailable');
    if (order.status === 'cancelled') throw new HttpError(409, 'orderCancelled');
    await this.orders.setPayment(order.id, { paymentStatus: 'paid' });
  }

  private async requireOrder(orderNumber: string): Promise<OrderRow> {
    const order = await this.orders.row(orderNumber);
    if (!order) throw notFound();
    return order;
  }
}
