/**
 * Cached catalog answers: served from memory when repeated, and never older than the last change to their store
 * (an order, a cancellation, staff setting stock or opening and closing), in this process and in another one
 * that shares the live bus.
 */
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Product, Store } from '@suuq/shared/catalog';
import type { Order } from '@suuq/shared/orders';
import { buildApp, type App } from '../../app';
import { DEMO_USERS } from '../../db/seed/seed-users';
import { createTestApp, type TestContext } from '../../test/test-app';
import { bearer, signIn } from '../accounts/accounts-test-kit';
import { MemoryBus, RedisBus, type LiveBus } from '../../lib/live-bus';
import { AnswerCache } from './answer-cache';

let ctx: TestContext;
let store: Store;
let staff: { authorization: string };
/** Two API processes on one database, whose buses are linked as Redis links them: only messages cross. */
let hub: MemoryBus;
let a: App;
let b: App;

function linkedBus(): LiveBus {
  return {
    ready: async () => {},
    ping: async () => {},
    publish: (event) => hub.publish(event),
    subscribe: (listener) => hub.subscribe(listener),
    close: async () => {},
  };
}

async function listing(app: App, payload: Record<string, unknown>, headers: Record<string, string> = {}) {
  const res = await app.inject({ method: 'POST', url: '/api/stores/products', payload, headers });
  expect(res.statusCode, res.body).toBe(200);
  return res;
}

async function productIn(app: App, productId: number): Promise<Product> {
  const res = await listing(app, { store_id: store.id, per_page: 100 });
  const found = res.json<{ data: { products: Product[] } }>().data.products.find((p) => p.id === productId);
  if (!found) throw new Error(`product ${productId} is not on the first page`);
  return found;
}

