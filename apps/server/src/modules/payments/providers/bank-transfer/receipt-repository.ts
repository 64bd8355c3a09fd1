/**
 * The queries of bank-transfer receipts and staff's payment decisions: each change is conditional on the payment
 * status it expects and on the order not being cancelled, so a cancel racing an upload or a decision wins.
 */
import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import type { Db } from '../../../../db/client';
import { withTransaction, type DbOrTx, type Tx } from '../../../../db/tx';
import { orders, receiptUploads } from '../../../../db/schema';
import type { PaymentOrder } from '../../payment-provider';

type PaymentStatus = PaymentOrder['paymentStatus'];

export class ReceiptRepository {
  constructor(private readonly db: Db) {}

  /**
   * Keeps a new receipt (with when and by whom: every one sent stays on record) and marks the payment awaiting
   * confirmation, while it is still one of `from`.
   */
  async attach(
    orderId: number,
    receipt: { file: string; at: Date; by: number | null },
    from: PaymentStatus[],
  ): Promise<boolean> {
    return withTransaction(this.db, async (tx) => {
      const updated = await tx
        .update(orders)
        .set({
          receiptFile: receipt.file,
          receiptUploadedAt: receipt.at,
          receiptRejection: null,
          paymentStatus: 'awaiting_confirmation',
          updatedAt: receipt.at,
        })
        .where(this.settable(orderId, from))
        .returning({ id: orders.id });
      if (updated.length === 0) return false;
      await tx
        .insert(receiptUploads)
        .values({ orderId, file: receipt.file, uploadedBy: receipt.by, uploadedAt: receipt.at });
      return true;
    });
  }

  /** Every receipt sent for the order, oldest first. */
  async uploads(orderId: number, tx?: DbOrTx) {
    return (tx ?? this.db)
      .select()
      .from(receiptUploads)
      .where(eq(receiptUploads.orderId, orderId))
      .orderBy(asc(receiptUploads.uploadedAt), asc(receiptUploads.id));
  }

  /** Staff's decision: paid (clearing any rejection) or failed with the reason; false when the state moved on. */
  async decide(
    orderId: number,
    outcome: { paymentStatus: 'paid' } | { paymentStatus: 'failed'; reason: string },
    from: PaymentStatus[],
    tx?: DbOrTx,
  ): Promise<boolean> {
    const updated = await (tx ?? this.db)
      .update(orders)
      .set({
        paymentStatus: outcome.paymentStatus,
        receiptRejection: outcome.paymentStatus === 'failed' ? outcome.reason : null,
        updatedAt: new Date(),
      })
      .where(this.settable(orderId, from))
      .returning({ id: orders.id });
    return updated.length > 0;
  }

  /**
   * Staff's rejection of the receipt awaiting confirmation, in `tx`: the payment fails with the reason. Answers when
   * the rejected receipt was sent (it tells this rejection from a later one), or undefined when the state moved on.
   */
  async reject(orderId: number, reason: string, tx: Tx): Promise<{ uploadedAt: Date | null } | undefined> {
    const [row] = await tx
      .update(orders)
      .set({ paymentStatus: 'failed', receiptRejection: reason, updatedAt: new Date() })
      .where(this.settable(orderId, ['awaiting_confirmation']))
      .returning({ uploadedAt: orders.receiptUploadedAt });
    return row;
  }

  transaction<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
    return withTransaction(this.db, work);
  }

  private settable(orderId: number, from: PaymentStatus[]) {
    return and(eq(orders.id, orderId), inArray(orders.paymentStatus, from), ne(orders.status, 'cancelled'));
  }
}
