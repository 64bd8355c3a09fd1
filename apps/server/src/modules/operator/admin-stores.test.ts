/**
 * The operator's stores: adding, changing and listing them, and suspending one: it leaves every list, search and
 * page at once (cached answers included) and refuses new orders, while the order it already has still moves.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminStore, AuditEntry } from '@suuq/shared/operator';
import { products, stores } from '../../db/schema';
import { orderBody, prepareLoadStore, type LoadStore } from '../../test/order-ledger';
import {
  createOperatorTestApp,
  operatorHeaders,
  ownerOf,
  type OperatorTestContext,
} from './operator-test-kit';

let ctx: OperatorTestContext;
let admin: { authorization: string };

beforeAll(async () => {
  ctx = await createOperatorTestApp();
  admin = await operatorHeaders(ctx.app);
});
afterAll(async () => {
  await ctx?.close();
});

const newStore = {
  name: 'Hawo Tako Gas',
  industry_id: 4,
  address: 'Via Roma, Shangani, Mogadishu',
  phone: '0615 551 234',
  location: { lat: 2.035, lng: 45.34 },
  currency: 'USD',
  commission_percent: 7.5,
  courier_mode: 'suuq',
};

describe('the operator’s stores', () => {
  it('adds a store, changes it and finds it', async () => {
    const added = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/stores',
      headers: admin,
      payload: newStore,
    });
    expect(added.statusCode, added.body).toBe(201);
    const store = added.json<{ data: AdminStore }>().data;
    expect(store).toMatchObject({
      name: 'Hawo Tako Gas',
      slug: 'hawo-tako-gas',
      phone: '+252615551234',
      commission_percent: 7.5,
      courier_mode: 'suuq',
      status: 'active',
      industry_id: 4,
    });

    const changed = await ctx.app.inject({
      method: 'PUT',
      url: `/api/admin/stores/${store.id}`,
      headers: admin,
      payload: { name: 'Hawo Tako Gas and Charcoal', commission_percent: 12, courier_mode: 'own' },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().data).toMatchObject({
      name: 'Hawo Tako Gas and Charcoal',
      commission_percent: 12,
      courier_mode: 'own',
      address: newStore.address,
    });

    const unchanged = await ctx.app.inject({
      method: 'PUT',
      url: `/api/admin/stores/${store.id}`,
      headers: admin,
      payload: {},
    });
    expect(unchanged.statusCode, unchanged.body).toBe(200);
    expect(unchanged.json().data.name).toBe('Hawo Tako Gas and Charcoal');

    const found = await ctx.app.inject({ url: '/api/admin/stores?search=tako', headers: admin });
    expect(found.json<{ data: AdminStore[] }>().data.map((s) => s.id)).toEqual([store.id]);
    // A store with the same name gets a slug of its own.
    const twin = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/stores',
      headers: admin,
      payload: newStore,
    });
    expect(twin.json().data.slug).toBe('hawo-tako-gas-2');

    const audit = (await ctx.app.inject({ url: '/api/admin/audit', headers: admin })).json<{
      data: AuditEntry[];
    }>();
    expect(audit.data.map((entry) => entry.action)).toEqual(
      expect.arrayContaining(['store.create', 'store.update']),
    );
  });

  it('refuses broken fields, unknown stores and anyone but the operator', async () => {
    const broken = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/stores',
      headers: admin,
      payload: { ...newStore, commission_percent: 100.5, courier_mode: 'bike', currency: 'EUR', phone: '12' },
    });
    expect(broken.statusCode).toBe(422);
    expect(Object.keys(broken.json().errors).sort()).toEqual(
      ['commission_percent', 'courier_mode', 'currency', 'phone'].sort(),
    );
    const missing = await ctx.app.inject({
      method: 'PUT',
      url: '/api/admin/stores/999999',
      headers: admin,
      payload: { name: 'Nobody' },
    });
    expect(missing.statusCode).toBe(404);
    const owner = await ownerOf(ctx.app, 'nasiib-restaurant');
    const asOwner = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/stores/1/status',
      headers: owner.headers,
      payload: { status: 'suspended' },
    });
    expect(asOwner.statusCode).toBe(403);
  });
});

describe('the API document', () => {
  it('describes the operator’s and the owners’ routes with their schemas', async () => {
    const doc = (await ctx.app.inject('/api/openapi.json')).json();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/store-applications',
        '/api/oauth/sign-in-code',
        '/api/admin/store-applications',
        '/api/admin/store-applications/{id}/approve',
        '/api/admin/store-applications/{id}/reject',
        '/api/admin/stores',
        '/api/admin/stores/{id}',
        '/api/admin/stores/{id}/status',
        '/api/admin/stores/{id}/staff',
        '/api/admin/stores/{id}/staff/{user_id}',
        '/api/admin/audit',
        '/api/merchant/staff',
        '/api/merchant/staff/{user_id}',
      ]),
    );
    expect(Object.keys(doc.components.schemas)).toEqual(
      expect.arrayContaining([
        'StoreApplicationRequest',
        'StoreApplication',
        'AdminStore',
        'StaffMember',
        'AuditEntry',
      ]),
    );
  });
});

describe('a suspended store', () => {
  let store: LoadStore;
  let slug: string;
  let productSlug: string;
  let productName: string;

  beforeAll(async () => {
    store = await prepareLoadStore(ctx.app.db, 1, 100);
    [{ slug }] = (await ctx.app.db
      .select({ slug: stores.slug })
      .from(stores)
      .where(eq(stores.id, store.storeId))) as [{ slug: string }];
    const [product] = await ctx.app.db
      .select({ slug: products.slug, name: products.nameEn })
      .from(products)
      .where(eq(products.id, store.productIds[0]!));
    productSlug = product!.slug;
    productName = product!.name;
  });

  const storeIds = async () =>
    (await ctx.app.inject({ method: 'POST', url: '/api/stores', payload: {} }))
      .json()
      .data.map((s: { id: number }) => s.id);
  const searchFinds = async () => {
    const found = (await ctx.app.inject(`/api/search?q=${encodeURIComponent(productName)}`)).json().data;
    return {
      store: found.stores.some((s: { id: number }) => s.id === store.storeId),
      product: found.products.some((p: { store_id: number }) => p.store_id === store.storeId),
    };
  };
  const place = (n: number) =>
    ctx.app.inject({
      method: 'POST',
      url: `/v1/api/stores/${store.storeId}/placeOrder`,
      payload: orderBody(store, n),
    });
  const setStatus = (status: 'active' | 'suspended', reason?: string) =>
    ctx.app.inject({
      method: 'POST',
      url: `/api/admin/stores/${store.storeId}/status`,
      headers: admin,
      payload: { status, ...(reason ? { reason } : {}) },
    });

  it('leaves the storefront at once and refuses orders; its placed order still moves', async () => {
    const placed = await place(1);
    expect(placed.statusCode, placed.body).toBe(201);
    const orderNumber = placed.json().data.order_number as string;

    // Everything is asked once first, so the answers are cached when the store is suspended.
    expect(await storeIds()).toContain(store.storeId);
    expect((await ctx.app.inject(`/api/stores/${slug}`)).statusCode).toBe(200);
    expect((await ctx.app.inject(`/api/products/${productSlug}`)).statusCode).toBe(200);
    expect(await searchFinds()).toEqual({ store: expect.any(Boolean), product: true });

    const suspended = await setStatus('suspended', 'Unpaid commission');
    expect(suspended.statusCode, suspended.body).toBe(200);
    expect(suspended.json().data).toMatchObject({
      status: 'suspended',
      suspended_reason: 'Unpaid commission',
    });

    expect(await storeIds()).not.toContain(store.storeId);
    const page = await ctx.app.inject(`/api/stores/${slug}`);
    expect(page.statusCode).toBe(404);
    // The store's page says why: the shopper is told it is not taking orders, not that it never was.
    expect(page.json()).toEqual({
      message: 'This store is not taking orders.',
      errors: { store: ['not_taking_orders'] },
    });
    expect((await ctx.app.inject(`/api/stores/no-such-store`)).json().errors).toBeUndefined();
    expect((await ctx.app.inject(`/api/products/${productSlug}`)).statusCode).toBe(404);
    expect(
      (
        await ctx.app.inject({
          method: 'POST',
          url: '/api/stores/products',
          payload: { store_id: store.storeId },
        })
      ).statusCode,
    ).toBe(404);
    expect(await searchFinds()).toEqual({ store: false, product: false });

    const refused = await place(2);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe('This store is not taking orders.');
    const refusedSo = await ctx.app.inject({
      method: 'POST',
      url: `/v1/api/stores/${store.storeId}/placeOrder?lang=so`,
      payload: orderBody(store, 3),
    });
    expect(refusedSo.json().message).toBe('Dukaankani hadda dalab ma qaadanayo.');

    // Staff still move the order placed before.
    const owner = await ownerOf(ctx.app, slug);
    const moved = await ctx.app.inject({
      method: 'POST',
      url: `/api/merchant/orders/${orderNumber}/status`,
      headers: owner.headers,
      payload: { status: 'accepted' },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().data.status).toBe('accepted');

    // The operator still sees it, as suspended.
    const listed = await ctx.app.inject({ url: '/api/admin/stores?status=suspended', headers: admin });
    expect(listed.json<{ data: AdminStore[] }>().data.map((s) => s.id)).toContain(store.storeId);
    const audit = (await ctx.app.inject({ url: '/api/admin/audit', headers: admin })).json<{
      data: AuditEntry[];
    }>();
    expect(audit.data[0]).toMatchObject({
      action: 'store.suspend',
      target: `store:${store.storeId}`,
      details: { reason: 'Unpaid commission' },
    });
  });

  it('comes back when reinstated', async () => {
    expect((await setStatus('active')).json().data).toMatchObject({
      status: 'active',
      suspended_reason: null,
    });
    expect(await storeIds()).toContain(store.storeId);
    expect((await ctx.app.inject(`/api/stores/${slug}`)).statusCode).toBe(200);
    expect((await place(4)).statusCode).toBe(201);
  });
});
