/**
 * The payment columns of orders, as the providers that keep no table of their own read and change them (PayPal's
 * order and capture ids, its approval link, staff's confirmation). A change may be conditional on the payment
 * status it expects and on the order not being cancelled, so a cancel racing a capture wins.
 */
import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { DbOrTx } from '../../db/tx';
import { orders } from '../../db/schema';
import type { PaymentOrder } from './payment-provider';

/** The payment columns a provider may set. */
export type PaymentChange = Partial<
  Pick<
    typeof orders.$inferInsert,
    'paymentStatus' | 'paymentReference' | 'paymentApproveUrl' | 'paymentCaptureId'
  >
>;

export class OrderPaymentRepository {
  constructor(private readonly db: Db) {}

  async row(orderNumber: string, tx?: DbOrTx): Promise<PaymentOrder | undefined> {
    const [row] = await (tx ?? this.db)
      .select()
      .from(orders)
      .where(eq(orders.orderNumber, orderNumber))
      .limit(1);
    return row;
  }

  async rowById(id: number, tx?: DbOrTx): Promise<PaymentOrder | undefined> {
    const [row] = await (tx ?? this.db).select().from(orders).where(eq(orders.id, id));
    return row;
  }

  async rowInStore(orderNumber: string, storeId: number, tx?: DbOrTx): Promise<PaymentOrder | undefined> {
    const [row] = await (tx ?? this.db)
      .select()
      .from(orders)
      .where(and(eq(orders.orderNumber, orderNumber), eq(orders.storeId, storeId)));
    return row;
  }

  /**
   * Changes an order's payment columns; with `onlyWhen`, only while the order still has that payment status and
   * is not cancelled. Returns whether the row changed.
   */
  async setPayment(
    orderId: number,
    change: PaymentChange,
    onlyWhen?: { paymentStatus: PaymentOrder['paymentStatus']; notCancelled?: boolean },
    tx?: DbOrTx,
  ): Promise<boolean> {
    const conditions = [eq(orders.id, orderId)];
    if (onlyWhen) conditions.push(eq(orders.paymentStatus, onlyWhen.paymentStatus));
    if (onlyWhen?.notCancelled) conditions.push(ne(orders.status, 'cancelled'));
    const updated = await (tx ?? this.db)
      .update(orders)
      .set({ ...change, updatedAt: new Date() })
      .where(and(...conditions))
      .returning({ id: orders.id });
    return updated.length > 0;
  }
}
