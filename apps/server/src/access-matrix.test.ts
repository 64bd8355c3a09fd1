/**
 * The access matrix: every route of the app, read from its own route table, has an access rule here (a new route
 * without one fails this test). Every route that needs a sign-in is tried with no token, an expired token signed
 * with the server's own key, a tampered token, a malformed one and a token of every role it does not allow:
 * exact 401 or 403, before the body is even read. Then every route, with every caller who is not the victim
 * (another customer, staff of another store, a captain, nobody), is aimed at the victim's things (profile,
 * address, wish list, order, vehicle), and not one answer carries the victim's name, phone, email or address.
 */
import { SignJWT, decodeJwt } from 'jose';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '@suuq/shared/accounts';
import { message } from '@suuq/shared/labels';
import type { Order } from '@suuq/shared/orders';
import { DEMO_USERS } from './db/seed/seed-users';
import { stores } from './db/schema';
import { bearer, newAccount, signIn, type TestAccount } from './modules/accounts/accounts-test-kit';
import { addVehicle, newCaptain, vehicleTypes } from './modules/captain/captain-test-kit';
import { loadAuthSecret } from './plugins/auth';
import { orderBody, prepareLoadStore, type LoadStore } from './test/order-ledger';
import { createTestApp, type TestContext } from './test/test-app';
import { RULES, routeTable } from './access-matrix-rules';

let ctx: TestContext;
let victim: TestAccount;
let other: TestAccount;
let captain: TestAccount;
let victimCaptain: TestAccount;
let staffHere: { headers: { authorization: string } };
let staffElsewhere: { headers: { authorization: string } };
let store: LoadStore;
let victimOrder: Order;
let addressId: number;
let vehicleId: number;
let expired: string;
let tampered: string;
let forged: string;
/** What must never reach anyone but the victim (and, for the order, the store's staff). */
let secrets: string[];

beforeAll(async () => {
  ctx = await createTestApp({
    LOGIN_MAX_FAILURES_PER_IP: '1000000',
    REGISTRATIONS_PER_IP_PER_HOUR: '1000000',
  });
  const app = ctx.app;
  victim = await newAccount(app, { name: 'Victim Xamdi Cawaale', email: 'xamdi.victim@example.com' });
  other = await newAccount(app, { name: 'Other Customer' });
  captain = await newCaptain(app, 'Other Captain');
  victimCaptain = await newCaptain(app, 'Victim Captain Qorane');

  const saved = await app.inject({
    method: 'POST',
    url: '/api/address/save',
    headers: victim.headers,
    payload: { label: 'Home', line: 'Victim Lane 41, Waberi', lat: 2.03, lng: 45.3, notes: 'gate code 8812' },
  });
  expect(saved.statusCode, saved.body).toBe(201);
  addressId = saved.json().data.id;

  store = await prepareLoadStore(app.db, 1, 1000);
  const [row] = await app.db.select({ slug: stores.slug }).from(stores).where(eq(stores.id, store.storeId));
  const staffOf = (mine: boolean) =>
    DEMO_USERS.find((u) => u.role === 'staff' && (u.storeSlug === row!.slug) === mine)!;
  staffHere = {
    headers: bearer((await signIn(app, staffOf(true).phone, staffOf(true).password)).access_token),
  };
  staffElsewhere = {
    headers: bearer((await signIn(app, staffOf(false).phone, staffOf(false).password)).access_token),
  };
  const body = {
    ...orderBody(store, 1),
    customer: { name: victim.user.name, phone: victim.user.phone, email: victim.user.email! },
    address: { line: 'Victim Lane 41, Waberi', lat: 2.03, lng: 45.3, notes: 'gate code 8812' },
  };
  const placed = await app.inject({
    method: 'POST',
    url: `/v1/api/stores/${store.storeId}/placeOrder`,
    headers: victim.headers,
    payload: body,
  });
  expect(placed.statusCode, placed.body).toBe(201);
  victimOrder = placed.json<{ data: Order }>().data;
  await app.inject({
    method: 'POST',
    url: '/api/wishlist',
    headers: victim.headers,
    payload: { product_id: store.productIds[0] },
  });
  const types = await vehicleTypes(app);
  const vehicle = await addVehicle(app, victimCaptain, [...types.values()][0]!.id, {
    plate_number: 'VX 90417',
  });
  vehicleId = vehicle.id;

  // Tokens that must not work: expired (the server's own key, the victim's live sign-in), tampered, forged.
  const key = await loadAuthSecret(ctx.env);
  const claims = decodeJwt(victim.tokens.access_token);
  const past = Math.floor(Date.now() / 1000) - 3600;
  expired = await new SignJWT({ role: 'customer', store_id: null, sid: claims.sid })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(String(victim.user.id))
    .setIssuer('suuq')
    .setIssuedAt(past - 900)
    .setExpirationTime(past)
    .sign(key);
  const [header, , signature] = victim.tokens.access_token.split('.');
  const payload = Buffer.from(
    JSON.stringify({ ...claims, role: 'staff', store_id: store.storeId, sub: String(victim.user.id) }),
  ).toString('base64url');
  tampered = `${header}.${payload}.${signature}`;
  forged = `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')}.${payload}.`;

  secrets = [
    victim.user.name,
    victim.user.phone,
    victim.user.phone.replace('+', ''),
    victim.user.email!,
    'Victim Lane 41',
    'gate code 8812',
    victimCaptain.user.name,
    victimCaptain.user.phone,
    'VX 90417',
  ];
});
afterAll(() => ctx.close());

