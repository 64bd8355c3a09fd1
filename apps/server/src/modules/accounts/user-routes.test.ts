import { existsSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TokenResponse } from '@suuq/shared/accounts';
import { branches, orders, stores } from '../../db/schema';
import { createTestApp, type TestContext } from '../../test/test-app';
import { avatarDir } from './accounts-module';
import { PASSWORD, bearer, multipart, newAccount, signIn } from './accounts-test-kit';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

async function png(width = 600, height = 400): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 30, b: 60 } } })
    .png()
    .toBuffer();
}

function update(headers: Record<string, string>, body: ReturnType<typeof multipart>, lang = 'en') {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/user/update',
    headers: { ...headers, ...body.headers, 'accept-language': lang },
    payload: body.payload,
  });
}

describe('GET /api/user/get', () => {
  it("answers the caller's own profile", async () => {
    const account = await newAccount(ctx.app, { name: 'Sahra Cali', email: 'sahra@example.com' });
    const res = await ctx.app.inject({ url: '/api/user/get', headers: account.headers });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual(account.user);
    expect(Object.keys(res.json().data).sort()).toEqual(
      ['avatar', 'email', 'id', 'name', 'phone', 'role', 'store_id'].sort(),
    );
  });
});

describe('POST /api/user/update', () => {
  it('changes name, email and phone from a multipart form, normalizing the phone', async () => {
    const account = await newAccount(ctx.app);
    const res = await update(
      account.headers,
      multipart({
        name: 'Hodan Warsame',
        email: 'Hodan@Example.com',
        phone: '061 444 0001',
        current_password: PASSWORD,
      }),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      name: 'Hodan Warsame',
      email: 'hodan@example.com',
      phone: '+252614440001',
    });
    // The new phone signs in; the form changes only what it names.
    await signIn(ctx.app, '0614440001');
    const onlyName = await update(account.headers, multipart({ name: 'Hodan W.' }));
    expect(onlyName.json().data).toMatchObject({ name: 'Hodan W.', phone: '+252614440001' });
  });

  it('also takes JSON, and an empty email removes it', async () => {
    const account = await newAccount(ctx.app, { email: 'gone@example.com' });
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/user/update',
      headers: account.headers,
      payload: { email: '', name: 'Ilhan', current_password: PASSWORD },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ email: null, name: 'Ilhan' });
  });

  it("refuses another account's phone or email with 409, and bad fields with 422", async () => {
    const taken = await newAccount(ctx.app, { email: 'taken@example.com' });
    const account = await newAccount(ctx.app);
    const withPassword = (fields: Record<string, string>) =>
      multipart({ ...fields, current_password: PASSWORD });
    const phone = await update(account.headers, withPassword({ phone: taken.user.phone }));
    expect(phone.statusCode).toBe(409);
    expect(phone.json().errors).toHaveProperty('phone');
    const email = await update(account.headers, withPassword({ email: 'TAKEN@example.com' }), 'so');
    expect(email.statusCode).toBe(409);
    expect(email.json().message).toBe('Iimaylkan horay ayaa loo diiwaangeliyay.');
    // The caller's own phone is not "taken".
    expect((await update(account.headers, multipart({ phone: account.user.phone }))).statusCode).toBe(200);

    for (const fields of [{ phone: 'not a number' }, { email: 'nope' }, { name: '' }] as Record<
      string,
      string
    >[]) {
      const res = await update(account.headers, multipart(fields));
      expect(res.statusCode, JSON.stringify(fields)).toBe(422);
      expect(Object.keys(res.json().errors), JSON.stringify(fields)).toEqual(Object.keys(fields));
    }
  });

  it('stores an avatar as a 256×256 WebP served under /images/avatars/, and replaces the old file', async () => {
    const account = await newAccount(ctx.app);
    const first = await update(
      account.headers,
      multipart(
        { name: 'With Picture' },
        { field: 'avatar', filename: 'me.png', contentType: 'image/png', content: await png() },
      ),
    );
    expect(first.statusCode, first.body).toBe(200);
    const avatar: string = first.json().data.avatar;
    expect(avatar).toMatch(/^\/images\/avatars\/[a-f0-9]{32}\.webp$/);

    const image = await ctx.app.inject(avatar);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');
    expect(image.headers['cache-control']).toContain('immutable');
    const meta = await sharp(image.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 256, height: 256 });

    // The image server makes smaller sizes of it like any other picture.
    const small = await ctx.app.inject(avatar.replace('/images/', '/images/w160/'));
    expect(small.statusCode).toBe(200);
    expect((await sharp(small.rawPayload).metadata()).width).toBe(160);

    // A declared type means nothing: a JPEG sent as "application/octet-stream" is still a JPEG.
    const jpeg = await sharp(await png(300, 300))
      .jpeg()
      .toBuffer();
    const second = await update(
      account.headers,
      multipart(
        {},
        { field: 'avatar', filename: 'x.bin', contentType: 'application/octet-stream', content: jpeg },
      ),
    );
    expect(second.statusCode).toBe(200);
    expect(second.json().data.avatar).not.toBe(avatar);
    const oldFile = path.join(avatarDir(ctx.env.DATA_DIR), path.basename(avatar));
    expect(existsSync(oldFile)).toBe(false);
    expect((await ctx.app.inject(avatar)).statusCode).toBe(404);
  });

  it('refuses a file that only claims to be an image (415), whatever its name and type', async () => {
    const account = await newAccount(ctx.app);
    const res = await update(
      account.headers,
      multipart(
        {},
        {
          field: 'avatar',
          filename: 'photo.png',
          contentType: 'image/png',
          content: Buffer.from('just some text pretending to be a picture\n'.repeat(20)),
        },
      ),
    );
    expect(res.statusCode).toBe(415);
    expect(res.json().message).toBe('The picture must be a JPEG, PNG or WebP image.');
    const gif = await sharp(await png(20, 20))
      .gif()
      .toBuffer();
    const other = await update(
      account.headers,
      multipart({}, { field: 'avatar', filename: 'a.gif', contentType: 'image/gif', content: gif }),
    );
    expect(other.statusCode).toBe(415);
    const me = await ctx.app.inject({ url: '/api/user/get', headers: account.headers });
    expect(me.json().data.avatar).toBeNull();
  });

  it('refuses a picture over 5 MB with 413 and a message', async () => {
    const account = await newAccount(ctx.app);
    const res = await update(
      account.headers,
      multipart(
        { name: 'Too Big' },
        {
          field: 'avatar',
          filename: 'big.png',
          contentType: 'image/png',
          content: Buffer.alloc(5 * 1024 * 1024 + 1, 7),
        },
      ),
    );
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe('The picture is too large. The limit is 5 MB.');
    const me = await ctx.app.inject({ url: '/api/user/get', headers: account.headers });
    expect(me.json().data.name).not.toBe('Too Big');
  });

  it('answers a form it cannot read with 400, not a server error', async () => {
    const account = await newAccount(ctx.app);
    const form = multipart({ name: 'Cut Off' });
    for (const [contentType, payload] of [
      [form.headers['content-type']!, form.payload.subarray(0, form.payload.length - 12)],
      ['multipart/form-data', Buffer.from('no boundary at all')],
      [multipart({}).headers['content-type']!, form.payload],
    ] as const) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/user/update',
        headers: { ...account.headers, 'content-type': contentType },
        payload,
      });
      expect(res.statusCode, contentType).toBe(400);
      expect(res.json()).toEqual({ message: 'The form could not be read. Please try again.' });
    }
  });

  it('does not serve names that are not stored avatars', async () => {
    for (const url of ['/images/avatars/../../package.json', '/images/avatars/nothing.webp']) {
      expect((await ctx.app.inject(url)).statusCode, url).toBe(404);
    }
  });
});

