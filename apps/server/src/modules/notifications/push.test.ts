/**
 * Web push through the outbox, against a local push service: staff and a shopper subscribe (refusals for whoever
 * may not), a new order is pushed once to its own store's staff only, in their language, with the order; a
 * shopper's order change reaches the browser that asked; a push service's 410 deletes the subscription. Runs on
 * PGlite and, with TEST_DATABASE_URL, on PostgreSQL.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Store } from '@suuq/shared/catalog';
import { outboxMessages, pushSubscriptions } from '../../db/schema';
import { DEMO_USERS } from '../../db/seed/seed-users';
import { bearer, signIn } from '../accounts/accounts-test-kit';
import { loadFixtures, type Fixtures } from '../../test/catalog-fixtures';
import {
  startFakePushService,
  type FakePushService,
  type FakeSubscription,
} from '../../test/fake-push-service';
import { createTestApp, type TestContext } from '../../test/test-app';
import { orderKit } from '../orders/order-test-kit';

let ctx: TestContext;
let fixtures: Fixtures;
let pushService: FakePushService;
let store: Store;
let otherStore: Store;
let staff: { authorization: string };
let otherStaff: { authorization: string };
const kit = orderKit(() => ({ app: ctx.app, fixtures }));

async function staffOf(of: Store) {
  const demo = DEMO_USERS.find((u) => u.role === 'staff' && u.storeSlug === of.slug)!;
  return bearer((await signIn(ctx.app, demo.phone, demo.password)).access_token);
}

function subscribe(
  subscription: FakeSubscription,
  headers: Record<string, string> = {},
  extra: Record<string, unknown> = {},
) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/push/subscriptions',
    headers,
    payload: { ...subscription, ...extra },
  });
}

let phones = 0;
async function place(): Promise<{ number: string; key: string }> {
  phones += 1;
  const { line } = await kit.simpleLine(store);
  const body = await kit.orderBody(store, [line], {
    delivery_method: 'pickup',
    customer: { name: 'Hodan Ali', phone: `+252 61 8${String(phones).padStart(2, '0')} 5500` },
  });
  const res = await ctx.app.inject({
    method: 'POST',
    url: `/v1/api/stores/${store.id}/placeOrder`,
    payload: body,
  });
  expect(res.statusCode, res.body).toBe(201);
  const { order_number, view_key } = res.json<{ data: { order_number: string; view_key: string } }>().data;
  return { number: order_number, key: view_key };
}

const pushRows = (orderNumber: string) =>
  ctx.app.db
    .select()
    .from(outboxMessages)
    .where(eq(outboxMessages.orderNumber, orderNumber))
    .then((rows) => rows.filter((row) => row.channel === 'push'));

const receivedAt = (endpoint: string) => pushService.received.filter((push) => push.endpoint === endpoint);

beforeAll(async () => {
  pushService = await startFakePushService();
  ctx = await createTestApp();
  fixtures = await loadFixtures(ctx.app);
  for (const candidate of fixtures.stores) {
    const methods = await kit.methodsOf(candidate.id);
    if (methods.some((m) => m.key === 'pickup' && m.available)) {
      store = candidate;
      break;
    }
  }
  otherStore = fixtures.stores.find((s) => s.id !== store.id)!;
  staff = await staffOf(store);
  otherStaff = await staffOf(otherStore);
});

afterAll(async () => {
  await ctx?.close();
  await pushService?.close();
});

describe('web push', () => {
  it('gives browsers the server’s public key, the same on every call', async () => {
    const first = (await ctx.app.inject({ url: '/api/config' })).json<{
      data: { push_public_key: string };
    }>();
    const again = (await ctx.app.inject({ url: '/api/config' })).json<{
      data: { push_public_key: string };
    }>();
    expect(first.data.push_public_key).toMatch(/^[A-Za-z0-9_-]{80,}$/);
    expect(again.data.push_public_key).toBe(first.data.push_public_key);
  });

  it('refuses a subscription from someone who may not have one', async () => {
    const guest = await subscribe(pushService.subscription());
    expect(guest.statusCode).toBe(401);

    const customer = DEMO_USERS.find((u) => u.role === 'customer')!;
    const asCustomer = bearer((await signIn(ctx.app, customer.phone, customer.password)).access_token);
    const shopper = await subscribe(pushService.subscription(), asCustomer);
    expect(shopper.statusCode).toBe(403);

    const { number } = await place();
    const noKey = await subscribe(pushService.subscription(), {}, { order_number: number });
    expect(noKey.statusCode).toBe(403);
    const other = await place();
    const wrongKey = await subscribe(
      pushService.subscription(),
      { 'x-order-key': other.key },
      { order_number: number },
    );
    expect(wrongKey.statusCode).toBe(403);
    expect(wrongKey.json<{ message: string }>().message).toMatch(/phone that placed it/);

    const insecure = await subscribe(
      { endpoint: 'ftp://push.example/1', keys: pushService.subscription().keys },
      staff,
    );
    expect(insecure.statusCode).toBe(422);
  });

  it('pushes a new order once, with the order, to its own store’s staff only, in their language', async () => {
    const mine = pushService.subscription();
    const mineSomali = pushService.subscription();
    const theirs = pushService.subscription();
    expect((await subscribe(mine, staff)).json()).toEqual({
      data: { endpoint: mine.endpoint, scope: 'staff' },
    });
    expect((await subscribe(mineSomali, staff, { language: 'so' })).statusCode).toBe(201);
    expect((await subscribe(theirs, otherStaff)).statusCode).toBe(201);

    const { number } = await place();
    const rows = await pushRows(number);
    expect(rows).toHaveLength(2);
    expect(rows.every((row) => row.kind === 'push_new_order' && row.storeId === store.id)).toBe(true);

    await ctx.app.notifications.worker.drain();
    await ctx.app.notifications.worker.drain();
    expect(receivedAt(mine.endpoint).map((push) => push.payload)).toEqual([
      {
        title: `New order ${number}`,
        body: 'Open the board to accept it.',
        url: '/staff',
        tag: `order-${number}`,
      },
    ]);
    expect(receivedAt(mineSomali.endpoint).map((push) => push.payload.title)).toEqual([
      `Dalab cusub ${number}`,
    ]);
    expect(receivedAt(theirs.endpoint)).toEqual([]);
    const [push] = receivedAt(mine.endpoint);
    expect(push!.headers['content-encoding']).toBe('aes128gcm');
    expect(push!.headers.authorization).toMatch(/^vapid t=.+, k=.+$/);
    expect(Number(push!.headers.ttl)).toBeGreaterThan(0);

    const settled = await pushRows(number);
    expect(settled.map((row) => row.status)).toEqual(['sent', 'sent']);
    const [saved] = await ctx.app.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.endpoint, mine.endpoint));
    expect(saved!.lastOkAt).not.toBeNull();
  });

  it('tells a shopper who asked of their order’s changes, and no one else', async () => {
    const { number, key } = await place();
    const browser = pushService.subscription();
    const res = await subscribe(browser, { 'x-order-key': key }, { order_number: number, language: 'so' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json<{ data: { scope: string } }>().data.scope).toBe('order');

    const accepted = await ctx.app.inject({
      method: 'POST',
      url: `/api/merchant/orders/${number}/status`,
      headers: staff,
      payload: { status: 'accepted' },
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    await ctx.app.notifications.worker.drain();
    expect(receivedAt(browser.endpoint).map((push) => push.payload)).toEqual([
      {
        title: `Dalabka ${number}`,
        body: 'Dukaanku wuu aqbalay dalabkaaga, waana la diyaarinayaa.',
        url: `/t/${number}`,
        tag: `order-${number}`,
      },
    ]);
  });

  it('deletes a subscription the push service says is gone (410), and sends it nothing more', async () => {
    const gone = pushService.subscription();
    expect((await subscribe(gone, staff)).statusCode).toBe(201);
    pushService.answer(gone.endpoint, 410);

    const { number } = await place();
    await ctx.app.notifications.worker.drain();
    const rows = await pushRows(number);
    const forGone = rows.find((row) => row.lastError?.includes('410'));
    expect(forGone?.status).toBe('skipped');
    const left = await ctx.app.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.endpoint, gone.endpoint));
    expect(left).toEqual([]);

    const next = await place();
    expect((await pushRows(next.number)).length).toBe(rows.length - 1);
  });

  it('unsubscribes a browser by its endpoint', async () => {
    const browser = pushService.subscription();
    expect((await subscribe(browser, staff)).statusCode).toBe(201);
    const remove = () =>
      ctx.app.inject({
        method: 'DELETE',
        url: '/api/push/subscriptions',
        payload: { endpoint: browser.endpoint },
      });
    expect((await remove()).json()).toEqual({ data: { removed: true } });
    expect((await remove()).json()).toEqual({ data: { removed: false } });
  });
});
