/**
 * The queries of a store's statement and its payouts: one grouped pass over the period's orders, one sum of its
 * payouts; periods are whole days in the store's own time zone.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { PaymentMethod } from '@suuq/shared/payment-methods';
import type { Db } from '../../db/client';
import { orders, payouts, stores } from '../../db/schema';
import type { DbOrTx } from '../../db/tx';

export type PayoutRow = typeof payouts.$inferSelect;

export interface MethodTotals {
  method: PaymentMethod;
  orders: number;
  collected: number;
  refunds: number;
  deliveredItems: number;
}

export class LedgerRepository {
  constructor(private readonly db: Db) {}

  /** The instants a period of local days starts and ends at, in the store's zone (the end excluded). */
  private period(from: string, to: string) {
    return {
      start: sql`((${from}::date)::timestamp at time zone ${stores.timezone})`,
      end: sql`(((${to}::date) + 1)::timestamp at time zone ${stores.timezone})`,
    };
  }

  /**
   * The period's orders of the store by payment method: how many were paid, what was collected (paid, given back
   * since, or delivered and paid by hand whether or not staff marked it), what was given back, and the items total
   * of the delivered ones.
   */
  async methodTotals(
    storeId: number,
    from: string,
    to: string,
    byHand: readonly PaymentMethod[],
  ): Promise<MethodTotals[]> {
    const { start, end } = this.period(from, to);
    const handMethods = sql.join(
      byHand.map((method) => sql`${method}`),
      sql`, `,
    );
    const collectedWhen = sql`(${orders.paymentStatus} in ('paid', 'refunded') or (${orders.status} = 'delivered' and ${orders.paymentMethod} in (${handMethods})))`;
    const rows = await this.db
      .select({
        method: orders.paymentMethod,
        orders: sql<number>`count(*) filter (where ${collectedWhen})::int`,
        collected: sql<number>`coalesce(sum(${orders.total}) filter (where ${collectedWhen}), 0)::int`,
        refunds: sql<number>`coalesce(sum(${orders.total}) filter (where ${orders.paymentStatus} = 'refunded'), 0)::int`,
        deliveredItems: sql<number>`coalesce(sum(${orders.subtotal}) filter (where ${orders.status} = 'delivered'), 0)::int`,
      })
      .from(orders)
      .innerJoin(stores, eq(stores.id, orders.storeId))
      .where(
        and(
          eq(orders.storeId, storeId),
          sql`${orders.createdAt} >= ${start}`,
          sql`${orders.createdAt} < ${end}`,
        ),
      )
      .groupBy(orders.paymentMethod)
      .orderBy(orders.paymentMethod);
    return rows.map((row) => ({ ...row, orders: Number(row.orders), collected: Number(row.collected) }));
  }

  async payoutsTotal(storeId: number, from: string, to: string): Promise<number> {
    const { start, end } = this.period(from, to);
    const [row] = await this.db
      .select({ total: sql<number>`coalesce(sum(${payouts.amount}), 0)::int` })
      .from(payouts)
      .innerJoin(stores, eq(stores.id, payouts.storeId))
      .where(
        and(
          eq(payouts.storeId, storeId),
          sql`${payouts.createdAt} >= ${start}`,
          sql`${payouts.createdAt} < ${end}`,
        ),
      );
    return Number(row?.total ?? 0);
  }

  /** Records a payout once per reference: a repeat answers the first one (`created: false`). */
  async addPayout(
    values: typeof payouts.$inferInsert,
    tx: DbOrTx,
  ): Promise<{ payout: PayoutRow; created: boolean }> {
    const [inserted] = await tx
      .insert(payouts)
      .values(values)
      .onConflictDoNothing({ target: payouts.reference })
      .returning();
    if (inserted) return { payout: inserted, created: true };
    const [first] = await tx.select().from(payouts).where(eq(payouts.reference, values.reference)).limit(1);
    return { payout: first!, created: false };
  }
}
