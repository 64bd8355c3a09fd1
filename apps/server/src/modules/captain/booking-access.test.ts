/** Who may do what on a booking, its input, its live channel and its documentation. */
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { SAVEPATH_MAX_POINTS, type Booking, type VehicleType } from '@suuq/shared/captain';
import type { LiveEvent, ServerFrame } from '@suuq/shared/live';
import { bookingPathPoints } from '../../db/schema';
import { createTestApp, type TestContext } from '../../test/test-app';
import { newAccount } from '../accounts/accounts-test-kit';
import { mayListen, startSocketServer } from '../live/live-module';
import { BAKAARA, KM4, newCaptain, searchRide, step, vehicleTypes } from './captain-test-kit';
import { data, rideSteps } from './booking-test-kit';

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
