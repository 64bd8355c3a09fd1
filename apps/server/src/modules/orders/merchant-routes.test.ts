import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product, Store } from '@suuq/shared/catalog';
import type { LiveEvent } from '@suuq/shared/live';
import type { Order } from '@suuq/shared/orders';
import { DEMO_USERS } from '../../db/seed/seed-users';
import { bearer, newAccount, signIn, type TestAccount } from '../accounts/accounts-test-kit';
import { mayListen } from '../live/live-module';
import { loadFixtures, type Fixtures } from '../../test/catalog-fixtures';
import { createTestApp, type TestContext } from '../../test/test-app';

let ctx: TestContext;
let fixtures: Fixtures;
let store: Store;
let other: Store;
let staff: { authorization: string };
let staffToken: string;
let otherStaff: { authorization: string };
let customer: TestAccount;
const events: LiveEvent[] = [];

async function staffOf(s: Store) {
  const demo = DEMO_USERS.find((u) => u.role === 'staff' && u.storeSlug === s.slug);
  if (!demo) throw new Error(`No demo staff for ${s.slug}`);
  return (await signIn(ctx.app, demo.phone, demo.password)).access_token;
}

async function simpleProduct(s: Store): Promise<Product> {
  const products = await fixtures.freshProductsOf(s.id);
  const product = products.find(
    (p) => !p.has_variant && p.options.length === 0 && !p.unlimited_stock && p.stock >= 10,
  );
  if (!product) throw new Error(`No simple product in ${s.slug}`);
  return product;
}

