/**
 * The owner's staff: only the owner lists, takes on and removes them; someone taken on signs in with the code sent
 * to their phone; a removed member's access and refresh tokens are refused on their next call, and their socket
 * leaves the store's channel at once (not at the next periodic check, which this test never reaches).
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StaffMember } from '@suuq/shared/operator';
import { stores, users } from '../../db/schema';
import { bearer, newAccount } from '../accounts/accounts-test-kit';
import { newCaptain } from '../captain/captain-test-kit';
import { mayListen, startSocketServer } from '../live/live-module';
import { openSocket } from '../live/socket-test-kit';
import {
  createOperatorTestApp,
  operatorHeaders,
  ownerOf,
  signInWithLatestCode,
  type OperatorTestContext,
} from './operator-test-kit';

const SLUG = 'tinaar-bakery';
let ctx: OperatorTestContext;
let sockets: Awaited<ReturnType<typeof startSocketServer>>;
let owner: Awaited<ReturnType<typeof ownerOf>>;
let storeId: number;
let phones = 0;
const freshMobile = () => `0617 3${String(10_000 + ++phones).padStart(5, '0')}`;

beforeAll(async () => {
  ctx = await createOperatorTestApp();
  owner = await ownerOf(ctx.app, SLUG);
  [{ id: storeId }] = (await ctx.app.db
    .select({ id: stores.id })
    .from(stores)
    .where(eq(stores.slug, SLUG))) as [{ id: number }];
  sockets = await startSocketServer({
    host: '127.0.0.1',
    port: 0,
    appKey: 'test-key',
    bus: ctx.bus,
    log: { info() {}, warn() {} },
    authorize: (channel, token) => mayListen(ctx.app, channel, token),
    // Far beyond the test: only the removal itself can drop the member.
    recheckMs: 10 * 60 * 1000,
  });
});
afterAll(async () => {
  await sockets?.close();
  await ctx?.close();
});

const addStaff = (payload: object, headers = owner.headers) =>
  ctx.app.inject({ method: 'POST', url: '/api/merchant/staff', headers, payload });
const removeStaff = (userId: number, headers = owner.headers) =>
  ctx.app.inject({ method: 'DELETE', url: `/api/merchant/staff/${userId}`, headers });

/** Takes someone on and signs them in with the code sent to them. */
async function takeOnMember(name = 'Ayaan Jimcaale') {
  const res = await addStaff({ name, phone: freshMobile() });
  expect(res.statusCode, res.body).toBe(201);
  const member = res.json<{ data: StaffMember }>().data;
  const tokens = await signInWithLatestCode(ctx, member.phone);
  return { member, tokens, headers: bearer(tokens.access_token) };
}

describe('the owner’s staff', () => {
  it('lists the owner first, takes someone on who signs in with the SMS code and works the board', async () => {
    const { member, headers } = await takeOnMember();
    expect(member).toMatchObject({ name: 'Ayaan Jimcaale', is_owner: false });
    expect(ctx.codes.at(-1)).toMatchObject({ phone: member.phone, why: 'staff', storeName: 'Tinaar Bakery' });

    const list = await ctx.app.inject({ url: '/api/merchant/staff', headers: owner.headers });
    expect(list.statusCode).toBe(200);
    const staff = list.json<{ data: StaffMember[] }>().data;
    expect(staff[0]).toMatchObject({ phone: owner.phone, is_owner: true });
    expect(staff.map((s) => s.user_id)).toContain(member.user_id);

    const board = await ctx.app.inject({ url: '/api/merchant/orders', headers });
    expect(board.statusCode).toBe(200);
  });

  it('is the owner’s alone: other staff get 403, shoppers 403, nobody 401', async () => {
    const { member, headers } = await takeOnMember('Cali Staff');
    const refusal = 'Only the store’s owner can manage its staff.';
    const list = await ctx.app.inject({ url: '/api/merchant/staff', headers });
    expect(list.statusCode).toBe(403);
    expect(list.json().message).toBe(refusal);
    expect((await addStaff({ name: 'Sneaky', phone: freshMobile() }, headers)).statusCode).toBe(403);
    expect((await removeStaff(owner.user_id, headers)).statusCode).toBe(403);
    const shopper = await newAccount(ctx.app);
    expect((await ctx.app.inject({ url: '/api/merchant/staff', headers: shopper.headers })).statusCode).toBe(
      403,
    );
    expect((await ctx.app.inject({ url: '/api/merchant/staff' })).statusCode).toBe(401);
    // Nobody was removed on the way.
    const [row] = await ctx.app.db.select().from(users).where(eq(users.id, member.user_id));
    expect(row).toMatchObject({ role: 'staff', storeId });
  });

  it('refuses a phone that is a captain’s, takes on a shopper’s account, and checks the fields', async () => {
    const captain = await newCaptain(ctx.app, 'Busy Captain');
    const taken = await addStaff({ name: 'Busy Captain', phone: captain.user.phone });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().errors.phone).toBeDefined();

    const shopper = await newAccount(ctx.app, { name: 'Shopper Baker' });
    const added = await addStaff({ name: 'Shopper Baker', phone: shopper.user.phone });
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json().data.user_id).toBe(shopper.user.id);

    const broken = await ctx.app.inject({
      method: 'POST',
      url: '/api/merchant/staff?lang=so',
      headers: owner.headers,
      payload: { name: '', phone: '12345' },
    });
    expect(broken.statusCode).toBe(422);
    expect(broken.json().errors.phone).toEqual(['Geli lambar mobayl oo Soomaali ah, sida 061 234 5678.']);
    expect(Object.keys(broken.json().errors).sort()).toEqual(['name', 'phone']);
  });

  it('a removed member’s tokens are refused on the next call and their socket leaves the store channel', async () => {
    const { member, tokens, headers } = await takeOnMember('Leaving Member');
    const socket = await openSocket(sockets.port);
    socket.send({ event: 'subscribe', channel: `store.${storeId}`, token: tokens.access_token });
    await socket.next((frame) => frame.event === 'subscribed');
    // The owner's own socket stays.
    const ownerSocket = await openSocket(sockets.port);
    ownerSocket.send({ event: 'subscribe', channel: `store.${storeId}`, token: owner.tokens.access_token });
    await ownerSocket.next((frame) => frame.event === 'subscribed');
    expect((await ctx.app.inject({ url: '/api/merchant/orders', headers })).statusCode).toBe(200);

    const removed = await removeStaff(member.user_id);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json().data).toEqual({ removed: true });

    expect((await ctx.app.inject({ url: '/api/merchant/orders', headers })).statusCode).toBe(401);
    expect((await ctx.app.inject({ url: '/api/user/get', headers })).statusCode).toBe(401);
    const refresh = await ctx.app.inject({
      method: 'POST',
      url: '/api/oauth/token',
      payload: {
        grant_type: 'refresh_token',
        client_id: 'web',
        client_secret: '',
        refresh_token: tokens.refresh_token,
      },
    });
    expect(refresh.statusCode).toBe(401);

    await socket.next(
      (frame) =>
        frame.event === 'error' && frame.channel === `store.${storeId}` && /Not allowed/.test(frame.message),
    );
    expect(ownerSocket.frames.some((frame) => frame.event === 'error')).toBe(false);
    socket.ws.close();
    ownerSocket.ws.close();

    const [row] = await ctx.app.db.select().from(users).where(eq(users.id, member.user_id));
    expect(row).toMatchObject({ role: 'customer', storeId: null, isOwner: false });
    const list = await ctx.app.inject({ url: '/api/merchant/staff', headers: owner.headers });
    expect(list.json<{ data: StaffMember[] }>().data.map((s) => s.user_id)).not.toContain(member.user_id);
  });

  it('the owner cannot be removed; members of other stores are not found', async () => {
    const self = await removeStaff(owner.user_id);
    expect(self.statusCode).toBe(409);
    expect(self.json().message).toBe('The store’s owner cannot be removed.');
    const elsewhere = await ownerOf(ctx.app, 'nasiib-restaurant');
    const other = await removeStaff(elsewhere.user_id);
    expect(other.statusCode).toBe(404);
    const [row] = await ctx.app.db.select().from(users).where(eq(users.id, elsewhere.user_id));
    expect(row).toMatchObject({ role: 'staff', isOwner: true });
  });
});

