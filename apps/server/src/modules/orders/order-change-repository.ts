/**
 * The writes of staff changing an order after it was placed: its lines (locked, removed, added), its new sums, the
 * change kept on the order, and why it was cancelled.
 */
import { asc, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/tx';
import { orderItems, orders } from '../../db/schema';
import type { NewOrder, NewOrderItem, OrderItemRow } from './order-repository';
import type { OrderChangeSnapshot } from './order-view';

export class OrderChangeRepository {
  /** The order's lines, locked for the rest of the transaction (after the order's own row). */
  async lockItems(orderId: number, tx: Tx): Promise<OrderItemRow[]> {
    return tx
      .select()
      .from(orderItems)
      .where(eq(orderItems.orderId, orderId))
      .orderBy(asc(orderItems.id))
      .for('update');
  }

  async deleteItem(itemId: number, tx: Tx): Promise<void> {
    await tx.delete(orderItems).where(eq(orderItems.id, itemId));
  }

  async insertItem(item: NewOrderItem, tx: Tx): Promise<OrderItemRow> {
    const [row] = await tx.insert(orderItems).values(item).returning();
    return row!;
  }

  /** Writes an order's new sums after a line changed (the database checks that they add up). */
  async setTotals(
    orderId: number,
    totals: Pick<NewOrder, 'subtotal' | 'depositTotal' | 'total'>,
    at: Date,
    tx: Tx,
  ): Promise<void> {
    await tx
      .update(orders)
      .set({ ...totals, updatedAt: at })
      .where(eq(orders.id, orderId));
  }

  /** Adds one change to the order's list (under the order's lock). */
  async addChange(orderId: number, change: OrderChangeSnapshot, tx: Tx): Promise<void> {
    await tx
      .update(orders)
      .set({ changes: sql`${orders.changes} || ${JSON.stringify([change])}::jsonb` })
      .where(eq(orders.id, orderId));
  }

  async setCancelReason(orderId: number, reason: string, note: string | null, tx: Tx): Promise<void> {
    await tx.update(orders).set({ cancelReason: reason, cancelNote: note }).where(eq(orders.id, orderId));
  }
}
