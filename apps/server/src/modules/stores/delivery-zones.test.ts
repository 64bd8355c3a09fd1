/**
 * Delivery zones end to end: staff set them, the delivery options and placement price by them (the cheapest
 * zone containing the address wins, its minimum replaces the store's), outside every zone delivery is refused,
 * and a store without zones keeps its flat fee.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Store, StoreDetail } from '@suuq/shared/catalog';
import type { LiveEvent } from '@suuq/shared/live';
import type { DeliveryOption, Order } from '@suuq/shared/orders';
import type { DeliveryZone, DeliveryZoneInput } from '@suuq/shared/zones';
import { formatMoney } from '@suuq/shared/money';
import { stores } from '../../db/schema';
import { DEMO_USERS } from '../../db/seed/seed-users';
import { bearer, newAccount, signIn } from '../accounts/accounts-test-kit';
import { loadFixtures, type Fixtures } from '../../test/catalog-fixtures';
import { createTestApp, type TestContext } from '../../test/test-app';
import { orderKit } from '../orders/order-test-kit';

let ctx: TestContext;
let fixtures: Fixtures;
let store: Store;
let staff: { authorization: string };
const events: LiveEvent[] = [];

const { orderBody, place, simpleLine } = orderKit(() => ({ app: ctx.app, fixtures }));

beforeAll(async () => {
  ctx = await createTestApp();
  fixtures = await loadFixtures(ctx.app);
  ctx.bus.subscribe((event) => events.push(event));
  const withStaff = fixtures.stores.filter((s) =>
    DEMO_USERS.some((u) => u.role === 'staff' && u.storeSlug === s.slug),
  );
  const methods = await Promise.all(withStaff.map((s) => deliveryAt(s.id)));
  store = withStaff.find((_, i) => methods[i]!.every((m) => m.available))!;
  const demo = DEMO_USERS.find((u) => u.role === 'staff' && u.storeSlug === store.slug)!;
  staff = bearer((await signIn(ctx.app, demo.phone, demo.password)).access_token);
  // Open around the clock, whatever the time the tests run: a store without hours is open while its switch is on.
  const open = [
    { method: 'PUT' as const, url: '/api/merchant/hours', payload: { hours: [], closures: [] } },
    { method: 'POST' as const, url: '/api/merchant/store', payload: { is_open: true } },
  ];
  for (const request of open) {
    expect((await ctx.app.inject({ ...request, headers: staff })).statusCode).toBe(200);
  }
});
afterAll(() => ctx.close());

async function deliveryAt(storeId: number, point?: { lat: number; lng: number }, lang = 'en') {
  const query = point ? `&lat=${point.lat}&lng=${point.lng}` : '';
  const res = await ctx.app.inject({
    url: `/v1/api/delivery?store_id=${storeId}${query}`,
    headers: { 'accept-language': lang },
  });
  expect(res.statusCode).toBe(200);
  return res.json<{ data: DeliveryOption[] }>().data;
}

const deliveryOption = async (point?: { lat: number; lng: number }, lang = 'en') =>
  (await deliveryAt(store.id, point, lang)).find((m) => m.key === 'delivery')!;

function putZones(zones: DeliveryZoneInput[], headers = staff, lang = 'en') {
  return ctx.app.inject({
    method: 'PUT',
    url: '/api/merchant/zones',
    headers: { ...headers, 'accept-language': lang },
    payload: { zones },
  });
}

// Points around the store: a small square north-east of it, inside a wide circle around it.
const at = (dLat: number, dLng: number) => ({ lat: store.lat + dLat, lng: store.lng + dLng });
const inBoth = () => at(0.01, 0.01);
const onSquareEdge = () => at(0.005, 0.01);
const circleOnly = () => at(-0.01, -0.01);
const outside = () => at(0.2, 0.2);

function testZones(): DeliveryZoneInput[] {
  const square: [number, number][] = [
    [store.lat + 0.005, store.lng + 0.005],
    [store.lat + 0.005, store.lng + 0.015],
    [store.lat + 0.015, store.lng + 0.015],
    [store.lat + 0.015, store.lng + 0.005],
  ];
  return [
    { name: 'Wide circle', kind: 'radius', center: { lat: store.lat, lng: store.lng }, radius_km: 5, fee: 3 },
    { name: 'Square', kind: 'polygon', polygon: square, fee: 1, min_order_amount: 500 },
    // Cheapest of all, but switched off: it must never match.
    {
      name: 'Paused',
      kind: 'radius',
      center: { lat: store.lat, lng: store.lng },
      radius_km: 50,
      fee: 0.1,
      active: false,
    },
  ];
}

async function deliveryOrder(point: { lat: number; lng: number } | null, overrides = {}) {
  const { line } = await simpleLine(store);
  const body = await orderBody(store, [line], {
    delivery_method: 'delivery',
    address: point ? { line: 'Test street', ...point } : { line: 'Test street, no pin' },
    ...overrides,
  });
  return place(store, body);
}

describe('the store answer', () => {
  it('shows the demo zones with their public fields only', async () => {
    const res = await ctx.app.inject(`/api/stores/${store.slug}`);
    const zones = res.json<{ data: StoreDetail }>().data.zones;
    expect(zones.length).toBeGreaterThan(1);
    expect(zones.some((z) => z.kind === 'radius') && zones.some((z) => z.kind === 'polygon')).toBe(true);
    expect(new Set(zones.map((z) => z.fee)).size).toBeGreaterThan(1);
    for (const zone of zones) {
      expect(Object.keys(zone)).not.toContain('store_id');
      expect(Object.keys(zone)).not.toContain('position');
    }
  });
});

describe('staff zones', () => {
  it('are set by PUT, read back by GET (inactive too), and shown in store answers at once', async () => {
    events.length = 0;
    const res = await putZones(testZones());
    expect(res.statusCode).toBe(200);
    expect(events).toContainEqual({
      event: 'store.status',
      channel: 'stores',
      data: { store_id: store.id, is_open: true },
    });
    const saved = res.json<{ data: { zones: DeliveryZone[] } }>().data.zones;
    expect(saved.map((z) => [z.name, z.fee, z.active])).toEqual([
      ['Wide circle', 3, true],
      ['Square', 1, true],
      ['Paused', 0.1, false],
    ]);
    expect(saved[1]).toMatchObject({ min_order_amount: 500, polygon: testZones()[1]!.polygon });
    expect(saved[0]).not.toHaveProperty('polygon');
    const read = await ctx.app.inject({ url: '/api/merchant/zones', headers: staff });
    expect(read.json<{ data: { zones: DeliveryZone[] } }>().data.zones).toEqual(saved);
    const shown = (await ctx.app.inject(`/api/stores/${store.slug}`)).json<{ data: StoreDetail }>().data;
    expect(shown.zones).toEqual(saved);
  });

  it('keep their ids when sent back with them', async () => {
    const before = (await ctx.app.inject({ url: '/api/merchant/zones', headers: staff })).json<{
      data: { zones: DeliveryZone[] };
    }>().data.zones;
    const again = testZones().map((zone, i) => ({ ...zone, id: before[i]!.id }));
    const after = (await putZones(again)).json<{ data: { zones: DeliveryZone[] } }>().data.zones;
    expect(after.map((z) => z.id)).toEqual(before.map((z) => z.id));
  });

  it('refuse broken fields with their messages, in the caller’s language', async () => {
    const res = await putZones([
      { name: '', kind: 'radius', center: null, radius_km: 0.05, fee: -1 },
      {
        name: 'Two points',
        kind: 'polygon',
        polygon: [
          [2, 45],
          [2.1, 45.1],
        ],
        fee: 1.005,
        min_order_amount: -2,
      },
    ]);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      message: 'Some fields are not valid.',
      errors: {
        'zones.0.name': ['Give the zone a name of 1 to 60 characters.'],
        'zones.0.center': ['Place the centre of the circle on the map.'],
        'zones.0.radius_km': ['The radius must be between 0.1 and 50 km.'],
        'zones.0.fee': ['Enter an amount of 0 or more, with at most 2 decimals.'],
        'zones.1.polygon': ['A drawn zone needs 3 to 200 points.'],
        'zones.1.fee': ['Enter an amount of 0 or more, with at most 2 decimals.'],
        'zones.1.min_order_amount': ['Enter an amount of 0 or more, with at most 2 decimals.'],
      },
    });
    const somali = await putZones([{ ...testZones()[0]!, radius_km: 51 }], staff, 'so');
    expect(somali.json().errors['zones.0.radius_km']).toEqual([
      'Gacanka goobadu waa inuu u dhexeeyaa 0.1 iyo 50 km.',
    ]);
    // Nothing was changed by the refused lists.
    const read = await ctx.app.inject({ url: '/api/merchant/zones', headers: staff });
    expect(read.json<{ data: { zones: DeliveryZone[] } }>().data.zones.map((z) => z.name)).toEqual([
      'Wide circle',
      'Square',
      'Paused',
    ]);
  });

  it('are for staff only', async () => {
    expect((await ctx.app.inject({ url: '/api/merchant/zones' })).statusCode).toBe(401);
    const customer = await newAccount(ctx.app);
    expect((await putZones(testZones(), customer.headers)).statusCode).toBe(403);
  });
});

describe('the delivery fee by zone', () => {
  it('inside two zones, the cheaper one prices delivery, with its minimum', async () => {
    expect(await deliveryOption(inBoth())).toMatchObject({
      available: true,
      fee: 1,
      zone: 'Square',
      min_order_amount: 500,
    });
    expect(await deliveryOption(circleOnly())).toMatchObject({
      available: true,
      fee: 3,
      zone: 'Wide circle',
      min_order_amount: store.min_order_amount,
    });
  });

  it('a point on a polygon’s edge is inside it', async () => {
    expect(await deliveryOption(onSquareEdge())).toMatchObject({ fee: 1, zone: 'Square' });
  });

  it('outside every zone, delivery is not available and says why; pickup still is', async () => {
    const methods = await deliveryAt(store.id, outside());
    expect(methods.find((m) => m.key === 'delivery')).toMatchObject({
      available: false,
      reason: 'Delivery is not available at this address.',
    });
    expect(methods.find((m) => m.key === 'pickup')).toMatchObject({ available: true, fee: 0 });
    expect((await deliveryOption(outside(), 'so')).reason).toBe('Keenistu lagama heli karo cinwaankan.');
  });

  it('without a point, shows the lowest active zone fee; half a point is refused', async () => {
    expect(await deliveryOption()).toMatchObject({ available: true, fee: 1 });
    const half = await ctx.app.inject(`/v1/api/delivery?store_id=${store.id}&lat=2.03`);
    expect(half.statusCode).toBe(422);
  });
});

describe('placing a delivery order in zones', () => {
  it('charges the zone’s fee as the order’s delivery fee', async () => {
    const res = await deliveryOrder(circleOnly());
    expect(res.statusCode).toBe(201);
    const order = res.json<{ data: Order }>().data;
    expect(order.delivery_fee).toBe(3);
    expect(Math.round(order.total * 100)).toBe(Math.round(order.subtotal * 100) + 300);
  });

  it('is priced by the cheapest zone whose minimum it meets, and names the lowest minimum when it meets none', async () => {
    // The square is cheaper, but its minimum (500) is far above this order: the wide circle prices it.
    const met = await deliveryOrder(inBoth());
    expect(met.statusCode, met.body).toBe(201);
    expect(met.json<{ data: Order }>().data.delivery_fee).toBe(3);
    // Checkout asks with the items total and is shown the same zone the order is placed in.
    const res = await ctx.app.inject(
      `/v1/api/delivery?store_id=${store.id}&lat=${inBoth().lat}&lng=${inBoth().lng}&subtotal=20`,
    );
    expect(res.json<{ data: DeliveryOption[] }>().data.find((m) => m.key === 'delivery')).toMatchObject({
      fee: 3,
      zone: 'Wide circle',
    });

    // Both zones with a minimum above the order: the zone's minimum replaces the store's, the lowest is named.
    const zones = testZones().map((zone) =>
      zone.name === 'Wide circle' ? { ...zone, min_order_amount: 400 } : zone,
    );
    expect((await putZones(zones)).statusCode).toBe(200);
    try {
      const refused = await deliveryOrder(inBoth());
      expect(refused.statusCode).toBe(422);
      expect(refused.json().message).toMatch(
        `Select minimum order amount to proceed! ${formatMoney(400, store.currency)} Add `,
      );
    } finally {
      expect((await putZones(testZones())).statusCode).toBe(200);
    }
  });

  it('refuses delivery outside every zone, and without a point, on the address', async () => {
    const far = await deliveryOrder(outside());
    expect(far.statusCode).toBe(422);
    expect(far.json()).toMatchObject({
      message: 'Delivery is not available at this address.',
      errors: { address: ['Delivery is not available at this address.'] },
    });
    const unpinned = await deliveryOrder(null);
    expect(unpinned.statusCode).toBe(422);
    expect(unpinned.json().errors.address).toHaveLength(1);
  });

  it('never charges pickup a delivery fee, wherever the shopper lives', async () => {
    const res = await deliveryOrder(outside(), { delivery_method: 'pickup' });
    expect(res.statusCode).toBe(201);
    expect(res.json<{ data: Order }>().data.delivery_fee).toBe(0);
  });
});

describe('a store without zones', () => {
  it('delivers everywhere at its flat fee, pin or not', async () => {
    expect((await putZones([])).statusCode).toBe(200);
    const [row] = await ctx.testDb.database.db
      .select({ fee: stores.deliveryFee })
      .from(stores)
      .where(eq(stores.id, store.id));
    const flat = row!.fee / 100;
    expect(await deliveryOption(outside())).toMatchObject({ available: true, fee: flat });
    expect(await deliveryOption(outside())).not.toHaveProperty('zone');
    const res = await deliveryOrder(null);
    expect(res.statusCode).toBe(201);
    expect(res.json<{ data: Order }>().data.delivery_fee).toBe(flat);
  });
});
