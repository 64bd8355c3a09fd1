/** A ride from search to rating: pricing, the wallet and the path. */
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  chargedDistance,
  fareMinor,
  haversineMeters,
  pathMeters,
  type Booking,
  type VehicleType,
} from '@suuq/shared/captain';
import { type Wallet } from '@suuq/shared/captain-wallet';
import type { LiveEvent } from '@suuq/shared/live';
import { toMinor } from '@suuq/shared/money';
import { bookingPathPoints, bookings, walletTransactions } from '../../db/schema';
import { createTestApp, type TestContext } from '../../test/test-app';
import { newAccount } from '../accounts/accounts-test-kit';
import { BAKAARA, KM4, searchRide, step, vehicleTypes } from './captain-test-kit';
import { data, drive, rideSteps } from './booking-test-kit';

let ctx: TestContext;
let bajaj: VehicleType;
const events: LiveEvent[] = [];
let stopListening: () => void;

beforeAll(async () => {
  ctx = await createTestApp();
  const types = await vehicleTypes(ctx.app);
  bajaj = types.get('bajaj')!;
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

describe('a full ride', () => {
  it('runs from search to rating, pricing the path and crediting the wallet once', async () => {
    const customer = await newAccount(ctx.app, { name: 'Faadumo Cali' });
    const d = await driver();
    const captainHeaders = d.account.headers;

    // Search: a quote from the straight line.
    // Paid by mobile wallet: the fare is credited to the captain (a cash fare is in their hand already).
    const booking = await searchRide(ctx.app, customer, bajaj.id, {
      notes: 'Blue gate',
      payment_method: 'evc_plus',
    });
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
    // The ride began when the drive's first point was recorded, an hour ago: the path is one it could drive.
    await ctx.app.db
      .update(bookings)
      .set({ pickedUpAt: new Date(Date.now() - 61 * 60_000) })
      .where(eq(bookings.id, booking.id));

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
    expect(walletBefore).toMatchObject({
      balance: 0,
      currency: 'USD',
      transactions: [],
      pending_payouts: [],
      earnings: { today: { amount: 0, trips: 0 } },
    });
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

  it('never charges for a path dated in the future or longer than the ride could have driven', async () => {
    const { driver: d, booking } = await bookingAt('on_trip', undefined, 'evc_plus');
    // The whole drive, claimed to happen in 2099, sent right after pickup.
    const points = drive().map((p, i) => ({
      ...p,
      at: new Date(Date.UTC(2099, 0, 1) + i * 10_000).toISOString(),
    }));
    const saved = await step(ctx.app, 'savepath', d.account.headers, { booking_id: booking.id, points });
    expect(saved.statusCode, saved.body).toBe(200);
    const stored = await ctx.app.db
      .select({ at: bookingPathPoints.at })
      .from(bookingPathPoints)
      .where(eq(bookingPathPoints.bookingId, booking.id));
    expect(Math.max(...stored.map((p) => p.at.getTime()))).toBeLessThanOrEqual(Date.now());

    const ended = data<Booking>(
      await step(ctx.app, 'endride', d.account.headers, { booking_id: booking.id }),
    );
    expect(ended).toMatchObject({ fare_basis: 'estimate', fare: booking.estimated_fare });
    const wallet = data<Wallet>(await ctx.app.inject({ url: '/api/wallet/get', headers: d.account.headers }));
    expect(wallet.balance).toBe(booking.estimated_fare);
  });

  it('charges the quote when no path was recorded', async () => {
    const { driver: d, booking } = await bookingAt('on_trip', undefined, 'evc_plus');
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
      const booking = await searchRide(ctx.app, customer, bajaj.id, { payment_method: 'zaad' });
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
