/** Registration: phone forms, taken phones and emails, password rules and the limit per address. */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { User } from '@suuq/shared/accounts';
import { users } from '../../db/schema';
import { createTestApp, type TestContext } from '../../test/test-app';
import { PASSWORD, freshPhone } from './accounts-test-kit';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

let addressCounter = 0;
/** A client address of its own, so one test's registrations never count against another's. */
const newAddress = () => `10.51.${Math.floor(++addressCounter / 250)}.${addressCounter % 250}`;

function register(payload: Record<string, unknown>, headers: Record<string, string> = {}, ip = newAddress()) {
  return ctx.app.inject({ method: 'POST', url: '/api/register', payload, headers, remoteAddress: ip });
}

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
