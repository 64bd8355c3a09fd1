/** The order of a ride's steps, races between captains, and cancelling. */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type Booking, type VehicleType } from '@suuq/shared/captain';
import type { LiveEvent } from '@suuq/shared/live';
import { createTestApp, type TestContext } from '../../test/test-app';
import { newAccount } from '../accounts/accounts-test-kit';
import { BAKAARA, KM4, searchRide, step, vehicleTypes } from './captain-test-kit';
import { data, rideSteps } from './booking-test-kit';

let ctx: TestContext;
let bajaj: VehicleType;
let car: VehicleType;
const events: LiveEvent[] = [];
let stopListening: () => void;

beforeAll(async () => {
  ctx = await createTestApp();
  const types = await vehicleTypes(ctx.app);
  bajaj = types.get('bajaj')!;
  car = types.get('car')!;
  stopListening = ctx.bus.subscribe((event) => events.push(event));
});
afterAll(async () => {
  stopListening();
  await ctx.close();
});

const { driver, reserve, bookingAt } = rideSteps({ ctx: () => ctx, bajaj: () => bajaj });

afterEach(() => {
  events.length = 0;
});

describe('order of steps', () => {
  it('refuses steps out of order with 409 and a message that says why', async () => {
    const { customer, driver: d, booking } = await bookingAt('accepted');
    const h = d.account.headers;
    const id = { booking_id: booking.id };
    const expectConflict = async (res: Awaited<ReturnType<typeof step>>, message: string) => {
      expect(res.statusCode, res.body).toBe(409);
      expect(res.json().message).toBe(message);
    };
    await expectConflict(
      await step(ctx.app, 'pickupcomplete', h, id),
      'Mark that you have arrived at the pickup point first.',
    );
    await expectConflict(
      await step(ctx.app, 'endride', h, id),
      'The trip has not started yet. Pick up the customer first.',
    );
    await expectConflict(
      await step(ctx.app, 'savepath', h, {
        ...id,
        points: [{ lat: 2.03, lng: 45.31, at: new Date().toISOString() }],
      }),
      'The trip has not started yet. Pick up the customer first.',
    );
    await expectConflict(
      await step(ctx.app, 'customerrating', customer.headers, { ...id, rating: 5 }),
      'You can rate a trip once it has ended.',
    );
    await expectConflict(await reserve(d, booking), 'You have already accepted this trip.');

    expect((await step(ctx.app, 'captainarrived', h, id)).statusCode).toBe(200);
    await expectConflict(
      await step(ctx.app, 'captainarrived', h, id),
      'You have already marked that you arrived.',
    );
    expect((await step(ctx.app, 'pickupcomplete', h, id)).statusCode).toBe(200);
    await expectConflict(await step(ctx.app, 'pickupcomplete', h, id), 'The trip has already started.');
    await expectConflict(
      await step(ctx.app, 'cancelreservation', customer.headers, id),
      'A trip cannot be cancelled once the customer has been picked up.',
    );
    await expectConflict(
      await step(ctx.app, 'cancelreservation', h, id),
      'A trip cannot be cancelled once the customer has been picked up.',
    );
    expect((await step(ctx.app, 'endride', h, id)).statusCode).toBe(200);
    await expectConflict(
      await step(ctx.app, 'rideupdate', h, { ...id, lat: 2, lng: 45 }),
      'This trip has already ended or been cancelled.',
    );
    const so = await step(ctx.app, 'captainarrived?lang=so', h, id);
    await expectConflict(so, 'Safarkan horay ayuu u dhammaaday ama waa la joojiyay.');
  });

  it('lets exactly one of two racing captains take a booking', async () => {
    const customer = await newAccount(ctx.app);
    const [a, b] = await Promise.all([driver(), driver()]);
    for (let round = 0; round < 3; round += 1) {
      const booking = await searchRide(ctx.app, customer, bajaj.id);
      const results = await Promise.all([reserve(a, booking), reserve(b, booking)]);
      const codes = results.map((r) => r.statusCode).sort();
      expect(codes).toEqual([200, 409]);
      const winner = results.findIndex((r) => r.statusCode === 200);
      const loser = results[1 - winner]!;
      expect(loser.json().message).toBe('Another captain has already accepted this trip.');
      expect(data<Booking>(results[winner]!).captain?.id).toBe([a, b][winner]!.account.user.id);
      // Free both captains and the customer for the next round.
      const cancel = await step(ctx.app, 'cancelreservation', customer.headers, { booking_id: booking.id });
      expect(cancel.statusCode).toBe(200);
    }
  });

  it('keeps a captain to one trip at a time, even when reserving two at once', async () => {
    const d = await driver();
    const [c1, c2, c3] = await Promise.all([newAccount(ctx.app), newAccount(ctx.app), newAccount(ctx.app)]);
    const [b1, b2] = await Promise.all([
      searchRide(ctx.app, c1, bajaj.id),
      searchRide(ctx.app, c2, bajaj.id),
    ]);
    const results = await Promise.all([reserve(d, b1), reserve(d, b2)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const b3 = await searchRide(ctx.app, c3, bajaj.id);
    const busy = await reserve(d, b3);
    expect(busy.statusCode).toBe(409);
    expect(busy.json().message).toBe('Finish or cancel your current trip before you accept another.');
  });

  it('keeps a customer to one open booking', async () => {
    const customer = await newAccount(ctx.app);
    await searchRide(ctx.app, customer, bajaj.id);
    const again = await step(ctx.app, 'search', customer.headers, {
      pickup: KM4,
      dropoff: BAKAARA,
      vehicle_type_id: bajaj.id,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('You already have a trip in progress.');
  });

  it('takes a trip only with a vehicle of the type asked for', async () => {
    const customer = await newAccount(ctx.app);
    const booking = await searchRide(ctx.app, customer, car.id);
    const d = await driver(bajaj);
    const res = await reserve(d, booking);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toHaveProperty('vehicle_id');
    // A vehicle on an open trip can be neither changed nor removed.
    const { driver: busy } = await bookingAt('accepted');
    for (const [url, payload] of [
      ['/api/vehical/save', { id: busy.vehicle.id, colour: 'Pink' }],
      ['/api/vehical/delete', { id: busy.vehicle.id }],
    ] as const) {
      const r = await ctx.app.inject({ method: 'POST', url, headers: busy.account.headers, payload });
      expect(r.statusCode, url).toBe(409);
    }
  });
});

describe('cancelling', () => {
  it('lets the customer cancel while searching or before pickup, freeing the captain', async () => {
    const customer = await newAccount(ctx.app);
    const searching = await searchRide(ctx.app, customer, bajaj.id);
    const cancelled = await step(ctx.app, 'cancelreservation', customer.headers, {
      booking_id: searching.id,
      reason: 'Changed my mind',
    });
    expect(data<Booking>(cancelled)).toMatchObject({ status: 'cancelled', cancelled_by: 'customer' });
    const again = await step(ctx.app, 'cancelreservation', customer.headers, { booking_id: searching.id });
    expect(again.statusCode).toBe(409);

    const { customer: c2, driver: d, booking } = await bookingAt('arrived');
    const res = await step(ctx.app, 'cancelreservation', c2.headers, { booking_id: booking.id });
    expect(data<Booking>(res).status).toBe('cancelled');
    expect(events.filter((e) => e.channel === `booking.${booking.id}`).at(-1)).toMatchObject({
      data: { status: 'cancelled' },
    });
    // The captain is free for the next customer; the cancelled trip is closed for them.
    expect(
      (await step(ctx.app, 'captainarrived', d.account.headers, { booking_id: booking.id })).statusCode,
    ).toBe(409);
    const next = await searchRide(ctx.app, await newAccount(ctx.app), bajaj.id);
    expect((await reserve(d, next)).statusCode).toBe(200);
  });

  it('lets the captain give a trip back before pickup: it waits for another captain', async () => {
    const { customer, driver: first, booking } = await bookingAt('arrived');
    const given = await step(ctx.app, 'cancelreservation', first.account.headers, {
      booking_id: booking.id,
      reason: 'Flat tyre',
    });
    expect(given.statusCode, given.body).toBe(200);
    expect(data<Booking>(given)).toMatchObject({
      status: 'searching',
      captain: null,
      vehicle: null,
      cancelled_by: null,
    });
    expect(
      data<Booking>(await ctx.app.inject({ url: '/api/booking/active', headers: customer.headers })),
    ).toMatchObject({
      id: booking.id,
      status: 'searching',
    });
    expect(
      data(await ctx.app.inject({ url: '/api/booking/active', headers: first.account.headers })),
    ).toBeNull();
    // It is no longer theirs; another captain takes it.
    expect(
      (await step(ctx.app, 'captainarrived', first.account.headers, { booking_id: booking.id })).statusCode,
    ).toBe(404);
    expect(
      (await step(ctx.app, 'cancelreservation', first.account.headers, { booking_id: booking.id }))
        .statusCode,
    ).toBe(404);
    const second = await driver();
    expect((await reserve(second, booking)).statusCode).toBe(200);
  });
});
