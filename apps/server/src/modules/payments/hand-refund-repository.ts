/**
 * Every query of money owed back by hand (`hand_refunds`): recorded when an order is cancelled or a line of a paid
 * order is removed or made cheaper, given by staff.
 */
import { and, eq, sum } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/tx';
import { handRefunds } from '../../db/schema';
import type { PaymentOrder } from './payment-provider';

export class HandRefundRepository {
  /** Records the order's total as owed back; a second call for the same order changes nothing. */
  async recordDue(order: PaymentOrder, tx: Tx): Promise<void> {
    await tx
      .insert(handRefunds)
      .values({
        orderId: order.id,
        method: order.paymentMethod,
        amount: order.total,
        currency: order.currency,
      })
      .onConflictDoNothing();
  }

  /** Records what a change of a paid order's lines owes back (minor units); each change is its own row. */
  async recordChange(order: PaymentOrder, amount: number, tx: Tx): Promise<void> {
    await tx.insert(handRefunds).values({
      orderId: order.id,
      method: order.paymentMethod,
      amount,
      currency: order.currency,
      kind: 'changed',
    });
  }

  /** What the order's changes owed back and staff have already given by hand (minor units). */
  async givenForChanges(orderId: number, tx: Tx): Promise<number> {
    const [row] = await tx
      .select({ given: sum(handRefunds.amount) })
      .from(handRefunds)
      .where(
        and(
          eq(handRefunds.orderId, orderId),
          eq(handRefunds.kind, 'changed'),
          eq(handRefunds.state, 'given'),
        ),
      );
    return Number(row?.given ?? 0);
  }

  /**
   * A cancelled order part of whose payment already went back by hand: the rest of it (the order's changed total)
   * is owed back by hand too, since a provider's refund of the whole payment would give that part twice.
   */
  async recordRest(order: PaymentOrder, tx: Tx): Promise<void> {
    await tx.insert(handRefunds).values({
      orderId: order.id,
      method: order.paymentMethod,
      amount: order.total,
      currency: order.currency,
      kind: 'rest',
    });
  }

  /**
   * The order was cancelled and its provider gives the whole payment back by itself: what its changes still owed
   * goes back with it, and is no longer due by hand.
   */
  async coverChanges(orderId: number, tx: Tx): Promise<void> {
    await tx
      .update(handRefunds)
      .set({ state: 'covered' })
      .where(
        and(eq(handRefunds.orderId, orderId), eq(handRefunds.kind, 'changed'), eq(handRefunds.state, 'due')),
      );
  }

  /** Marks what the order is owed back as given by `staffId`; answers the rows that were due. */
  async give(
    orderId: number,
    staffId: number,
    at: Date,
    tx: DbOrTx,
  ): Promise<{ id: number; amount: number }[]> {
    return tx
      .update(handRefunds)
      .set({ state: 'given', givenBy: staffId, givenAt: at })
      .where(and(eq(handRefunds.orderId, orderId), eq(handRefunds.state, 'due')))
      .returning({ id: handRefunds.id, amount: handRefunds.amount });
  }
}
