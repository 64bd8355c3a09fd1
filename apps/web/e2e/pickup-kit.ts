/**
 * A store open around the clock (only its switch decides) and a cash pickup order placed there through the API, for
 * journeys that follow an order rather than place it.
 */
import { expect, type APIRequestContext } from '@playwright/test';
import type { Product, Store } from '@suuq/shared/catalog';
import type { Order } from '@suuq/shared/orders';
import { DEMO_USERS } from '../../server/src/db/seed/seed-users';

/** The demo staff member of the store `slug`. */
export function staffOf(slug: string) {
  const staff = DEMO_USERS.find((user) => user.role === 'staff' && user.storeSlug === slug);
  if (!staff) throw new Error(`no demo staff for ${slug}`);
  return staff;
}

/** Signs in as the store `slug`'s demo staff member through the API: who it is, and the Authorization header. */
export async function staffSignIn(request: APIRequestContext, slug: string) {
  const staff = staffOf(slug);
  const login = await request.post('/api/oauth/token', {
    data: {
      grant_type: 'password',
      client_id: 'web',
      client_secret: '',
      username: staff.phone,
      password: staff.password,
    },
  });
  expect(login.ok()).toBe(true);
  const { access_token: token } = (await login.json()) as { access_token: string };
  return { staff, auth: { Authorization: `Bearer ${token}` } };
}

/**
 * The store `slug`, open around the clock (only its switch decides), two simple products, and its staff's
 * Authorization header.
 */
export async function openAroundTheClock(request: APIRequestContext, slug: string) {
  const { auth } = await staffSignIn(request, slug);
  expect(
    (await request.put('/api/merchant/hours', { data: { hours: [], closures: [] }, headers: auth })).ok(),
  ).toBe(true);
  expect((await request.post('/api/merchant/store', { data: { is_open: true }, headers: auth })).ok()).toBe(
    true,
  );
  const store = ((await (await request.post('/api/stores')).json()) as { data: Store[] }).data.find(
    (s) => s.slug === slug,
  )!;
  const listed = await request.post('/api/stores/products', {
    data: { store_id: store.id, page: 1, per_page: 100 },
  });
  const products = ((await listed.json()) as { data: { products: Product[] } }).data.products.filter(
    (p) =>
      !p.has_variant &&
      p.options.length === 0 &&
      !p.container &&
      (p.unlimited_stock || p.stock >= 20) &&
      p.saleable,
  );
  expect(products.length).toBeGreaterThanOrEqual(2);
  return { store, products: products.slice(0, 2) as [Product, Product], auth };
}

/** A pickup order of two lines, the first enough for the store's minimum on its own. */
export async function placePickup(
  request: APIRequestContext,
  store: Store,
  [first, second]: [Product, Product],
  extra: { notes?: string; customer?: { name: string; phone: string } } = {},
): Promise<Order> {
  const quantity = Math.max(1, Math.ceil(store.min_order_amount / first.selling_price));
  const placed = await request.post(`/v1/api/stores/${store.id}/placeOrder`, {
    data: {
      branch_id: store.branch_id,
      delivery_method: 'pickup',
      payment_method: 'cash',
      customer: { name: 'Hodan Ali', phone: '+252 61 555 0101' },
      items: [
        { product_id: first.id, quantity },
        { product_id: second.id, quantity: 1 },
      ],
      ...extra,
    },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  return ((await placed.json()) as { data: Order }).data;
}
