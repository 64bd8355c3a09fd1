import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Order } from '@suuq/shared/orders';
import { loadFixtures, type Fixtures } from '../../test/catalog-fixtures';
import { createTestApp, type TestContext } from '../../test/test-app';
import { orderKit } from './order-test-kit';

let ctx: TestContext;
let fixtures: Fixtures;

beforeAll(async () => {
  ctx = await createTestApp();
  fixtures = await loadFixtures(ctx.app);
});
afterAll(() => ctx.close());

const { orderBody, place, simpleLine } = orderKit(() => ({ app: ctx.app, fixtures }));

describe('payments', () => {
  it('shows bank details for a bank transfer until it is paid', async () => {
    const store = fixtures.stores.find((s) => s.is_open)!;
    const { line } = await simpleLine(store);
    const res = await place(store, await orderBody(store, [line], { payment_method: 'bank_transfer' }));
    expect(res.statusCode).toBe(201);
    const order = res.json<{ data: Order }>().data;
    expect(order.payment_status).toBe('pending');
    expect(order.bank_details).toMatchObject({
      reference: order.order_number,
      account_number: expect.any(String),
    });
  });

  it('refuses PayPal when it is not configured', async () => {
    const store = fixtures.stores.find((s) => s.is_open)!;
    const { line } = await simpleLine(store);
    const res = await place(store, await orderBody(store, [line], { payment_method: 'paypal' }));
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe('This payment method is not available at the moment.');
  });
});
