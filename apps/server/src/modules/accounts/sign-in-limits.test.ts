/**
 * Wrong passwords at sign-in slow the guesser (per account and client address, with a growing wait) without
 * locking the owner out, and a flood from one address is capped.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rateLimitHits } from '../../db/schema';
import { createTestApp, type TestContext } from '../../test/test-app';
import { PASSWORD, newAccount } from './accounts-test-kit';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

let addressCounter = 0;
/** A client address of its own, so one test's failures never count against another's. */
const newAddress = () => `10.52.${Math.floor(++addressCounter / 250)}.${addressCounter % 250}`;

function passwordGrant(username: string, password: string, ip: string, app = ctx.app) {
  return app.inject({
    method: 'POST',
    url: '/api/oauth/token',
    payload: { grant_type: 'password', client_id: 'web', client_secret: '', username, password },
    remoteAddress: ip,
  });
}

/** Moves an account's failures back in time (the waits run on the database clock) instead of waiting. */
async function age(userId: number, minutes: number) {
  await ctx.testDb.database.db
    .update(rateLimitHits)
    .set({ at: sql`${rateLimitHits.at} - make_interval(mins => ${minutes})` })
    .where(eq(rateLimitHits.key, `user:${userId}`));
}

// Guesses of one test come from one address (`ip`): the wait is per account and address.
describe('sign-in rate limits', () => {
  it('refuses an account after 5 wrong passwords, even with the right one (429)', async () => {
    const ip = newAddress();
    const account = await newAccount(ctx.app);
    for (let i = 0; i < 5; i += 1) {
      expect((await passwordGrant(account.user.phone, `wrong-${i}-password`, ip)).statusCode).toBe(401);
    }
    const locked = await passwordGrant(account.user.phone, PASSWORD, ip);
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toBe('Too many requests. Please wait a moment and try again.');
    // Counted per account, not per spelling of its name.
    expect((await passwordGrant(`0${account.user.phone.slice(4)}`, PASSWORD, ip)).statusCode).toBe(429);

    // The window runs on the database clock: move the failures back in time instead of waiting.
    await age(account.user.id, 16);
    expect((await passwordGrant(account.user.phone, PASSWORD, ip)).statusCode).toBe(200);
  });

  it('counts unknown accounts the same way, so a lock reveals nothing', async () => {
    const ip = newAddress();
    for (let i = 0; i < 5; i += 1) {
      expect((await passwordGrant('+252619876543', `wrong-${i}-password`, ip)).statusCode).toBe(401);
    }
    expect((await passwordGrant('+252619876543', PASSWORD, ip)).statusCode).toBe(429);
  });

  it('forgets the failures of an account once it signs in', async () => {
    const ip = newAddress();
    const account = await newAccount(ctx.app);
    for (let i = 0; i < 4; i += 1) {
      expect((await passwordGrant(account.user.phone, `wrong-${i}-password`, ip)).statusCode).toBe(401);
    }
    expect((await passwordGrant(account.user.phone, PASSWORD, ip)).statusCode).toBe(200);
    for (let i = 0; i < 5; i += 1) {
      expect((await passwordGrant(account.user.phone, `again-${i}-password`, ip)).statusCode).toBe(401);
    }
    expect((await passwordGrant(account.user.phone, PASSWORD, ip)).statusCode).toBe(429);
  });

  it('never lets a burst of parallel guesses past the account limit', async () => {
    const ip = newAddress();
    const account = await newAccount(ctx.app);
    const results = await Promise.all(
      Array.from({ length: 12 }, (_, i) => passwordGrant(account.user.phone, `parallel-${i}-guess`, ip)),
    );
    const statuses = results.map((res) => res.statusCode);
    expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(5);
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(7);
  });

  it('does not lock the owner out: six wrong passwords from elsewhere leave their sign-in alone', async () => {
    const guesser = newAddress();
    const account = await newAccount(ctx.app);
    for (let i = 0; i < 6; i += 1) await passwordGrant(account.user.phone, `wrong-${i}-password`, guesser);
    expect((await passwordGrant(account.user.phone, PASSWORD, guesser)).statusCode).toBe(429);
    expect((await passwordGrant(account.user.phone, PASSWORD, newAddress())).statusCode).toBe(200);
  });

  it('makes the guesser wait longer after each further failure, and says how long (Retry-After)', async () => {
    const ip = newAddress();
    const account = await newAccount(ctx.app);
    for (let i = 0; i < 5; i += 1) await passwordGrant(account.user.phone, `wrong-${i}-password`, ip);
    const first = await passwordGrant(account.user.phone, PASSWORD, ip);
    expect(first.statusCode).toBe(429);
    const firstWait = Number(first.headers['retry-after']);
    expect(firstWait).toBeGreaterThan(14 * 60);
    expect(firstWait).toBeLessThanOrEqual(15 * 60);

    // The wait is over: one more wrong password, and the next wait is twice as long.
    await age(account.user.id, 16);
    expect((await passwordGrant(account.user.phone, 'wrong-6-password', ip)).statusCode).toBe(401);
    const second = await passwordGrant(account.user.phone, PASSWORD, ip);
    expect(second.statusCode).toBe(429);
    expect(Number(second.headers['retry-after'])).toBeGreaterThan(29 * 60);
    expect(Number(second.headers['retry-after'])).toBeLessThanOrEqual(30 * 60);
  });

  it('lets everyone else behind an address sign in after twenty failures from it', async () => {
    const ip = newAddress();
    const account = await newAccount(ctx.app);
    for (let i = 0; i < 20; i += 1) {
      const res = await passwordGrant(`+25261991${String(i).padStart(4, '0')}`, 'guessing-password', ip);
      expect(res.statusCode).toBe(401);
    }
    expect((await passwordGrant(account.user.phone, PASSWORD, ip)).statusCode).toBe(200);
  });

  it('refuses a client address after its limit of failures, for every account (429)', async () => {
    // The limit per address is generous by default; a small one shows the same rule quickly.
    const small = await createTestApp({ LOGIN_MAX_FAILURES_PER_IP: '20' });
    try {
      const ip = '10.70.0.1';
      const account = await newAccount(small.app);
      for (let i = 0; i < 20; i += 1) {
        const phone = `+25261990${String(i).padStart(4, '0')}`;
        expect((await passwordGrant(phone, 'guessing-password', ip, small.app)).statusCode).toBe(401);
      }
      const refused = await passwordGrant(account.user.phone, PASSWORD, ip, small.app);
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect((await passwordGrant(account.user.phone, PASSWORD, '10.70.0.2', small.app)).statusCode).toBe(
        200,
      );
    } finally {
      await small.close();
    }
  });
});
