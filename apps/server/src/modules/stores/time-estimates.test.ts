/**
 * Time estimates end to end: each store's preparation time (seeded by what it sells, set by its staff, checked),
 * the estimate in store answers and delivery options, and the window an order promises, fixed when it is placed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Store, StoreDetail } from '@suuq/shared/catalog';
import { deliveryEstimate, estimateFor, readyEstimate } from '@suuq/shared/eta';
import type { DeliveryOption, Order } from '@suuq/shared/orders';
import { DEMO_USERS } from '../../db/seed/seed-users';
import { bearer, signIn } from '../accounts/accounts-test-kit';
import { loadFixtures, type Fixtures } from '../../test/catalog-fixtures';
import { createTestApp, type TestContext } from '../../test/test-app';
import { orderKit } from '../orders/order-test-kit';
import { ALL_WEEK, tomorrow } from '../hours/hours-test-kit';

let ctx: TestContext;
let fixtures: Fixtures;
let store: Store;
let staff: { authorization: string };

const { orderBody, place, simpleLine } = orderKit(() => ({ app: ctx.app, fixtures }));
const MINUTE = 60_000;

async function optionsAt(point?: { lat: number; lng: number }) {
  const query = point ? `&lat=${point.lat}&lng=${point.lng}` : '';
  const res = await ctx.app.inject(`/v1/api/delivery?store_id=${store.id}${query}`);
  expect(res.statusCode).toBe(200);
  return res.json<{ data: DeliveryOption[] }>().data;
}

async function storeNow(lang = 'en') {
  const res = await ctx.app.inject({
    url: `/api/stores/${store.slug}`,
    headers: { 'accept-language': lang },
  });
  expect(res.statusCode).toBe(200);
  return res.json<{ data: StoreDetail }>().data;
}

function putPrep(payload: unknown, headers: Record<string, string> = staff, lang = 'en') {
  return ctx.app.inject({
    method: 'PUT',
    url: '/api/merchant/prep',
    headers: { ...headers, 'accept-language': lang },
    payload: payload as object,
  });
}

beforeAll(async () => {
  ctx = await createTestApp();
  fixtures = await loadFixtures(ctx.app);
  // A food store with staff that delivers and takes pickup orders.
  const withStaff = fixtures.stores.filter(
    (s) => s.industry === 'food' && DEMO_USERS.some((u) => u.role === 'staff' && u.storeSlug === s.slug),
  );
  for (const candidate of withStaff) {
    store = candidate;
    const methods = await optionsAt();
    if (['delivery', 'pickup'].every((key) => methods.find((m) => m.key === key)?.available)) break;
  }
  const demo = DEMO_USERS.find((u) => u.role === 'staff' && u.storeSlug === store.slug)!;
  staff = bearer((await signIn(ctx.app, demo.phone, demo.password)).access_token);
  // Open around the clock and delivering everywhere at its flat fee, whatever the time the tests run.
  const setUp = [
    { method: 'PUT' as const, url: '/api/merchant/hours', payload: { hours: [], closures: [] } },
    { method: 'POST' as const, url: '/api/merchant/store', payload: { is_open: true } },
    { method: 'PUT' as const, url: '/api/merchant/zones', payload: { zones: [] } },
  ];
  for (const request of setUp) {
    expect((await ctx.app.inject({ ...request, headers: staff })).statusCode).toBe(200);
  }
});
afterAll(() => ctx.close());

describe('store answers', () => {
  it('carry each store’s preparation time, food longer than water and gas, and the delivery estimate', async () => {
    const list = (await ctx.app.inject({ method: 'POST', url: '/api/stores' })).json<{ data: Store[] }>()
      .data;
    const prep = (industry: string) =>
      list.filter((s) => s.industry === industry).map((s) => s.prep_minutes ?? NaN);
    expect(Math.min(...prep('food'))).toBeGreaterThan(Math.max(...prep('water'), ...prep('gas')));
    for (const each of list) {
      expect(each.prep_minutes).toBeGreaterThan(0);
      if (each.delivery_estimate === null) continue;
      // Over a typical city distance, with its words: "35–45 min".
      const range = deliveryEstimate(each.prep_minutes!);
      expect(each.delivery_estimate).toEqual({ ...range, text: `${range.min}–${range.max} min` });
    }
  });

  it('say the estimate in Somali for Somali shoppers', async () => {
    const detail = await storeNow('so');
    const range = deliveryEstimate(detail.prep_minutes!);
    expect(detail.delivery_estimate?.text).toBe(`${range.min}–${range.max} daqiiqo`);
  });
});

describe('staff set the preparation time', () => {
  it('read it, change it, and shoppers see the new estimate at once', async () => {
    const before = await ctx.app.inject({ url: '/api/merchant/prep', headers: staff });
    expect(before.statusCode).toBe(200);
    expect(before.json<{ data: { prep_minutes: number } }>().data.prep_minutes).toBe(
      (await storeNow()).prep_minutes,
    );
    const res = await putPrep({ prep_minutes: 40 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { prep_minutes: 40 } });
    // The store answer is cached: the change drops it.
    const after = await storeNow();
    expect(after.prep_minutes).toBe(40);
    expect(after.delivery_estimate).toMatchObject(deliveryEstimate(40));
    const options = await optionsAt();
    expect(options.find((m) => m.key === 'pickup')?.estimate).toEqual({ min: 40, max: 40, text: '40 min' });
  });

  it.each([[0], [241], [12.5], [-5], ['20'], [null]])('refuse %j with 422 on the field', async (value) => {
    const res = await putPrep({ prep_minutes: value });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json<{ errors: Record<string, string[]> }>().errors)).toEqual(['prep_minutes']);
    expect((await storeNow()).prep_minutes).toBe(40);
  });

  it('explain the range in the staff member’s language', async () => {
    const en = await putPrep({ prep_minutes: 500 });
    expect(en.json<{ errors: Record<string, string[]> }>().errors.prep_minutes).toEqual([
      'Between 1 and 240 minutes, in whole minutes.',
    ]);
    const so = await putPrep({ prep_minutes: 500 }, staff, 'so');
    expect(so.json<{ errors: Record<string, string[]> }>().errors.prep_minutes).toEqual([
      'Inta u dhaxaysa 1 iyo 240 daqiiqo, daqiiqado dhan.',
    ]);
  });

  it('are the only ones who may', async () => {
    expect((await ctx.app.inject({ method: 'PUT', url: '/api/merchant/prep', payload: {} })).statusCode).toBe(
      401,
    );
  });
});

describe('delivery options', () => {
  it('estimate pickup from the preparation time and delivery from the distance to the point', async () => {
    expect((await putPrep({ prep_minutes: 15 })).statusCode).toBe(200);
    const near = { lat: store.lat + 0.01, lng: store.lng };
    const far = { lat: store.lat + 0.08, lng: store.lng };
    const atNear = await optionsAt(near);
    expect(atNear.find((m) => m.key === 'pickup')?.estimate).toMatchObject(readyEstimate(15));
    const nearDelivery = atNear.find((m) => m.key === 'delivery')!.estimate!;
    const near15 = estimateFor('delivery', 15, store, near);
    // With its words, as checkout shows them beside the fee.
    expect(nearDelivery).toEqual({ ...near15, text: `${near15.min}–${near15.max} min` });
    const farDelivery = (await optionsAt(far)).find((m) => m.key === 'delivery')!.estimate!;
    expect(farDelivery.min).toBeGreaterThan(nearDelivery.min);
    // Without a point: a typical city distance.
    expect((await optionsAt()).find((m) => m.key === 'delivery')?.estimate).toMatchObject(
      deliveryEstimate(15),
    );
  });
});

describe('the order answer', () => {
  const at = (iso: string | null | undefined) => new Date(iso!).getTime();

  it('promises a window fixed at placement, in the store’s time zone, that later changes do not move', async () => {
    expect((await putPrep({ prep_minutes: 30 })).statusCode).toBe(200);
    const point = { lat: store.lat + 0.03, lng: store.lng };
    const { line } = await simpleLine(store);
    const body = await orderBody(store, [line], {
      delivery_method: 'delivery',
      address: { line: 'Maka al Mukarama road', ...point },
    });
    const before = Date.now();
    const res = await place(store, body);
    const after = Date.now();
    expect(res.statusCode).toBe(201);
    const order = res.json<{ data: Order }>().data;
    // Ready after the preparation time, at the door by the upper end of the delivery range.
    const promised = estimateFor('delivery', 30, store, point).max;
    expect(at(order.estimated_ready_at) - 30 * MINUTE).toBeGreaterThanOrEqual(before - 1000);
    expect(at(order.estimated_ready_at) - 30 * MINUTE).toBeLessThanOrEqual(after + 1000);
    expect(at(order.estimated_delivery_at) - at(order.estimated_ready_at)).toBe((promised - 30) * MINUTE);
    expect(order.estimated_delivery_at).toMatch(/\+03:00$/);
    // Dispatch fills the courier's minutes away; until then there are none.
    expect(order.courier_eta_minutes).toBeNull();

    // Staff change the preparation time: the order keeps its promise, in the public view too.
    expect((await putPrep({ prep_minutes: 90 })).statusCode).toBe(200);
    const again = await ctx.app.inject(`/v1/api/orders/${order.order_number}`);
    const tracked = again.json<{ data: Order }>().data;
    expect(tracked.estimated_ready_at).toBe(order.estimated_ready_at);
    expect(tracked.estimated_delivery_at).toBe(order.estimated_delivery_at);
    expect(tracked.courier_eta_minutes).toBeNull();
  });

  it('promises pickup when it is ready, with no delivery time', async () => {
    expect((await putPrep({ prep_minutes: 20 })).statusCode).toBe(200);
    const { line } = await simpleLine(store);
    const before = Date.now();
    const res = await place(store, await orderBody(store, [line], { delivery_method: 'pickup' }));
    expect(res.statusCode).toBe(201);
    const order = res.json<{ data: Order }>().data;
    expect(at(order.estimated_ready_at)).toBeGreaterThanOrEqual(before - 1000 + 20 * MINUTE);
    expect(at(order.estimated_ready_at)).toBeLessThanOrEqual(Date.now() + 1000 + 20 * MINUTE);
    expect(order.estimated_delivery_at).toBeNull();
  });

  // Last: it gives the store opening hours.
  it('promises no window for an order for later: its slot is the promise', async () => {
    const setUp = [
      { url: '/api/merchant/hours', payload: { hours: ALL_WEEK('09:00', '13:00'), closures: [] } },
      {
        url: '/api/merchant/slots',
        payload: {
          slot_minutes: 60,
          slot_capacity: 5,
          lead_minutes: 0,
          days_ahead: 2,
          accepts_scheduled: true,
        },
      },
    ];
    for (const request of setUp) {
      expect((await ctx.app.inject({ method: 'PUT', ...request, headers: staff })).statusCode).toBe(200);
    }
    const slot = `${tomorrow()}T10:00:00+03:00`;
    const { line } = await simpleLine(store);
    const res = await place(
      store,
      await orderBody(store, [line], { delivery_method: 'pickup', scheduled_for: slot }),
    );
    expect(res.statusCode, res.body).toBe(201);
    const order = res.json<{ data: Order }>().data;
    expect(order.scheduled_for).toBe(slot);
    expect(order.estimated_ready_at).toBeNull();
    expect(order.estimated_delivery_at).toBeNull();
  });
});
