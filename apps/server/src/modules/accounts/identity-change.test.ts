/**
 * Changing the phone or email an account signs in with needs the current password and is limited, so a stolen
 * access token cannot take the account over, nor be used to learn through the 409 who has an account.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/test-app';
import { PASSWORD, freshPhone, newAccount, signIn } from './accounts-test-kit';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

let addressCounter = 0;
const newAddress = () => `10.54.${Math.floor(++addressCounter / 250)}.${addressCounter % 250}`;

function update(headers: Record<string, string>, payload: Record<string, string>, ip = newAddress()) {
  return ctx.app.inject({ method: 'POST', url: '/api/user/update', headers, payload, remoteAddress: ip });
}

describe('POST /api/user/update of the phone or email', () => {
  it('asks for the current password (422 on current_password), in both languages', async () => {
    const account = await newAccount(ctx.app);
    const changes: Record<string, string>[] = [{ phone: freshPhone() }, { email: 'new-mail@example.com' }];
    for (const fields of changes) {
      const res = await update(account.headers, fields);
      expect(res.statusCode, JSON.stringify(fields)).toBe(422);
      expect(res.json()).toEqual({
        message: 'Enter your current password to change your phone number or email.',
        errors: { current_password: ['Enter your current password to change your phone number or email.'] },
      });
    }
    const so = await update({ ...account.headers, 'accept-language': 'so' }, { phone: freshPhone() });
    expect(so.json().message).toBe(
      'Geli furahaaga sirta ah ee hadda si aad u beddesho lambarka telefoonka ama iimaylka.',
    );
    // Nothing changed, and the name alone needs no password.
    expect((await update(account.headers, { name: 'Only Name' })).statusCode).toBe(200);
    await signIn(ctx.app, account.user.phone);
  });

  it('refuses a wrong current password, and counts it with the password-change guesses (429)', async () => {
    const account = await newAccount(ctx.app);
    const ip = newAddress();
    for (let i = 0; i < 5; i += 1) {
      const res = await update(
        account.headers,
        { phone: freshPhone(), current_password: `guess-${i}-password` },
        ip,
      );
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toHaveProperty('current_password');
    }
    const refused = await update(account.headers, { phone: freshPhone(), current_password: PASSWORD }, ip);
    expect(refused.statusCode).toBe(429);
    // The same counter guards the password change itself.
    const change = await ctx.app.inject({
      method: 'POST',
      url: '/api/user/password',
      headers: account.headers,
      remoteAddress: newAddress(),
      payload: { current_password: PASSWORD, password: 'a-new-river-song-9' },
    });
    expect(change.statusCode).toBe(429);
  });

  it('limits the changes per account, so the 409 cannot be used to enumerate accounts (429)', async () => {
    const account = await newAccount(ctx.app);
    const others = await Promise.all([newAccount(ctx.app), newAccount(ctx.app)]);
    const statuses: number[] = [];
    for (let i = 0; i < 12; i += 1) {
      const target = others[i % 2]!.user.phone;
      const res = await update(account.headers, { phone: target, current_password: PASSWORD });
      statuses.push(res.statusCode);
      if (res.statusCode === 429) {
        expect(res.json().message).toBe('Too many requests. Please wait a moment and try again.');
        expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
      }
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(409));
    expect(statuses.slice(10)).toEqual([429, 429]);
  });
});