async function placeOrder(
  headers: Record<string, string> = {},
  payment: 'cash' | 'paypal' | 'bank_transfer' = 'cash',
  extra: Record<string, unknown> = {},
) {
  const product = await simpleProduct(store);
  const methods = (await ctx.app.inject(`/v1/api/delivery?store_id=${store.id}`)).json().data as {
    key: 'dine_in' | 'pickup' | 'delivery';
    available: boolean;
  }[];
  // A delivery when the store offers one: it is the path with every step (pickup is never on the way).
  const method = (methods.find((m) => m.key === 'delivery' && m.available) ??
    methods.find((m) => m.available))!.key;
  const res = await ctx.app.inject({
    method: 'POST',
    url: `/v1/api/stores/${store.id}/placeOrder`,
    headers,
    payload: {
      branch_id: store.branch_id,
      delivery_method: method,
      payment_method: payment,
      customer: { name: 'Ayaan Warsame', phone: '+252 61 444 2020' },
      address: { line: 'KM4 junction, Hodan', lat: 2.03, lng: 45.31 },
      items: [
        {
          product_id: product.id,
          quantity: Math.max(2, Math.ceil(store.min_order_amount / product.selling_price)),
        },
      ],
      ...extra,
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return { order: res.json<{ data: Order }>().data, product };
}

const setStatus = (number: string, status: string, headers = staff) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/merchant/orders/${number}/status`,
    headers,
    payload: { status },
  });

beforeAll(async () => {
  ctx = await createTestApp();
  fixtures = await loadFixtures(ctx.app);
  const open = fixtures.stores.filter((s) => s.is_open);
  store = open[0]!;
  other = open[1]!;
  staffToken = await staffOf(store);
  staff = bearer(staffToken);
  otherStaff = bearer(await staffOf(other));
  customer = await newAccount(ctx.app);
  ctx.bus.subscribe((event) => events.push(event));
});
afterAll(() => ctx.close());

describe('staff orders', () => {
  it('see the new order of their store, with the customer contact, and announce it live', async () => {
    const { order } = await placeOrder();
    const list = await ctx.app.inject({ url: '/api/merchant/orders?status=sent', headers: staff });
    expect(list.statusCode).toBe(200);
    const mine = list.json<{ data: Order[] }>().data.find((o) => o.order_number === order.order_number);
    expect(mine?.customer?.phone).toBe('+252 61 444 2020');
    expect(events).toContainEqual({
      event: 'store.order',
      channel: `store.${store.id}`,
      data: { order_number: order.order_number },
    });

    const elsewhere = await ctx.app.inject({ url: '/api/merchant/orders', headers: otherStaff });
    expect(elsewhere.json<{ data: Order[] }>().data.map((o) => o.order_number)).not.toContain(
      order.order_number,
    );
  });

  it('move an order forward to Delivered, never back, each step published', async () => {
    const { order } = await placeOrder();
    expect(order.delivery_method).toBe('delivery');
    for (const status of ['accepted', 'processing', 'ready', 'on_the_way', 'delivered']) {
      const res = await setStatus(order.order_number, status);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data.status).toBe(status);
      expect(events).toContainEqual(
        expect.objectContaining({ event: 'order.status', data: expect.objectContaining({ status }) }),
      );
      // The store's staff channel hears it too, so a second device moves the card.
      expect(events).toContainEqual({
        event: 'store.order',
        channel: `store.${store.id}`,
        data: { order_number: order.order_number, status },
      });
    }
    const back = await setStatus(order.order_number, 'processing');
    expect(back.statusCode).toBe(409);
    expect(back.json().message).toBe('An order can only move forward to its next status.');
    const tracked = (await ctx.app.inject(`/v1/api/orders/${order.order_number}`)).json<{ data: Order }>()
      .data;
    expect(tracked.status_history.map((h) => h.status)).toEqual([
      'sent',
      'accepted',
      'processing',
      'ready',
      'on_the_way',
      'delivered',
    ]);
  });

  it('cancel before the order is on its way, which puts the stock back', async () => {
    const { order, product } = await placeOrder();
    const before = (await ctx.app.inject(`/api/products/${product.slug}`)).json<{ data: Product }>().data
      .stock;
    const res = await setStatus(order.order_number, 'cancelled');
    expect(res.statusCode).toBe(200);
    const after = (await ctx.app.inject(`/api/products/${product.slug}`)).json<{ data: Product }>().data
      .stock;
    expect(after).toBe(before + order.items[0]!.quantity);
    expect((await setStatus(order.order_number, 'accepted')).statusCode).toBe(409);

    const { order: late } = await placeOrder();
    await setStatus(late.order_number, 'on_the_way');
    expect((await setStatus(late.order_number, 'cancelled')).statusCode).toBe(409);
  });

  it("cannot touch another store's orders or products", async () => {
    const { order, product } = await placeOrder();
    expect((await setStatus(order.order_number, 'accepted', otherStaff)).statusCode).toBe(404);
    const stock = await ctx.app.inject({
      method: 'POST',
      url: `/api/merchant/products/${product.id}/stock`,
      headers: otherStaff,
      payload: { stock: 0 },
    });
    expect(stock.statusCode).toBe(404);
  });

  it('confirm cash and bank payments, but never a PayPal one', async () => {
    const { order } = await placeOrder(undefined, 'bank_transfer');
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/merchant/orders/${order.order_number}/payment`,
      headers: staff,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.payment_status).toBe('paid');
    expect(res.json().data.bank_details).toBeNull();
  });

  it('set stock, including a variant, and refuse nonsense', async () => {
    const product = await simpleProduct(store);
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/merchant/products/${product.id}/stock`,
      headers: staff,
      payload: { stock: 7 },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ id: product.id, stock: 7, unlimited_stock: false });
    expect((await ctx.app.inject(`/api/products/${product.slug}`)).json().data.stock).toBe(7);
    const negative = await ctx.app.inject({
      method: 'POST',
      url: `/api/merchant/products/${product.id}/stock`,
      headers: staff,
      payload: { stock: -1 },
    });
    expect(negative.statusCode).toBe(422);
  });

  it('close and open the store, live, and a closed store takes no orders', async () => {
    const close = await ctx.app.inject({
      method: 'POST',
      url: '/api/merchant/store',
      headers: staff,
      payload: { is_open: false },
    });
    expect(close.statusCode).toBe(200);
    expect(events).toContainEqual({
      event: 'store.status',
      channel: 'stores',
      data: { store_id: store.id, is_open: false },
    });
    const product = await simpleProduct(store);
    const refused = await ctx.app.inject({
      method: 'POST',
      url: `/v1/api/stores/${store.id}/placeOrder`,
      payload: {
        branch_id: store.branch_id,
        delivery_method: 'pickup',
        payment_method: 'cash',
        customer: { name: 'A', phone: '+252615550000' },
        items: [{ product_id: product.id, quantity: 1 }],
      },
    });
    expect(refused.statusCode).toBe(409);
    await ctx.app.inject({
      method: 'POST',
      url: '/api/merchant/store',
      headers: staff,
      payload: { is_open: true },
    });
  });

  it('are closed to customers and to callers without a token', async () => {
    for (const [method, url] of [
      ['GET', '/api/merchant/orders'],
      ['POST', '/api/merchant/store'],
      ['POST', '/api/merchant/orders/AAAA-BBBB/status'],
      ['POST', '/api/merchant/orders/AAAA-BBBB/payment'],
      ['POST', '/api/merchant/products/1/stock'],
    ] as const) {
      const anonymous = await ctx.app.inject({ method, url, payload: method === 'POST' ? {} : undefined });
      expect(anonymous.statusCode, url).toBe(401);
      const asCustomer = await ctx.app.inject({
        method,
        url,
        headers: customer.headers,
        payload: method === 'POST' ? {} : undefined,
      });
      expect(asCustomer.statusCode, url).toBe(403);
    }
  });
});

describe('customer orders', () => {
  it('belong to the signed-in customer, who alone sees contact and address', async () => {
    const { order } = await placeOrder(customer.headers);
    const mine = await ctx.app.inject({ url: '/api/user/orders', headers: customer.headers });
    expect(mine.statusCode).toBe(200);
    expect(mine.json().data[0].order_number).toBe(order.order_number);
    expect(mine.json().meta).toMatchObject({ page: 1, total: 1 });

    const asOwner = (
      await ctx.app.inject({ url: `/v1/api/orders/${order.order_number}`, headers: customer.headers })
    ).json<{ data: Order }>().data;
    expect(asOwner.customer?.phone).toBe('+252 61 444 2020');

    const stranger = await newAccount(ctx.app);
    const theirs = await ctx.app.inject({ url: '/api/user/orders', headers: stranger.headers });
    expect(theirs.json().data).toEqual([]);
    const asStranger = (
      await ctx.app.inject({ url: `/v1/api/orders/${order.order_number}`, headers: stranger.headers })
    ).json<{ data: Order }>().data;
    expect(asStranger.customer).toBeUndefined();
    expect(asStranger.address).toBeUndefined();
    expect((await ctx.app.inject('/api/user/orders')).statusCode).toBe(401);
  });
});

describe('address book and orders', () => {
  it('moves the address an order used to the top of the recent list, for its owner only', async () => {
    const save = (label: string, who: TestAccount) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/address/save',
        headers: who.headers,
        payload: { label, line: `${label} street, Hodan`, lat: 2.03, lng: 45.31 },
      });
    const home = (await save('Home', customer)).json().data;
    const work = (await save('Work', customer)).json().data;
    await placeOrder(customer.headers, 'cash', { address_id: home.id });
    const recent = (await ctx.app.inject({ url: '/api/address/recent', headers: customer.headers })).json()
      .data;
    expect(recent[0].id).toBe(home.id);
    expect(recent.map((a: { id: number }) => a.id)).toContain(work.id);

    const stranger = await newAccount(ctx.app);
    await placeOrder(stranger.headers, 'cash', { address_id: work.id });
    const after = (await ctx.app.inject({ url: '/api/address/recent', headers: customer.headers })).json()
      .data;
    expect(after[0].id).toBe(home.id);
  });
});

describe('private socket channels', () => {
  it("admit only the store's own staff", async () => {
    expect(await mayListen(ctx.app, `store.${store.id}`, staffToken)).toBe(true);
    expect(await mayListen(ctx.app, `store.${other.id}`, staffToken)).toBe(false);
    expect(await mayListen(ctx.app, `store.${store.id}`, customer.tokens.access_token)).toBe(false);
    expect(await mayListen(ctx.app, `store.${store.id}`, 'not-a-token')).toBe(false);
    expect(await mayListen(ctx.app, `store.${store.id}`, undefined)).toBe(false);
  });
});
