/**
 * Every query of mobile-money payments: the attempts sent to the wallets, and the payment columns of their orders
 * (locked while an attempt is started or settled, so one order's payment changes one at a time).
 */
import { and, count, desc, eq, exists, gt, inArray, isNotNull, lt, ne, not } from 'drizzle-orm';
import { MOBILE_MONEY_METHODS } from '@suuq/shared/payments';
import type { Db } from '../../db/client';
import type { DbOrTx, Tx } from '../../db/tx';
import { orders, paymentAttempts } from '../../db/schema';

export type AttemptRow = typeof paymentAttempts.$inferSelect;
export type NewAttempt = typeof paymentAttempts.$inferInsert;
export type AttemptState = AttemptRow['state'];
type OrderRow = typeof orders.$inferSelect;
/** The payment columns a mobile-money change sets. */
export type OrderPaymentChange = Partial<
  Pick<
    OrderRow,
    | 'paymentStatus'
    | 'paymentMethod'
    | 'paymentReference'
    | 'paymentCaptureId'
    | 'payerPhone'
    | 'paymentFailure'
    | 'paymentFailedAt'
  >
>;

export class PaymentAttemptRepository {
  constructor(private readonly db: Db) {}

  /** The order's row, locked until the transaction ends. */
  async lockOrder(orderId: number, tx: Tx): Promise<OrderRow | undefined> {
    const [row] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
    return row;
  }

  async orderByNumber(orderNumber: string, tx?: DbOrTx): Promise<OrderRow | undefined> {
    const [row] = await (tx ?? this.db).select().from(orders).where(eq(orders.orderNumber, orderNumber));
    return row;
  }

  async setOrderPayment(orderId: number, change: OrderPaymentChange, tx: DbOrTx): Promise<void> {
    await tx
      .update(orders)
      .set({ ...change, updatedAt: new Date() })
      .where(eq(orders.id, orderId));
  }

  async latest(orderId: number, tx?: DbOrTx): Promise<AttemptRow | undefined> {
    const [row] = await (tx ?? this.db)
      .select()
      .from(paymentAttempts)
      .where(eq(paymentAttempts.orderId, orderId))
      .orderBy(desc(paymentAttempts.attempt))
      .limit(1);
    return row;
  }

  async forOrder(orderId: number, tx?: DbOrTx): Promise<AttemptRow[]> {
    return (tx ?? this.db)
      .select()
      .from(paymentAttempts)
      .where(eq(paymentAttempts.orderId, orderId))
      .orderBy(paymentAttempts.attempt);
  }

  /** How many requests were sent to this phone since `since`, whatever the order. */
  async promptsTo(phone: string, since: Date, tx?: DbOrTx): Promise<number> {
    const [row] = await (tx ?? this.db)
      .select({ n: count() })
      .from(paymentAttempts)
      .where(and(eq(paymentAttempts.phone, phone), gt(paymentAttempts.createdAt, since)));
    return row?.n ?? 0;
  }

  async byId(id: number, tx?: DbOrTx): Promise<AttemptRow | undefined> {
    const [row] = await (tx ?? this.db).select().from(paymentAttempts).where(eq(paymentAttempts.id, id));
    return row;
  }

  async insert(attempt: NewAttempt, tx: Tx): Promise<AttemptRow> {
    const [row] = await tx.insert(paymentAttempts).values(attempt).returning();
    if (!row) throw new Error('payment attempt not inserted');
    return row;
  }

  /** Changes an attempt only while it is still in `from`; returns whether it did (one settler wins). */
  async move(
    id: number,
    from: AttemptState,
    change: Partial<Pick<AttemptRow, 'state' | 'transactionId' | 'reason' | 'providerRef'>>,
    tx?: DbOrTx,
  ): Promise<boolean> {
    const moved = await (tx ?? this.db)
      .update(paymentAttempts)
      .set({ ...change, updatedAt: new Date() })
      .where(and(eq(paymentAttempts.id, id), eq(paymentAttempts.state, from)))
      .returning({ id: paymentAttempts.id });
    return moved.length > 0;
  }

  /** Attempts left pending since before `cutoff`: their process died (or forgot them) while waiting. */
  async orphaned(cutoff: Date, limit = 50): Promise<AttemptRow[]> {
    return this.db
      .select()
      .from(paymentAttempts)
      .where(and(eq(paymentAttempts.state, 'pending'), lt(paymentAttempts.updatedAt, cutoff)))
      .limit(limit);
  }

  /**
   * Claims payments to give back that nobody touched since `cutoff` (a lease: another process trying the same
   * one meanwhile leaves it alone), marking them touched now.
   */
  async claimReversals(cutoff: Date): Promise<AttemptRow[]> {
    return this.db
      .update(paymentAttempts)
      .set({ updatedAt: new Date() })
      .where(
        and(
          eq(paymentAttempts.state, 'reversing'),
          lt(paymentAttempts.updatedAt, cutoff),
          isNotNull(paymentAttempts.transactionId),
        ),
      )
      .returning();
  }

  /**
   * Attempts that failed for want of an answer, made after `since` and untouched since `cutoff`, whatever became of
   * their order: claimed now (marked touched), so each is looked up again at most once a lease. A wallet may still
   * approve such a payment late: after a retry paid the order, or after the order was cancelled, that money must go
   * back.
   */
  async claimUnconfirmed(since: Date, cutoff: Date): Promise<AttemptRow[]> {
    return this.db
      .update(paymentAttempts)
      .set({ updatedAt: new Date() })
      .where(
        and(
          eq(paymentAttempts.state, 'failed'),
          eq(paymentAttempts.reason, 'paymentNotConfirmed'),
          gt(paymentAttempts.createdAt, since),
          lt(paymentAttempts.updatedAt, cutoff),
        ),
      )
      .returning();
  }

  /**
   * Mobile-money orders pending since before `cutoff` with no attempt waiting: their first attempt was never sent
   * (the process stopped between placing the order and asking the wallet).
   */
  async stalled(cutoff: Date, limit = 50): Promise<Pick<OrderRow, 'id'>[]> {
    const waiting = this.db
      .select({ id: paymentAttempts.id })
      .from(paymentAttempts)
      .where(and(eq(paymentAttempts.orderId, orders.id), eq(paymentAttempts.state, 'pending')));
    return this.db
      .select({ id: orders.id })
      .from(orders)
      .where(
        and(
          inArray(orders.paymentMethod, [...MOBILE_MONEY_METHODS]),
          eq(orders.paymentStatus, 'pending'),
          ne(orders.status, 'cancelled'),
          lt(orders.updatedAt, cutoff),
          not(exists(waiting)),
        ),
      )
      .limit(limit);
  }

  /** Unpaid mobile-money orders whose payment failed before `cutoff` and that are not cancelled yet. */
  async expiredHolds(cutoff: Date, limit = 50): Promise<Pick<OrderRow, 'id' | 'orderNumber'>[]> {
    return this.db
      .select({ id: orders.id, orderNumber: orders.orderNumber })
      .from(orders)
      .where(
        and(
          inArray(orders.paymentMethod, [...MOBILE_MONEY_METHODS]),
          eq(orders.paymentStatus, 'failed'),
          ne(orders.status, 'cancelled'),
          lt(orders.paymentFailedAt, cutoff),
        ),
      )
      .limit(limit);
  }
}