/** A concrete URL for a route, its parameters pointing at the victim's things. */
function urlFor(route: string): string {
  const path = route.slice(route.indexOf(' ') + 1);
  if (path === '*') return '/no-such-page';
  return path
    .replace(':order_number', victimOrder.order_number)
    .replace(':product_id', String(store.productIds[0]))
    .replace(':id', route.includes('/stores/') ? String(store.storeId) : String(store.productIds[0]))
    .replace(':slug', 'x')
    .replace(':name', 'x.webp')
    .replace(':width', '320')
    .replace(':folder', 'x')
    .replace('*', 'x')
    .concat(path === '/api/address/get' ? `?id=${addressId}` : '');
}

/** A body aimed at the victim's things, valid enough to reach the handler where that matters. */
function bodyFor(route: string): object | undefined {
  if (!route.startsWith('POST') && !route.startsWith('DELETE')) return undefined;
  if (route.includes('/api/address/')) return { id: addressId, label: 'x', line: 'x', lat: 2, lng: 45 };
  if (route.includes('/api/vehical/')) return { id: vehicleId, colour: 'Red' };
  if (route.includes('/merchant/orders/')) return { status: 'cancelled' };
  if (route.includes('/merchant/products/')) return { stock: 0 };
  if (route.includes('/merchant/store')) return { is_open: false };
  return {};
}

async function call(route: string, headers: Record<string, string> = {}) {
  const method = route.slice(0, route.indexOf(' ')) as 'GET' | 'POST' | 'DELETE';
  const payload = bodyFor(route);
  return ctx.app.inject({ method, url: urlFor(route), headers, ...(payload ? { payload } : {}) });
}

const protectedRoutes = () =>
  Object.entries(RULES).filter(([, rule]) => rule !== 'public' && rule !== 'optional');
const SIGN_IN = { message: message('signInRequired', 'en') };
const EXPIRED = { message: message('sessionExpired', 'en') };
const FORBIDDEN = { message: message('forbidden', 'en') };

describe('the route table', () => {
  it('has an access rule for every route, and no rule for a route that is gone', () => {
    expect(routeTable(ctx.app)).toEqual(Object.keys(RULES).sort());
  });
});

