/**
 * Trips waiting for a captain go out live on `offers.{vehicle_type_id}`: to captains on duty with a vehicle of that
 * type only, with an event when a trip begins waiting and when it stops (taken, cancelled, given back).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { VehicleType } from '@suuq/shared/captain';
import type { ServerFrame } from '@suuq/shared/live';
import { createTestApp, type TestContext } from '../../test/test-app';
import { newAccount } from '../accounts/accounts-test-kit';
import { rideSteps } from '../captain/booking-test-kit';
import { addVehicle, newCaptain, searchRide, step, vehicleTypes } from '../captain/captain-test-kit';
import { mayListen } from './channel-access';
import { startSocketServer, type SocketServer } from './socket-server';
import { openSocket } from './socket-test-kit';

let ctx: TestContext;
let sockets: SocketServer;
let bajaj: VehicleType;
let other: VehicleType;

beforeAll(async () => {
  ctx = await createTestApp({ LIVE_ACCESS_CACHE_MS: '50' });
  const types = await vehicleTypes(ctx.app);
  bajaj = types.get('bajaj')!;
  other = [...types.values()].find((type) => type.id !== bajaj.id)!;
  sockets = await startSocketServer({
    host: '127.0.0.1',
    port: 0,
    appKey: 'test-key',
    bus: ctx.bus,
    log: { info() {}, warn() {} },
    authorize: (channel, token) => mayListen(ctx.app, channel, token),
    recheckMs: 100,
  });
});
afterAll(async () => {
  await sockets?.close();
  await ctx?.close();
});

const { driver, reserve } = rideSteps({ ctx: () => ctx, bajaj: () => bajaj });
const offer = (id: number, available: boolean) => (frame: ServerFrame) =>
  frame.event === 'booking.offer' && frame.data.booking_id === id && frame.data.available === available;

async function listen(channel: string, token: string) {
  const socket = await openSocket(sockets.port);
  socket.send({ event: 'subscribe', channel, token });
  const answer = await socket.next(
    (frame) => (frame.event === 'subscribed' || frame.event === 'error') && 'channel' in frame,
  );
  return { socket, allowed: answer.event === 'subscribed' };
}

describe('offers channel', () => {
  it('lets in only captains on duty with a vehicle of the type', async () => {
    const channel = `offers.${bajaj.id}`;
    const d = await driver();
    const offDuty = await newCaptain(ctx.app, 'Off Duty', { onDuty: false });
    await addVehicle(ctx.app, offDuty, bajaj.id);
    const otherType = await newCaptain(ctx.app, 'Other Type');
    await addVehicle(ctx.app, otherType, other.id);
    const rider = await newAccount(ctx.app);

    const cases = [
      [d.account.tokens.access_token, true],
      [offDuty.tokens.access_token, false],
      [otherType.tokens.access_token, false],
      [rider.tokens.access_token, false],
    ] as const;
    for (const [token, expected] of cases) {
      const { socket, allowed } = await listen(channel, token);
      expect(allowed).toBe(expected);
      socket.ws.close();
    }
  });

  it('tells captains when a trip starts and stops waiting, live', async () => {
    const d = await driver();
    const { socket } = await listen(`offers.${bajaj.id}`, d.account.tokens.access_token);
    const customer = await newAccount(ctx.app);

    const booking = await searchRide(ctx.app, customer, bajaj.id);
    await socket.next(offer(booking.id, true));

    const taker = await driver();
    expect((await reserve(taker, booking)).statusCode).toBe(200);
    await socket.next(offer(booking.id, false));

    // Given back, it waits again; cancelled by the rider while waiting, it goes for good.
    const back = await step(ctx.app, 'cancelreservation', taker.account.headers, { booking_id: booking.id });
    expect(back.statusCode, back.body).toBe(200);
    await socket.next(
      (frame) => offer(booking.id, true)(frame) && socket.frames.filter(offer(booking.id, true)).length === 2,
    );
    const cancelled = await step(ctx.app, 'cancelreservation', customer.headers, { booking_id: booking.id });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    await socket.next(
      (frame) =>
        offer(booking.id, false)(frame) && socket.frames.filter(offer(booking.id, false)).length === 2,
    );
    // The event carries no rider details: captains read the offer through the API.
    const heard = socket.frames.find(offer(booking.id, true));
    expect(Object.keys((heard as { data: object }).data).sort()).toEqual(['at', 'available', 'booking_id']);
    socket.ws.close();
  });

  it('drops a captain who goes off duty', async () => {
    const d = await driver();
    const channel = `offers.${bajaj.id}`;
    const { socket } = await listen(channel, d.account.tokens.access_token);
    const off = await ctx.app.inject({
      method: 'POST',
      url: '/api/user/active',
      headers: d.account.headers,
      payload: { on_duty: false },
    });
    expect(off.statusCode).toBe(200);
    await socket.next((frame) => frame.event === 'error' && frame.channel === channel);
    socket.ws.close();
  });
});
