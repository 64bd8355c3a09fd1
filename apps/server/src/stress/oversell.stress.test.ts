/**
 * Oversell: 1,000 concurrent checkouts for 50 units, spread over several API processes sharing one PostgreSQL.
 * Exactly 50 orders succeed, stock ends at 0, every rejection is the stock conflict. Again for a variant, and for
 * mixed carts where each order takes one of two products.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product, Store } from '@suuq/shared/catalog';
import { openDatabase, type Database } from '../db/client';
import { orderItems, orders, productVariants, products, stores } from '../db/schema';
import { startServer, type RunningServer } from '../test/spawn-server';
import { createTestDatabase, type TestDatabase } from '../test/test-database';

const databaseUrl = process.env.TEST_DATABASE_URL;
if (!databaseUrl)
  console.warn('\n  TEST_DATABASE_URL is not set: the multi-process oversell test does not run.\n');

const PROCESSES = 3;
const BUYERS = 1000;
const UNITS = 50;

describe.runIf(databaseUrl)(`oversell across ${PROCESSES} API processes on one PostgreSQL`, () => {
  let testDb: TestDatabase;
  let db: Database;
  let servers: RunningServer[];
  let dataDir: string;
  let store: Store;
  let storeProducts: Product[];

  beforeAll(async () => {
    testDb = await createTestDatabase();
    dataDir = mkdtempSync(path.join(tmpdir(), 'suuq-oversell-'));
    const env = {
      DATABASE_URL: testDb.url,
      DATA_DIR: dataDir,
      AUTH_SECRET: 'oversell-test-secret-0123456789abcdef',
      RATE_LIMIT_ORDERS_PER_MINUTE: '1000000',
    };
    // The first process migrates and seeds; the others start on the ready database.
    servers = [await startServer(env)];
    servers.push(...(await Promise.all(Array.from({ length: PROCESSES - 1 }, () => startServer(env)))));
    db = openDatabase({ url: testDb.url, poolSize: 4 });
    const all = (
      (await (await fetch(servers[0]!.url('/api/stores'), { method: 'POST' })).json()) as { data: Store[] }
    ).data;
    store = all.find((s) => s.is_open)!;
    await db.db.update(stores).set({ minOrderAmount: 0 }).where(eq(stores.id, store.id));
    const res = await fetch(servers[0]!.url('/api/stores/products'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ store_id: store.id, per_page: 100 }),
    });
    storeProducts = ((await res.json()) as { data: { products: Product[] } }).data.products;
  }, 300_000);

  afterAll(async () => {
    await Promise.all((servers ?? []).map((s) => s.stop()));
    await db?.close();
    rmSync(dataDir, { recursive: true, force: true });
    await testDb?.drop();
  });

  async function race(items: (i: number) => object[]) {
    const methods = (await (
      await fetch(servers[0]!.url(`/v1/api/delivery?store_id=${store.id}`))
    ).json()) as {
      data: { key: string; available: boolean }[];
    };
    const method = methods.data.find((m) => m.available)!.key;
    const attempts = Array.from({ length: BUYERS }, async (_, i) => {
      const server = servers[i % servers.length]!;
      const res = await fetch(server.url(`/v1/api/stores/${store.id}/placeOrder`), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          branch_id: store.branch_id,
          delivery_method: method,
          payment_method: 'cash',
          customer: { name: `Buyer ${i}`, phone: `+25261${String(1_000_000 + i)}` },
          address: { line: 'Hodan', lat: 2.03, lng: 45.31 },
          items: items(i),
        }),
      });
      return { status: res.status, body: (await res.json()) as { message?: string } };
    });
    return Promise.all(attempts);
  }

  function expectExactly(results: { status: number; body: { message?: string } }[], sold: number) {
    const created = results.filter((r) => r.status === 201);
    const refused = results.filter((r) => r.status !== 201);
    expect(created).toHaveLength(sold);
    expect(refused).toHaveLength(BUYERS - sold);
    for (const r of refused) {
      expect(r.status).toBe(409);
      expect(r.body.message).toBe('The selected quantity is greater than available quantity');
    }
    console.log(`oversell: ${BUYERS} checkouts over ${PROCESSES} processes, ${created.length} orders placed`);
  }

  it('sells a simple product exactly 50 times', async () => {
    const product = storeProducts.find(
      (p) => !p.has_variant && p.options.length === 0 && !p.unlimited_stock,
    )!;
    await db.db.update(products).set({ stock: UNITS }).where(eq(products.id, product.id));
    expectExactly(await race(() => [{ product_id: product.id, quantity: 1 }]), UNITS);
    const [row] = await db.db
      .select({ stock: products.stock })
      .from(products)
      .where(eq(products.id, product.id));
    expect(row?.stock).toBe(0);
    const [sold] = await db.db
      .select({ units: sql<number>`coalesce(sum(${orderItems.quantity}), 0)::int` })
      .from(orderItems)
      .where(eq(orderItems.productId, product.id));
    expect(sold?.units).toBe(UNITS);
  });

  it('sells a variant exactly 50 times, and the product shows the sum of its variants', async () => {
    const all = await db.db
      .select()
      .from(products)
      .where(and(eq(products.hasVariant, true), eq(products.unlimitedStock, false)));
    const product = all[0]!;
    const [variant] = await db.db
      .select()
      .from(productVariants)
      .where(eq(productVariants.productId, product.id));
    await db.db.update(stores).set({ minOrderAmount: 0, isOpen: true }).where(eq(stores.id, product.storeId));
    await db.db.update(productVariants).set({ stock: UNITS }).where(eq(productVariants.id, variant!.id));
    store = { ...store, id: product.storeId };
    const branch = (await (await fetch(servers[0]!.url('/api/stores'), { method: 'POST' })).json()) as {
      data: Store[];
    };
    store = branch.data.find((s) => s.id === product.storeId)!;
    const options = (await (await fetch(servers[0]!.url(`/api/products/${product.slug}`))).json()) as {
      data: Product;
    };
    const optionIds = options.data.options.map((g) => g.children[0]!.id);
    expectExactly(
      await race(() => [
        { product_id: product.id, variant_id: variant!.id, option_ids: optionIds, quantity: 1 },
      ]),
      UNITS,
    );
    const [after] = await db.db.select().from(productVariants).where(eq(productVariants.id, variant!.id));
    expect(after?.stock).toBe(0);
    const [sum] = await db.db
      .select({ total: sql<number>`sum(${productVariants.stock})::int` })
      .from(productVariants)
      .where(eq(productVariants.productId, product.id));
    const [shown] = await db.db
      .select({ stock: products.stock })
      .from(products)
      .where(eq(products.id, product.id));
    expect(shown?.stock).toBe(sum?.total);
  });

  it('never oversells mixed carts: 25 units each of two products, two per order', async () => {
    const simple = storeProducts
      .filter((p) => !p.has_variant && p.options.length === 0 && !p.unlimited_stock)
      .slice(1, 3);
    const [a, b] = simple as [Product, Product];
    store = (
      (await (await fetch(servers[0]!.url('/api/stores'), { method: 'POST' })).json()) as { data: Store[] }
    ).data.find((s) => s.id === a.store_id)!;
    await db.db.update(products).set({ stock: 25 }).where(eq(products.id, a.id));
    await db.db.update(products).set({ stock: 25 }).where(eq(products.id, b.id));
    const before = await db.db.select({ n: count() }).from(orders);
    // Every order wants one of each: at most 25 can succeed, and both stocks end at 0 together.
    const results = await race(() => [
      { product_id: a.id, quantity: 1 },
      { product_id: b.id, quantity: 1 },
    ]);
    expectExactly(results, 25);
    const after = await db.db.select({ n: count() }).from(orders);
    expect((after[0]?.n ?? 0) - (before[0]?.n ?? 0)).toBe(25);
    for (const id of [a.id, b.id]) {
      const [row] = await db.db.select({ stock: products.stock }).from(products).where(eq(products.id, id));
      expect(row?.stock).toBe(0);
    }
  });
});
