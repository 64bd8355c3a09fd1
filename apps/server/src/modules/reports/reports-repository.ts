/**
 * The queries of a store's sales report: grouped passes over the period's orders (or their lines), periods being
 * whole days in the store's own time zone. Every figure is a sum of integer minor units.
 */
import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { handRefunds, orderItems, orders, stores } from '../../db/schema';

/** What a group of orders adds up to, in minor units: sales are the delivered orders, refunds any given back. */
export interface OrderFigures {
  key: string;
  orders: number;
  quantity: number;
  itemsTotal: number;
  deliveryFees: number;
  deposits: number;
  total: number;
  refunds: number;
}

export interface ProductFigures {
  productId: number;
  variantId: number | null;
  /** The line's name as last ordered, in English and in Somali (null on lines kept before Somali names were). */
  name: string;
  nameSo: string | null;
  orders: number;
  quantity: number;
  itemsTotal: number;
  deposits: number;
}

export interface ReportStore {
  id: number;
  slug: string;
  currency: string;
  timezone: string;
}

const delivered = sql`${orders.status} = 'delivered'`;

/**
 * What went back to the customer of one order: every amount staff gave back by hand, and the whole payment when its
 * provider gave it back itself (the order refunded with nothing of its cancel given by hand: its total as it stood,
 * plus the changes' differences that went back with it, `covered`).
 */
const refunded = sql`(
  coalesce((select sum(${handRefunds.amount}) from ${handRefunds}
    where ${handRefunds.orderId} = ${orders.id} and ${handRefunds.state} = 'given'), 0)
  + case when ${orders.paymentStatus} = 'refunded' and not exists (
      select 1 from ${handRefunds} where ${handRefunds.orderId} = ${orders.id} and ${handRefunds.state} = 'given'
        and ${handRefunds.kind} in ('cancelled', 'rest'))
    then ${orders.total} + coalesce((select sum(${handRefunds.amount}) from ${handRefunds}
      where ${handRefunds.orderId} = ${orders.id} and ${handRefunds.state} = 'covered'), 0)
    else 0 end)`;

export class ReportsRepository {
  constructor(private readonly db: Db) {}

  async store(storeId: number): Promise<ReportStore | undefined> {
    const [row] = await this.db
      .select({ id: stores.id, slug: stores.slug, currency: stores.currency, timezone: stores.timezone })
      .from(stores)
      .where(eq(stores.id, storeId))
      .limit(1);
    return row;
  }

  /** The store's orders placed from the first local day's start to the last one's end (excluded). */
  private inPeriod(storeId: number, from: string, to: string): SQL {
    return and(
      eq(orders.storeId, storeId),
      sql`${orders.createdAt} >= ((${from}::date)::timestamp at time zone ${stores.timezone})`,
      sql`${orders.createdAt} < (((${to}::date) + 1)::timestamp at time zone ${stores.timezone})`,
    )!;
  }

  /**
   * The period's orders grouped by the local day they were placed on (`YYYY-MM-DD`), by payment method, or all
   * together (`key` empty). Groups with neither a sale nor a refund are left out.
   */
  async orderFigures(
    storeId: number,
    from: string,
    to: string,
    by: 'day' | 'payment_method' | 'all',
  ): Promise<OrderFigures[]> {
    // No parameters in the key, so the grouped expression is the selected one, word for word.
    const key =
      by === 'day'
        ? sql<string>`to_char(${orders.createdAt} at time zone ${stores.timezone}, 'YYYY-MM-DD')`
        : by === 'payment_method'
          ? sql<string>`${orders.paymentMethod}`
          : sql<string>`''`;
    const sum = (column: SQL | typeof orders.total) =>
      sql<number>`coalesce(sum(${column}) filter (where ${delivered}), 0)::bigint`;
    const items = sql`(select sum(${orderItems.quantity}) from ${orderItems} where ${orderItems.orderId} = ${orders.id})`;
    const query = this.db
      .select({
        key,
        orders: sql<number>`count(*) filter (where ${delivered})::int`,
        quantity: sum(items),
        itemsTotal: sum(sql`${orders.subtotal}`),
        deliveryFees: sum(sql`${orders.deliveryFee}`),
        deposits: sum(sql`${orders.depositTotal}`),
        total: sum(sql`${orders.total}`),
        refunds: sql<number>`coalesce(sum(${refunded}), 0)::bigint`,
      })
      .from(orders)
      .innerJoin(stores, eq(stores.id, orders.storeId))
      .where(this.inPeriod(storeId, from, to))
      .$dynamic();
    const rows = await (by === 'all' ? query : query.groupBy(key).orderBy(key));
    return rows
      .map((row) => ({
        key: row.key,
        orders: Number(row.orders),
        quantity: Number(row.quantity),
        itemsTotal: Number(row.itemsTotal),
        deliveryFees: Number(row.deliveryFees),
        deposits: Number(row.deposits),
        total: Number(row.total),
        refunds: Number(row.refunds),
      }))
      .filter((row) => row.orders > 0 || row.refunds > 0);
  }

  /** The delivered orders' lines of the period by product (and variant), best sellers by takings first. */
  async productFigures(storeId: number, from: string, to: string): Promise<ProductFigures[]> {
    const itemsTotal = sql<number>`sum(${orderItems.total})::bigint`;
    const rows = await this.db
      .select({
        productId: orderItems.productId,
        variantId: orderItems.variantId,
        name: sql<string>`(array_agg(${orderItems.name} order by ${orderItems.id} desc))[1]`,
        nameSo: sql<string | null>`(array_agg(${orderItems.nameSo} order by ${orderItems.id} desc))[1]`,
        orders: sql<number>`count(distinct ${orders.id})::int`,
        quantity: sql<number>`sum(${orderItems.quantity})::bigint`,
        itemsTotal,
        deposits: sql<number>`sum(${orderItems.depositTotal})::bigint`,
      })
      .from(orderItems)
      .innerJoin(orders, eq(orders.id, orderItems.orderId))
      .innerJoin(stores, eq(stores.id, orders.storeId))
      .where(and(this.inPeriod(storeId, from, to), delivered))
      .groupBy(orderItems.productId, orderItems.variantId)
      .orderBy(desc(itemsTotal), orderItems.productId, orderItems.variantId);
    return rows.map((row) => ({
      ...row,
      orders: Number(row.orders),
      quantity: Number(row.quantity),
      itemsTotal: Number(row.itemsTotal),
      deposits: Number(row.deposits),
    }));
  }
}