describe('routes that need a sign-in', () => {
  it('answer 401 without a token, with an expired, tampered, forged or malformed one', async () => {
    let tried = 0;
    for (const [route] of protectedRoutes()) {
      expect({ route, body: (await call(route)).json() }).toEqual({ route, body: SIGN_IN });
      for (const token of [expired, tampered, forged, 'not-a-token', 'e30.e30.e30']) {
        const res = await call(route, bearer(token));
        expect({ route, status: res.statusCode, body: res.json() }).toEqual({
          route,
          status: 401,
          body: EXPIRED,
        });
      }
      const basic = await call(route, { authorization: `Basic ${Buffer.from('a:b').toString('base64')}` });
      expect({ route, status: basic.statusCode }).toEqual({ route, status: 401 });
      tried += 7;
    }
    console.log(
      `access: ${tried} calls without a valid token on ${protectedRoutes().length} routes, all 401`,
    );
  });

  it('answer 403 to every role the route does not allow, and let the allowed roles through', async () => {
    const callers = {
      customer: other.headers,
      staff: staffElsewhere.headers,
      captain: captain.headers,
    };
    let refused = 0;
    for (const [route, rule] of protectedRoutes()) {
      for (const role of ['customer', 'staff', 'captain'] as const) {
        const allowed = rule === 'signed-in' || (rule as Role[]).includes(role);
        const res = await call(route, callers[role]);
        if (allowed) {
          expect({ route, role, status: [401, 403].includes(res.statusCode) }).toEqual({
            route,
            role,
            status: false,
          });
        } else {
          expect({ route, role, status: res.statusCode, body: res.json() }).toEqual({
            route,
            role,
            status: 403,
            body: FORBIDDEN,
          });
          refused += 1;
        }
      }
    }
    console.log(`access: ${refused} calls by a role a route does not allow, all 403`);
  });

  it('optional-token routes refuse a bad token (401) rather than treat it as none', async () => {
    for (const [route] of Object.entries(RULES).filter(([, rule]) => rule === 'optional')) {
      for (const token of [expired, tampered, forged]) {
        const res = await call(route, bearer(token));
        expect({ route, status: res.statusCode, body: res.json() }).toEqual({
          route,
          status: 401,
          body: EXPIRED,
        });
      }
    }
  });
});

