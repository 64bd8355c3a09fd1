import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import {
  SAVEPATH_MAX_POINTS,
  chargedDistance,
  fareMinor,
  haversineMeters,
  pathMeters,
  type Booking,
  type Vehicle,
  type VehicleType,
  type Wallet,
} from '@suuq/shared/captain';
import type { LiveEvent, ServerFrame } from '@suuq/shared/live';
import { toMinor } from '@suuq/shared/money';
import { bookingPathPoints, walletTransactions } from '../../db/schema';
import { createTestApp, type TestContext } from '../../test/test-app';
import { newAccount, type TestAccount } from '../accounts/test-helpers';
import { mayListen } from '../live/channel-access';
import { startSocketServer } from '../live/socket-server';
import { BAKAARA, KM4, addVehicle, newCaptain, searchRide, step, vehicleTypes } from './test-helpers';

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

interface Driver {
  account: TestAccount;
  vehicle: Vehicle;
}

async function driver(type: VehicleType = bajaj): Promise<Driver> {
  const account = await newCaptain(ctx.app);
  return { account, vehicle: await addVehicle(ctx.app, account, type.id) };
}

const data = <T>(res: { json: () => unknown }) => (res.json() as { data: T }).data;

const reserve = (d: Driver, booking: Booking) =>
  step(ctx.app, 'tripreservations', d.account.headers, { booking_id: booking.id, vehicle_id: d.vehicle.id });

/** A booking taken by a fresh captain and brought to the given state. */
async function bookingAt(state: 'accepted' | 'arrived' | 'on_trip', type: VehicleType = bajaj) {
  const customer = await newAccount(ctx.app);
  const d = await driver(type);
  const booking = await searchRide(ctx.app, customer, type.id);
  expect((await reserve(d, booking)).statusCode).toBe(200);
  if (state !== 'accepted') {
    expect(
      (await step(ctx.app, 'captainarrived', d.account.headers, { booking_id: booking.id })).statusCode,
    ).toBe(200);
  }
  if (state === 'on_trip') {
    expect(
      (await step(ctx.app, 'pickupcomplete', d.account.headers, { booking_id: booking.id })).statusCode,
    ).toBe(200);
  }
  return { customer, driver: d, booking };
}

/** A drive from KM4 north, then east to Bakaara: one point every 10 s, about 100 m apart. */
function drive(): { lat: number; lng: number; at: string }[] {
  const start = Date.now() - 60 * 60_000;
  const corner = { lat: BAKAARA.lat, lng: KM4.lng };
  const points: { lat: number; lng: number }[] = [];
  const legs: [typeof KM4 | typeof corner, typeof corner | typeof BAKAARA][] = [
    [KM4, corner],
    [corner, BAKAARA],
  ];
  for (const [from, to] of legs) {
    const n = Math.ceil(haversineMeters(from, to) / 100);
    for (let i = 0; i < n; i += 1) {
      points.push({
        lat: from.lat + ((to.lat - from.lat) * i) / n,
        lng: from.lng + ((to.lng - from.lng) * i) / n,
      });
    }
  }
  points.push(BAKAARA);
  return points.map((p, i) => ({ ...p, at: new Date(start + i * 10_000).toISOString() }));
}

afterEach(() => {
  events.length = 0;
});

