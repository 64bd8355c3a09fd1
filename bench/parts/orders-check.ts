/**
 * The books after the orders part: units sold = starting stock − remaining for every product and variant, no stock
 * below zero, and one order in the database for every 201 answer (and none for any other).
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import { orderItems, orders, productVariants, products } from '../../apps/server/src/db/schema';
import type { Db } from '../../apps/server/src/db/client';
import type { Setup, Stockable } from './orders-setup';

export async function stockOf(db: Db, stockables: Stockable[]) {
  const productRows = await db
    .select({ id: products.id, stock: products.stock })
    .from(products)
    .where(
      inArray(
        products.id,
        stockables.map((s) => s.productId),
      ),
    );
  const variantRows = await db
    .select({ id: productVariants.id, stock: productVariants.stock })
    .from(productVariants)
    .where(
      inArray(
        productVariants.id,
        stockables.flatMap((s) => (s.variantId ? [s.variantId] : [])),
      ),
    );
  const byKey = new Map<string, number>();
  for (const row of productRows) byKey.set(`${row.id}:0`, row.stock);
  for (const row of variantRows) {
    const owner = stockables.find((s) => s.variantId === row.id)!;
    byKey.set(`${owner.productId}:${row.id}`, row.stock);
  }
  return byKey;
}

export async function check(
  db: Db,
  storeId: number,
  setup: Setup,
  before: Map<string, number>,
  numbers: string[],
) {
  const after = await stockOf(db, setup.stockables);
  const sold = await db
    .select({
      productId: orderItems.productId,
      variantId: orderItems.variantId,
      units: sql<number>`sum(${orderItems.quantity})::int`,
    })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(eq(orders.storeId, storeId))
    .groupBy(orderItems.productId, orderItems.variantId);
  const soldBy = new Map(sold.map((s) => [`${s.productId}:${s.variantId ?? 0}`, s.units]));
  // Units of a variant are also counted against its product's total stock.
  const variantTotal = new Map<number, number>();
  for (const s of sold)
    if (s.variantId) variantTotal.set(s.productId, (variantTotal.get(s.productId) ?? 0) + s.units);

  const mismatched: string[] = [];
  let oversold = 0;
  for (const [key, start] of before) {
    const [productId] = key.split(':').map(Number) as [number, number];
    const units = soldBy.get(key) ?? (key.endsWith(':0') ? (variantTotal.get(productId) ?? 0) : 0);
    const left = after.get(key) ?? Number.NaN;
    if (start - left !== units) mismatched.push(`${key}: start ${start} − left ${left} ≠ sold ${units}`);
    oversold += Math.max(0, units - start);
  }
  const [negative] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(products)
    .where(sql`${products.stock} < 0`);
  const [negativeVariants] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(productVariants)
    .where(sql`${productVariants.stock} < 0`);
  const created = await db
    .select({ number: orders.orderNumber })
    .from(orders)
    .where(and(eq(orders.storeId, storeId)));
  const createdSet = new Set(created.map((o) => o.number));
  const answered = new Set(numbers);
  return {
    created: created.length,
    answered201: numbers.length,
    // A 201 without its order, or two 201s naming the same order.
    unmatched: numbers.filter((n) => !createdSet.has(n)).length + (numbers.length - answered.size),
    // Orders whose request was still in flight when a run stopped: made, but the answer never read.
    cutOff: created.filter((o) => !answered.has(o.number)).length,
    oversold,
    mismatched,
    negative: (negative?.n ?? 0) + (negativeVariants?.n ?? 0),
    scarceLeft: after.get(`${setup.scarce}:0`) ?? Number.NaN,
  };
}
