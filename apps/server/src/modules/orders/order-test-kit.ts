/**
 * What the order tests share: a valid order body for a store, placing it, and finding a simple product with stock.
 * Built from a getter, so a test file can make its kit before `beforeAll` has built the app.
 */
import type { Product, Store } from '@suuq/shared/catalog';
import type { PlaceOrderRequest } from '@suuq/shared/orders';
import type { App } from '../../app';
import type { Fixtures } from '../../test/catalog-fixtures';

export function orderKit(current: () => { app: App; fixtures: Fixtures }) {
  async function methodsOf(storeId: number) {
    const res = await current().app.inject(`/v1/api/delivery?store_id=${storeId}`);
    return res.json<{ data: { key: PlaceOrderRequest['delivery_method']; available: boolean }[] }>().data;
  }

  async function orderBody(
    store: Store,
    items: PlaceOrderRequest['items'],
    overrides: Partial<PlaceOrderRequest> = {},
  ): Promise<PlaceOrderRequest> {
    const available = (await methodsOf(store.id)).filter((m) => m.available).map((m) => m.key);
    const method = available.includes('pickup') ? 'pickup' : available[0]!;
    return {
      branch_id: store.branch_id,
      delivery_method: method,
      payment_method: 'cash',
      customer: { name: 'Hodan Ali', phone: '+252 61 555 0101' },
      ...(method === 'delivery' ? { address: { line: 'Taleex Street, Hodan', lat: 2.04, lng: 45.31 } } : {}),
      items,
      ...overrides,
    };
  }

  function place(store: Store, body: unknown, headers: Record<string, string> = {}) {
    return current().app.inject({
      method: 'POST',
      url: `/v1/api/stores/${store.id}/placeOrder`,
      payload: body as object,
      headers,
    });
  }

  /** Enough of a simple, limited-stock product to reach the store's minimum. */
  async function simpleLine(store: Store, predicate: (p: Product) => boolean = () => true) {
    const product = (await current().fixtures.freshProductsOf(store.id)).find(
      (p) => !p.has_variant && p.options.length === 0 && p.stock > 0 && !p.unlimited_stock && predicate(p),
    );
    if (!product) throw new Error(`No simple product in ${store.slug}`);
    const quantity = Math.max(1, Math.ceil(store.min_order_amount / product.selling_price));
    return { product, line: { product_id: product.id, quantity } };
  }

  async function productNow(slug: string) {
    return (await current().app.inject(`/api/products/${slug}`)).json<{ data: Product }>().data;
  }

  return { methodsOf, orderBody, place, simpleLine, productNow };
}
