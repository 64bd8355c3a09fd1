import { isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '@suuq/shared/catalog';
import { products as productsTable } from '../../db/schema';
import { createTestApp, type TestContext } from '../../test/test-app';
import { newAccount, type TestAccount } from './accounts-test-kit';

let ctx: TestContext;
let products: Product[];
beforeAll(async () => {
  ctx = await createTestApp();
  const stores = (await ctx.app.inject({ method: 'POST', url: '/api/stores' })).json().data;
  const page = await ctx.app.inject({
    method: 'POST',
    url: '/api/stores/products',
    payload: { store_id: stores[0].id, per_page: 10 },
  });
  products = page.json().data.products;
});
afterAll(() => ctx.close());

const ids = (res: { json(): { data: Product[] } }) => res.json().data.map((p) => p.id);

function add(account: TestAccount, productId: unknown, lang = 'en') {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/wishlist',
    headers: { ...account.headers, 'accept-language': lang },
    payload: { product_id: productId },
  });
}

describe('wish list', () => {
  it('adds products (twice is once), lists them newest first as full products, and removes them', async () => {
    const account = await newAccount(ctx.app);
    const [a, b] = products as [Product, Product];
    expect(ids(await add(account, a.id))).toEqual([a.id]);
    expect((await add(account, a.id)).statusCode).toBe(200);
    const both = await add(account, b.id);
    expect(ids(both)).toEqual([b.id, a.id]);
    expect(both.json().data[1]).toEqual(a);

    const list = await ctx.app.inject({ url: '/api/wishlist', headers: account.headers });
    expect(ids(list)).toEqual([b.id, a.id]);

    const removed = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/wishlist/${b.id}`,
      headers: account.headers,
    });
    expect(removed.statusCode).toBe(200);
    expect(ids(removed)).toEqual([a.id]);
    const notThere = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/wishlist/${b.id}`,
      headers: account.headers,
    });
    expect(ids(notThere)).toEqual([a.id]);
  });

  it('answers in Somali when asked', async () => {
    const account = await newAccount(ctx.app);
    const [somali] = await ctx.testDb.database.db
      .select({ id: productsTable.id, nameSo: productsTable.nameSo })
      .from(productsTable)
      .where(isNotNull(productsTable.nameSo))
      .limit(1);
    await add(account, somali!.id);
    const so = await ctx.app.inject({ url: '/api/wishlist?lang=so', headers: account.headers });
    expect(so.json().data[0].name).toBe(somali!.nameSo);
  });

  it('answers 404 for a product that does not exist and 422 for one that cannot', async () => {
    const account = await newAccount(ctx.app);
    const missing = await add(account, 999_999);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'Not found' });
    expect((await add(account, 'seven')).statusCode).toBe(422);
    const badParam = await ctx.app.inject({
      method: 'DELETE',
      url: '/api/wishlist/abc',
      headers: account.headers,
    });
    expect(badParam.statusCode).toBe(422);
  });

  it('merges a list kept while signed out, skipping duplicates and products that are gone', async () => {
    const account = await newAccount(ctx.app);
    const [a, b, c] = products as [Product, Product, Product];
    await add(account, a.id);
    const merged = await ctx.app.inject({
      method: 'POST',
      url: '/api/wishlist/merge',
      headers: account.headers,
      payload: { product_ids: [b.id, a.id, c.id, b.id, 999_999] },
    });
    expect(merged.statusCode).toBe(200);
    expect(new Set(ids(merged))).toEqual(new Set([a.id, b.id, c.id]));
    expect(ids(merged)).toHaveLength(3);
    const empty = await ctx.app.inject({
      method: 'POST',
      url: '/api/wishlist/merge',
      headers: account.headers,
      payload: { product_ids: [] },
    });
    expect(ids(empty)).toHaveLength(3);
  });

  it('keeps each account its own list', async () => {
    const one = await newAccount(ctx.app);
    const two = await newAccount(ctx.app);
    await add(one, products[0]!.id);
    const list = await ctx.app.inject({ url: '/api/wishlist', headers: two.headers });
    expect(list.json().data).toEqual([]);
  });
});
