/** The queries of returnable containers: the lines that took them new, and the count that came back. */
import { and, asc, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { DbOrTx } from '../../db/tx';
import { orderItems, orders, products } from '../../db/schema';

export interface DepositLine {
  orderId: number;
  containersReturned: number;
  currency: string;
  quantity: number;
  depositTotal: number;
  productId: number;
  nameEn: string | null;
  nameSo: string | null;
}

export class ContainerRepository {
  constructor(private readonly db: Db) {}

  /** The lines of an order that took containers new (with their deposit). */
  async newLines(orderId: number, tx?: DbOrTx) {
    return (tx ?? this.db)
      .select({ quantity: orderItems.quantity })
      .from(orderItems)
      .where(and(eq(orderItems.orderId, orderId), eq(orderItems.containerMode, 'new')));
  }

  /** Sets how many of the order's new containers came back, unless the order was cancelled meanwhile. */
  async setReturned(orderId: number, returned: number, tx?: DbOrTx): Promise<boolean> {
    const updated = await (tx ?? this.db)
      .update(orders)
      .set({ containersReturned: returned, updatedAt: new Date() })
      .where(and(eq(orders.id, orderId), ne(orders.status, 'cancelled')))
      .returning({ id: orders.id });
    return updated.length > 0;
  }

  /** Every new-container line of a customer's orders that were not cancelled, oldest first. */
  async depositLines(userId: number): Promise<DepositLine[]> {
    return this.db
      .select({
        orderId: orders.id,
        containersReturned: orders.containersReturned,
        currency: orders.currency,
        quantity: orderItems.quantity,
        depositTotal: orderItems.depositTotal,
        productId: orderItems.productId,
        nameEn: products.containerNameEn,
        nameSo: products.containerNameSo,
      })
      .from(orderItems)
      .innerJoin(orders, eq(orders.id, orderItems.orderId))
      .innerJoin(products, eq(products.id, orderItems.productId))
      .where(
        and(eq(orders.userId, userId), ne(orders.status, 'cancelled'), eq(orderItems.containerMode, 'new')),
      )
      .orderBy(asc(orders.id), asc(orderItems.id));
  }
}
