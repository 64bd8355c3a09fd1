/**
 * A forgotten password: a code by text (through the outbox), then the code and a new password. No answer tells
 * whether a phone has an account; a code is hashed, single use, five wrong tries, fifteen minutes; a reset ends
 * every other sign-in.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passwordResets } from '../../db/schema';
import { createTestApp, type TestContext } from '../../test/test-app';
import { smsRecipient } from '../notifications/notifications-module';
import { bearer, freshPhone, newAccount, signIn } from './accounts-test-kit';
import { hashPassword } from './passwords';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const NEW_PASSWORD = 'morning-tea-in-hodan-4';
let addressSequence = 0;
/** Each request from its own address unless told, so the limits per address stay out of the way. */
const freshIp = () => `10.77.${Math.floor(addressSequence / 250)}.${(addressSequence++ % 250) + 1}`;

function forgot(phone: string, { ip = freshIp(), lang = 'en' } = {}) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/password/forgot',
    remoteAddress: ip,
    headers: { 'accept-language': lang },
    payload: { phone },
  });
}

function reset(phone: string, code: string, password = NEW_PASSWORD, ip = freshIp()) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/password/reset',
    remoteAddress: ip,
    payload: { phone, code, password },
  });
}

/** The texts written for a phone, newest last. */
const textsTo = (phone: string) => ctx.app.notifications.repository.to(smsRecipient(phone));

/** The code in the newest text to a phone. */
async function codeSentTo(phone: string): Promise<string> {
  const texts = await textsTo(phone);
  const code = /\b(\d{6})\b/.exec(texts.at(-1)?.body ?? '')?.[1];
  expect(code, 'a code was texted').toBeDefined();
  return code!;
}

describe('POST /api/password/forgot', () => {
  it('answers the same whether or not the phone has an account, and texts only the account', async () => {
    const account = await newAccount(ctx.app);
    const stranger = freshPhone();
    const known = await forgot(account.user.phone);
    const unknown = await forgot(stranger);
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.json()).toEqual(unknown.json());
    expect(known.json<{ message: string }>().message).toMatch(/If an account has this phone number/);
    expect(await textsTo(stranger)).toEqual([]);
    const [text] = await textsTo(account.user.phone);
    expect(text).toMatchObject({ kind: 'password_reset', language: 'en', status: 'pending' });
    expect(text!.body).toMatch(/^Suuq: \d{6} is your code to reset your password/);
    expect(text!.body.length).toBeLessThanOrEqual(160);
  });

  it('writes the text in the language of the request, and stores the code only hashed', async () => {
    const account = await newAccount(ctx.app);
    const answer = await forgot(account.user.phone, { lang: 'so' });
    expect(answer.json<{ message: string }>().message).toMatch(/koodh/);
    const [text] = await textsTo(account.user.phone);
    expect(text!.language).toBe('so');
    expect(text!.body).toMatch(/^Suuq: \d{6} waa koodhka aad ku beddelayso furahaaga sirta ah\./);
    const code = await codeSentTo(account.user.phone);
    const [stored] = await ctx.app.db
      .select()
      .from(passwordResets)
      .where(eq(passwordResets.userId, account.user.id));
    expect(stored!.codeHash).toMatch(/^\$argon2id\$/);
    expect(stored!.codeHash).not.toContain(code);
  });

  it('hands the text to the worker, which sends it', async () => {
    const account = await newAccount(ctx.app);
    await forgot(account.user.phone);
    await ctx.app.notifications.worker.drain();
    const [text] = await textsTo(account.user.phone);
    expect(text).toMatchObject({ status: 'sent', attempts: 1 });
  });

  it('is limited per phone number, known or not, and per client address (429)', async () => {
    const account = await newAccount(ctx.app);
    const stranger = freshPhone();
    for (const phone of [account.user.phone, stranger]) {
      for (let i = 0; i < 3; i += 1) expect((await forgot(phone)).statusCode).toBe(200);
      expect((await forgot(phone)).statusCode).toBe(429);
    }
    expect(await textsTo(account.user.phone)).toHaveLength(3);

    const ip = '10.78.0.1';
    for (let i = 0; i < ctx.env.PASSWORD_RESETS_PER_IP_PER_HOUR; i += 1) {
      expect((await forgot(freshPhone(), { ip })).statusCode).toBe(200);
    }
    expect((await forgot(freshPhone(), { ip })).statusCode).toBe(429);
  });

  it('refuses what is not a phone number (422)', async () => {
    const res = await forgot('not-a-phone');
    expect(res.statusCode).toBe(422);
  });
});

