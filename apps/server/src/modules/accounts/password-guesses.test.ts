/** Guessing the current password with a stolen access token stays limited, whatever unlock does. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/test-app';
import { newAccount } from './accounts-test-kit';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

describe('POST /api/user/password guesses', () => {
  it('stay refused after POST /api/user/unlock (429)', async () => {
    const account = await newAccount(ctx.app);
    const guess = (i: number) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/user/password',
        headers: account.headers,
        remoteAddress: '10.90.0.1',
        payload: { current_password: `guess-${i}-password`, password: 'a-new-river-song-9' },
      });
    for (let i = 0; i < 5; i += 1) expect((await guess(i)).statusCode).toBe(422);
    expect((await guess(5)).statusCode).toBe(429);
    const unlock = await ctx.app.inject({
      method: 'POST',
      url: '/api/user/unlock',
      headers: account.headers,
    });
    expect(unlock.statusCode).toBe(200);
    expect((await guess(6)).statusCode).toBe(429);
  });

  it('are counted per client address too, across accounts', async () => {
    const ip = '10.90.0.2';
    for (let n = 0; n < 5; n += 1) {
      const account = await newAccount(ctx.app);
      for (let i = 0; i < 4; i += 1) {
        const res = await ctx.app.inject({
          method: 'POST',
          url: '/api/user/password',
          headers: account.headers,
          remoteAddress: ip,
          payload: { current_password: `guess-${i}-password`, password: 'a-new-river-song-9' },
        });
        expect(res.statusCode).toBe(n * 4 + i < 20 ? 422 : 429);
      }
    }
    const fresh = await newAccount(ctx.app);
    const refused = await ctx.app.inject({
      method: 'POST',
      url: '/api/user/password',
      headers: fresh.headers,
      remoteAddress: ip,
      payload: { current_password: 'guess-x-password', password: 'a-new-river-song-9' },
    });
    expect(refused.statusCode).toBe(429);
  });
});
