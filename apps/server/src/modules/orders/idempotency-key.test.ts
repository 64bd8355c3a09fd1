import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Store } from '@suuq/shared/catalog';
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

const { orderBody, place, simpleLine, productNow } = orderKit(() => ({ app: ctx.app, fixtures }));

describe('Idempotency-Key', () => {
  it('returns the first order for a retry and refuses the key with another body', async () => {
    const store = fixtures.stores.find((s) => s.is_open)!;
    const { product, line } = await simpleLine(store, (p) => p.stock >= 10);
    const before = (await productNow(product.slug)).stock;
    const body = await orderBody(store, [line]);
    const key = `retry-${Date.now()}`;
    const first = await place(store, body, { 'idempotency-key': key });
    const second = await place(store, { ...body, items: [...body.items] }, { 'idempotency-key': key });
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(201);
    expect(second.json().data.order_number).toBe(first.json().data.order_number);
    expect((await productNow(product.slug)).stock).toBe(before - line.quantity);

    const other = await place(store, { ...body, notes: 'different' }, { 'idempotency-key': key });
    expect(other.statusCode).toBe(422);
    expect(other.json().message).toBe('This Idempotency-Key was already used for a different order.');

    const tooLong = await place(store, body, { 'idempotency-key': 'k'.repeat(256) });
    expect(tooLong.statusCode).toBe(422);
  });

  it('lets a refused request be retried with the same key once the cart is fixed', async () => {
    let chosen: { store: Store; line: { product_id: number; quantity: number } } | undefined;
    for (const store of fixtures.stores.filter((s) => s.is_open && s.min_order_amount > 0)) {
      const { line } = await simpleLine(store);
      if (line.quantity > 1) chosen = { store, line };
    }
    if (!chosen) throw new Error('No demo store needs more than one unit to reach its minimum');
    const { store, line } = chosen;
    const key = `fix-${Date.now()}`;
    const tooSmall = await place(store, await orderBody(store, [{ ...line, quantity: 1 }]), {
      'idempotency-key': key,
    });
    expect(tooSmall.statusCode).toBe(422);
    const fixed = await place(store, await orderBody(store, [line]), { 'idempotency-key': key });
    expect(fixed.statusCode, fixed.body).toBe(201);
    const again = await place(store, await orderBody(store, [line]), { 'idempotency-key': key });
    expect(again.json().data.order_number).toBe(fixed.json().data.order_number);
  });
});
