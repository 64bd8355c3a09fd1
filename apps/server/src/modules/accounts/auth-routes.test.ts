import Fastify from 'fastify';
import { SignJWT } from 'jose';
import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TokenResponse, User } from '@suuq/shared/accounts';
import { rateLimitHits, refreshTokens, users } from '../../db/schema';
import { DEMO_USERS } from '../../db/seed/seed-users';
import auth from '../../plugins/auth';
import errors from '../../plugins/errors';
import { createTestApp, type TestContext } from '../../test/test-app';
import { PASSWORD, bearer, freshPhone, newAccount, signIn } from './test-helpers';

const PARTNER_SECRET = 'partner-secret-0123456789';
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ OAUTH_CLIENTS: JSON.stringify({ partner: PARTNER_SECRET }) });
});
afterAll(() => ctx.close());
afterEach(() => {
  vi.useRealTimers();
});

let addressCounter = 0;
/** A client address of its own, so one test's failures never count against another's. */
const newAddress = () => `10.50.${Math.floor(++addressCounter / 250)}.${addressCounter % 250}`;

function register(payload: Record<string, unknown>, headers: Record<string, string> = {}, ip = newAddress()) {
  return ctx.app.inject({ method: 'POST', url: '/api/register', payload, headers, remoteAddress: ip });
}

function token(payload: Record<string, unknown>, ip = newAddress()) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/oauth/token',
    payload: { client_id: 'web', client_secret: '', ...payload },
    remoteAddress: ip,
  });
}

const passwordGrant = (username: string, password: string, ip?: string) =>
  token({ grant_type: 'password', username, password }, ip);

