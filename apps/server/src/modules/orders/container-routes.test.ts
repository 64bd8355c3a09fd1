import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HeldContainers } from '@suuq/shared/containers';
import type { Product, Store } from '@suuq/shared/catalog';
import type { Order } from '@suuq/shared/orders';
import { DEMO_USERS } from '../../db/seed/seed-users';
import { bearer, newAccount, signIn, type TestAccount } from '../accounts/accounts-test-kit';
import { loadFixtures, type Fixtures } from '../../test/catalog-fixtures';
import { createTestApp, type TestContext } from '../../test/test-app';

let ctx: TestContext;
let fixtures: Fixtures;
let gas: Store;
let cylinder: Product;
let staff: { authorization: string };
let customer: TestAccount;

async function order(lines: Record<string, unknown>[], headers: Record<string, string> = customer.headers) {
  const methods = (await ctx.app.inject(`/v1/api/delivery?store_id=${gas.id}`)).json().data as {
    key: string;
    available: boolean;
  }[];
  return ctx.app.inject({
    method: 'POST',
    url: `/v1/api/stores/${gas.id}/placeOrder`,
    headers,
    payload: {
      branch_id: gas.branch_id,
      delivery_method: methods.find((m) => m.key === 'pickup' && m.available) ? 'pickup' : 'delivery',
      payment_method: 'cash',
      customer: { name: 'Faadumo Nuur', phone: '+252 61 700 1122' },
      address: { line: 'Hodan, near the market', lat: 2.03, lng: 45.31 },
      items: lines,
    },
  });
}

const line = (variant: number, quantity: number, mode?: string) => ({
  product_id: cylinder.id,
  variant_id: cylinder.childrens[variant]!.id,
  quantity,
  ...(mode ? { container_mode: mode } : {}),
});

const held = async () =>
  (await ctx.app.inject({ url: '/api/user/containers', headers: customer.headers })).json<{
    data: HeldContainers;
  }>().data;

const returned = (number: string, count: number, headers = staff) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/merchant/orders/${number}/containers`,
    headers,
    payload: { returned: count },
  });

beforeAll(async () => {
  ctx = await createTestApp();
  fixtures = await loadFixtures(ctx.app);
  gas = fixtures.stores.find((s) => s.slug === 'olol-gas-supply' || s.name === 'Olol Gas Supply')!;
  cylinder = (await fixtures.freshProductsOf(gas.id)).find((p) => p.name === 'Cooking gas refill')!;
  const demo = DEMO_USERS.find((u) => u.role === 'staff' && u.storeSlug === gas.slug)!;
  staff = bearer((await signIn(ctx.app, demo.phone, demo.password)).access_token);
  customer = await newAccount(ctx.app);
});
afterAll(() => ctx.close());

describe('returnable containers', () => {
  it('the catalog shows a gas refill’s cylinder and deposit, in the shopper’s language', async () => {
    expect(cylinder.container).toEqual({ name: 'Gas cylinder (6 or 13 kg)', deposit: 20 });
    const somali = await ctx.app.inject(`/api/products/${cylinder.slug}?lang=so`);
    expect(somali.json().data.container.name).toBe('Dhalada gaaska (6 ama 13 kiilo)');
  });

  it('a line of a container product must say exchange or new (422 on the field, in Somali too)', async () => {
    const res = await order([line(0, 1)]);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toHaveProperty(['items.0.container_mode']);
    const so = await order([line(0, 1)], { ...customer.headers, 'accept-language': 'so' });
    expect(so.json().message).toContain('Dooro haddii aad haysato weel madhan');
  });

  it('exchange charges no deposit; new charges it as its own line field, inside the order total', async () => {
    const exchange = await order([line(0, 2, 'exchange')]);
    expect(exchange.statusCode, exchange.body).toBe(201);
    const swapped = exchange.json<{ data: Order }>().data;
    expect(swapped.deposit_total).toBe(0);
    expect(swapped.items[0]).toMatchObject({ container_mode: 'exchange', deposit_total: 0 });
    expect(swapped.total).toBeCloseTo(swapped.subtotal + swapped.delivery_fee, 2);

    const fresh = await order([line(0, 1, 'exchange'), line(1, 2, 'new')]);
    expect(fresh.statusCode, fresh.body).toBe(201);
    const bought = fresh.json<{ data: Order }>().data;
    expect(bought.items.map((i) => [i.container_mode, i.deposit_total])).toEqual([
      ['exchange', 0],
      ['new', 40],
    ]);
    expect(bought.deposit_total).toBe(40);
    expect(bought.total).toBeCloseTo(bought.subtotal + bought.delivery_fee + 40, 2);
    // The deposits are not part of the lines' totals.
    expect(bought.items[1]!.total).toBeCloseTo(bought.items[1]!.unit_price * 2, 2);
  });

  it('staff record returns; the customer holds what is still out, with its deposits; a cancelled order holds none', async () => {
    const first = (await order([line(0, 3, 'new')])).json<{ data: Order }>().data;
    const before = await held();
    const count = before.containers.find((c) => c.name === 'Gas cylinder (6 or 13 kg)')!.held;
    expect(count).toBeGreaterThanOrEqual(3);

    const tooMany = await returned(first.order_number, 4);
    expect(tooMany.statusCode).toBe(422);
    expect(tooMany.json().message).toBe('Only 3 containers were taken new with this order.');
    const ok = await returned(first.order_number, 2);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data.containers_returned).toBe(2);
    expect((await returned(first.order_number, 2)).statusCode).toBe(200); // the count, not an increment
    const after = await held();
    const kind = after.containers.find((c) => c.name === 'Gas cylinder (6 or 13 kg)')!;
    expect(kind.held).toBe(count - 2);
    expect(kind.deposit).toBe(20);
    expect(kind.deposit_total).toBe(20 * kind.held);
    expect(after.deposits).toEqual([{ amount: 20 * kind.held, currency: gas.currency }]);

    const other = await newAccount(ctx.app);
    expect((await returned(first.order_number, 1, other.headers)).statusCode).toBe(403);

    const cancelled = (await order([line(0, 1, 'new')])).json<{ data: Order }>().data;
    await ctx.app.inject({
      method: 'POST',
      url: `/api/merchant/orders/${cancelled.order_number}/status`,
      headers: staff,
      payload: { status: 'cancelled' },
    });
    expect((await held()).containers.find((c) => c.name === 'Gas cylinder (6 or 13 kg)')!.held).toBe(
      count - 2,
    );
    expect((await returned(cancelled.order_number, 1)).statusCode).toBe(409);
  });
});
