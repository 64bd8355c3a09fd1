/** An Idempotency-Key belongs to its caller: the same key and body replay an order only to whoever placed it. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Store } from '@suuq/shared/catalog';
import type { Order, PlaceOrderRequest } from '@suuq/shared/orders';
import { newAccount, type TestAccount } from '../accounts/accounts-test-kit';
import { loadFixtures, type Fixtures } from '../../test/catalog-fixtures';
import { createTestApp, type TestContext } from '../../test/test-app';

let ctx: TestContext;
let fixtures: Fixtures;
let store: Store;
let payload: PlaceOrderRequest;
let owner: TestAccount;
let stranger: TestAccount;

beforeAll(async () => {
  ctx = await createTestApp();
  fixtures = await loadFixtures(ctx.app);
  store = fixtures.stores.find((s) => s.is_open)!;
  const product = (await fixtures.freshProductsOf(store.id)).find(
    (p) => !p.has_variant && p.options.length === 0 && (p.unlimited_stock || p.stock > 10),
  )!;
  const methods = (await ctx.app.inject(`/v1/api/delivery?store_id=${store.id}`)).json<{
    data: { key: PlaceOrderRequest['delivery_method']; available: boolean }[];
  }>().data;
  const method = methods.find((m) => m.available && m.key !== 'delivery')?.key ?? 'delivery';
  payload = {
    branch_id: store.branch_id,
    delivery_method: method,
    payment_method: 'cash',
    customer: { name: 'Hodan Ali', phone: '+252 61 555 0101', email: 'hodan@example.so' },
    address: { line: 'Taleex Street, Hodan', lat: 2.04, lng: 45.31 },
    items: [
      {
        product_id: product.id,
        quantity: Math.max(1, Math.ceil(store.min_order_amount / product.selling_price)),
      },
    ],
  };
  owner = await newAccount(ctx.app);
  stranger = await newAccount(ctx.app);
});
afterAll(() => ctx.close());

function place(key: string, headers: Record<string, string> = {}) {
  return ctx.app.inject({
    method: 'POST',
    url: `/v1/api/stores/${store.id}/placeOrder`,
    headers: { 'idempotency-key': key, ...headers },
    payload,
  });
}
const numberOf = (res: { json: () => unknown }) => (res.json() as { data: Order }).data.order_number;

describe('an Idempotency-Key', () => {
  it('replays a signed-in customer’s order to them alone, never to an anonymous caller or another customer', async () => {
    const first = await place('checkout-42', owner.headers);
    expect(first.statusCode, first.body).toBe(201);
    const again = await place('checkout-42', owner.headers);
    expect(again.statusCode).toBe(201);
    expect(numberOf(again)).toBe(numberOf(first));

    const anonymous = await place('checkout-42');
    expect(anonymous.statusCode, anonymous.body).toBe(201);
    expect(numberOf(anonymous)).not.toBe(numberOf(first));

    const other = await place('checkout-42', stranger.headers);
    expect(other.statusCode, other.body).toBe(201);
    expect(numberOf(other)).not.toBe(numberOf(first));
    expect(numberOf(other)).not.toBe(numberOf(anonymous));

    // The anonymous caller's own retry replays the order it placed, not the customer's.
    expect(numberOf(await place('checkout-42'))).toBe(numberOf(anonymous));
  });
});