describe('POST /api/register', () => {
  it('creates a customer with the phone in international form, without exposing the password', async () => {
    const res = await register({
      name: 'Faadumo Yusuf',
      phone: '061 234 5678',
      email: 'Faadumo@Example.com',
      password: PASSWORD,
    });
    expect(res.statusCode).toBe(201);
    const user = res.json<{ data: User }>().data;
    expect(user).toEqual({
      id: expect.any(Number),
      name: 'Faadumo Yusuf',
      phone: '+252612345678',
      email: 'faadumo@example.com',
      avatar: null,
      role: 'customer',
      store_id: null,
    });
    expect(res.body).not.toContain('argon2');
    const [row] = await ctx.testDb.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  it.each([
    ['+252 61 234 5001', '+252612345001'],
    ['252 61 234 5002', '+252612345002'],
    ['00252-61-234-5003', '+252612345003'],
    ['+252 061 234 5004', '+252612345004'],
    ['61 234 5005', '+252612345005'],
    ['+44 20 7946 0958', '+442079460958'],
  ])('normalizes %s to %s', async (given, stored) => {
    const res = await register({ name: 'Cali Nuur', phone: given, password: PASSWORD });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json<{ data: User }>().data.phone).toBe(stored);
  });

  it('refuses a phone number that is already registered in any form, in both languages (409)', async () => {
    await register({ name: 'First', phone: '0615550001', password: PASSWORD });
    const again = await register({ name: 'Second', phone: '+252 61 555 0001', password: PASSWORD });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      message: 'This phone number is already registered.',
      errors: { phone: ['This phone number is already registered.'] },
    });
    const so = await register(
      { name: 'Second', phone: '252615550001', password: PASSWORD },
      { 'accept-language': 'so' },
    );
    expect(so.statusCode).toBe(409);
    expect(so.json().message).toBe('Lambarkan telefoonka horay ayaa loo diiwaangeliyay.');
  });

  it('refuses an email that is already registered, whatever its case (409)', async () => {
    await register({ name: 'Ayaan', phone: freshPhone(), email: 'ayaan@example.com', password: PASSWORD });
    const res = await register({
      name: 'Ayaan two',
      phone: freshPhone(),
      email: 'AYAAN@example.COM',
      password: PASSWORD,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().errors).toHaveProperty('email');
  });

  it('accepts an empty email as none, and several accounts without email', async () => {
    for (const email of ['', undefined]) {
      const res = await register({ name: 'No Mail', phone: freshPhone(), email, password: PASSWORD });
      expect(res.statusCode).toBe(201);
      expect(res.json().data.email).toBeNull();
    }
  });

  it('refuses phone numbers it cannot read (422 with the field)', async () => {
    for (const phone of ['12345', 'call me', '+0 123 456 789', '0612']) {
      const res = await register({ name: 'Bad Phone', phone, password: PASSWORD });
      expect(res.statusCode, phone).toBe(422);
      expect(res.json().errors, phone).toHaveProperty('phone');
    }
  });

  it.each([
    ['short1', 'The password must be at least 8 characters long.'],
    ['password123', 'This password is too easy to guess. Please choose another.'],
    ['Sunshine2024!', 'This password is too easy to guess. Please choose another.'],
    ['P@ssw0rd', 'This password is too easy to guess. Please choose another.'],
    ['qwertyuiop', 'This password is too easy to guess. Please choose another.'],
    ['zzzzzzzzzz', 'This password is too easy to guess. Please choose another.'],
    ['abcdefghijk', 'This password is too easy to guess. Please choose another.'],
    ['Xasan Cumar', 'The password must not be your name, phone number or email.'],
    ['xasancumar', 'The password must not be your name, phone number or email.'],
    ['0617770001', 'The password must not be your name, phone number or email.'],
    ['+252617770001', 'The password must not be your name, phone number or email.'],
  ])('refuses the weak password %j (422)', async (password, text) => {
    const res = await register({ name: 'Xasan Cumar', phone: '0617770001', password });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ message: text, errors: { password: [text] } });
  });

  it('answers weak-password problems in Somali', async () => {
    const res = await register(
      { name: 'Xasan Cumar', phone: freshPhone(), password: 'iloveyou1' },
      { 'accept-language': 'so' },
    );
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(
      'Furahan sirta ah si fudud ayaa loo qiyaasi karaa. Fadlan dooro mid kale.',
    );
  });

  it('answers malformed JSON with 400 and missing fields with 422', async () => {
    const malformed = await ctx.app.inject({
      method: 'POST',
      url: '/api/register',
      headers: { 'content-type': 'application/json' },
      payload: '{"name":',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toEqual(expect.any(String));
    const missing = await register({ name: 'Only a name' });
    expect(missing.statusCode).toBe(422);
    expect(Object.keys(missing.json().errors)).toEqual(expect.arrayContaining(['phone', 'password']));
  });

  it('limits registrations per client address (429)', async () => {
    const ip = '10.60.0.1';
    for (let i = 0; i < 10; i += 1) {
      const res = await register({ name: 'Spam', phone: 'not a phone', password: PASSWORD }, {}, ip);
      expect(res.statusCode).toBe(422);
    }
    const blocked = await register({ name: 'Spam', phone: freshPhone(), password: PASSWORD }, {}, ip);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toBe('Too many requests. Please wait a moment and try again.');
    const elsewhere = await register(
      { name: 'Fine', phone: freshPhone(), password: PASSWORD },
      {},
      '10.60.0.2',
    );
    expect(elsewhere.statusCode).toBe(201);
  });
});

