import { SignJWT } from 'jose';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TokenResponse } from '@suuq/shared/accounts';
import { refreshTokens } from '../../db/schema';
import { DEMO_USERS } from '../../db/seed/seed-users';
import { createTestApp, type TestContext } from '../../test/test-app';
import { PASSWORD, bearer, newAccount, signIn } from './accounts-test-kit';

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
