/**
 * Staff editing and deleting a product while shoppers order it: no answer is a 5xx, every order is priced by one
 * version of the product (never half old, half new), stock stays exact, and a product deleted mid-rush is hidden if
 * any order got it. Runs on PGlite and, with TEST_DATABASE_URL, on PostgreSQL, where the requests really interleave.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { MerchantProduct, ProductInput } from '@suuq/shared/merchant-catalog';
import type { Order } from '@suuq/shared/orders';
import { orderItems, productVariants, products } from '../../db/schema';
import { createTestApp, type TestContext } from '../../test/test-app';
import { catalogEditorKit } from './catalog-editor-test-kit';

let ctx: TestContext;
let kit: Awaited<ReturnType<typeof catalogEditorKit>>;

beforeAll(async () => {
  ctx = await createTestApp();
  kit = await catalogEditorKit(ctx, 2);
});
afterAll(() => ctx.close());

const db = () => ctx.testDb.database.db;

describe('editing while orders come in', () => {
  it('prices each order by one version, keeps stock exact and never answers 5xx', async () => {
    const category = await kit.newCategory('Rush hour');
    const body = (price: number, name: string, product?: MerchantProduct): ProductInput => ({
      name: { en: name },
      selling_price: price,
      category_id: category.id,
      variants: [
        { id: product?.variants[0]?.id, name: { en: 'Small' }, selling_price: price, stock: 40 },
        { id: product?.variants[1]?.id, name: { en: 'Large' }, selling_price: price * 2, stock: 40 },
      ],
    });
    const product = await kit.newProduct(body(30, 'Version 30'));
    const [small, large] = product.variants;
    const order = async (variantId: number) =>
      kit.orders.place(
        kit.store,
        await kit.orders.orderBody(kit.store, [
          { product_id: product.id, variant_id: variantId, quantity: 1 },
        ]),
      );
    // Staff change names and prices but leave stock to the orders (no stock sent: each variant keeps its own).
    const edit = (price: number) => {
      const { variants, ...rest } = body(price, `Version ${price}`, product);
      return kit.call('PUT', `/api/merchant/products/${product.id}`, {
        ...rest,
        variants: variants!.map(({ stock, ...variant }) => (void stock, variant)),
      });
    };

    const answers = await Promise.all([
      ...Array.from({ length: 24 }, (_, i) => order(i % 2 ? small!.id : large!.id)),
      ...[31, 32, 33, 34, 35, 36].map((price) => edit(price)),
    ]);
    const statuses = answers.map((res) => res.statusCode);
    expect(
      statuses.filter((status) => status >= 500),
      JSON.stringify(answers.map((a) => a.body)),
    ).toEqual([]);
    expect(statuses.slice(24).every((status) => status === 200)).toBe(true);
    const placed = answers.slice(0, 24).filter((res) => res.statusCode === 201);
    expect(placed.length).toBe(24);

    // Each line: one version's name with that version's price.
    for (const res of placed) {
      const number = res.json<{ data: Order }>().data.order_number;
      const [line] = (await ctx.app.inject(`/v1/api/orders/${number}`)).json<{ data: Order }>().data.items;
      const version = Number(/Version (\d+)/.exec(line!.name)?.[1]);
      expect([30, 31, 32, 33, 34, 35, 36]).toContain(version);
      expect(line!.unit_price).toBe(line!.name.includes('Large') ? version * 2 : version);
    }
    // Stock: 80 less what was ordered, the product showing the sum of its variants.
    const variants = await db()
      .select()
      .from(productVariants)
      .where(eq(productVariants.productId, product.id));
    const total = variants.reduce((sum, v) => sum + v.stock, 0);
    expect(total).toBe(80 - placed.length);
    const [row] = await db()
      .select({ stock: products.stock })
      .from(products)
      .where(eq(products.id, product.id));
    expect(row!.stock).toBe(total);
  });

  it('deleting a product while it is ordered: orders that got in keep it (hidden), the rest are refused', async () => {
    const category = await kit.newCategory('Last call');
    const product = await kit.newProduct({
      name: { en: 'Going away' },
      selling_price: 30,
      stock: 100,
      category_id: category.id,
    });
    const order = async () =>
      kit.orders.place(
        kit.store,
        await kit.orders.orderBody(kit.store, [{ product_id: product.id, quantity: 1 }]),
      );
    const answers = await Promise.all([
      ...Array.from({ length: 8 }, () => order()),
      kit.call('DELETE', `/api/merchant/products/${product.id}`),
      ...Array.from({ length: 8 }, () => order()),
    ]);
    const statuses = answers.map((res) => res.statusCode);
    expect(
      statuses.filter((status) => status >= 500),
      JSON.stringify(answers.map((a) => a.body)),
    ).toEqual([]);
    const removed = answers[8]!.json<{ data: { deleted: boolean; hidden: boolean } }>().data;
    const ordered = await db().select().from(orderItems).where(eq(orderItems.productId, product.id));
    const placed = answers.filter((res, i) => i !== 8 && res.statusCode === 201).length;
    expect(ordered.length).toBe(placed);
    // Refused orders name the product as unavailable.
    expect(
      answers
        .filter((res, i) => i !== 8 && res.statusCode !== 201)
        .every((res) => [409, 422].includes(res.statusCode)),
    ).toBe(true);
    const [row] = await db().select().from(products).where(eq(products.id, product.id));
    if (removed.deleted) {
      expect(row).toBeUndefined();
      // A deleted product was on no order: none got in.
      expect(placed).toBe(0);
    } else {
      expect(removed.hidden).toBe(true);
      expect(row!.hidden).toBe(true);
      expect(row!.stock).toBe(100 - placed);
    }
  });
});
