/**
 * What placing an order costs the database: a typical cart (a product with variants, two of its variants and a
 * simple product) placed with an Idempotency-Key runs a fixed, small number of statements, so the count cannot
 * creep back up unnoticed; and what the fewer statements must still guarantee: a finished answer under a key is
 * never overwritten, and stock rows are locked in the one lock order. Runs on PGlite and, with TEST_DATABASE_URL,
 * on PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { Product } from '@suuq/shared/catalog';
import { idempotencyKeys, orders, productVariants, products, stores } from '../../db/schema';
import { withTransaction } from '../../db/tx';
import { lockStatement } from './stock-repository';
import { findProduct, loadFixtures, type Fixtures } from '../../test/catalog-fixtures';
import { createTestApp, type TestContext } from '../../test/test-app';
import { newOrderNumber } from './order-number';
import { OrderRepository } from './order-repository';
import { orderKit } from './order-test-kit';

let ctx: TestContext;
let fixtures: Fixtures;
const kit = orderKit(() => ({ app: ctx.app, fixtures }));

beforeAll(async () => {
  ctx = await createTestApp();
  fixtures = await loadFixtures(ctx.app);
});
afterAll(() => ctx.close());

function requiredOptions(product: Product): number[] {
  return product.options.filter((g) => g.required).map((g) => g.children[0]!.id);
}

/** Statements that are not the transaction's own bounds. */
function statements(queries: string[]) {
  return queries.filter((q) => !/^\s*(begin|commit|rollback)\b/i.test(q));
}