async function placeOrder(app: App, product: Product, quantity: number): Promise<Order> {
  const methods = (await app.inject(`/v1/api/delivery?store_id=${store.id}`)).json<{
    data: { key: 'dine_in' | 'pickup' | 'delivery'; available: boolean }[];
  }>().data;
  const res = await app.inject({
    method: 'POST',
    url: `/v1/api/stores/${store.id}/placeOrder`,
    payload: {
      branch_id: store.branch_id,
      delivery_method: methods.find((m) => m.available)!.key,
      payment_method: 'cash',
      customer: { name: 'Hodan Ali', phone: '+252 61 555 3030' },
      address: { line: 'Maka al Mukarama road', lat: 2.04, lng: 45.32 },
      items: [{ product_id: product.id, quantity }],
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ data: Order }>().data;
}

beforeAll(async () => {
  ctx = await createTestApp();
  const stores = (await ctx.app.inject({ method: 'POST', url: '/api/stores' })).json<{ data: Store[] }>()
    .data;
  store = stores.find(
    (s) => s.is_open && DEMO_USERS.some((u) => u.role === 'staff' && u.storeSlug === s.slug),
  )!;
  const demo = DEMO_USERS.find((u) => u.role === 'staff' && u.storeSlug === store.slug)!;
  staff = bearer((await signIn(ctx.app, demo.phone, demo.password)).access_token);

  hub = new MemoryBus();
  a = await buildApp({ env: ctx.env, database: ctx.testDb.database, bus: linkedBus(), logger: false });
  b = await buildApp({ env: ctx.env, database: ctx.testDb.database, bus: linkedBus(), logger: false });
  await Promise.all([a.ready(), b.ready()]);
});

afterAll(async () => {
  await Promise.all([a?.close(), b?.close()]);
  await hub?.close();
  await ctx.close();
});

/** A product of the store with plain stock, on its first page. */
async function plainProduct(app: App): Promise<Product> {
  const res = await listing(app, { store_id: store.id, per_page: 100 });
  const product = res
    .json<{ data: { products: Product[] } }>()
    .data.products.find(
      (p) => !p.has_variant && p.options.length === 0 && !p.unlimited_stock && p.saleable && p.stock >= 20,
    );
  if (!product) throw new Error(`no plain product in ${store.slug}`);
  return product;
}

describe('cached store pages', () => {
  it('answers a repeated page from memory, in the encoding asked for', async () => {
    const payload = { store_id: store.id, page: 1, per_page: 10 };
    const first = await listing(ctx.app, payload);
    ctx.queries.length = 0;
    const again = await listing(ctx.app, payload);
    expect(ctx.queries).toEqual([]);
    expect(again.body).toBe(first.body);
    expect(again.headers['content-type']).toMatch(/^application\/json/);

    const br = await listing(ctx.app, payload, { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(first.body);
    const gzip = await listing(ctx.app, payload, { 'accept-encoding': 'gzip;q=1, br;q=0' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(first.body);
    expect(ctx.queries).toEqual([]);

    // Each language, page and filter is its own answer.
    const somali = await listing(ctx.app, payload, { 'accept-language': 'so' });
    expect(ctx.queries.length).toBeGreaterThan(0);
    expect(somali.json().meta).toEqual(first.json().meta);
  });

  it('shows the stock an order took at once, and the stock a cancellation put back', async () => {
    const product = await plainProduct(ctx.app);
    const order = await placeOrder(ctx.app, product, 3);
    expect((await productIn(ctx.app, product.id)).stock).toBe(product.stock - 3);

    const cancelled = await ctx.app.inject({
      method: 'POST',
      url: `/api/merchant/orders/${order.order_number}/status`,
      headers: staff,
      payload: { status: 'cancelled' },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect((await productIn(ctx.app, product.id)).stock).toBe(product.stock);
  });

  it('follows staff setting stock and closing or opening the store', async () => {
    const product = await plainProduct(ctx.app);
    const set = await ctx.app.inject({
      method: 'POST',
      url: `/api/merchant/products/${product.id}/stock`,
      headers: staff,
      payload: { stock: 7 },
    });
    expect(set.statusCode, set.body).toBe(200);
    expect((await productIn(ctx.app, product.id)).stock).toBe(7);

    const searchStore = async () => {
      const res = await ctx.app.inject(`/api/search?q=${encodeURIComponent(store.name)}`);
      expect(res.statusCode).toBe(200);
      return res.json<{ data: { stores: Store[] } }>().data.stores.find((s) => s.id === store.id);
    };
    expect((await searchStore())?.is_open).toBe(true);
    const page = { store_id: store.id, per_page: 5 };
    await listing(ctx.app, page);

    const close = await ctx.app.inject({
      method: 'POST',
      url: '/api/merchant/store',
      headers: staff,
      payload: { is_open: false },
    });
    expect(close.statusCode).toBe(200);
    expect((await searchStore())?.is_open).toBe(false);
    ctx.queries.length = 0;
    await listing(ctx.app, page);
    expect(ctx.queries.length).toBeGreaterThan(0);

    await ctx.app.inject({
      method: 'POST',
      url: '/api/merchant/store',
      headers: staff,
      payload: { is_open: true },
    });
    expect((await searchStore())?.is_open).toBe(true);
  });

  it('drops a store page in every API process that shares the bus', async () => {
    const product = await plainProduct(a);
    // Both processes hold the page now.
    expect((await productIn(b, product.id)).stock).toBe(product.stock);
    expect((await productIn(a, product.id)).stock).toBe(product.stock);

    await placeOrder(a, product, 2);
    expect((await productIn(b, product.id)).stock).toBe(product.stock - 2);

    const set = await b.inject({
      method: 'POST',
      url: `/api/merchant/products/${product.id}/stock`,
      headers: staff,
      payload: { stock: 11 },
    });
    expect(set.statusCode, set.body).toBe(200);
    expect((await productIn(a, product.id)).stock).toBe(11);
    expect((await productIn(b, product.id)).stock).toBe(11);
  });
});

const redisUrl = process.env.TEST_REDIS_URL;

describe.runIf(redisUrl)('cached store pages with Redis between the processes', () => {
  it('drops a store page in the other process once the change arrives through Redis', async () => {
    // A channel of this run's own, so concurrent runs on one Redis never hear each other.
    const channel = `suuq:test:catalog:${process.pid}:${Date.now()}`;
    const buses = [0, 1].map(() => new RedisBus(redisUrl!, () => {}, channel));
    const [x, y] = await Promise.all(
      buses.map(async (bus) => {
        await bus.ready();
        const app = await buildApp({ env: ctx.env, database: ctx.testDb.database, bus, logger: false });
        await app.ready();
        return app;
      }),
    );
    try {
      const product = await plainProduct(x!);
      expect((await productIn(y!, product.id)).stock).toBe(product.stock);
      await placeOrder(x!, product, 1);
      // Answered at once in the process that took the order; in the other, as soon as Redis delivers.
      expect((await productIn(x!, product.id)).stock).toBe(product.stock - 1);
      await vi.waitFor(async () => expect((await productIn(y!, product.id)).stock).toBe(product.stock - 1), {
        timeout: 20_000,
        interval: 20,
      });
    } finally {
      await Promise.all([x!.close(), y!.close()]);
      await Promise.all(buses.map((bus) => bus.close()));
    }
  });
});

describe('AnswerCache', () => {
  const json = (text: string) => ({ json: Buffer.from(text) });

  it('keeps no answer whose store changed while it was computed', async () => {
    const cache = new AnswerCache({ maxBytes: 1 << 20, ttlMs: 60_000 });
    let finish!: (value: { json: Buffer }) => void;
    const computing = cache.getOrCompute('k', [1], () => new Promise((resolve) => (finish = resolve)));
    cache.invalidateStore(1);
    // A request arriving after the change does not wait for the older answer.
    const fresh = cache.getOrCompute('k', [1], async () => json('new'));
    finish(json('old'));
    expect((await computing).json.toString()).toBe('old');
    expect((await fresh).json.toString()).toBe('new');
    expect(cache.get('k')?.json.toString()).toBe('new');

    // Another store's change leaves it alone; its own drops it.
    cache.invalidateStore(2);
    expect(cache.get('k')).toBeDefined();
    cache.invalidateStore(1);
    expect(cache.get('k')).toBeUndefined();
  });

  it('tags answers with the stores they show, found while computing', async () => {
    const cache = new AnswerCache({ maxBytes: 1 << 20, ttlMs: 60_000 });
    await cache.getOrCompute('search', [], async () => ({ ...json('x'), stores: [4, 5] }));
    cache.invalidateStore(3);
    expect(cache.get('search')).toBeDefined();
    cache.invalidateStore(5);
    expect(cache.get('search')).toBeUndefined();
    await cache.getOrCompute('search', [], async () => ({ ...json('x'), stores: [4] }));
    cache.invalidateAll();
    expect(cache.get('search')).toBeUndefined();
  });

  it('stays within its memory, dropping the least recently used, and forgets after its time to live', async () => {
    let now = 0;
    const cache = new AnswerCache({ maxBytes: 4_000, ttlMs: 1_000, now: () => now });
    const big = 'x'.repeat(700);
    for (const key of ['a', 'b', 'c', 'd']) await cache.getOrCompute(key, [1], async () => json(big));
    cache.get('a');
    await cache.getOrCompute('e', [1], async () => json(big));
    expect(cache.stats().bytes).toBeLessThanOrEqual(4_000);
    expect(cache.get('a')).toBeDefined();
    expect(cache.get('b')).toBeUndefined();
    now = 1_000;
    expect(cache.get('a')).toBeUndefined();
  });
});
