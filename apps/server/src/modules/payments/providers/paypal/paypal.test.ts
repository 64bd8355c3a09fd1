import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Order } from '@suuq/shared/orders';
import { loadFixtures, type Fixtures } from '../../../../test/catalog-fixtures';
import { startFakePayPal, type FakePayPal } from '../../../../test/fake-paypal';
import { createTestApp, type TestContext } from '../../../../test/test-app';

let ctx: TestContext;
let paypal: FakePayPal;
let fixtures: Fixtures;

beforeAll(async () => {
  paypal = await startFakePayPal();
  ctx = await createTestApp({
    PAYPAL_BASE_URL: paypal.url,
    PAYPAL_CLIENT_ID: 'client',
    PAYPAL_CLIENT_SECRET: 'secret',
    PUBLIC_URL: 'http://shop.test',
  });
  fixtures = await loadFixtures(ctx.app);
});
afterAll(async () => {
  await ctx.close();
  await paypal.close();
});

async function placePayPalOrder(): Promise<Order> {
  const store = fixtures.stores.find((s) => s.is_open)!;
  const product = (await fixtures.productsOf(store.id)).find(
    (p) => !p.has_variant && p.options.length === 0 && (p.unlimited_stock || p.stock > 5),
  )!;
  const methods = (await ctx.app.inject(`/v1/api/delivery?store_id=${store.id}`)).json().data as {
    key: string;
    available: boolean;
  }[];
  const res = await ctx.app.inject({
    method: 'POST',
    url: `/v1/api/stores/${store.id}/placeOrder`,
    payload: {
      branch_id: store.branch_id,
      delivery_method: methods.find((m) => m.available && m.key !== 'delivery')?.key ?? 'delivery',
      payment_method: 'paypal',
      customer: { name: 'Faadumo', phone: '+252 61 777 0000' },
      address: { line: 'Wadajir', lat: 2.02, lng: 45.3 },
      items: [
        {
          product_id: product.id,
          quantity: Math.max(1, Math.ceil(store.min_order_amount / product.selling_price)),
        },
      ],
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ data: Order }>().data;
}

const capture = (number: string) =>
  ctx.app.inject({ method: 'POST', url: `/v1/api/orders/${number}/paypal/capture` });

describe('PayPal', () => {
  it('is offered once configured', async () => {
    const config = (await ctx.app.inject('/api/config')).json().data;
    expect(config.payment_methods).toEqual(['cash', 'paypal', 'bank_transfer']);
  });

  it('creates a PayPal order for the exact total and returns the approval link', async () => {
    const order = await placePayPalOrder();
    expect(order.payment_status).toBe('pending');
    expect(order.approve_url).toMatch(new RegExp(`^${paypal.url}/checkoutnow\\?token=FAKE`));
    const created = [...paypal.orders.values()].at(-1)!;
    expect(created.amount).toEqual({ currency_code: 'USD', value: order.total.toFixed(2) });
  });

  it('is paid only after the shopper approved and the capture completed', async () => {
    const order = await placePayPalOrder();
    const early = await capture(order.order_number);
    expect(early.statusCode).toBeGreaterThanOrEqual(400);
    expect(early.statusCode).toBeLessThan(500);
    let tracked = (await ctx.app.inject(`/v1/api/orders/${order.order_number}`)).json<{ data: Order }>().data;
    expect(tracked.payment_status).toBe('pending');

    const paypalId = [...paypal.orders.values()].at(-1)!.id;
    paypal.approve(paypalId);
    const done = await capture(order.order_number);
    expect(done.statusCode).toBe(200);
    expect(done.json().data.payment_status).toBe('paid');
    tracked = (await ctx.app.inject(`/v1/api/orders/${order.order_number}`)).json<{ data: Order }>().data;
    expect(tracked.payment_status).toBe('paid');
    expect(tracked.approve_url).toBeNull();
  });

  it('does not mark an order paid when the captured amount differs', async () => {
    const order = await placePayPalOrder();
    const paypalId = [...paypal.orders.values()].at(-1)!.id;
    paypal.approve(paypalId);
    paypal.captureAmountOverride = '0.01';
    try {
      const res = await capture(order.order_number);
      expect(res.statusCode).toBe(402);
      expect(res.json().message).toBe('The payment was not completed. Please try again.');
    } finally {
      paypal.captureAmountOverride = undefined;
    }
    const tracked = (await ctx.app.inject(`/v1/api/orders/${order.order_number}`)).json<{ data: Order }>()
      .data;
    expect(tracked.payment_status).toBe('pending');
  });
});
