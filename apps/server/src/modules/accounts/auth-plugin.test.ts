/** The auth plugin on a bare app: requireRole, optionalAuth, roles read from the database, the kept key. */
import Fastify from 'fastify';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { DEMO_USERS } from '../../db/seed/seed-users';
import auth from '../../plugins/auth';
import errors from '../../plugins/errors';
import { createTestApp, type TestContext } from '../../test/test-app';
import { PASSWORD, bearer, newAccount, signIn } from './accounts-test-kit';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const passwordGrant = (username: string, password: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/oauth/token',
    payload: { grant_type: 'password', client_id: 'web', client_secret: '', username, password },
    remoteAddress: '10.53.0.1',
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