describe('POST /api/oauth/token, password grant', () => {
  it('signs in by phone in any form and by email in any case', async () => {
    const account = await newAccount(ctx.app, { email: 'ridwan@example.com' });
    const local = `0${account.user.phone.slice(4)}`;
    for (const username of [account.user.phone, local, 'RIDWAN@example.com']) {
      const res = await passwordGrant(username, PASSWORD);
      expect(res.statusCode, username).toBe(200);
      const body = res.json<TokenResponse>();
      expect(body).toEqual({
        token_type: 'Bearer',
        access_token: expect.stringMatching(/^ey[\w-]+\.[\w-]+\.[\w-]+$/),
        expires_in: 900,
        refresh_token: expect.stringMatching(/^[\w-]{43}$/),
      });
      expect(res.headers['cache-control']).toBe('no-store');
      const me = await ctx.app.inject({ url: '/api/user/get', headers: bearer(body.access_token) });
      expect(me.json().data.id).toBe(account.user.id);
    }
  });

  it('accepts a form-encoded request, the spec hash field and a device token kept with the session', async () => {
    const account = await newAccount(ctx.app);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/oauth/token',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        grant_type: 'password',
        client_id: 'web',
        client_secret: '',
        username: account.user.phone,
        password: PASSWORD,
        hash: 'anything',
        device_token: 'device-abc',
      }).toString(),
    });
    expect(res.statusCode, res.body).toBe(200);
    const rows = await ctx.testDb.database.db
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.userId, account.user.id));
    expect(rows.map((row) => row.deviceToken)).toContain('device-abc');
    // Only a digest is stored, never the token itself.
    expect(rows.some((row) => row.tokenHash === res.json().refresh_token)).toBe(false);
  });

  it('signs in the demo staff with their store, by phone and by email', async () => {
    const staff = DEMO_USERS.find((user) => user.role === 'staff')!;
    for (const username of [staff.phone, staff.email]) {
      const tokens = await signIn(ctx.app, username, staff.password);
      const me = (
        await ctx.app.inject({ url: '/api/user/get', headers: bearer(tokens.access_token) })
      ).json();
      expect(me.data).toMatchObject({ role: 'staff', store_id: expect.any(Number), phone: staff.phone });
    }
    const stores = (await ctx.app.inject({ method: 'POST', url: '/api/stores' })).json().data;
    expect(DEMO_USERS.filter((user) => user.role === 'staff')).toHaveLength(stores.length);
    for (const role of ['customer', 'captain']) {
      const demo = DEMO_USERS.find((user) => user.role === role)!;
      await signIn(ctx.app, demo.phone, demo.password);
    }
  });

  it('answers a wrong password and an unknown account with the same 401', async () => {
    const account = await newAccount(ctx.app);
    const wrong = await passwordGrant(account.user.phone, 'not-the-password');
    const unknown = await passwordGrant('+252619999999', PASSWORD);
    const unreadable = await passwordGrant('nobody-at-all', PASSWORD);
    for (const res of [wrong, unknown, unreadable]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: 'The phone number, email or password is incorrect.' });
    }
    const so = await ctx.app.inject({
      method: 'POST',
      url: '/api/oauth/token?lang=so',
      payload: {
        grant_type: 'password',
        client_id: 'web',
        username: account.user.phone,
        password: 'not-the-password',
      },
      remoteAddress: newAddress(),
    });
    expect(so.json().message).toBe('Lambarka telefoonka, iimaylka ama furaha sirta ahi waa khalad.');
  });

  it('checks the client: unknown ones and wrong secrets are 401, configured ones work', async () => {
    const account = await newAccount(ctx.app);
    const grant = { grant_type: 'password', username: account.user.phone, password: PASSWORD };
    const unknown = await token({ ...grant, client_id: 'other' });
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json().message).toBe('This app is not allowed to sign in.');
    expect((await token({ ...grant, client_id: 'partner', client_secret: 'wrong' })).statusCode).toBe(401);
    expect((await token({ ...grant, client_id: 'web', client_secret: 'x' })).statusCode).toBe(401);
    expect((await token({ ...grant, client_id: 'partner', client_secret: PARTNER_SECRET })).statusCode).toBe(
      200,
    );
  });

  it('refuses unknown grant types with 422', async () => {
    const res = await token({ grant_type: 'client_credentials' });
    expect(res.statusCode).toBe(422);
  });
});

