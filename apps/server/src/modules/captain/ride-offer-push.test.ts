/**
 * A new ride is pushed, when it is offered, to the subscribed phones of the captains on duty near its pickup with a
 * vehicle of its type, in each phone's language: once per captain per ride, also when a captain gives it back and
 * it is offered again. Runs on PGlite and, with TEST_DATABASE_URL, on PostgreSQL.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { VehicleType } from '@suuq/shared/captain';
import { outboxMessages, pushSubscriptions } from '../../db/schema';
import { createTestApp, type TestContext } from '../../test/test-app';
import { newAccount, type TestAccount } from '../accounts/accounts-test-kit';
import { KM4, addVehicle, newCaptain, searchRide, step, vehicleTypes } from './captain-test-kit';

let ctx: TestContext;
let bajaj: VehicleType;
let car: VehicleType;

beforeAll(async () => {
  ctx = await createTestApp();
  const types = await vehicleTypes(ctx.app);
  bajaj = types.get('bajaj')!;
  car = types.get('car')!;
});
afterAll(() => ctx.close());

/** About `km` north of KM4, the pickup of every ride here. */
const northOfPickup = (km: number) => ({ lat: KM4.lat + km / 111.2, lng: KM4.lng });

let phones = 0;
/** A captain with a vehicle of `type`, last seen at `at`, with a phone subscribed to pushes in `language`. */
async function captain(
  type: VehicleType,
  at: { lat: number; lng: number },
  { language = 'en', onDuty = true }: { language?: 'en' | 'so'; onDuty?: boolean } = {},
): Promise<TestAccount & { subscription: number; vehicleId: number }> {
  const account = await newCaptain(ctx.app, 'Pocket Captain');
  const vehicle = await addVehicle(ctx.app, account, type.id);
  const placed = await ctx.app.inject({
    method: 'POST',
    url: '/api/captain/position',
    headers: account.headers,
    payload: at,
  });
  expect(placed.statusCode, placed.body).toBe(200);
  phones += 1;
  const endpoint = `http://127.0.0.1:9/push/ride-captain-${phones}-${Date.now()}`;
  const subscribed = await ctx.app.inject({
    method: 'POST',
    url: '/api/push/subscriptions',
    headers: account.headers,
    payload: { endpoint, keys: { p256dh: 'B'.repeat(87), auth: 'A'.repeat(22) }, language },
  });
  expect(subscribed.statusCode, subscribed.body).toBeLessThan(300);
  if (!onDuty) {
    const off = await ctx.app.inject({
      method: 'POST',
      url: '/api/user/active',
      headers: account.headers,
      payload: { on_duty: false },
    });
    expect(off.statusCode, off.body).toBe(200);
  }
  const [row] = await ctx.app.db
    .select({ id: pushSubscriptions.id })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.endpoint, endpoint));
  return { ...account, vehicleId: vehicle.id, subscription: row!.id };
}

/** The ride-offer pushes written for a booking, by the subscription they go to. */
async function ridePushes(bookingId: number) {
  const rows = await ctx.app.db
    .select()
    .from(outboxMessages)
    .where(and(eq(outboxMessages.kind, 'push_ride_offer'), eq(outboxMessages.channel, 'push')));
  return rows.filter((row) => row.dedupeKey.startsWith(`push_ride_offer:ride-${bookingId}:`));
}

const recipients = (rows: { recipient: string }[]) => rows.map((row) => row.recipient).sort();

describe('ride offers pushed to captains', () => {
  it('reach the phones of the captains near the pickup with a vehicle of its type, in their language, once', async () => {
    const near = await captain(bajaj, northOfPickup(1));
    const nearSomali = await captain(bajaj, northOfPickup(2), { language: 'so' });
    const far = await captain(bajaj, northOfPickup(30));
    const otherType = await captain(car, northOfPickup(1));
    const offDuty = await captain(bajaj, northOfPickup(1), { onDuty: false });

    const customer = await newAccount(ctx.app);
    const booking = await searchRide(ctx.app, customer, bajaj.id);
    const pushes = await ridePushes(booking.id);
    expect(recipients(pushes)).toEqual(
      [`push:${near.subscription}`, `push:${nearSomali.subscription}`].sort(),
    );
    for (const nobody of [far, otherType, offDuty]) {
      expect(recipients(pushes)).not.toContain(`push:${nobody.subscription}`);
    }
    const english = pushes.find((row) => row.recipient === `push:${near.subscription}`)!;
    const somali = pushes.find((row) => row.recipient === `push:${nearSomali.subscription}`)!;
    expect(english).toMatchObject({ status: 'pending', language: 'en', orderNumber: null, storeId: null });
    expect(JSON.parse(english.body)).toEqual({
      title: 'A ride near you',
      body: 'A customer near you is waiting for a ride. The first to accept takes it.',
      url: '/captain',
      tag: `ride-${booking.id}`,
    });
    expect(somali.language).toBe('so');
    expect(JSON.parse(somali.body)).toMatchObject({ title: 'Safar kuu dhow', url: '/captain' });

    // Given back, the ride is offered again: a captain who came near since hears of it, no one hears twice, and
    // the captain who gave it back is not told of it.
    const arrived = await captain(bajaj, northOfPickup(0.5));
    const giver = await captain(bajaj, northOfPickup(0.2));
    const reserved = await step(ctx.app, 'tripreservations', giver.headers, {
      booking_id: booking.id,
      vehicle_id: giver.vehicleId,
    });
    expect(reserved.statusCode, reserved.body).toBe(200);
    const given = await step(ctx.app, 'cancelreservation', giver.headers, {
      booking_id: booking.id,
      reason: 'Flat tyre',
    });
    expect(given.statusCode, given.body).toBe(200);
    const again = await ridePushes(booking.id);
    expect(recipients(again)).toEqual(
      [`push:${near.subscription}`, `push:${nearSomali.subscription}`, `push:${arrived.subscription}`].sort(),
    );
    expect(recipients(again)).not.toContain(`push:${giver.subscription}`);
  });

  it('are written for no one when no subscribed captain is near, and the ride waits all the same', async () => {
    const inTown = await captain(car, northOfPickup(1));
    const customer = await newAccount(ctx.app);
    const booking = await searchRide(ctx.app, customer, car.id, {
      pickup: { label: 'Far out of town', lat: KM4.lat - 0.5, lng: KM4.lng },
      dropoff: { label: 'Further', lat: KM4.lat - 0.48, lng: KM4.lng },
    });
    expect(booking.status).toBe('searching');
    expect(await ridePushes(booking.id)).toEqual([]);
    expect(inTown.subscription).toBeGreaterThan(0);
  });
});