describe('POST /api/user/password', () => {
  const change = (headers: Record<string, string>, body: Record<string, string>) =>
    ctx.app.inject({ method: 'POST', url: '/api/user/password', headers, payload: body });

  it('changes the password and signs out every other session, keeping this one', async () => {
    const account = await newAccount(ctx.app);
    const otherDevice = await signIn(ctx.app, account.user.phone);

    const res = await change(account.headers, { current_password: PASSWORD, password: 'new-river-song-9' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      message: 'Your password has been changed. Your other devices have been signed out.',
    });

    expect((await ctx.app.inject({ url: '/api/user/get', headers: account.headers })).statusCode).toBe(200);
    expect(
      (await ctx.app.inject({ url: '/api/user/get', headers: bearer(otherDevice.access_token) })).statusCode,
    ).toBe(401);
    const refreshOther = await ctx.app.inject({
      method: 'POST',
      url: '/api/oauth/token',
      payload: { grant_type: 'refresh_token', client_id: 'web', refresh_token: otherDevice.refresh_token },
    });
    expect(refreshOther.statusCode).toBe(401);
    const refreshThis = await ctx.app.inject({
      method: 'POST',
      url: '/api/oauth/token',
      payload: { grant_type: 'refresh_token', client_id: 'web', refresh_token: account.tokens.refresh_token },
    });
    expect(refreshThis.statusCode).toBe(200);

    const old = await ctx.app.inject({
      method: 'POST',
      url: '/api/oauth/token',
      payload: { grant_type: 'password', client_id: 'web', username: account.user.phone, password: PASSWORD },
    });
    expect(old.statusCode).toBe(401);
    await signIn(ctx.app, account.user.phone, 'new-river-song-9');
  });

  it('refuses a wrong current password and a weak new one with 422', async () => {
    const account = await newAccount(ctx.app, { name: 'Maryan Xuseen' });
    const wrong = await change(account.headers, {
      current_password: 'not-it-at-all',
      password: 'fine-new-pass-1',
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json()).toEqual({
      message: 'The current password is incorrect.',
      errors: { current_password: ['The current password is incorrect.'] },
    });
    for (const password of ['short', 'iloveyou123', 'maryanxuseen']) {
      const weak = await change(account.headers, { current_password: PASSWORD, password });
      expect(weak.statusCode, password).toBe(422);
      expect(weak.json().errors, password).toHaveProperty('password');
    }
    expect((await change({}, { current_password: PASSWORD, password: 'fine-new-pass-1' })).statusCode).toBe(
      401,
    );
  });
});

describe('status, active order, pending amount and unlock', () => {
  async function addOrder(
    userId: number | null,
    fields: Partial<typeof orders.$inferInsert> & { total: number },
  ): Promise<string> {
    const db = ctx.testDb.database.db;
    const [store] = await db.select().from(stores).limit(1);
    const [branch] = await db.select().from(branches).where(eq(branches.storeId, store!.id)).limit(1);
    const orderNumber = `T${Math.random().toString(36).slice(2, 10).toUpperCase()}`;
    await db.insert(orders).values({
      orderNumber,
      storeId: store!.id,
      branchId: branch!.id,
      userId,
      deliveryMethod: 'pickup',
      paymentMethod: 'cash',
      customerName: 'Test',
      customerPhone: '+252610000000',
      subtotal: fields.total,
      deliveryFee: 0,
      currency: 'USD',
      ...fields,
    });
    return orderNumber;
  }

  const get = (url: string, headers: Record<string, string>) => ctx.app.inject({ url, headers });

  it('answers no active order and nothing owed for a new account', async () => {
    const account = await newAccount(ctx.app);
    expect((await get('/api/user/active', account.headers)).json()).toEqual({
      data: { active: false, order_number: null },
    });
    expect((await get('/api/user/pendingamount', account.headers)).json()).toEqual({
      data: { amount: 0, currency: 'USD', by_currency: [] },
    });
    expect((await get('/api/user/status', account.headers)).json()).toEqual({
      data: { active: true, locked: false, locked_until: null },
    });
  });

  it("reports the caller's order in progress and what is still owed, ignoring others' and cancelled ones", async () => {
    const account = await newAccount(ctx.app);
    const stranger = await newAccount(ctx.app);
    await addOrder(account.user.id, { total: 500, status: 'delivered' });
    await addOrder(account.user.id, { total: 999, status: 'cancelled' });
    await addOrder(account.user.id, { total: 2000, status: 'delivered', paymentStatus: 'paid' });
    const inProgress = await addOrder(account.user.id, { total: 1250, status: 'on_the_way' });
    await addOrder(stranger.user.id, { total: 7000, status: 'sent' });

    expect((await get('/api/user/active', account.headers)).json().data).toEqual({
      active: true,
      order_number: inProgress,
    });
    expect((await get('/api/user/pendingamount', account.headers)).json().data).toEqual({
      amount: 17.5,
      currency: 'USD',
      by_currency: [{ amount: 17.5, currency: 'USD' }],
    });
  });

  it('shows the sign-in lock after repeated wrong passwords, and unlock lifts it', async () => {
    const account = await newAccount(ctx.app);
    const attempt = (password: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/oauth/token',
        remoteAddress: '10.80.0.1',
        payload: { grant_type: 'password', client_id: 'web', username: account.user.phone, password },
      });
    for (let i = 0; i < 5; i += 1) expect((await attempt(`wrong-${i}-password`)).statusCode).toBe(401);
    expect((await attempt(PASSWORD)).statusCode).toBe(429);

    const status = (await get('/api/user/status', account.headers)).json().data;
    expect(status).toMatchObject({ active: true, locked: true });
    const until = Date.parse(status.locked_until);
    expect(until).toBeGreaterThan(Date.now() + 10 * 60 * 1000);
    expect(until).toBeLessThanOrEqual(Date.now() + 15 * 60 * 1000 + 5_000);

    const unlocked = await ctx.app.inject({
      method: 'POST',
      url: '/api/user/unlock',
      headers: account.headers,
    });
    expect(unlocked.statusCode).toBe(200);
    expect(unlocked.json().data).toEqual({ active: true, locked: false, locked_until: null });
    const tokens = (await attempt(PASSWORD)).json<TokenResponse>();
    expect(tokens.access_token).toEqual(expect.any(String));
  });

  it('needs a token for all of them', async () => {
    for (const url of ['/api/user/status', '/api/user/active', '/api/user/pendingamount']) {
      expect((await ctx.app.inject(url)).statusCode, url).toBe(401);
    }
    expect((await ctx.app.inject({ method: 'POST', url: '/api/user/unlock' })).statusCode).toBe(401);
  });
});
