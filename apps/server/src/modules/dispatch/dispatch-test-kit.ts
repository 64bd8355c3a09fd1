/**
 * What the dispatch tests share: a store carried by Suuq's captains, its staff, delivery orders moved to
 * preparation, captains placed near or far, and the steps of a delivery.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Store } from '@suuq/shared/catalog';
import type { DeliveryOffer } from '@suuq/shared/dispatch';
import type { Order } from '@suuq/shared/orders';
import type { App } from '../../app';
import { deliveries, orders, stores } from '../../db/schema';
import { DEMO_USERS } from '../../db/seed/seed-users';
import { loadFixtures, type Fixtures } from '../../test/catalog-fixtures';
import { bearer, newAccount, signIn, type TestAccount } from '../accounts/accounts-test-kit';
import { addVehicle, newCaptain, vehicleTypes } from '../captain/captain-test-kit';

export interface DispatchWorld {
  app: App;
  fixtures: Fixtures;
  store: Store;
  point: { lat: number; lng: number };
  staff: { authorization: string };
  bajajId: number;
}

/** An open store offering delivery, switched to Suuq's couriers, with its staff signed in. */
export async function dispatchWorld(app: App): Promise<DispatchWorld> {
  const fixtures = await loadFixtures(app);
  let found: Store | undefined;
  for (const store of fixtures.stores.filter((s) => s.is_open)) {
    const methods = (await app.inject(`/v1/api/delivery?store_id=${store.id}`)).json<{
      data: { key: string; available: boolean }[];
    }>().data;
    const staff = DEMO_USERS.find((u) => u.role === 'staff' && u.storeSlug === store.slug);
    if (staff && methods.some((m) => m.key === 'delivery' && m.available)) {
      found = store;
      break;
    }
  }
  if (!found) throw new Error('No open demo store delivers');
  const [row] = await app.db
    .update(stores)
    .set({ courierMode: 'suuq' })
    .where(eq(stores.id, found.id))
    .returning({ lat: stores.lat, lng: stores.lng });
  const demo = DEMO_USERS.find((u) => u.role === 'staff' && u.storeSlug === found.slug)!;
  const staff = bearer((await signIn(app, demo.phone, demo.password)).access_token);
  const bajajId = (await vehicleTypes(app)).get('bajaj')!.id;
  return { app, fixtures, store: found, point: { lat: row!.lat, lng: row!.lng }, staff, bajajId };
}

/** A point `km` north of `from` (a degree of latitude is about 111 km). */
export const north = (from: { lat: number; lng: number }, km: number) => ({
  lat: from.lat + km / 111.2,
  lng: from.lng,
});

/** A captain with a bajaj, on duty unless told otherwise, whose phone last said it is at `at`. */
export async function placedCaptain(
  w: DispatchWorld,
  name: string,
  at: { lat: number; lng: number } | undefined,
  { onDuty = true }: { onDuty?: boolean } = {},
): Promise<TestAccount> {
  const captain = await newCaptain(w.app, name, { onDuty: true });
  await addVehicle(w.app, captain, w.bajajId);
  if (at) expect((await sendPosition(w.app, captain, at)).statusCode).toBe(200);
  if (!onDuty) {
    const off = await w.app.inject({
      method: 'POST',
      url: '/api/user/active',
      headers: captain.headers,
      payload: { on_duty: false },
    });
    expect(off.statusCode).toBe(200);
  }
  return captain;
}

export function sendPosition(app: App, captain: TestAccount, at: { lat: number; lng: number }) {
  return app.inject({ method: 'POST', url: '/api/captain/position', headers: captain.headers, payload: at });
}

/** A shopper's cash delivery order, moved by staff to `processing` (a Suuq delivery is offered then). */
export async function preparedOrder(
  w: DispatchWorld,
  shopper: TestAccount,
  { status = 'processing', payment = 'cash' }: { status?: string; payment?: string } = {},
): Promise<Order> {
  const product = (await w.fixtures.freshProductsOf(w.store.id)).find(
    (p) => !p.has_variant && p.options.length === 0 && (p.unlimited_stock || p.stock >= 5),
  );
  if (!product) throw new Error(`No simple product in ${w.store.slug}`);
  const placed = await w.app.inject({
    method: 'POST',
    url: `/v1/api/stores/${w.store.id}/placeOrder`,
    headers: shopper.headers,
    payload: {
      branch_id: w.store.branch_id,
      delivery_method: 'delivery',
      payment_method: payment,
      customer: { name: 'Ayaan Warsame', phone: '+252 61 444 2020' },
      address: { line: 'Near the blue mosque, Hodan', ...north(w.point, 1) },
      items: [
        {
          product_id: product.id,
          quantity: Math.max(1, Math.ceil(w.store.min_order_amount / product.selling_price)),
        },
      ],
    },
  });
  expect(placed.statusCode, placed.body).toBe(201);
  const order = placed.json<{ data: Order }>().data;
  for (const next of status === 'accepted' ? ['accepted'] : ['accepted', status]) {
    const moved = await setStatus(w, order.order_number, next);
    expect(moved.statusCode, moved.body).toBe(200);
  }
  return order;
}

export function setStatus(w: DispatchWorld, orderNumber: string, status: string) {
  return w.app.inject({
    method: 'POST',
    url: `/api/merchant/orders/${orderNumber}/status`,
    headers: w.staff,
    payload: { status },
  });
}

export async function offersOf(app: App, captain: TestAccount): Promise<DeliveryOffer[]> {
  const res = await app.inject({ url: '/api/deliveries/available', headers: captain.headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: DeliveryOffer[] }>().data;
}

/** The order's live delivery (offered, accepted or picked up), read from the database. */
export async function liveDeliveryOf(app: App, orderNumber: string) {
  const [row] = await app.db
    .select({ delivery: deliveries })
    .from(deliveries)
    .innerJoin(orders, eq(orders.id, deliveries.orderId))
    .where(
      and(
        eq(orders.orderNumber, orderNumber),
        inArray(deliveries.status, ['offered', 'accepted', 'picked_up']),
      ),
    );
  return row?.delivery;
}

export function deliveryStep(
  app: App,
  captain: TestAccount,
  id: number,
  step: 'accept' | 'pickedup' | 'delivered' | 'release',
  payload?: object,
  lang = 'en',
) {
  return app.inject({
    method: 'POST',
    url: `/api/deliveries/${id}/${step}`,
    headers: { ...captain.headers, 'accept-language': lang },
    ...(payload && { payload }),
  });
}

export async function orderAs(app: App, orderNumber: string, headers: Record<string, string> = {}) {
  const res = await app.inject({ url: `/v1/api/orders/${orderNumber}`, headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: Order }>().data;
}

export { newAccount };
