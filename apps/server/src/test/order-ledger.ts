/**
 * For the crash, retry and fault tests: a store made ready for a load of orders (open, no minimum, a few simple
 * products with a known starting stock), the bodies of those orders, and the ledger check afterwards: every
 * order the client was told about exists whole, nothing is half-written, and sold plus remaining stock equals
 * the starting stock of every product.
 */
import { and, asc, eq, inArray, notExists, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import {
  branches,
  choiceGroups,
  idempotencyKeys,
  orderItems,
  orderStatusHistory,
  orders,
  products,
  stores,
} from '../db/schema';

export interface LoadStore {
  storeId: number;
  branchId: number;
  productIds: number[];
  startingStock: number;
}

/**
 * Opens the first store that sells `count` simple products (no variants, no options) for delivery with no
 * minimum, and gives those products `stock` units each.
 */
export async function prepareLoadStore(db: Db, count: number, stock: number): Promise<LoadStore> {
  for (const store of await db.select().from(stores).orderBy(asc(stores.id))) {
    const [branch] = await db.select().from(branches).where(eq(branches.storeId, store.id)).limit(1);
    const simple = await db
      .select({ id: products.id })
      .from(products)
      .where(
        and(
          eq(products.storeId, store.id),
          eq(products.hasVariant, false),
          eq(products.saleable, true),
          notExists(db.select().from(choiceGroups).where(eq(choiceGroups.productId, products.id))),
        ),
      )
      .orderBy(asc(products.id))
      .limit(count);
    if (simple.length < count || !branch) continue;
    await db
      .update(stores)
      .set({ isOpen: true, minOrderAmount: 0, delivery: true })
      .where(eq(stores.id, store.id));
    const productIds = simple.map((p) => p.id);
    await db.update(products).set({ stock, unlimitedStock: false }).where(inArray(products.id, productIds));
    return { storeId: store.id, branchId: branch.id, productIds, startingStock: stock };
  }
  throw new Error(`No demo store sells ${count} simple products`);
}

export interface Line {
  product_id: number;
  quantity: number;
}

/** Order n's lines: one to three of the products, one to three units each, always the same for the same n. */
export function linesFor(store: LoadStore, n: number): Line[] {
  const count = 1 + (n % 3);
  return Array.from({ length: count }, (_, i) => ({
    product_id: store.productIds[(n + i) % store.productIds.length]!,
    quantity: 1 + ((n + i) % 3),
  }));
}

/** The body of order n. */
export function orderBody(store: LoadStore, n: number) {
  return {
    branch_id: store.branchId,
    delivery_method: 'delivery',
    payment_method: 'cash',
    customer: { name: `Load buyer ${n}`, phone: `+25263${String(1_000_000 + n)}` },
    address: { line: `Hodan, house ${n}`, lat: 2.03, lng: 45.31 },
    items: linesFor(store, n),
  };
}

export interface LedgerReport {
  /** Orders in the database. */
  orders: number;
  /** Orders the client was told about (201) that are not in the database, or not whole. */
  missing: string[];
  /** Orders without items, items without an order, status rows without an order, answers without an order. */
  halfWritten: number;
  /** Per product: starting stock, units sold, units left. */
  stock: { productId: number; start: number; sold: number; left: number }[];
}

/**
 * Checks the database against what the client saw: `answered` maps each order number answered 201 to the
 * order's lines.
 */
export async function checkLedger(
  db: Db,
  store: LoadStore,
  answered: Map<string, Line[]>,
): Promise<LedgerReport> {
  const rows = await db
    .select({
      number: orders.orderNumber,
      productId: orderItems.productId,
      quantity: orderItems.quantity,
    })
    .from(orders)
    .innerJoin(orderItems, eq(orderItems.orderId, orders.id));
  const found = new Map<string, Line[]>();
  for (const row of rows) {
    const lines = found.get(row.number) ?? [];
    lines.push({ product_id: row.productId, quantity: row.quantity });
    found.set(row.number, lines);
  }
  const key = (lines: Line[]) =>
    lines
      .map((l) => `${l.product_id}x${l.quantity}`)
      .sort()
      .join(',');
  const missing = [...answered].filter(
    ([number, lines]) => !found.has(number) || key(found.get(number)!) !== key(lines),
  );

  const result = (await db.execute(sql`
    select
      (select count(*) from ${orders})::int as orders,
      (select count(*) from ${orders} o
        where not exists (select 1 from ${orderItems} i where i.order_id = o.id))::int as without_items,
      (select count(*) from ${orders} o
        where not exists (select 1 from ${orderStatusHistory} h where h.order_id = o.id))::int as without_history,
      (select count(*) from ${orderItems} i
        where not exists (select 1 from ${orders} o where o.id = i.order_id))::int as orphan_items,
      (select count(*) from ${orderStatusHistory} h
        where not exists (select 1 from ${orders} o where o.id = h.order_id))::int as orphan_history,
      (select count(*) from ${idempotencyKeys} k
        where k.state <> 'done' or not exists (select 1 from ${orders} o where o.id = k.order_id))::int
        as orphan_answers
  `)) as { rows: Record<string, number>[] };
  const counts = result.rows[0]!;
  const halfWritten =
    counts.without_items! +
    counts.without_history! +
    counts.orphan_items! +
    counts.orphan_history! +
    counts.orphan_answers!;

  const sold = await db
    .select({
      productId: orderItems.productId,
      units: sql<number>`coalesce(sum(${orderItems.quantity}), 0)::int`,
    })
    .from(orderItems)
    .where(inArray(orderItems.productId, store.productIds))
    .groupBy(orderItems.productId);
  const left = await db
    .select({ id: products.id, stock: products.stock })
    .from(products)
    .where(inArray(products.id, store.productIds));
  const stock = store.productIds.map((productId) => ({
    productId,
    start: store.startingStock,
    sold: sold.find((s) => s.productId === productId)?.units ?? 0,
    left: left.find((p) => p.id === productId)?.stock ?? -1,
  }));
  return { orders: counts.orders!, missing: missing.map(([number]) => number), halfWritten, stock };
}

/** "stock 5000 = 812 sold + 4188 left" over all the load's products. */
export function stockLine(report: LedgerReport): string {
  const start = report.stock.reduce((sum, s) => sum + s.start, 0);
  const sold = report.stock.reduce((sum, s) => sum + s.sold, 0);
  const left = report.stock.reduce((sum, s) => sum + s.left, 0);
  return `stock ${start} = ${sold} sold + ${left} left`;
}