describe('POST /api/password/reset', () => {
  it('sets the new password once, and ends every other sign-in', async () => {
    const account = await newAccount(ctx.app);
    const other = await signIn(ctx.app, account.user.phone, account.password);
    await forgot(account.user.phone);
    const code = await codeSentTo(account.user.phone);

    const done = await reset(account.user.phone, code.replace(/(\d{3})/, '$1 '));
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json<{ message: string }>().message).toMatch(/password has been changed/);

    // The old sign-ins are over: their access tokens and refresh tokens no longer work.
    for (const tokens of [account.tokens, other]) {
      const me = await ctx.app.inject({
        method: 'GET',
        url: '/api/user/get',
        headers: bearer(tokens.access_token),
      });
      expect(me.statusCode).toBe(401);
      const renewed = await ctx.app.inject({
        method: 'POST',
        url: '/api/oauth/token',
        payload: { grant_type: 'refresh_token', client_id: 'web', refresh_token: tokens.refresh_token },
      });
      expect(renewed.statusCode).toBe(401);
    }
    const oldPassword = await ctx.app.inject({
      method: 'POST',
      url: '/api/oauth/token',
      payload: {
        grant_type: 'password',
        client_id: 'web',
        username: account.user.phone,
        password: account.password,
      },
    });
    expect(oldPassword.statusCode).toBe(401);
    await signIn(ctx.app, account.user.phone, NEW_PASSWORD);

    // The code worked once.
    const again = await reset(account.user.phone, code, 'another-fine-day-77');
    expect(again.statusCode).toBe(422);
    expect(again.json()).toMatchObject({ errors: { code: [expect.stringMatching(/wrong or has expired/)] } });
  });

  it('takes five wrong codes, then not even the right one', async () => {
    const account = await newAccount(ctx.app);
    await forgot(account.user.phone);
    const code = await codeSentTo(account.user.phone);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 1; i <= 5; i += 1) {
      const res = await reset(account.user.phone, wrong);
      expect(res.statusCode).toBe(422);
      expect(res.json<{ errors: { code: string[] } }>().errors.code[0]).toMatch(
        i < 5 ? /wrong or has expired/ : /Too many wrong codes/,
      );
    }
    const right = await reset(account.user.phone, code);
    expect(right.statusCode).toBe(422);
    expect(right.json<{ errors: { code: string[] } }>().errors.code[0]).toMatch(/Too many wrong codes/);
    await signIn(ctx.app, account.user.phone, account.password);
  });

  it('refuses an expired code', async () => {
    const account = await newAccount(ctx.app);
    // A code whose fifteen minutes are over, written as the forgot request would have.
    await ctx.app.db.insert(passwordResets).values({
      userId: account.user.id,
      codeHash: await hashPassword('424242'),
      expiresAt: sql`now() - interval '1 minute'`,
    });
    const res = await reset(account.user.phone, '424242');
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ errors: { code: [expect.stringMatching(/wrong or has expired/)] } });
    await signIn(ctx.app, account.user.phone, account.password);
  });

  it('answers an unknown phone as it answers a wrong code', async () => {
    const res = await reset(freshPhone(), '123456');
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ errors: { code: [expect.stringMatching(/wrong or has expired/)] } });
  });

  it('keeps only the newest code working', async () => {
    const account = await newAccount(ctx.app);
    await forgot(account.user.phone);
    const first = await codeSentTo(account.user.phone);
    await forgot(account.user.phone);
    const second = await codeSentTo(account.user.phone);
    if (first !== second) expect((await reset(account.user.phone, first)).statusCode).toBe(422);
    expect((await reset(account.user.phone, second)).statusCode).toBe(200);
  });

  it('holds the new password to the rules of registration, and keeps the code for a better one', async () => {
    const account = await newAccount(ctx.app);
    await forgot(account.user.phone);
    const code = await codeSentTo(account.user.phone);
    const short = await reset(account.user.phone, code, 'short');
    expect(short.statusCode).toBe(422);
    expect(short.json()).toMatchObject({ errors: { password: [expect.any(String)] } });
    const common = await reset(account.user.phone, code, 'password123');
    expect(common.statusCode).toBe(422);
    expect((await reset(account.user.phone, code)).statusCode).toBe(200);
  });

  it('lifts the sign-in waits its owner ran into while guessing', async () => {
    const account = await newAccount(ctx.app);
    const ip = '10.79.0.1';
    const guess = () =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/oauth/token',
        remoteAddress: ip,
        payload: {
          grant_type: 'password',
          client_id: 'web',
          username: account.user.phone,
          password: 'is-it-this-one',
        },
      });
    for (let i = 0; i < 5; i += 1) await guess();
    expect((await guess()).statusCode).toBe(429);
    await forgot(account.user.phone, { ip });
    expect(
      (await reset(account.user.phone, await codeSentTo(account.user.phone), NEW_PASSWORD, ip)).statusCode,
    ).toBe(200);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/oauth/token',
      remoteAddress: ip,
      payload: {
        grant_type: 'password',
        client_id: 'web',
        username: account.user.phone,
        password: NEW_PASSWORD,
      },
    });
    expect(res.statusCode).toBe(200);
  });
});
