/** Every query of money owed back by hand (`hand_refunds`): recorded when an order is cancelled, given by staff. */
import { and, eq } from 'drizzle-orm';
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

  /** Marks what the order is owed back as given by `staffId`; answers how many were due. */
  async give(orderId: number, staffId: number, at: Date, tx: DbOrTx): Promise<number> {
    const given = await tx
      .update(handRefunds)
      .set({ state: 'given', givenBy: staffId, givenAt: at })
      .where(and(eq(handRefunds.orderId, orderId), eq(handRefunds.state, 'due')))
      .returning({ id: handRefunds.id });
    return given.length;
  }
}