describe('access tokens', () => {
  it('expire after their lifetime (401 with a WWW-Authenticate challenge)', async () => {
    const account = await newAccount(ctx.app);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 14 * 60 * 1000);
    expect((await ctx.app.inject({ url: '/api/user/get', headers: account.headers })).statusCode).toBe(200);
    vi.setSystemTime(Date.now() + 2 * 60 * 1000);
    const expired = await ctx.app.inject({ url: '/api/user/get', headers: account.headers });
    expect(expired.statusCode).toBe(401);
    expect(expired.json()).toEqual({ message: 'Your session has ended. Please sign in again.' });
    expect(expired.headers['www-authenticate']).toContain('invalid_token');
  });

  it('refuses tokens that are missing, malformed, forged or unsigned', async () => {
    const none = await ctx.app.inject('/api/user/get');
    expect(none.statusCode).toBe(401);
    expect(none.json().message).toBe('Please sign in to continue.');

    const account = await newAccount(ctx.app);
    const forged = await new SignJWT({ role: 'admin', store_id: null, sid: 'x' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(account.user.id))
      .setIssuer('suuq')
      .setExpirationTime('5m')
      .sign(new TextEncoder().encode('another-secret-that-is-long-enough-0000'));
    const [header, payload] = account.tokens.access_token.split('.');
    const unsigned = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${payload}.`;
    const tampered = `${header}.${Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(payload!, 'base64url').toString()), role: 'admin' }),
    ).toString('base64url')}.${account.tokens.access_token.split('.')[2]}`;
    for (const authorization of [
      'Bearer',
      'Bearer not-a-token',
      `Basic ${Buffer.from('a:b').toString('base64')}`,
      `Bearer ${forged}`,
      `Bearer ${unsigned}`,
      `Bearer ${tampered}`,
    ]) {
      const res = await ctx.app.inject({ url: '/api/user/get', headers: { authorization } });
      expect(res.statusCode, authorization).toBe(401);
    }
  });
});

describe('POST /api/oauth/token, refresh_token grant', () => {
  const refresh = (refreshToken: string, clientId = 'web') =>
    token({ grant_type: 'refresh_token', refresh_token: refreshToken, client_id: clientId });

  it('rotates: each refresh token works once and answers a new pair', async () => {
    const account = await newAccount(ctx.app);
    const first = await refresh(account.tokens.refresh_token);
    expect(first.statusCode, first.body).toBe(200);
    const next = first.json<TokenResponse>();
    expect(next.refresh_token).not.toBe(account.tokens.refresh_token);
    expect(
      (await ctx.app.inject({ url: '/api/user/get', headers: bearer(next.access_token) })).statusCode,
    ).toBe(200);
    const second = await refresh(next.refresh_token);
    expect(second.statusCode).toBe(200);
  });

  it('revokes the whole session when a used refresh token comes back', async () => {
    const account = await newAccount(ctx.app);
    const stolen = account.tokens.refresh_token;
    const rotated = (await refresh(stolen)).json<TokenResponse>();

    const replay = await refresh(stolen);
    expect(replay.statusCode).toBe(401);
    expect(replay.json().message).toBe('Your session has ended. Please sign in again.');
    // The honest holder's newer tokens die with the family, access token included.
    expect((await refresh(rotated.refresh_token)).statusCode).toBe(401);
    expect(
      (await ctx.app.inject({ url: '/api/user/get', headers: bearer(rotated.access_token) })).statusCode,
    ).toBe(401);
    // Other sessions of the same account are untouched.
    const other = await signIn(ctx.app, account.user.phone);
    expect((await refresh(other.refresh_token)).statusCode).toBe(200);
  });

  it('refuses unknown, expired and other-client refresh tokens', async () => {
    const account = await newAccount(ctx.app);
    expect((await refresh('x'.repeat(43))).statusCode).toBe(401);
    expect((await refresh(account.tokens.refresh_token, 'partner')).statusCode).toBe(401);

    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 31 * 24 * 60 * 60 * 1000);
    expect((await refresh(account.tokens.refresh_token)).statusCode).toBe(401);
  });
});

describe('sign-in rate limits', () => {
  it('refuses an account after 5 wrong passwords, even with the right one (429)', async () => {
    const account = await newAccount(ctx.app);
    for (let i = 0; i < 5; i += 1) {
      expect((await passwordGrant(account.user.phone, `wrong-${i}-password`)).statusCode).toBe(401);
    }
    const locked = await passwordGrant(account.user.phone, PASSWORD);
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toBe('Too many requests. Please wait a moment and try again.');
    // Counted per account, not per spelling of its name.
    expect((await passwordGrant(`0${account.user.phone.slice(4)}`, PASSWORD)).statusCode).toBe(429);

    // The window runs on the database clock: move the failures back in time instead of waiting.
    await ctx.testDb.database.db
      .update(rateLimitHits)
      .set({ at: sql`${rateLimitHits.at} - interval '16 minutes'` })
      .where(eq(rateLimitHits.key, `user:${account.user.id}`));
    expect((await passwordGrant(account.user.phone, PASSWORD)).statusCode).toBe(200);
  });

  it('counts unknown accounts the same way, so a lock reveals nothing', async () => {
    for (let i = 0; i < 5; i += 1) {
      expect((await passwordGrant('+252619876543', `wrong-${i}-password`)).statusCode).toBe(401);
    }
    expect((await passwordGrant('+252619876543', PASSWORD)).statusCode).toBe(429);
  });

  it('forgets the failures of an account once it signs in', async () => {
    const account = await newAccount(ctx.app);
    for (let i = 0; i < 4; i += 1) {
      expect((await passwordGrant(account.user.phone, `wrong-${i}-password`)).statusCode).toBe(401);
    }
    expect((await passwordGrant(account.user.phone, PASSWORD)).statusCode).toBe(200);
    for (let i = 0; i < 5; i += 1) {
      expect((await passwordGrant(account.user.phone, `again-${i}-password`)).statusCode).toBe(401);
    }
    expect((await passwordGrant(account.user.phone, PASSWORD)).statusCode).toBe(429);
  });

  it('refuses a client address after 20 failures, for every account (429)', async () => {
    const ip = '10.70.0.1';
    const account = await newAccount(ctx.app);
    for (let i = 0; i < 20; i += 1) {
      const res = await passwordGrant(`+25261990${String(i).padStart(4, '0')}`, 'guessing-password', ip);
      expect(res.statusCode).toBe(401);
    }
    expect((await passwordGrant(account.user.phone, PASSWORD, ip)).statusCode).toBe(429);
    expect((await passwordGrant(account.user.phone, PASSWORD, '10.70.0.2')).statusCode).toBe(200);
  });

  it('never lets a burst of parallel guesses past the account limit', async () => {
    const account = await newAccount(ctx.app);
    const results = await Promise.all(
      Array.from({ length: 12 }, (_, i) => passwordGrant(account.user.phone, `parallel-${i}-guess`)),
    );
    const statuses = results.map((res) => res.statusCode);
    expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(5);
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(7);
  });
});

describe('the auth plugin', () => {
  async function miniApp() {
    // A bare app on the same database and data folder (so the same signing key), with test-only routes.
    const app = Fastify({ logger: false });
    app.decorate('db', ctx.testDb.database.db);
    app.decorate('env', ctx.env);
    await app.register(errors);
    await app.register(auth);
    app.get('/staff-only', { onRequest: app.requireRole('staff') }, async (request) => ({
      id: request.auth?.id,
      store: request.auth?.storeId,
    }));
    app.get(
      '/chained',
      { preHandler: [app.authenticate, app.requireRole('customer', 'admin')] },
      async () => ({
        ok: true,
      }),
    );
    app.get('/maybe', { onRequest: app.optionalAuth }, async (request) => ({
      id: request.auth?.id ?? null,
    }));
    await app.ready();
    return app;
  }

  it('requireRole answers 401 without a token, 403 for another role, and passes the right one', async () => {
    const app = await miniApp();
    try {
      const customer = await newAccount(ctx.app);
      const staff = DEMO_USERS.find((user) => user.role === 'staff')!;
      const staffTokens = await signIn(ctx.app, staff.phone, staff.password);

      expect((await app.inject('/staff-only')).statusCode).toBe(401);
      const forbidden = await app.inject({ url: '/staff-only', headers: customer.headers });
      expect(forbidden.statusCode).toBe(403);
      expect(forbidden.json()).toEqual({ message: 'You are not allowed to do this.' });
      const allowed = await app.inject({ url: '/staff-only', headers: bearer(staffTokens.access_token) });
      expect(allowed.statusCode).toBe(200);
      expect(allowed.json().store).toEqual(expect.any(Number));

      expect((await app.inject({ url: '/chained', headers: customer.headers })).statusCode).toBe(200);
      expect(
        (await app.inject({ url: '/chained', headers: bearer(staffTokens.access_token) })).statusCode,
      ).toBe(403);
    } finally {
      await app.close();
    }
  });

  it('optionalAuth: no token is fine, a valid one is used, a bad one is 401', async () => {
    const app = await miniApp();
    try {
      const customer = await newAccount(ctx.app);
      expect((await app.inject('/maybe')).json()).toEqual({ id: null });
      expect((await app.inject({ url: '/maybe', headers: customer.headers })).json()).toEqual({
        id: customer.user.id,
      });
      expect((await app.inject({ url: '/maybe', headers: bearer('garbage') })).statusCode).toBe(401);
    } finally {
      await app.close();
    }
  });

  it('takes the role from the database, so a changed role applies at once', async () => {
    const app = await miniApp();
    try {
      const account = await newAccount(ctx.app);
      await ctx.testDb.database.db.update(users).set({ role: 'staff' }).where(eq(users.id, account.user.id));
      expect((await app.inject({ url: '/staff-only', headers: account.headers })).statusCode).toBe(200);
      await ctx.testDb.database.db
        .update(users)
        .set({ isActive: false })
        .where(eq(users.id, account.user.id));
      expect((await app.inject({ url: '/staff-only', headers: account.headers })).statusCode).toBe(401);
      const signInAgain = await passwordGrant(account.user.phone, PASSWORD);
      expect(signInAgain.statusCode).toBe(403);
      expect(signInAgain.json().message).toBe('This account has been switched off. Please contact us.');
    } finally {
      await app.close();
    }
  });

  it('keeps its generated signing key in the data folder, so a restart keeps sessions', async () => {
    const account = await newAccount(ctx.app);
    const app = await miniApp();
    try {
      expect((await app.inject({ url: '/maybe', headers: account.headers })).json().id).toBe(account.user.id);
    } finally {
      await app.close();
    }
  });
});

describe('OpenAPI', () => {
  it('documents the accounts calls with shared components and inline query parameters', async () => {
    const doc = (await ctx.app.inject('/api/openapi.json')).json();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/register',
        '/api/oauth/token',
        '/api/user/get',
        '/api/user/update',
        '/api/user/password',
        '/api/user/status',
        '/api/user/active',
        '/api/user/pendingamount',
        '/api/user/unlock',
        '/api/address/getall',
        '/api/address/get',
        '/api/address/recent',
        '/api/address/save',
        '/api/address/delete',
        '/api/geocode/reverse',
        '/api/wishlist',
        '/api/wishlist/merge',
        '/api/wishlist/{product_id}',
      ]),
    );
    expect(Object.keys(doc.components.schemas)).toEqual(
      expect.arrayContaining([
        'User',
        'TokenRequest',
        'TokenResponse',
        'Address',
        'UserStatus',
        'PendingAmount',
      ]),
    );
    const query = doc.paths['/api/address/get'].get.parameters;
    expect(query).toEqual(expect.arrayContaining([expect.objectContaining({ name: 'id', in: 'query' })]));
    expect(doc.paths['/api/user/get'].get.security).toEqual([{ bearer: [] }]);
  });
});
