/**
 * Finds demo products of each kind through the public API, so order tests do not depend on ids or names that the
 * demo catalog may change.
 */
import type { Product, Store } from '@suuq/shared/catalog';
import type { App } from '../app';

export interface Fixtures {
  stores: Store[];
  /** A store's products as they were first seen (cached). */
  productsOf(storeId: number): Promise<Product[]>;
  /** A store's products as they are now (stock changes as orders are placed). */
  freshProductsOf(storeId: number): Promise<Product[]>;
}

export async function loadFixtures(app: App): Promise<Fixtures> {
  const stores = (await app.inject({ method: 'POST', url: '/api/stores' })).json<{ data: Store[] }>().data;
  const cache = new Map<number, Product[]>();
  const fetchProducts = async (storeId: number) => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/stores/products',
      payload: { store_id: storeId, per_page: 100 },
    });
    return res.json<{ data: { products: Product[] } }>().data.products;
  };
  return {
    stores,
    freshProductsOf: fetchProducts,
    async productsOf(storeId: number) {
      const cached = cache.get(storeId);
      if (cached) return cached;
      const res = await app.inject({
        method: 'POST',
        url: '/api/stores/products',
        payload: { store_id: storeId, per_page: 100 },
      });
      const products = res.json<{ data: { products: Product[] } }>().data.products;
      cache.set(storeId, products);
      return products;
    },
  };
}

/** The first open store (with delivery, optionally) whose products satisfy the predicate, and that product. */
export async function findProduct(
  fixtures: Fixtures,
  predicate: (product: Product, store: Store) => boolean,
  storeFilter: (store: Store) => boolean = (store) => store.is_open,
): Promise<{ store: Store; product: Product }> {
  for (const store of fixtures.stores.filter(storeFilter)) {
    const product = (await fixtures.productsOf(store.id)).find((p) => predicate(p, store));
    if (product) return { store, product };
  }
  throw new Error('No demo product matches');
}
