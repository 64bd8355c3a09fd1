/**
 * Stock under concurrency and over time: locks taken in one fixed order (no deadlock answers 5xx), and a cancelled
 * order giving back exactly the stock it took. Runs on PGlite and, with TEST_DATABASE_URL, on PostgreSQL, where
 * concurrent transactions really interleave.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Product, Store } from '@suuq/shared/catalog';
import type { PlaceOrderRequest } from '@suuq/shared/orders';
import { productVariants, products, stores } from '../../db/schema';
import { DEMO_USERS } from '../../db/seed/seed-users';
import { bearer, signIn } from '../accounts/accounts-test-kit';
import { findProduct, loadFixtures, type Fixtures } from '../../test/catalog-fixtures';
import { createTestApp, type TestContext } from '../../test/test-app';

let ctx: TestContext;
let fixtures: Fixtures;

beforeAll(async () => {
  ctx = await createTestApp();
  fixtures = await loadFixtures(ctx.app);
});
afterAll(() => ctx.close());

async function body(store: Store, items: PlaceOrderRequest['items']): Promise<PlaceOrderRequest> {
  const methods = (await ctx.app.inject(`/v1/api/delivery?store_id=${store.id}`)).json<{
    data: { key: PlaceOrderRequest['delivery_method']; available: boolean }[];
  }>().data;
  return {
    branch_id: store.branch_id,
    delivery_method: methods.find((m) => m.available)!.key,
    payment_method: 'cash',
    customer: { name: 'Hodan Ali', phone: '+252 61 555 0101' },
    address: { line: 'Taleex Street, Hodan', lat: 2.04, lng: 45.31 },
    items,
  };
}

function place(store: Store, payload: PlaceOrderRequest) {
  return ctx.app.inject({ method: 'POST', url: `/v1/api/stores/${store.id}/placeOrder`, payload });
}

/** The product's required options, one item each, so a line with only a variant is valid. */
function requiredOptions(product: Product): number[] {
  return product.options.filter((g) => g.required).map((g) => g.children[0]!.id);
}

describe('stock locks', () => {
  it('answers no 5xx when 40 orders race for two variants of one product in different mixes', async () => {
    const { store, product } = await findProduct(fixtures, (p) => p.has_variant && p.childrens.length >= 2);
    const [a, b] = product.childrens;
    const db = ctx.testDb.database.db;
    await db.update(stores).set({ minOrderAmount: 0 }).where(eq(stores.id, store.id));
    await db.update(productVariants).set({ stock: 10_000 }).where(eq(productVariants.productId, product.id));
    await db.update(products).set({ unlimitedStock: false }).where(eq(products.id, product.id));
    const options = requiredOptions(product);
    const line = (variantId: number) => ({
      product_id: product.id,
      variant_id: variantId,
      option_ids: options,
      quantity: 1,
    });
    const both = await body(store, [line(a!.id), line(b!.id)]);
    const onlyB = await body(store, [line(b!.id)]);
    const results = await Promise.all(
      Array.from({ length: 40 }, (_, i) => place(store, i % 2 === 0 ? both : onlyB)),
    );
    const statuses = results.map((r) => r.statusCode);
    const failures = results.filter((r) => r.statusCode >= 500).map((r) => `${r.statusCode} ${r.body}`);
    expect(failures).toEqual([]);
    expect(statuses.every((s) => s === 201)).toBe(true);
    const [variantA] = await db.select().from(productVariants).where(eq(productVariants.id, a!.id));
    const [variantB] = await db.select().from(productVariants).where(eq(productVariants.id, b!.id));
    expect(variantA?.stock).toBe(10_000 - 20);
    expect(variantB?.stock).toBe(10_000 - 40);
  });
});

describe('a product with variants', () => {
  it('shows the sum of its variants after orders for different variants race', async () => {
    const { store, product } = await findProduct(fixtures, (p) => p.has_variant && p.childrens.length >= 2);
    const [a, b] = product.childrens;
    const db = ctx.testDb.database.db;
    await db.update(stores).set({ minOrderAmount: 0 }).where(eq(stores.id, store.id));
    await db.update(productVariants).set({ stock: 5_000 }).where(eq(productVariants.productId, product.id));
    await db.update(products).set({ unlimitedStock: false }).where(eq(products.id, product.id));
    const options = requiredOptions(product);
    const only = async (variantId: number) =>
      body(store, [{ product_id: product.id, variant_id: variantId, option_ids: options, quantity: 1 }]);
    const [onlyA, onlyB] = [await only(a!.id), await only(b!.id)];
    // Orders for different variants share no variant row, only the product row whose stock is their sum.
    const results = await Promise.all(
      Array.from({ length: 40 }, (_, i) => place(store, i % 2 === 0 ? onlyA : onlyB)),
    );
    expect(results.map((r) => r.statusCode).filter((s) => s !== 201)).toEqual([]);
    const variants = await db.select().from(productVariants).where(eq(productVariants.productId, product.id));
    const [row] = await db
      .select({ stock: products.stock })
      .from(products)
      .where(eq(products.id, product.id));
    expect(row?.stock).toBe(variants.reduce((sum, v) => sum + v.stock, 0));
  });
});

describe('giving stock back', () => {
  it('gives back exactly what an order took: nothing for one placed while the product was unlimited', async () => {
    const store = fixtures.stores.find((s) => s.is_open && DEMO_USERS.some((u) => u.storeSlug === s.slug))!;
    const demo = DEMO_USERS.find((u) => u.role === 'staff' && u.storeSlug === store.slug)!;
    const staff = bearer((await signIn(ctx.app, demo.phone, demo.password)).access_token);
    const product = (await fixtures.freshProductsOf(store.id)).find(
      (p) => !p.has_variant && p.options.length === 0,
    )!;
    const db = ctx.testDb.database.db;
    await db.update(stores).set({ minOrderAmount: 0 }).where(eq(stores.id, store.id));
    const setStock = (payload: { stock: number; unlimited_stock: boolean }) =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/merchant/products/${product.id}/stock`,
        headers: staff,
        payload,
      });
    expect((await setStock({ stock: 0, unlimited_stock: true })).statusCode).toBe(200);

    const line = { product_id: product.id, quantity: 40 };
    const old = await place(store, await body(store, [line]));
    expect(old.statusCode, old.body).toBe(201);
    expect((await setStock({ stock: 3, unlimited_stock: false })).statusCode).toBe(200);
    const cancel = await ctx.app.inject({
      method: 'POST',
      url: `/api/merchant/orders/${old.json<{ data: { order_number: string } }>().data.order_number}/status`,
      headers: staff,
      payload: { status: 'cancelled' },
    });
    expect(cancel.statusCode, cancel.body).toBe(200);

    const [row] = await db
      .select({ stock: products.stock })
      .from(products)
      .where(eq(products.id, product.id));
    expect(row?.stock).toBe(3);
    const next = await place(store, await body(store, [line]));
    expect(next.statusCode).toBe(409);
    expect(next.json().errors.items).toEqual([{ product_id: product.id, variant_id: null, available: 3 }]);
  });
});
