/**
 * What the catalog editor tests share: a store with its staff (and another store's), calling the merchant catalog
 * API and reading the public catalog as shoppers do.
 */
import type { Product, Store, StoreDetail } from '@suuq/shared/catalog';
import type { MerchantCategory, MerchantProduct, ProductInput } from '@suuq/shared/merchant-catalog';
import { DEMO_USERS } from '../../db/seed/seed-users';
import { bearer, signIn } from '../accounts/accounts-test-kit';
import { loadFixtures } from '../../test/catalog-fixtures';
import type { TestContext } from '../../test/test-app';
import { orderKit } from '../orders/order-test-kit';

export async function staffOf(ctx: TestContext, store: Store) {
  const demo = DEMO_USERS.find((u) => u.role === 'staff' && u.storeSlug === store.slug);
  if (!demo) throw new Error(`No demo staff for ${store.slug}`);
  return bearer((await signIn(ctx.app, demo.phone, demo.password)).access_token);
}

export async function catalogEditorKit(ctx: TestContext, storeIndex = 0) {
  const fixtures = await loadFixtures(ctx.app);
  const open = fixtures.stores.filter((s) => s.is_open);
  const store = open[storeIndex]!;
  const other = open.find((s) => s.id !== store.id)!;
  const staff = await staffOf(ctx, store);
  const otherStaff = await staffOf(ctx, other);
  const orders = orderKit(() => ({ app: ctx.app, fixtures }));

  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
    headers: Record<string, string> = staff,
  ) => ctx.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

  const categories = async () =>
    (await call('GET', '/api/merchant/categories')).json<{ data: MerchantCategory[] }>().data;

  async function newCategory(en = 'Test dishes', so?: string): Promise<MerchantCategory> {
    const res = await call('POST', '/api/merchant/categories', { name: { en, so } });
    if (res.statusCode !== 201) throw new Error(res.body);
    return res.json<{ data: MerchantCategory }>().data;
  }

  async function newProduct(body: ProductInput): Promise<MerchantProduct> {
    const res = await call('POST', '/api/merchant/products', body);
    if (res.statusCode !== 201) throw new Error(res.body);
    return res.json<{ data: MerchantProduct }>().data;
  }

  /** The store's products as a shopper sees them now (through the answer cache). */
  async function publicProducts(lang = 'en'): Promise<Product[]> {
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/stores/products?lang=${lang}`,
      payload: { store_id: store.id, per_page: 100 },
    });
    return res.json<{ data: { products: Product[] } }>().data.products;
  }

  async function publicStore(lang = 'en'): Promise<StoreDetail> {
    return (await ctx.app.inject(`/api/stores/${store.slug}?lang=${lang}`)).json<{ data: StoreDetail }>()
      .data;
  }

  return {
    store,
    other,
    staff,
    otherStaff,
    call,
    categories,
    newCategory,
    newProduct,
    publicProducts,
    publicStore,
    orders,
  };
}