describe('a full ride', () => {
  it('runs from search to rating, pricing the path and crediting the wallet once', async () => {
    const customer = await newAccount(ctx.app, { name: 'Faadumo Cali' });
    const d = await driver();
    const captainHeaders = d.account.headers;

    // Search: a quote from the straight line.
    const booking = await searchRide(ctx.app, customer, bajaj.id, { notes: 'Blue gate' });
    const straight = Math.round(haversineMeters(KM4, BAKAARA));
    const quote = fareMinor(straight, { baseFare: toMinor(bajaj.base_fare), perKm: toMinor(bajaj.per_km) });
    expect(booking).toMatchObject({
      status: 'searching',
      vehicle_type: { id: bajaj.id, slug: 'bajaj' },
      pickup: KM4,
      dropoff: BAKAARA,
      notes: 'Blue gate',
      estimated_distance_km: straight / 1000,
      estimated_fare: quote / 100,
      fare: null,
      currency: 'USD',
      customer: { id: customer.user.id, name: 'Faadumo Cali' },
      captain: null,
      vehicle: null,
    });
    const active = await ctx.app.inject({ url: '/api/booking/active', headers: customer.headers });
    expect(data<Booking>(active).id).toBe(booking.id);

    // Captains looking for work see it, without the customer's contact.
    const offered = await ctx.app.inject({
      url: `/api/booking/available?lat=${KM4.lat}&lng=${KM4.lng}`,
      headers: captainHeaders,
    });
    const seen = data<Booking[]>(offered).find((b) => b.id === booking.id);
    expect(seen).toMatchObject({ status: 'searching', customer: null });

    // The captain takes it, arrives, picks up.
    const reserved = await reserve(d, booking);
    expect(reserved.statusCode, reserved.body).toBe(200);
    expect(data<Booking>(reserved)).toMatchObject({
      status: 'accepted',
      captain: { id: d.account.user.id, rating: null, ratings: 0 },
      vehicle: { id: d.vehicle.id, plate_number: d.vehicle.plate_number },
      customer: { id: customer.user.id, phone: customer.user.phone },
    });
    const position = await step(ctx.app, 'rideupdate', captainHeaders, {
      booking_id: booking.id,
      lat: 2.035,
      lng: 45.312,
    });
    expect(position.statusCode, position.body).toBe(200);
    expect(data(position)).toMatchObject({
      status: 'accepted',
      captain_position: { lat: 2.035, lng: 45.312 },
    });
    const seenByCustomer = data<Booking>(
      await ctx.app.inject({ url: '/api/booking/active', headers: customer.headers }),
    );
    expect(seenByCustomer.captain_position).toMatchObject({ lat: 2.035, lng: 45.312 });

    expect(
      (await step(ctx.app, 'captainarrived', captainHeaders, { booking_id: booking.id })).statusCode,
    ).toBe(200);
    const picked = await step(ctx.app, 'pickupcomplete', captainHeaders, { booking_id: booking.id });
    expect(data<Booking>(picked)).toMatchObject({ status: 'on_trip', picked_up_at: expect.any(String) });

    // The path, in two batches and one retried batch (which adds no distance).
    const points = drive();
    const half = Math.floor(points.length / 2);
    for (const batch of [points.slice(0, half), points.slice(half), points.slice(half)]) {
      const saved = await step(ctx.app, 'savepath', captainHeaders, {
        booking_id: booking.id,
        points: batch,
      });
      expect(saved.statusCode, saved.body).toBe(200);
      expect(data(saved)).toMatchObject({ booking_id: booking.id, saved: batch.length });
    }

    // The end: fare from the path, credited to the wallet exactly once.
    const walletBefore = data<Wallet>(
      await ctx.app.inject({ url: '/api/wallet/get', headers: captainHeaders }),
    );
    expect(walletBefore).toEqual({ balance: 0, currency: 'USD', transactions: [] });
    const ended = await step(ctx.app, 'endride', captainHeaders, { booking_id: booking.id });
    expect(ended.statusCode, ended.body).toBe(200);
    const driven = pathMeters(points.map((p) => ({ ...p, at: new Date(p.at) })));
    const charged = chargedDistance(straight, driven);
    expect(charged.basis).toBe('path');
    const fare = fareMinor(charged.meters, {
      baseFare: toMinor(bajaj.base_fare),
      perKm: toMinor(bajaj.per_km),
    });
    const completed = data<Booking>(ended);
    expect(completed).toMatchObject({
      status: 'completed',
      fare: fare / 100,
      fare_basis: 'path',
      distance_km: charged.meters / 1000,
      captain_position: null,
      duration_seconds: expect.any(Number),
    });
    expect(completed.fare!).toBeGreaterThan(completed.estimated_fare);

    const wallet = data<Wallet>(await ctx.app.inject({ url: '/api/wallet/get', headers: captainHeaders }));
    expect(wallet.balance).toBe(fare / 100);
    expect(wallet.transactions).toEqual([
      expect.objectContaining({
        kind: 'trip_fare',
        amount: fare / 100,
        balance_after: fare / 100,
        booking_id: booking.id,
        description: `Fare for trip #${booking.id}`,
      }),
    ]);
    const ledger = await ctx.app.db
      .select()
      .from(walletTransactions)
      .where(eq(walletTransactions.userId, d.account.user.id));
    expect(ledger).toHaveLength(1);
    expect(ledger[0]!.amount).toBe(fare);
    // Ending again changes nothing.
    const again = await step(ctx.app, 'endride', captainHeaders, { booking_id: booking.id });
    expect(again.statusCode).toBe(409);
    expect(
      data<Wallet>(await ctx.app.inject({ url: '/api/wallet/get', headers: captainHeaders })).balance,
    ).toBe(fare / 100);

    // The customer rates it, once.
    const rated = await step(ctx.app, 'customerrating', customer.headers, {
      booking_id: booking.id,
      rating: 4,
      comment: 'Good driver',
    });
    expect(rated.statusCode, rated.body).toBe(200);
    expect(data<Booking>(rated)).toMatchObject({
      rating: { rating: 4, comment: 'Good driver' },
      captain: { rating: 4, ratings: 1 },
    });
    const twice = await step(ctx.app, 'customerrating', customer.headers, {
      booking_id: booking.id,
      rating: 5,
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('You have already rated this trip.');

    // Afterwards: nothing open, the summary, and the history of both sides.
    for (const headers of [customer.headers, captainHeaders]) {
      expect(data(await ctx.app.inject({ url: '/api/booking/active', headers }))).toBeNull();
      const summary = data<Booking>(await ctx.app.inject({ url: '/api/booking/endtrip', headers }));
      expect(summary).toMatchObject({ id: booking.id, fare: fare / 100, rating: { rating: 4 } });
    }
    const asCustomer = (
      await ctx.app.inject({ url: '/api/trips?client=customer', headers: customer.headers })
    ).json();
    expect(asCustomer.meta).toEqual({ page: 1, per_page: 20, total: 1 });
    expect(asCustomer.data[0].id).toBe(booking.id);
    const asCaptain = (
      await ctx.app.inject({ url: '/api/trips?client=captain', headers: captainHeaders })
    ).json();
    expect(asCaptain.data.map((b: Booking) => b.id)).toEqual([booking.id]);

    // Every change went out on the booking's channel, the position with it.
    const published = events.filter((e) => e.channel === `booking.${booking.id}`);
    expect(published.map((e) => (e.event === 'booking.status' ? e.data.status : e.event))).toEqual([
      'searching',
      'accepted',
      'accepted',
      'arrived',
      'on_trip',
      'completed',
    ]);
    expect(published[2]).toMatchObject({
      event: 'booking.status',
      data: { booking_id: booking.id, captain_position: { lat: 2.035, lng: 45.312 } },
    });
  });

  it('charges the quote when no path was recorded', async () => {
    const { driver: d, booking } = await bookingAt('on_trip');
    const ended = await step(ctx.app, 'endride', d.account.headers, { booking_id: booking.id });
    expect(data<Booking>(ended)).toMatchObject({
      status: 'completed',
      fare: booking.estimated_fare,
      fare_basis: 'estimate',
      distance_km: booking.estimated_distance_km,
    });
    const wallet = data<Wallet>(await ctx.app.inject({ url: '/api/wallet/get', headers: d.account.headers }));
    expect(wallet.balance).toBe(booking.estimated_fare);
  });

  it('adds up several trips in the wallet, newest transaction first, paged', async () => {
    const d = await driver();
    const fares: number[] = [];
    for (let i = 0; i < 3; i += 1) {
      const customer = await newAccount(ctx.app);
      const booking = await searchRide(ctx.app, customer, bajaj.id);
      await reserve(d, booking);
      await step(ctx.app, 'captainarrived', d.account.headers, { booking_id: booking.id });
      await step(ctx.app, 'pickupcomplete', d.account.headers, { booking_id: booking.id });
      fares.push(
        data<Booking>(await step(ctx.app, 'endride', d.account.headers, { booking_id: booking.id })).fare!,
      );
    }
    const res = await ctx.app.inject({ url: '/api/wallet/get?per_page=2', headers: d.account.headers });
    const body = res.json<{ data: Wallet; meta: object }>();
    const total = fares.reduce((sum, f) => sum + toMinor(f), 0) / 100;
    expect(body.data.balance).toBe(total);
    expect(body.meta).toEqual({ page: 1, per_page: 2, total: 3 });
    expect(body.data.transactions).toHaveLength(2);
    expect(body.data.transactions[0]!.balance_after).toBe(total);
    expect(body.data.transactions[0]!.id).toBeGreaterThan(body.data.transactions[1]!.id);
  });
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

describe('who may do what', () => {
  it('answers 401 without a token, before reading the body', async () => {
    for (const [method, url] of [
      ['POST', '/api/booking/search'],
      ['POST', '/api/booking/tripreservations'],
      ['POST', '/api/booking/endride'],
      ['POST', '/api/booking/cancelreservation'],
      ['GET', '/api/booking/active'],
      ['GET', '/api/booking/endtrip'],
      ['GET', '/api/trips?client=customer'],
      ['GET', '/api/wallet/get'],
    ] as const) {
      const res = await ctx.app.inject({
        method,
        url,
        ...(method === 'POST' && { payload: { nonsense: true } }),
      });
      expect(res.statusCode, url).toBe(401);
    }
  });

  it("answers 403 for a customer on captain steps and a captain on a customer's", async () => {
    const customer = await newAccount(ctx.app);
    const d = await driver();
    for (const path of [
      'tripreservations',
      'captainarrived',
      'pickupcomplete',
      'savepath',
      'rideupdate',
      'endride',
    ]) {
      const res = await step(ctx.app, path, customer.headers, { nonsense: true });
      expect(res.statusCode, path).toBe(403);
    }
    for (const url of [
      '/api/wallet/get',
      '/api/vehical/getall',
      '/api/booking/available',
      '/api/trips?client=captain',
    ]) {
      expect((await ctx.app.inject({ url, headers: customer.headers })).statusCode, url).toBe(403);
    }
    for (const path of ['search', 'customerrating']) {
      expect((await step(ctx.app, path, d.account.headers, { nonsense: true })).statusCode, path).toBe(403);
    }
  });

  it("answers 404 for another customer's or captain's booking, and for none", async () => {
    const { customer, driver: d, booking } = await bookingAt('on_trip');
    const stranger = await newAccount(ctx.app);
    const otherCaptain = await driver();
    const id = { booking_id: booking.id };
    expect((await step(ctx.app, 'cancelreservation', stranger.headers, id)).statusCode).toBe(404);
    expect((await step(ctx.app, 'customerrating', stranger.headers, { ...id, rating: 5 })).statusCode).toBe(
      404,
    );
    for (const path of ['captainarrived', 'pickupcomplete', 'endride', 'cancelreservation']) {
      expect((await step(ctx.app, path, otherCaptain.account.headers, id)).statusCode, path).toBe(404);
    }
    expect(
      (await step(ctx.app, 'rideupdate', otherCaptain.account.headers, { ...id, lat: 2, lng: 45 }))
        .statusCode,
    ).toBe(404);
    const point = { lat: 2.03, lng: 45.31, at: new Date().toISOString() };
    expect(
      (await step(ctx.app, 'savepath', otherCaptain.account.headers, { ...id, points: [point] })).statusCode,
    ).toBe(404);
    expect(
      (await step(ctx.app, 'endride', d.account.headers, { booking_id: 2_000_000_000 })).statusCode,
    ).toBe(404);
    expect((await reserve(otherCaptain, { ...booking, id: 2_000_000_000 })).statusCode).toBe(404);
    // Another captain's vehicle cannot take a trip either.
    const fresh = await searchRide(ctx.app, stranger, bajaj.id);
    const borrowed = await step(ctx.app, 'tripreservations', otherCaptain.account.headers, {
      booking_id: fresh.id,
      vehicle_id: d.vehicle.id,
    });
    expect(borrowed.statusCode).toBe(404);
    // Nobody else's history or open booking shows theirs.
    const theirs = (await ctx.app.inject({ url: '/api/trips', headers: stranger.headers })).json();
    expect(theirs.data.map((b: Booking) => b.id)).not.toContain(booking.id);
    expect(
      data<Booking>(await ctx.app.inject({ url: '/api/booking/active', headers: customer.headers })).id,
    ).toBe(booking.id);
  });
});

describe('input', () => {
  it('checks points, ratings and trip length', async () => {
    const customer = await newAccount(ctx.app);
    const tooShort = await step(ctx.app, 'search', customer.headers, {
      pickup: KM4,
      dropoff: { ...KM4, label: 'Next door' },
      vehicle_type_id: bajaj.id,
    });
    expect(tooShort.statusCode).toBe(422);
    expect(tooShort.json().message).toBe('The pickup and drop-off points are too close together.');
    const unknownType = await step(ctx.app, 'search', customer.headers, {
      pickup: KM4,
      dropoff: BAKAARA,
      vehicle_type_id: 987_654,
    });
    expect(unknownType.statusCode).toBe(422);
    expect(unknownType.json().errors).toHaveProperty('vehicle_type_id');
    const badPoint = await step(ctx.app, 'search', customer.headers, {
      pickup: { ...KM4, lat: 95 },
      dropoff: BAKAARA,
      vehicle_type_id: bajaj.id,
    });
    expect(badPoint.statusCode).toBe(422);

    const { customer: rider, driver: d, booking } = await bookingAt('on_trip');
    const point = { lat: 2.03, lng: 45.31, at: new Date().toISOString() };
    const tooMany = await step(ctx.app, 'savepath', d.account.headers, {
      booking_id: booking.id,
      points: Array.from({ length: SAVEPATH_MAX_POINTS + 1 }, () => point),
    });
    expect(tooMany.statusCode).toBe(422);
    const noTime = await step(ctx.app, 'savepath', d.account.headers, {
      booking_id: booking.id,
      points: [{ lat: 2.03, lng: 45.31, at: 'yesterday' }],
    });
    expect(noTime.statusCode).toBe(422);
    const stored = await ctx.app.db
      .select()
      .from(bookingPathPoints)
      .where(and(eq(bookingPathPoints.bookingId, booking.id)));
    expect(stored).toHaveLength(0);
    await step(ctx.app, 'endride', d.account.headers, { booking_id: booking.id });
    const six = await step(ctx.app, 'customerrating', rider.headers, { booking_id: booking.id, rating: 6 });
    expect(six.statusCode).toBe(422);
    expect(six.json().errors).toHaveProperty('rating');
  });
});

describe('live channel booking.{id}', () => {
  it('lets only the booking customer and captain listen', async () => {
    const { customer, driver: d, booking } = await bookingAt('accepted');
    const stranger = await newAccount(ctx.app);
    const otherCaptain = await newCaptain(ctx.app);
    const channel = `booking.${booking.id}`;
    expect(await mayListen(ctx.app, channel, customer.tokens.access_token)).toBe(true);
    expect(await mayListen(ctx.app, channel, d.account.tokens.access_token)).toBe(true);
    expect(await mayListen(ctx.app, channel, stranger.tokens.access_token)).toBe(false);
    expect(await mayListen(ctx.app, channel, otherCaptain.tokens.access_token)).toBe(false);
    expect(await mayListen(ctx.app, channel, undefined)).toBe(false);
    expect(await mayListen(ctx.app, channel, 'not-a-token')).toBe(false);
    expect(await mayListen(ctx.app, 'booking.2000000000', customer.tokens.access_token)).toBe(false);
    expect(await mayListen(ctx.app, 'booking.99999999999', customer.tokens.access_token)).toBe(false);
  });

  it('keeps the socket channel private and delivers the steps to its customer', async () => {
    const { customer, driver: d, booking } = await bookingAt('accepted');
    const stranger = await newAccount(ctx.app);
    const sockets = await startSocketServer({
      host: '127.0.0.1',
      port: 0,
      appKey: 'test-key',
      bus: ctx.bus,
      log: { info() {}, warn() {} },
      authorize: (channel, token) => mayListen(ctx.app, channel, token),
    });
    const open = async () => {
      const ws = new WebSocket(`ws://127.0.0.1:${sockets.port}/app/test-key`);
      const frames: ServerFrame[] = [];
      ws.on('message', (raw) => frames.push(JSON.parse(raw.toString()) as ServerFrame));
      await new Promise((resolve, reject) => ws.once('open', resolve).once('error', reject));
      const next = async (predicate: (f: ServerFrame) => boolean) => {
        for (let waited = 0; waited < 3000; waited += 20) {
          const found = frames.find(predicate);
          if (found) return found;
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
        throw new Error(`No such frame; got ${JSON.stringify(frames)}`);
      };
      return { ws, frames, next };
    };
    try {
      const channel = `booking.${booking.id}`;
      const [mine, nosy, anonymous] = await Promise.all([open(), open(), open()]);
      mine.ws.send(JSON.stringify({ event: 'subscribe', channel, token: customer.tokens.access_token }));
      nosy.ws.send(JSON.stringify({ event: 'subscribe', channel, token: stranger.tokens.access_token }));
      anonymous.ws.send(JSON.stringify({ event: 'subscribe', channel }));
      await mine.next((f) => f.event === 'subscribed');
      await nosy.next((f) => f.event === 'error');
      await anonymous.next((f) => f.event === 'error');

      await step(ctx.app, 'captainarrived', d.account.headers, { booking_id: booking.id });
      const arrived = await mine.next((f) => f.event === 'booking.status');
      expect(arrived).toMatchObject({ channel, data: { booking_id: booking.id, status: 'arrived' } });
      for (const s of [nosy, anonymous]) {
        s.ws.send(JSON.stringify({ event: 'ping' }));
        await s.next((f) => f.event === 'pong');
        expect(s.frames.some((f) => f.event === 'booking.status')).toBe(false);
      }
      for (const s of [mine, nosy, anonymous]) s.ws.close();
    } finally {
      await sockets.close();
    }
  });
});

describe('OpenAPI', () => {
  it('publishes every captain and trip call with the shared schemas', async () => {
    const doc = (await ctx.app.inject('/api/openapi.json')).json();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/vehicalTypes',
        '/api/vehical/save',
        '/api/vehical/getall',
        '/api/vehical/delete',
        '/api/wallet/get',
        '/api/booking/search',
        '/api/booking/tripreservations',
        '/api/booking/captainarrived',
        '/api/booking/pickupcomplete',
        '/api/booking/savepath',
        '/api/booking/rideupdate',
        '/api/booking/endride',
        '/api/booking/customerrating',
        '/api/booking/cancelreservation',
        '/api/booking/active',
        '/api/booking/endtrip',
        '/api/trips',
      ]),
    );
    expect(Object.keys(doc.components.schemas)).toEqual(
      expect.arrayContaining([
        'Booking',
        'Vehicle',
        'VehicleType',
        'Wallet',
        'BookingSearchRequest',
        'VehicleSaveFields',
      ]),
    );
  });
});