describe("nobody but the victim sees the victim's data", () => {
  it('no route, called by anyone else, answers with any of it', async () => {
    const strangers: Record<string, Record<string, string>> = {
      nobody: {},
      'another customer': other.headers,
      'staff of another store': staffElsewhere.headers,
      'a captain': captain.headers,
    };
    let calls = 0;
    const leaks: string[] = [];
    // Routes that change the victim's things would only change the caller's own; profile and password changes
    // are left out so the callers stay who they are.
    const routes = Object.keys(RULES).filter(
      (r) => !['POST /api/user/update', 'POST /api/user/password', 'POST /api/oauth/token'].includes(r),
    );
    for (const route of routes) {
      for (const [who, headers] of Object.entries(strangers)) {
        const res = await call(route, headers);
        calls += 1;
        const found = secrets.filter((secret) => res.body.includes(secret));
        if (found.length) leaks.push(`${route} by ${who}: ${found.join(', ')}`);
      }
    }
    console.log(
      `access: ${calls} calls by ${Object.keys(strangers).length} kinds of stranger, ${leaks.length} leaks`,
    );
    expect(leaks).toEqual([]);
    // The same search finds the secrets where they belong, so a leak would not go unseen.
    const own = [
      await ctx.app.inject({ url: '/api/user/get', headers: victim.headers }),
      await ctx.app.inject({ url: '/api/address/getall', headers: victim.headers }),
      await ctx.app.inject({ url: `/v1/api/orders/${victimOrder.order_number}`, headers: victim.headers }),
      await ctx.app.inject({ url: '/api/vehical/getall', headers: victimCaptain.headers }),
      await ctx.app.inject({ url: '/api/user/get', headers: victimCaptain.headers }),
    ];
    expect(secrets.filter((secret) => !own.some((res) => res.body.includes(secret)))).toEqual([]);
  });

  it("hides the victim's address, order and vehicle as if they did not exist (404)", async () => {
    const cases: [
      string,
      { method: 'GET' | 'POST'; url: string; payload?: object },
      Record<string, string>,
    ][] = [
      [
        'another customer reads the address',
        { method: 'GET', url: `/api/address/get?id=${addressId}` },
        other.headers,
      ],
      [
        'another customer deletes the address',
        { method: 'POST', url: '/api/address/delete', payload: { id: addressId } },
        other.headers,
      ],
      [
        'staff of another store move the order',
        {
          method: 'POST',
          url: `/api/merchant/orders/${victimOrder.order_number}/status`,
          payload: { status: 'accepted' },
        },
        staffElsewhere.headers,
      ],
      [
        'staff of another store confirm its payment',
        { method: 'POST', url: `/api/merchant/orders/${victimOrder.order_number}/payment` },
        staffElsewhere.headers,
      ],
      [
        "staff of another store set the store's stock",
        { method: 'POST', url: `/api/merchant/products/${store.productIds[0]}/stock`, payload: { stock: 0 } },
        staffElsewhere.headers,
      ],
      [
        "another captain removes the captain's vehicle",
        { method: 'POST', url: '/api/vehical/delete', payload: { id: vehicleId } },
        captain.headers,
      ],
    ];
    for (const [what, request, headers] of cases) {
      const res = await ctx.app.inject({ ...request, headers });
      expect({ what, status: res.statusCode, body: res.json() }).toEqual({
        what,
        status: 404,
        body: { message: message('notFound', 'en') },
      });
    }
    // Nothing changed: the order is still new, the address and vehicle still there, the stock untouched.
    const order = await ctx.app.inject({
      url: `/v1/api/orders/${victimOrder.order_number}`,
      headers: victim.headers,
    });
    expect(order.json().data.status).toBe('sent');
    expect(order.json().data.payment_status).toBe('pending');
    const address = await ctx.app.inject({
      url: `/api/address/get?id=${addressId}`,
      headers: victim.headers,
    });
    expect(address.statusCode).toBe(200);
    const vehicles = await ctx.app.inject({ url: '/api/vehical/getall', headers: victimCaptain.headers });
    expect(vehicles.json().data.map((v: { id: number }) => v.id)).toEqual([vehicleId]);
  });

  it("shows the order's contact and address to its buyer and its store's staff only", async () => {
    const track = (headers: Record<string, string>) =>
      ctx.app.inject({ url: `/v1/api/orders/${victimOrder.order_number}`, headers });
    for (const headers of [victim.headers, staffHere.headers]) {
      const res = await track(headers);
      expect(res.json().data.customer.phone).toBe(victim.user.phone);
      expect(res.json().data.address.line).toBe('Victim Lane 41, Waberi');
    }
    for (const headers of [{}, other.headers, staffElsewhere.headers, captain.headers]) {
      const res = await track(headers);
      expect(res.statusCode).toBe(200);
      expect(res.json().data.order_number).toBe(victimOrder.order_number);
      expect(res.json().data.customer).toBeUndefined();
      expect(res.json().data.address).toBeUndefined();
    }
    const listed = await ctx.app.inject({ url: '/api/merchant/orders', headers: staffHere.headers });
    expect(listed.json().data.map((o: Order) => o.order_number)).toContain(victimOrder.order_number);
    const elsewhere = await ctx.app.inject({ url: '/api/merchant/orders', headers: staffElsewhere.headers });
    expect(elsewhere.json().data.map((o: Order) => o.order_number)).not.toContain(victimOrder.order_number);
    const mine = await ctx.app.inject({ url: '/api/user/orders', headers: other.headers });
    expect(mine.json().data).toEqual([]);
  });
});
