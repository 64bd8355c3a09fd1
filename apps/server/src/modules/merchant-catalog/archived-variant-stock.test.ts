/**
 * A product with variants shows the sum of its live variants' stock, whatever touches it: an order taking stock,
 * and the cancelling of an old order of a variant staff have since removed (kept, archived, for past orders).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MerchantProduct } from '@suuq/shared/merchant-catalog';
import type { Order } from '@suuq/shared/orders';
import { createTestApp, type TestContext } from '../../test/test-app';
import { catalogEditorKit } from './catalog-editor-test-kit';

let ctx: TestContext;
let kit: Awaited<ReturnType<typeof catalogEditorKit>>;

beforeAll(async () => {
  ctx = await createTestApp();
  kit = await catalogEditorKit(ctx, 1);
});
afterAll(() => ctx.close());

describe('a product whose variant was removed', () => {
  it('keeps showing its live variants’ stock after an old order of the removed one is cancelled', async () => {
    const category = (await kit.categories())[0]!;
    const product = await kit.newProduct({
      name: { en: 'Water jerrycan' },
      selling_price: 6,
      category_id: category.id,
      attributes: ['Size'],
      variants: [
        { name: { en: '10 litres' }, selling_price: 6, stock: 10, attribute_values: ['10'] },
        { name: { en: '20 litres' }, selling_price: 12, stock: 4, attribute_values: ['20'] },
      ],
    });
    const [small, large] = product.variants;
    const placed = await kit.orders.place(
      kit.store,
      await kit.orders.orderBody(kit.store, [{ product_id: product.id, variant_id: small!.id, quantity: 2 }]),
    );
    expect(placed.statusCode, placed.body).toBe(201);
    const order = placed.json<{ data: Order }>().data;

    // Staff drop the small jerrycan and restock the large one: the product shows 50.
    const changed = await kit.call('PUT', `/api/merchant/products/${product.id}`, {
      name: { en: 'Water jerrycan' },
      selling_price: 12,
      category_id: category.id,
      attributes: ['Size'],
      variants: [
        { id: large!.id, name: { en: '20 litres' }, selling_price: 12, stock: 50, attribute_values: ['20'] },
      ],
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json<{ data: MerchantProduct }>().data.stock).toBe(50);

    // An order of the large one takes from it, and the product shows what the live variant has.
    const large1 = await kit.orders.place(
      kit.store,
      await kit.orders.orderBody(kit.store, [{ product_id: product.id, variant_id: large!.id, quantity: 1 }]),
    );
    expect(large1.statusCode, large1.body).toBe(201);
    const stockNow = async () =>
      (await kit.call('GET', `/api/merchant/products/${product.id}`)).json<{ data: MerchantProduct }>().data
        .stock;
    expect(await stockNow()).toBe(49);

    const cancelled = await kit.call('POST', `/api/merchant/orders/${order.order_number}/status`, {
      status: 'cancelled',
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await stockNow()).toBe(49);
    expect((await kit.publicProducts()).find((p) => p.id === product.id)?.stock).toBe(49);
  });
});
