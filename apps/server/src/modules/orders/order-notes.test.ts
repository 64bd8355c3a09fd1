/**
 * The shopper's note for the store (an allergy, "call when ready") reaches those who act on it: the store's staff
 * on their board and the shopper on their order, in full; nobody else who tracks the number.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Order } from '@suuq/shared/orders';
import { DEMO_USERS } from '../../db/seed/seed-users';
import { loadFixtures, type Fixtures } from '../../test/catalog-fixtures';
import { createTestApp, type TestContext } from '../../test/test-app';
import { bearer, newAccount, signIn } from '../accounts/accounts-test-kit';
import { orderKit } from './order-test-kit';

let ctx: TestContext;
let fixtures: Fixtures;
const kit = orderKit(() => ({ app: ctx.app, fixtures }));

beforeAll(async () => {
  ctx = await createTestApp();
  fixtures = await loadFixtures(ctx.app);
});
afterAll(() => ctx.close());

describe('the note for the store', () => {
  it('is on the staff board and the shopper’s order in full, and hidden from others tracking the number', async () => {
    const store = fixtures.stores.find(
      (s) => s.is_open && DEMO_USERS.some((u) => u.role === 'staff' && u.storeSlug === s.slug),
    )!;
    const demo = DEMO_USERS.find((u) => u.role === 'staff' && u.storeSlug === store.slug)!;
    const staff = bearer((await signIn(ctx.app, demo.phone, demo.password)).access_token);
    const shopper = await newAccount(ctx.app);
    const stranger = await newAccount(ctx.app);
    const note = 'Allergic to peanuts. Call 61 555 0101 when ready — the gate is blue.'.repeat(3);
    const { line } = await kit.simpleLine(store);
    const placed = await kit.place(
      store,
      await kit.orderBody(store, [line], { notes: note }),
      shopper.headers,
    );
    expect(placed.statusCode, placed.body).toBe(201);
    const order = placed.json<{ data: Order }>().data;
    expect(order.notes).toBe(note);

    const board = await ctx.app.inject({ url: '/api/merchant/orders', headers: staff });
    const card = board.json<{ data: Order[] }>().data.find((o) => o.order_number === order.order_number);
    expect(card?.notes).toBe(note);

    const own = await ctx.app.inject({
      url: `/v1/api/orders/${order.order_number}`,
      headers: shopper.headers,
    });
    expect(own.json<{ data: Order }>().data.notes).toBe(note);
    for (const headers of [stranger.headers, {}]) {
      const other = await ctx.app.inject({ url: `/v1/api/orders/${order.order_number}`, headers });
      expect(other.json<{ data: Order }>().data.notes).toBeUndefined();
    }
  });
});
