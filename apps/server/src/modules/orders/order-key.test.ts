/**
 * A guest's own phone sees its order whole: the placement answer carries the order's key, and tracking with it
 * shows contact, address and note; the number alone, a wrong key or another order's key show the public view.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Order } from '@suuq/shared/orders';
import { loadFixtures, type Fixtures } from '../../test/catalog-fixtures';
import { createTestApp, type TestContext } from '../../test/test-app';
import { orderKit } from './order-test-kit';

let ctx: TestContext;
let fixtures: Fixtures;
const kit = orderKit(() => ({ app: ctx.app, fixtures }));

beforeAll(async () => {
  ctx = await createTestApp();
  fixtures = await loadFixtures(ctx.app);
});
afterAll(() => ctx.close());

async function placeAsGuest(): Promise<Order> {
  const store = fixtures.stores.find((s) => s.is_open)!;
  const { line } = await kit.simpleLine(store);
  const body = await kit.orderBody(store, [line], {
    delivery_method: 'pickup',
    notes: 'Peanut allergy: call when ready',
  });
  const res = await kit.place(store, body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ data: Order }>().data;
}

const track = (number: string, key?: string) =>
  ctx.app.inject({
    url: `/v1/api/orders/${number}`,
    headers: key === undefined ? {} : { 'x-order-key': key },
  });

it('gives the placer a key that shows their own order whole, and only that order', async () => {
  const mine = await placeAsGuest();
  const other = await placeAsGuest();
  expect(mine.view_key).toMatch(/^[A-Za-z0-9_-]{32}$/);
  expect(mine.view_key).not.toBe(other.view_key);

  const withKey = (await track(mine.order_number, mine.view_key)).json<{ data: Order }>().data;
  expect(withKey.notes).toBe('Peanut allergy: call when ready');
  expect(withKey.customer?.name).toBeTruthy();
  expect(withKey.view_key).toBeUndefined();

  // Typed another way (lower case, a space for the dash), the number still matches its key.
  const typed = mine.order_number.toLowerCase().replace('-', ' ');
  expect((await track(typed, mine.view_key)).json<{ data: Order }>().data.notes).toBe(
    'Peanut allergy: call when ready',
  );

  for (const key of [undefined, 'x'.repeat(32), other.view_key!, '']) {
    const res = await track(mine.order_number, key);
    expect(res.statusCode).toBe(200);
    const view = res.json<{ data: Order }>().data;
    expect(view.notes).toBeUndefined();
    expect(view.customer).toBeUndefined();
    expect(view.address).toBeUndefined();
  }
  expect((await track(mine.order_number, 'k'.repeat(101))).statusCode).toBe(422);
});
