/**
 * What a store's staff read of dispatch: the captains they may give a delivery by hand (on duty, nearest first, by
 * name and vehicle, never a position or phone) and their store's live deliveries, flagged once waiting too long;
 * neither for anyone but the store's own staff.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DeliveryWatch, StoreCourier } from '@suuq/shared/dispatch';
import { deliveries } from '../../db/schema';
import { DEMO_USERS } from '../../db/seed/seed-users';
import { createTestApp, type TestContext } from '../../test/test-app';
import { bearer, signIn, type TestAccount } from '../accounts/accounts-test-kit';
import {
  deliveryStep,
  dispatchWorld,
  liveDeliveryOf,
  newAccount,
  north,
  placedCaptain,
  preparedOrder,
  type DispatchWorld,
} from './dispatch-test-kit';

let ctx: TestContext;
let w: DispatchWorld;
let shopper: TestAccount;

beforeAll(async () => {
  ctx = await createTestApp();
  w = await dispatchWorld(ctx.app);
  shopper = await newAccount(ctx.app, { name: 'Ayaan Warsame' });
});
afterAll(() => ctx?.close());

const read = async <T>(url: string, headers: Record<string, string>) => {
  const res = await ctx.app.inject({ url, headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: T }>().data;
};
const couriers = (headers = w.staff) => read<StoreCourier[]>('/api/merchant/couriers', headers);
const storeDeliveries = (headers = w.staff) => read<DeliveryWatch[]>('/api/merchant/deliveries', headers);

/** Staff of another demo store, signed in. */
async function otherStaff() {
  const demo = DEMO_USERS.find((u) => u.role === 'staff' && u.storeSlug !== w.store.slug)!;
  return bearer((await signIn(ctx.app, demo.phone, demo.password)).access_token);
}

describe('the captains staff choose from', () => {
  it('are on duty near the store, nearest first, by name and vehicle; never a position, phone or plate', async () => {
    const farther = await placedCaptain(w, 'Choice Farther', north(w.point, 3));
    const nearer = await placedCaptain(w, 'Choice Nearer', north(w.point, 0.52));
    const far = await placedCaptain(w, 'Choice Far Away', north(w.point, 12));
    const silent = await placedCaptain(w, 'Choice Silent', undefined);
    const resting = await placedCaptain(w, 'Choice Resting', north(w.point, 0.1), { onDuty: false });

    const listed = await couriers();
    const ids = listed.map((captain) => captain.id);
    for (const absent of [far, silent, resting]) expect(ids).not.toContain(absent.user.id);
    const at = (captain: TestAccount) => ids.indexOf(captain.user.id);
    expect(at(nearer)).toBeGreaterThanOrEqual(0);
    expect(at(nearer)).toBeLessThan(at(farther));
    const distances = listed.map((captain) => captain.distance_km);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));

    expect(listed[at(nearer)]).toEqual({
      id: nearer.user.id,
      name: 'Choice Nearer',
      vehicle: { type: 'Bajaj (tuk-tuk)', colour: expect.any(String), make: expect.any(String) },
      distance_km: 0.5,
      busy: false,
    });
    expect(listed[at(farther)]!.distance_km).toBe(3);
    const text = JSON.stringify(listed);
    for (const secret of [nearer.user.phone, '"lat"', '"lng"', '"phone"', '"plate_number"', 'TS 1'])
      expect(text).not.toContain(secret);

    // Named in the caller's language.
    const somali = await read<StoreCourier[]>('/api/merchant/couriers?lang=so', w.staff);
    expect(somali.find((captain) => captain.id === nearer.user.id)?.vehicle?.type).toBe('Bajaaj');
  });

  it('say who carries a delivery already, and are for the store’s staff alone', async () => {
    const carrier = await placedCaptain(w, 'Choice Carrier', north(w.point, 0.3));
    const order = await preparedOrder(w, shopper);
    const id = (await liveDeliveryOf(ctx.app, order.order_number))!.id;
    expect((await deliveryStep(ctx.app, carrier, id, 'accept')).statusCode).toBe(200);
    expect((await couriers()).find((captain) => captain.id === carrier.user.id)?.busy).toBe(true);

    expect(
      (await ctx.app.inject({ url: '/api/merchant/couriers', headers: shopper.headers })).statusCode,
    ).toBe(403);
    expect(
      (await ctx.app.inject({ url: '/api/merchant/couriers', headers: carrier.headers })).statusCode,
    ).toBe(403);
    expect((await ctx.app.inject({ url: '/api/merchant/couriers' })).statusCode).toBe(401);
  });
});

describe('the store’s deliveries', () => {
  it('list its live deliveries, flagged once nobody took one in time, and no other store’s', async () => {
    const order = await preparedOrder(w, shopper);
    const id = (await liveDeliveryOf(ctx.app, order.order_number))!.id;
    const mine = async () => (await storeDeliveries()).find((row) => row.id === id);
    expect(await mine()).toMatchObject({
      order_number: order.order_number,
      store: { id: w.store.id, name: w.store.name },
      status: 'offered',
      overdue_at: null,
      captain: null,
    });

    const past = new Date(Date.now() - (ctx.env.DISPATCH_TIMEOUT_MINUTES + 1) * 60_000);
    await ctx.app.db.update(deliveries).set({ offeredAt: past }).where(eq(deliveries.id, id));
    expect(await ctx.app.dispatch.courierService.sweep()).toBeGreaterThanOrEqual(1);
    const flagged = await mine();
    expect(flagged?.overdue_at).toEqual(expect.any(String));
    expect(flagged!.waiting_minutes).toBeGreaterThanOrEqual(ctx.env.DISPATCH_TIMEOUT_MINUTES);

    // Given by hand, it shows its captain and stays flagged as having waited.
    const captain = await placedCaptain(w, 'Choice Assigned', north(w.point, 1));
    const given = await ctx.app.inject({
      method: 'POST',
      url: `/api/merchant/orders/${order.order_number}/courier`,
      headers: w.staff,
      payload: { captain_id: captain.user.id },
    });
    expect(given.statusCode, given.body).toBe(200);
    expect(await mine()).toMatchObject({
      status: 'accepted',
      captain: { id: captain.user.id, name: 'Choice Assigned' },
    });

    const elsewhere = await storeDeliveries(await otherStaff());
    expect(elsewhere.map((row) => row.id)).not.toContain(id);
    expect(elsewhere.every((row) => row.store.id !== w.store.id)).toBe(true);
    expect(
      (await ctx.app.inject({ url: '/api/merchant/deliveries', headers: shopper.headers })).statusCode,
    ).toBe(403);
  });
});

describe('the API document', () => {
  it('describes both routes, with the captain staff choose from', async () => {
    const doc = (await ctx.app.inject('/api/openapi.json')).json<{
      paths: Record<string, Record<string, { description?: string }>>;
      components: { schemas: Record<string, unknown> };
    }>();
    expect(doc.paths['/api/merchant/couriers']?.get?.description).toContain('DISPATCH_RADIUS_KM');
    expect(doc.paths['/api/merchant/deliveries']?.get?.description).toContain('overdue_at');
    expect(Object.keys(doc.components.schemas)).toEqual(
      expect.arrayContaining(['StoreCourier', 'DeliveryWatch']),
    );
  });
});
