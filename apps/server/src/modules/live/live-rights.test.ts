/**
 * Live channels do not outlive the right to them: a captain who gave a trip back, a staff account switched off,
 * a revoked sign-in and an expired token all lose their private channel, and hear nothing more on it.
 */
import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { VehicleType } from '@suuq/shared/captain';
import type { LiveEvent, ServerFrame } from '@suuq/shared/live';
import { stores, users } from '../../db/schema';
import { DEMO_USERS } from '../../db/seed/seed-users';
import { loadAuthSecret } from '../../plugins/auth';
import { createTestApp, type TestContext } from '../../test/test-app';
import { PASSWORD, newAccount, signIn } from '../accounts/accounts-test-kit';
import { rideSteps } from '../captain/booking-test-kit';
import { vehicleTypes } from '../captain/captain-test-kit';
import { mayListen } from './channel-access';
import { startSocketServer, type SocketServer } from './socket-server';
import { openSocket } from './socket-test-kit';

let ctx: TestContext;
let sockets: SocketServer;
let bajaj: VehicleType;

beforeAll(async () => {
  // Answers are trusted for 50 ms here (5 s by default), and every membership is checked again every 100 ms.
  ctx = await createTestApp({ LIVE_ACCESS_CACHE_MS: '50' });
  bajaj = (await vehicleTypes(ctx.app)).get('bajaj')!;
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

const { driver, reserve, bookingAt } = rideSteps({ ctx: () => ctx, bajaj: () => bajaj });
const dropped = (channel: string) => (frame: ServerFrame) =>
  frame.event === 'error' && frame.channel === channel;

async function subscribed(channel: string, token: string) {
  const socket = await openSocket(sockets.port);
  socket.send({ event: 'subscribe', channel, token });
  await socket.next((frame) => frame.event === 'subscribed');
  return socket;
}

describe('private channels', () => {
  it('drop the captain who gave a trip back, before the next captain takes it', async () => {
    const { customer, driver: first, booking } = await bookingAt('accepted');
    const channel = `booking.${booking.id}`;
    const old = await subscribed(channel, first.account.tokens.access_token);
    const rider = await subscribed(channel, customer.tokens.access_token);

    const given = await ctx.app.inject({
      method: 'POST',
      url: '/api/booking/cancelreservation',
      headers: first.account.headers,
      payload: { booking_id: booking.id },
    });
    expect(given.statusCode, given.body).toBe(200);
    await old.next(dropped(channel));
    const next = await driver();
    expect((await reserve(next, booking)).statusCode).toBe(200);

    const accepted = (frame: ServerFrame) =>
      frame.event === 'booking.status' && frame.data.status === 'accepted';
    await rider.next(accepted);
    expect(old.frames.filter((frame) => frame.event === 'booking.status')).toEqual([]);
    old.ws.close();
    rider.ws.close();
  });

  it("drop a staff account that is switched off, and never deliver its store's orders to it", async () => {
    const staff = DEMO_USERS.find((user) => user.role === 'staff')!;
    const [store] = await ctx.app.db.select().from(stores).where(eq(stores.slug, staff.storeSlug!));
    const tokens = await signIn(ctx.app, staff.phone, staff.password);
    const channel = `store.${store!.id}`;
    const board = await subscribed(channel, tokens.access_token);

    await ctx.app.db.update(users).set({ isActive: false }).where(eq(users.phone, staff.phone));
    try {
      // Published at once: the check before delivery refuses it even before the next sweep.
      await new Promise((resolve) => setTimeout(resolve, 60));
      const order: LiveEvent = { event: 'store.order', channel, data: { order_number: 'ABCD-1234' } };
      await ctx.bus.publish(order);
      await board.next(dropped(channel));
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(board.frames.some((frame) => frame.event === 'store.order')).toBe(false);
    } finally {
      await ctx.app.db.update(users).set({ isActive: true }).where(eq(users.phone, staff.phone));
    }
    board.ws.close();
  });

  it('drop a sign-in that is revoked by a password change elsewhere', async () => {
    const { customer, booking } = await bookingAt('accepted');
    const channel = `booking.${booking.id}`;
    const phone = await subscribed(channel, customer.tokens.access_token);
    const laptop = await signIn(ctx.app, customer.user.phone);
    const change = await ctx.app.inject({
      method: 'POST',
      url: '/api/user/password',
      headers: { authorization: `Bearer ${laptop.access_token}` },
      payload: { current_password: PASSWORD, password: 'a-new-river-song-9' },
    });
    expect(change.statusCode).toBe(200);
    await phone.next(dropped(channel));
    phone.ws.close();
  });

  it('drop a token once it expires', async () => {
    const account = await newAccount(ctx.app);
    const staffStore = 1;
    await ctx.app.db
      .update(users)
      .set({ role: 'staff', storeId: staffStore })
      .where(eq(users.id, account.user.id));
    const now = Math.floor(Date.now() / 1000);
    const shortLived = await new SignJWT({ role: 'staff', store_id: staffStore, sid: 'short-lived-session' })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(String(account.user.id))
      .setIssuer('suuq')
      .setIssuedAt(now)
      .setExpirationTime(now + 2)
      .sign(await loadAuthSecret(ctx.env));
    const channel = `store.${staffStore}`;
    const board = await subscribed(channel, shortLived);
    await board.next(dropped(channel), 5000);
    expect(Date.now()).toBeGreaterThanOrEqual((now + 2) * 1000 - 1000);
    board.ws.close();
  });
});