describe('the operator and a store’s staff', () => {
  it('gives a store added by hand its one owner, who then runs its staff; removes even the owner', async () => {
    const admin = await operatorHeaders(ctx.app);
    const added = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/stores',
      headers: admin,
      payload: {
        name: 'Badbaado Pharmacy Shop',
        industry_id: 2,
        address: 'Wadada Warshadaha, Wadajir',
        phone: '0617 000 555',
        location: { lat: 2.02, lng: 45.29 },
        currency: 'USD',
        commission_percent: 10,
        courier_mode: 'own',
      },
    });
    expect(added.statusCode, added.body).toBe(201);
    const shopId = added.json().data.id as number;
    const url = `/api/admin/stores/${shopId}/staff`;

    const first = await ctx.app.inject({
      method: 'POST',
      url,
      headers: admin,
      payload: { name: 'Naciimo Owner', phone: freshMobile(), is_owner: true },
    });
    expect(first.statusCode, first.body).toBe(201);
    const shopOwner = first.json<{ data: StaffMember }>().data;
    expect(shopOwner.is_owner).toBe(true);
    const second = await ctx.app.inject({
      method: 'POST',
      url,
      headers: admin,
      payload: { name: 'Second Owner', phone: freshMobile(), is_owner: true },
    });
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe('This store already has an owner.');

    const ownerTokens = await signInWithLatestCode(ctx, shopOwner.phone);
    const ownerHeaders = bearer(ownerTokens.access_token);
    const own = await ctx.app.inject({ url: '/api/merchant/staff', headers: ownerHeaders });
    expect(own.json<{ data: StaffMember[] }>().data.map((m) => m.user_id)).toEqual([shopOwner.user_id]);
    const listed = await ctx.app.inject({ url, headers: admin });
    expect(listed.json<{ data: StaffMember[] }>().data.map((m) => m.user_id)).toEqual([shopOwner.user_id]);
    expect((await ctx.app.inject({ url, headers: ownerHeaders })).statusCode).toBe(403);
    expect((await ctx.app.inject({ url: '/api/admin/stores/999999/staff', headers: admin })).statusCode).toBe(
      404,
    );

    const removed = await ctx.app.inject({
      method: 'DELETE',
      url: `${url}/${shopOwner.user_id}`,
      headers: admin,
    });
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await ctx.app.inject({ url: '/api/merchant/staff', headers: ownerHeaders })).statusCode).toBe(
      401,
    );

    const audit = await ctx.app.inject({ url: '/api/admin/audit', headers: admin });
    expect(audit.json().data.slice(0, 2)).toMatchObject([
      { action: 'staff.remove', target: `store:${shopId}`, details: { user_id: shopOwner.user_id } },
      {
        action: 'staff.add',
        target: `store:${shopId}`,
        details: { user_id: shopOwner.user_id, is_owner: true },
      },
    ]);
  });
});