describe('placing an order', () => {
  it('runs a fixed, small number of statements for a typical cart', async () => {
    const { store, product } = await findProduct(
      fixtures,
      (p, s) =>
        p.has_variant &&
        p.childrens.length >= 2 &&
        p.options.every((g) => !g.required || g.children.length > 0) &&
        s.is_open,
    );
    const db = ctx.testDb.database.db;
    await db.update(stores).set({ minOrderAmount: 0 }).where(eq(stores.id, store.id));
    await db.update(productVariants).set({ stock: 1_000 }).where(eq(productVariants.productId, product.id));
    await db.update(products).set({ unlimitedStock: false }).where(eq(products.id, product.id));
    const simple = (await fixtures.freshProductsOf(store.id)).find(
      (p) => !p.has_variant && p.options.length === 0 && p.id !== product.id,
    );
    if (!simple) throw new Error('no simple product');
    await db.update(products).set({ stock: 1_000, unlimitedStock: false }).where(eq(products.id, simple.id));
    const [a, b] = product.childrens;
    const options = requiredOptions(product);
    const body = await kit.orderBody(store, [
      { product_id: product.id, variant_id: b!.id, option_ids: options, quantity: 2 },
      { product_id: simple.id, quantity: 3 },
      { product_id: product.id, variant_id: a!.id, option_ids: options, quantity: 1 },
    ]);
    // One order first, so what is read once per process (settings, caches) is not counted.
    const first = await kit.place(store, body, { 'Idempotency-Key': 'count-warm-up' });
    expect(first.statusCode, first.body).toBe(201);

    ctx.queries.length = 0;
    const res = await kit.place(store, body, { 'Idempotency-Key': 'count-typical-cart' });
    expect(res.statusCode, res.body).toBe(201);
    const placed = statements(ctx.queries);
    // In the transaction: the key held with its answer, the store, its branch, hours and zones and the cart's
    // catalog, all read by one statement; the stock rows locked in order; and the order with its lines, history,
    // answer and the stock it takes.
    expect(placed.length, placed.join('\n\n')).toBeLessThanOrEqual(3);

    // What the statements did: every line written in cart order, its stock taken, the product showing its sum.
    const order = res.json<{ data: { items: { quantity: number }[]; status_history: unknown[] } }>().data;
    expect(order.items.map((item) => item.quantity)).toEqual([2, 3, 1]);
    expect(order.status_history).toHaveLength(1);
    const variants = await db.select().from(productVariants).where(eq(productVariants.productId, product.id));
    expect(variants.find((v) => v.id === a!.id)?.stock).toBe(1_000 - 2);
    expect(variants.find((v) => v.id === b!.id)?.stock).toBe(1_000 - 4);
    const [withVariants] = await db.select().from(products).where(eq(products.id, product.id));
    expect(withVariants?.stock).toBe(variants.reduce((sum, v) => sum + v.stock, 0));
    const [plain] = await db.select().from(products).where(eq(products.id, simple.id));
    expect(plain?.stock).toBe(1_000 - 6);

    // The same key again answers the first order, in fewer statements still, and takes nothing.
    ctx.queries.length = 0;
    const again = await kit.place(store, body, { 'Idempotency-Key': 'count-typical-cart' });
    expect(again.statusCode).toBe(201);
    expect(again.json<{ data: { order_number: string } }>().data.order_number).toBe(
      res.json<{ data: { order_number: string } }>().data.order_number,
    );
    expect(statements(ctx.queries).length).toBeLessThanOrEqual(5);
    const [plainAfter] = await db.select().from(products).where(eq(products.id, simple.id));
    expect(plainAfter?.stock).toBe(1_000 - 6);
  });

  it('never overwrites a finished answer: a request that missed it rolls back and replays it', async () => {
    const { store, line } = await (async () => {
      const open = fixtures.stores.find((s) => s.is_open)!;
      return { store: open, ...(await kit.simpleLine(open)) };
    })();
    const body = await kit.orderBody(store, [line]);
    const first = await kit.place(store, body, { 'Idempotency-Key': 'answered-meanwhile' });
    expect(first.statusCode, first.body).toBe(201);
    const db = ctx.testDb.database.db;
    const [stored] = await db
      .select()
      .from(idempotencyKeys)
      .where(eq(idempotencyKeys.key, 'answered-meanwhile'));
    const [order] = await db.select().from(orders).where(eq(orders.id, stored!.orderId!));
    // A second request with the key, as if its read had come just before the first committed.
    const repository = new OrderRepository(db, { bank: '', accountName: '', accountNumber: '' });
    const { id: _id, orderNumber: _number, createdAt: _created, updatedAt: _updated, ...copy } = order!;
    const written = await withTransaction(db, (tx) =>
      repository.insertPlacement(
        {
          order: { ...copy, orderNumber: newOrderNumber() },
          items: [],
          status: 'sent',
          byUserId: null,
          answer: {
            scope: stored!.scope,
            key: stored!.key,
            requestHash: stored!.requestHash,
            responseStatus: 201,
            responseBody: { order_number: 'SECOND' },
          },
        },
        tx,
      ),
    );
    expect(written?.answered).toBe(false);
    const [after] = await db
      .select()
      .from(idempotencyKeys)
      .where(eq(idempotencyKeys.key, 'answered-meanwhile'));
    expect(after?.orderId).toBe(stored!.orderId);
    expect(after?.responseBody).toEqual(stored!.responseBody);
  });

  it('locks stock rows in the one lock order: variants by id, then products by id', async () => {
    const db = ctx.testDb.database.db;
    const plan = (await db.execute(sql`explain (costs off) ${lockStatement([9, 3, 5], [7, 2])}`)) as {
      rows: Record<string, string>[];
    };
    const lines = plan.rows.map((row) => Object.values(row)[0]!.trim());
    // Append runs its arms one after the other; each arm locks (LockRows) rows as they come out of an id order.
    expect(lines[0]).toBe('Append');
    const arms = lines.flatMap((line, i) => (line.endsWith('LockRows') ? [lines[i + 1]!] : []));
    expect(arms, lines.join('\n')).toHaveLength(2);
    const ordered = (table: string) => (below: string) =>
      (below.startsWith('->  Sort') && lines.some((line) => line === `Sort Key: ${table}.id`)) ||
      below.includes(`Index Scan using ${table}_pkey`);
    expect(ordered('product_variants')(arms[0]!), lines.join('\n')).toBe(true);
    expect(ordered('products')(arms[1]!), lines.join('\n')).toBe(true);
    expect(lines.findIndex((l) => l.includes('product_variants'))).toBeLessThan(
      lines.findIndex((l) => / products\b|products\.id|products_pkey/.test(l)),
    );
  });
});
