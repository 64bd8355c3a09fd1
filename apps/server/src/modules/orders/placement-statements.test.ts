/**
 * What placing an order costs the database: a typical cart (a product with variants, two of its variants and a
 * simple product) placed with an Idempotency-Key runs a fixed, small number of statements, so the count cannot
 * creep back up unnoticed; and what the fewer statements must still guarantee: a finished answer under a key is
 * never overwritten, and stock rows are locked in the one lock order. Runs on PGlite and, with TEST_DATABASE_URL,
 * on PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import type { Product } from '@suuq/shared/catalog';
import { idempotencyKeys, orders, productVariants, products, stores } from '../../db/schema';
import { withTransaction } from '../../db/tx';
import { findProduct, loadFixtures, type Fixtures } from '../../test/catalog-fixtures';
import { createTestApp, type TestContext } from '../../test/test-app';
import { usingPostgres } from '../../test/test-database';
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

/** An open store's product with two or more variants, each with `stock` units, and no minimum order. */
async function variantProductWithStock(stock: number) {
  const found = await findProduct(fixtures, (p, s) => p.has_variant && p.childrens.length >= 2 && s.is_open);
  const db = ctx.testDb.database.db;
  await db.update(stores).set({ minOrderAmount: 0 }).where(eq(stores.id, found.store.id));
  await db.update(productVariants).set({ stock }).where(eq(productVariants.productId, found.product.id));
  await db.update(products).set({ unlimitedStock: false }).where(eq(products.id, found.product.id));
  return found;
}

/** Waits until one transaction of the test database (the order's) is waiting for a lock. */
async function orderWaitsForALock(client: pg.Client) {
  const waiting = async () =>
    (
      await client.query<{ waiting: number }>(
        `select count(*)::int as waiting from pg_stat_activity
         where datname = current_database() and wait_event_type = 'Lock'`,
      )
    ).rows[0]!.waiting;
  await expect.poll(waiting, { timeout: 10_000 }).toBe(1);
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
    // catalog, all read by one statement; the order with its lines, history and answer; and the stock it takes,
    // sent with COMMIT on PostgreSQL.
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

  // Only PostgreSQL runs transactions side by side (PGlite runs one at a time, so no order ever waits there).
  it.runIf(usingPostgres)(
    'locks stock rows in the one lock order: variants by id, then products by id',
    async () => {
      const { store, product } = await variantProductWithStock(1_000);
      const db = ctx.testDb.database.db;
      const plain = (await fixtures.freshProductsOf(store.id))
        .filter((p) => !p.has_variant && p.options.length === 0 && p.id !== product.id)
        .slice(0, 2);
      if (plain.length < 2) throw new Error('two simple products needed');
      for (const p of plain)
        await db.update(products).set({ stock: 1_000, unlimitedStock: false }).where(eq(products.id, p.id));
      const [low, high] = [...product.childrens].sort((x, y) => x.id - y.id);
      const [first, second] = plain.map((p) => p.id).sort((x, y) => x - y);
      const options = requiredOptions(product);
      // Lines in an order of their own, so that only the lock order can put them in order.
      const body = await kit.orderBody(store, [
        { product_id: second!, quantity: 1 },
        { product_id: product.id, variant_id: high!.id, option_ids: options, quantity: 1 },
        { product_id: first!, quantity: 1 },
        { product_id: product.id, variant_id: low!.id, option_ids: options, quantity: 1 },
      ]);

      const connect = async () => {
        const client = new pg.Client({ connectionString: ctx.testDb.url });
        await client.connect();
        return client;
      };
      const [holder, probe] = await Promise.all([connect(), connect()]);
      /** Whether another transaction holds the row now (a lock that cannot be taken at once). */
      const heldByOther = async (table: 'product_variants' | 'products', id: number) =>
        probe
          .query(`select 1 from ${table} where id = $1 for no key update nowait`, [id])
          .then(() => false)
          .catch((error: { code?: string }) => {
            if (error.code === '55P03') return true;
            throw error;
          });
      /** Places the order while `holder` holds one row, and says which other rows the order holds meanwhile. */
      async function whileHolding(table: 'product_variants' | 'products', id: number) {
        await holder.query('begin');
        await holder.query(`select 1 from ${table} where id = $1 for no key update`, [id]);
        const placing = kit.place(store, body);
        // The order is waiting for the held row.
        await orderWaitsForALock(probe);
        const held = {
          lowVariant: await heldByOther('product_variants', low!.id),
          highVariant: await heldByOther('product_variants', high!.id),
          firstProduct: await heldByOther('products', first!),
          secondProduct: await heldByOther('products', second!),
          withVariants: await heldByOther('products', product.id),
        };
        await holder.query('commit');
        const placed = await placing;
        expect(placed.statusCode, placed.body).toBe(201);
        return held;
      }
      try {
        // Waiting for the second variant: it holds the first, and no product yet.
        expect(await whileHolding('product_variants', high!.id)).toEqual({
          lowVariant: true,
          highVariant: true,
          firstProduct: false,
          secondProduct: false,
          withVariants: false,
        });
        // Waiting for the product with the highest id: it holds every variant and every product below it.
        const held = await whileHolding('products', Math.max(first!, second!, product.id));
        expect(Object.values(held).every(Boolean), JSON.stringify(held)).toBe(true);
      } finally {
        await holder.end();
        await probe.end();
      }
    },
  );

  // Only PostgreSQL lets stock change while an order waits for its rows.
  it.runIf(usingPostgres)(
    'refuses with 409 and what was left when the stock fell while the order waited for its rows, taking nothing',
    async () => {
      const { store, product } = await variantProductWithStock(50);
      const db = ctx.testDb.database.db;
      const [low, high] = [...product.childrens].sort((x, y) => x.id - y.id);
      const options = requiredOptions(product);
      const body = await kit.orderBody(store, [
        { product_id: product.id, variant_id: low!.id, option_ids: options, quantity: 1 },
        { product_id: product.id, variant_id: high!.id, option_ids: options, quantity: 3 },
      ]);
      const ordersBefore = (await db.select({ id: orders.id }).from(orders)).length;

      const holder = new pg.Client({ connectionString: ctx.testDb.url });
      await holder.connect();
      try {
        // Staff hold the second variant, and set it to 2 while the order (which read 50) waits for it.
        await holder.query('begin');
        await holder.query('select 1 from product_variants where id = $1 for no key update', [high!.id]);
        const placing = kit.place(store, body);
        await orderWaitsForALock(holder);
        await holder.query('update product_variants set stock = 2 where id = $1', [high!.id]);
        await holder.query('commit');
        const refused = await placing;
        expect(refused.statusCode, refused.body).toBe(409);
        expect(refused.json<{ errors: unknown }>().errors).toEqual({
          items: [{ product_id: product.id, variant_id: high!.id, available: 2 }],
        });
      } finally {
        await holder.end();
      }
      // Nothing taken from the line that had enough, and no order written.
      const variants = await db
        .select()
        .from(productVariants)
        .where(eq(productVariants.productId, product.id));
      expect(variants.find((v) => v.id === low!.id)?.stock).toBe(50);
      expect(variants.find((v) => v.id === high!.id)?.stock).toBe(2);
      expect((await db.select({ id: orders.id }).from(orders)).length).toBe(ordersBefore);
    },
  );
});
