/**
 * A cancelled order is never paid: PayPal capture and retry refuse it, and a paid one is refunded on cancel, Suuq's
 * taking and giving back both in the ledger.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Store } from '@suuq/shared/catalog';
import type { Order } from '@suuq/shared/orders';
import { ledgerEntries, orders } from '../../../../db/schema';
import { DEMO_USERS } from '../../../../db/seed/seed-users';
import { bearer, signIn } from '../../../accounts/accounts-test-kit';
import { loadFixtures, type Fixtures } from '../../../../test/catalog-fixtures';
import { startFakePayPal, type FakePayPal } from '../../../../test/fake-paypal';
import { createTestApp, type TestContext } from '../../../../test/test-app';

const CANCELLED = 'This order was cancelled, so it can no longer be paid.';

let ctx: TestContext;
let paypal: FakePayPal;
let fixtures: Fixtures;
let store: Store;
let staff: { authorization: string };

beforeAll(async () => {
  paypal = await startFakePayPal();
  ctx = await createTestApp({
    PAYPAL_BASE_URL: paypal.url,
    PAYPAL_CLIENT_ID: 'client',
    PAYPAL_CLIENT_SECRET: 'secret',
    PUBLIC_URL: 'http://shop.test',
  });
  fixtures = await loadFixtures(ctx.app);
  store = fixtures.stores.find((s) => s.is_open && DEMO_USERS.some((u) => u.storeSlug === s.slug))!;
  const demo = DEMO_USERS.find((u) => u.role === 'staff' && u.storeSlug === store.slug)!;
  staff = bearer((await signIn(ctx.app, demo.phone, demo.password)).access_token);
});
afterAll(async () => {
  await ctx.close();
  await paypal.close();
});

async function placePayPalOrder(): Promise<{ order: Order; paypalId: string }> {
  const product = (await fixtures.freshProductsOf(store.id)).find(
    (p) => !p.has_variant && p.options.length === 0 && (p.unlimited_stock || p.stock > 5),
  )!;
  const methods = (await ctx.app.inject(`/v1/api/delivery?store_id=${store.id}`)).json<{
    data: { key: string; available: boolean }[];
  }>().data;
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
  return { order: res.json<{ data: Order }>().data, paypalId: [...paypal.orders.values()].at(-1)!.id };
}

const capture = (number: string) =>
  ctx.app.inject({ method: 'POST', url: `/v1/api/orders/${number}/paypal/capture` });
const retry = (number: string) => ctx.app.inject({ method: 'POST', url: `/v1/api/orders/${number}/paypal` });
const cancel = (number: string) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/merchant/orders/${number}/status`,
    headers: staff,
    payload: { status: 'cancelled' },
  });
const track = async (number: string) =>
  (await ctx.app.inject(`/v1/api/orders/${number}`)).json<{ data: Order }>().data;

describe('a cancelled PayPal order', () => {
  it('is not captured when the shopper approves after staff cancelled it', async () => {
    const { order, paypalId } = await placePayPalOrder();
    expect((await cancel(order.order_number)).statusCode).toBe(200);
    paypal.approve(paypalId);
    const res = await capture(order.order_number);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(CANCELLED);
    expect(paypal.orders.get(paypalId)?.captured).toBe(false);
    const tracked = await track(order.order_number);
    expect(tracked.status).toBe('cancelled');
    expect(tracked.payment_status).not.toBe('paid');
  });

  it('shows no approval link once cancelled, and its payment cannot be started again', async () => {
    const { order } = await placePayPalOrder();
    expect(order.approve_url).toBeTruthy();
    expect((await cancel(order.order_number)).statusCode).toBe(200);
    expect((await track(order.order_number)).approve_url).toBeNull();
    const res = await retry(order.order_number);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(CANCELLED);
    expect((await track(order.order_number)).approve_url).toBeNull();
  });

  it('is refunded through PayPal when staff cancel it after it was paid', async () => {
    const { order, paypalId } = await placePayPalOrder();
    paypal.approve(paypalId);
    expect((await capture(order.order_number)).json().data.payment_status).toBe('paid');
    const res = await cancel(order.order_number);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ status: 'cancelled', payment_status: 'refunded' });
    expect(paypal.orders.get(paypalId)?.refunded).toBe(true);
    // A second capture call (a late return from PayPal) changes nothing.
    expect((await capture(order.order_number)).statusCode).toBe(409);
    expect((await track(order.order_number)).payment_status).toBe('refunded');
    // Suuq took the payment and gave it back, each posted once.
    const [row] = await ctx.app.db.select().from(orders).where(eq(orders.orderNumber, order.order_number));
    const posted = await ctx.app.db
      .select({ account: ledgerEntries.account, kind: ledgerEntries.kind, amount: ledgerEntries.amount })
      .from(ledgerEntries)
      .where(eq(ledgerEntries.orderId, row!.id));
    expect(posted.filter((entry) => entry.account === 'suuq')).toEqual(
      expect.arrayContaining([
        { account: 'suuq', kind: 'collected', amount: -row!.total },
        { account: 'suuq', kind: 'refund', amount: row!.total },
      ]),
    );
    expect(posted).toHaveLength(4);
  });
});
