/**
 * Cached search answers never hide what staff just added or renamed: a search that found nothing is dropped with
 * every other search once a product is added or renamed anywhere, in this process at once (and through the live
 * bus in others, as every catalog change is).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MerchantProduct } from '@suuq/shared/merchant-catalog';
import { createTestApp, type TestContext } from '../../test/test-app';
import { catalogEditorKit } from './catalog-editor-test-kit';

let ctx: TestContext;
let kit: Awaited<ReturnType<typeof catalogEditorKit>>;

beforeAll(async () => {
  // The answer cache on, with a long life: only a change may drop an answer.
  ctx = await createTestApp({ CATALOG_CACHE_TTL_SECONDS: '600' });
  kit = await catalogEditorKit(ctx);
});
afterAll(() => ctx.close());

const found = async (q: string) => {
  const res = await ctx.app.inject(`/api/search?q=${encodeURIComponent(q)}`);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { data: { products: { name: string }[] } }).data.products.map((p) => p.name);
};

describe('cached search', () => {
  it('finds a product the moment it is added, and again by its new name once renamed', async () => {
    expect(await found('Zebrafruit')).toEqual([]);
    expect(await found('Quokkaberry')).toEqual([]);
    const category = (await kit.categories())[0]!;
    const product: MerchantProduct = await kit.newProduct({
      name: { en: 'Zebrafruit juice' },
      selling_price: 3,
      category_id: category.id,
    });
    expect(await found('Zebrafruit')).toEqual(['Zebrafruit juice']);

    const renamed = await kit.call('PUT', `/api/merchant/products/${product.id}`, {
      name: { en: 'Quokkaberry juice' },
      selling_price: 3,
      category_id: category.id,
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(await found('Quokkaberry')).toEqual(['Quokkaberry juice']);
    expect(await found('Zebrafruit')).toEqual([]);
  });
});
