/**
 * A wallet-paid order whose line staff removed, the difference given back by hand, then cancelled: the wallet's
 * reversal would give the whole payment back, that difference a second time. The rest is owed back by hand instead,
 * and the wallet is never asked to reverse. Runs on PGlite and, with TEST_DATABASE_URL, on PostgreSQL.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Order } from '@suuq/shared/orders';
import { DEMO_USERS } from '../../db/seed/seed-users';
import { bearer, signIn } from '../accounts/accounts-test-kit';
import { paymentHelpers, startPaymentKit, stopPaymentKit, type PaymentKit } from './payment-test-kit';

let kit: PaymentKit;
const h = paymentHelpers(() => kit);
let staff: { authorization: string };

beforeAll(async () => {
  kit = await startPaymentKit();
  const demo = DEMO_USERS.find((u) => u.role === 'staff' && u.storeSlug === kit.store.slug)!;
  staff = bearer((await signIn(kit.ctx.app, demo.phone, demo.password)).access_token);
});
afterAll(() => stopPaymentKit(kit));

const staffPost = (url: string, payload?: object) =>
  kit.ctx.app.inject({ method: 'POST', url, headers: staff, ...(payload ? { payload } : {}) });

it('owes the rest back by hand once part went back by hand, and never reverses the whole payment', async () => {
  const first = await h.simpleLine(kit.store, (p) => !(p as { container?: unknown }).container);
  const second = await h.simpleLine(
    kit.store,
    (p) => p.id !== first.product.id && !(p as { container?: unknown }).container,
  );
  const body = await h.orderBody(kit.store, [first.line, second.line], {
    payment_method: 'evc_plus',
    payer_phone: '0615550199',
  });
  const placed = await h.place(kit.store, body);
  expect(placed.statusCode, placed.body).toBe(201);
  const order = placed.json<{ data: Order }>().data;
  await h.settle();
  expect((await h.orderNow(order.order_number)).payment_status).toBe('paid');

  const line = order.items.find((item) => item.product_id === second.product.id)!;
  const removed = await staffPost(`/api/merchant/orders/${order.order_number}/items/${line.line_id}/remove`, {
    reason: 'out_of_stock',
  });
  expect(removed.statusCode, removed.body).toBe(200);
  expect(removed.json().data.refund_due).toBeCloseTo(line.total, 2);
  const given = await staffPost(`/api/merchant/orders/${order.order_number}/refund`);
  expect(given.statusCode, given.body).toBe(200);

  const cancelled = await staffPost(`/api/merchant/orders/${order.order_number}/status`, {
    status: 'cancelled',
    reason: 'customer_asked',
  });
  expect(cancelled.statusCode, cancelled.body).toBe(200);
  // What is left of the payment is due by hand, and the board says so.
  expect(cancelled.json().data.refund_due).toBeCloseTo(order.total - line.total, 2);
  expect(cancelled.json().data.refund_by_hand).toBe(true);
  await kit.ctx.app.mobileMoney.sweeper.sweep(new Date(Date.now() + 60_000));
  await h.settle();
  expect((await h.attemptsOf(order.order_number)).map((a) => a.state)).toEqual(['approved']);

  // Given by hand: the order is refunded, and nothing more is due.
  const rest = await staffPost(`/api/merchant/orders/${order.order_number}/refund`);
  expect(rest.statusCode, rest.body).toBe(200);
  expect(rest.json().data.refund_due).toBeUndefined();
  expect(rest.json().data.payment_status).toBe('refunded');
  expect((await staffPost(`/api/merchant/orders/${order.order_number}/refund`)).statusCode).toBe(409);
});
