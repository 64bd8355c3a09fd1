/**
 * What the mobile-money tests share: an app pointed at the local wallets, placing an order paid by a wallet,
 * waiting for the wallet's answer to be written down, reading the order and its attempts, and staff cancelling.
 */
import type { Store } from '@suuq/shared/catalog';
import type { LiveEvent } from '@suuq/shared/live';
import type { Order } from '@suuq/shared/orders';
import { expect } from 'vitest';
import { DEMO_USERS } from '../../db/seed/seed-users';
import { loadFixtures, type Fixtures } from '../../test/catalog-fixtures';
import { startFakeWallets, type FakeWallets } from '../../test/fake-wallets';
import { createTestApp, type TestContext } from '../../test/test-app';
import { bearer, signIn } from '../accounts/accounts-test-kit';
import { orderKit } from '../orders/order-test-kit';

export interface PaymentKit {
  ctx: TestContext;
  wallets: FakeWallets;
  fixtures: Fixtures;
  store: Store;
  events: LiveEvent[];
}

export async function startPaymentKit(env: Record<string, string> = {}): Promise<PaymentKit> {
  const wallets = await startFakeWallets();
  const ctx = await createTestApp({
    ...wallets.env,
    WAAFI_TIMEOUT_MS: '400',
    EDAHAB_TIMEOUT_MS: '400',
    EDAHAB_POLL_MS: '20',
    RATE_LIMIT_PAYMENTS_PER_MINUTE: '100000',
    ...env,
  });
  const fixtures = await loadFixtures(ctx.app);
  const store = fixtures.stores.find((s) => s.is_open)!;
  const events: LiveEvent[] = [];
  ctx.bus.subscribe((event) => events.push(event));
  return { ctx, wallets, fixtures, store, events };
}

export async function stopPaymentKit(kit: PaymentKit | undefined): Promise<void> {
  if (!kit) return;
  await kit.ctx.app.mobileMoney.service.idle();
  await kit.ctx.close();
  await kit.wallets.close();
}

export function paymentHelpers(current: () => PaymentKit) {
  const orders = orderKit(() => ({ app: current().ctx.app, fixtures: current().fixtures }));

  async function bodyFor(method: string, phone: string | undefined) {
    const { store } = current();
    const { line } = await orders.simpleLine(store, (p) => !(p as { container?: unknown }).container);
    return orders.orderBody(store, [line], {
      payment_method: method as Order['payment_method'],
      ...(phone === undefined ? {} : { payer_phone: phone }),
    });
  }

  /** Places an order paid by the wallet; 201 with the payment pending. */
  async function placeMobile(method: string, phone: string): Promise<Order> {
    const res = await orders.place(current().store, await bodyFor(method, phone));
    expect(res.statusCode, res.body).toBe(201);
    const order = res.json<{ data: Order }>().data;
    expect(order.payment_status).toBe('pending');
    return order;
  }

  /** Waits until every wallet call this app made has been answered and written down. */
  const settle = () => current().ctx.app.mobileMoney.service.idle();

  async function orderNow(number: string, lang = 'en'): Promise<Order> {
    const res = await current().ctx.app.inject({
      url: `/v1/api/orders/${number}?lang=${lang}`,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ data: Order }>().data;
  }

  async function attemptsOf(number: string) {
    const { attempts } = current().ctx.app.mobileMoney;
    const order = await attempts.orderByNumber(number);
    return attempts.forOrder(order!.id);
  }

  function pay(number: string, body: object = {}, headers: Record<string, string> = {}) {
    return current().ctx.app.inject({
      method: 'POST',
      url: `/v1/api/orders/${number}/pay`,
      payload: body,
      headers,
    });
  }

  /** Staff of the order's store move it to `status`; answers the response. */
  async function staffMove(number: string, status: string) {
    const { ctx, store } = current();
    const demo = DEMO_USERS.find((u) => u.role === 'staff' && u.storeSlug === store.slug)!;
    const token = (await signIn(ctx.app, demo.phone, demo.password)).access_token;
    return ctx.app.inject({
      method: 'POST',
      url: `/api/merchant/orders/${number}/status`,
      headers: bearer(token),
      payload: { status },
    });
  }

  async function staffCancel(number: string) {
    const res = await staffMove(number, 'cancelled');
    expect(res.statusCode, res.body).toBe(200);
  }

  return { ...orders, bodyFor, placeMobile, settle, orderNow, attemptsOf, pay, staffMove, staffCancel };
}
