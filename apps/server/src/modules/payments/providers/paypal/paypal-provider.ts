/**
 * PayPal as a payment provider: an order placed with it gets a PayPal payment whose approval link the shopper
 * follows; the shopper's return captures it, and the order is marked paid only when PayPal reports the capture
 * complete for the order's exact amount and currency. A cancelled order is never paid: its capture and retry are
 * refused, and money already taken for it goes back.
 */
import { fromMinor } from '@suuq/shared/money';
import type { PaymentMethod } from '@suuq/shared/payment-methods';
import type { Env } from '../../../../env';
import type { Db } from '../../../../db/client';
import { withTransaction, type Tx } from '../../../../db/tx';
import { LedgerWriter } from '../../../../lib/ledger';
import { ConflictError, DomainError, NotFoundError } from '../../../../lib/domain-error';
import type { OrderPaymentRepository } from '../../order-payment-repository';
import type { PaymentOrder, PaymentProvider, PlacedOrder } from '../../payment-provider';
import { PayPalClient, PayPalError } from './paypal-client';

/** The client, when PayPal's settings are all present. */
export function paypalClient(env: Env): PayPalClient | undefined {
  if (!env.PAYPAL_BASE_URL || !env.PAYPAL_CLIENT_ID || !env.PAYPAL_CLIENT_SECRET) return undefined;
  return new PayPalClient({
    baseUrl: env.PAYPAL_BASE_URL,
    clientId: env.PAYPAL_CLIENT_ID,
    clientSecret: env.PAYPAL_CLIENT_SECRET,
  });
}

const paymentFailed = () => new ConflictError('paymentFailed');
const declined = () => new DomainError('payment_failed', 'paymentFailed');
const unavailable = () => new DomainError('unavailable', 'unavailable');

export class PayPalProvider implements PaymentProvider {
  readonly name = 'paypal';
  readonly methods: readonly PaymentMethod[] = ['paypal'];
  readonly settledByStaff = false;

  constructor(
    private readonly orders: OrderPaymentRepository,
    private readonly paypal: PayPalClient | undefined,
    /** The web app's public address, for PayPal's return and cancel links. */
    private readonly publicUrl: string,
    private readonly db: Db,
    private readonly ledger: Pick<LedgerWriter, 'refunded'> = new LedgerWriter(),
  ) {}

  get configured(): boolean {
    return this.paypal !== undefined;
  }

  admit(): null {
    return null;
  }

  /** Creates the PayPal payment and keeps its id and approval link on the order (so its answer changed). */
  async start(order: PlacedOrder): Promise<boolean> {
    if (!this.paypal) return false;
    const row = await this.orders.rowById(order.id);
    if (!row) return false;
    const returnTo = `${this.publicUrl}/paypal?order-number=${encodeURIComponent(order.orderNumber)}`;
    const created = await this.paypal.createOrder({
      reference: order.orderNumber,
      amount: fromMinor(row.total),
      currency: row.currency,
      returnUrl: returnTo,
      cancelUrl: `${returnTo}&cancelled=1`,
    });
    await this.orders.setPayment(order.id, {
      paymentReference: created.id,
      paymentApproveUrl: created.approveUrl,
    });
    return true;
  }

  /** PayPal's answer comes with the capture the shopper's return asks for: nothing to look up before it. */
  async lookUp(): Promise<void> {}

  /** Creates the PayPal payment again when the first attempt failed or expired. */
  async retry(orderNumber: string): Promise<void> {
    const order = await this.requireOrder(orderNumber);
    await this.refuseCancelled(order);
    if (!this.methods.includes(order.paymentMethod) || order.paymentStatus !== 'pending')
      throw paymentFailed();
    await this.start({ id: order.id, orderNumber });
  }

  /**
   * Captures an approved PayPal payment. The order is marked paid only when PayPal reports the capture complete
   * for the order's exact amount and currency.
   */
  async capture(orderNumber: string): Promise<void> {
    const order = await this.requireOrder(orderNumber);
    if (!this.methods.includes(order.paymentMethod)) throw paymentFailed();
    await this.refuseCancelled(order);
    if (order.paymentStatus === 'paid') return;
    if (!this.paypal || !order.paymentReference) throw paymentFailed();
    const capture = await this.paypal.captureOrder(order.paymentReference).catch((error: unknown) => {
      // PayPal refusing (not approved, declined) is the shopper's to fix; PayPal unreachable is worth a retry.
      if (error instanceof PayPalError && error.status < 500) throw declined();
      throw unavailable();
    });
    const expected = fromMinor(order.total).toFixed(2);
    if (
      capture.status !== 'COMPLETED' ||
      capture.amount !== expected ||
      capture.currency !== order.currency
    ) {
      throw declined();
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
        throw unavailable();
      });
      await withTransaction(this.db, async (tx) => {
        await this.orders.setPayment(
          order.id,
          { paymentStatus: 'refunded', paymentCaptureId: capture.id },
          undefined,
          tx,
        );
        await this.ledger.refunded(now, { key: `order:${now.id}:refunded`, by: 'suuq' }, tx);
      });
      throw new ConflictError('orderCancelled');
    }
  }

  /**
   * A pending payment loses its approval link (nothing will capture it), a paid one is refunded through PayPal
   * and marked refunded. A refund PayPal refuses or cannot take now leaves the order uncancelled (503), for staff
   * to try again.
   */
  async settleCancelled(order: PaymentOrder, tx: Tx): Promise<void> {
    if (order.paymentStatus === 'pending') {
      await this.orders.setPayment(order.id, { paymentApproveUrl: null }, undefined, tx);
      return;
    }
    if (order.paymentStatus !== 'paid') return;
    if (!this.paypal || !order.paymentCaptureId) throw unavailable();
    // Repeating this (a retried transaction) is safe: PayPal answers the same request id with the same refund.
    await this.paypal.refundCapture(order.paymentCaptureId).catch(() => {
      throw unavailable();
    });
    await this.orders.setPayment(order.id, { paymentStatus: 'refunded' }, undefined, tx);
    await this.ledger.refunded(order, { key: `order:${order.id}:refunded`, by: 'suuq' }, tx);
  }

  /** Refuses to take money for a cancelled order, and makes sure its PayPal payment can no longer be approved. */
  private async refuseCancelled(order: PaymentOrder): Promise<void> {
    if (order.status !== 'cancelled') return;
    if (order.paymentApproveUrl) await this.orders.setPayment(order.id, { paymentApproveUrl: null });
    throw new ConflictError('orderCancelled');
  }

  private async requireOrder(orderNumber: string): Promise<PaymentOrder> {
    const order = await this.orders.row(orderNumber);
    if (!order) throw new NotFoundError();
    return order;
  }
}
