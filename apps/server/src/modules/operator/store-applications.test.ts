/**
 * Shops applying to join and the operator deciding: validation with field messages in both languages, the limit
 * per address, approval making the store and its owner (who signs in with the code sent by SMS), rejection, two
 * operators approving one application at once (one store), and the audit trail of it all.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { User } from '@suuq/shared/accounts';
import type { ApprovedApplication, AuditEntry, StoreApplication } from '@suuq/shared/operator';
import { storeApplications, stores, users } from '../../db/schema';
import { bearer, newAccount } from '../accounts/accounts-test-kit';
import { newCaptain } from '../captain/captain-test-kit';
import {
  apply,
  applicationBody,
  createOperatorTestApp,
  operatorHeaders,
  ownerOf,
  signInWithCode,
  signInWithLatestCode,
  type OperatorTestContext,
} from './operator-test-kit';

let ctx: OperatorTestContext;
let admin: { authorization: string };
let secondAdmin: { authorization: string };

beforeAll(async () => {
  ctx = await createOperatorTestApp({ STORE_APPLICATIONS_PER_IP_PER_HOUR: '3' });
  admin = await operatorHeaders(ctx.app);
  secondAdmin = await operatorHeaders(ctx.app);
});
afterAll(async () => {
  await ctx?.close();
});

const approve = (id: number, headers = admin) =>
  ctx.app.inject({ method: 'POST', url: `/api/admin/store-applications/${id}/approve`, headers });

describe('applying to join', () => {
  it('answers 201 pending, and the operator sees the application', async () => {
    const body = applicationBody({ store_name: 'Sahan Minimarket', phone: '+252 61 755 0101' });
    const res = await ctx.app.inject({ method: 'POST', url: '/api/store-applications', payload: body });
    expect(res.statusCode, res.body).toBe(201);
    const { id, status } = res.json().data;
    expect(status).toBe('pending');

    const list = await ctx.app.inject({
      url: '/api/admin/store-applications?status=pending',
      headers: admin,
    });
    expect(list.statusCode).toBe(200);
    const found = list.json<{ data: StoreApplication[] }>().data.find((a) => a.id === id);
    expect(found).toMatchObject({
      store_name: 'Sahan Minimarket',
      phone: '+252617550101',
      status: 'pending',
    });
  });

  it('refuses broken fields with a message under each, in English and Somali', async () => {
    const broken = {
      store_name: '',
      owner_name: 'x'.repeat(121),
      phone: '+1 202 555 0100',
      industry_id: 'food',
      address: '   ',
      location: { lat: 200, lng: 45 },
    };
    const res = await ctx.app.inject({ method: 'POST', url: '/api/store-applications', payload: broken });
    expect(res.statusCode).toBe(422);
    const errors = res.json().errors as Record<string, string[]>;
    expect(Object.keys(errors).sort()).toEqual(
      ['address', 'industry_id', 'location.lat', 'owner_name', 'phone', 'store_name'].sort(),
    );
    expect(errors.phone).toEqual(['Enter a Somali mobile number, such as 061 234 5678.']);

    const so = await ctx.app.inject({
      method: 'POST',
      url: '/api/store-applications?lang=so',
      payload: { ...applicationBody(), location: undefined },
    });
    expect(so.statusCode).toBe(422);
    expect(so.json().errors.location).toEqual(['Dukaanka khariidadda ku calaamadee.']);
  });

  it('refuses an industry that does not exist', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/store-applications',
      payload: applicationBody({ industry_id: 999_999 }),
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.industry_id).toEqual(['Choose what the shop sells.']);
  });

  it('limits applications per client address', async () => {
    const ip = '10.99.1.1';
    for (let i = 0; i < 3; i++) await apply(ctx.app, applicationBody(), ip);
    const fourth = await ctx.app.inject({
      method: 'POST',
      url: '/api/store-applications',
      payload: applicationBody(),
      remoteAddress: ip,
    });
    expect(fourth.statusCode).toBe(429);
    expect(fourth.headers['retry-after']).toBeDefined();
    // Another address is not held up.
    await apply(ctx.app, applicationBody(), '10.99.1.2');
  });
});

describe('the operator deciding', () => {
  it('is for the operator only', async () => {
    const owner = await ownerOf(ctx.app, 'nasiib-restaurant');
    const customer = await newAccount(ctx.app);
    const id = await apply(ctx.app);
    expect((await ctx.app.inject({ url: '/api/admin/store-applications' })).statusCode).toBe(401);
    expect(
      (await ctx.app.inject({ url: '/api/admin/store-applications', headers: owner.headers })).statusCode,
    ).toBe(403);
    expect((await approve(id, customer.headers)).statusCode).toBe(403);
  });

  it('approving makes an active store with no products and its owner, who signs in with the SMS code', async () => {
    const body = applicationBody({ store_name: 'Deeqa Fresh Foods', owner_name: 'Deeqa Xirsi' });
    const id = await apply(ctx.app, body);
    const res = await approve(id);
    expect(res.statusCode, res.body).toBe(200);
    const { store, owner } = res.json<{ data: ApprovedApplication }>().data;
    expect(store).toMatchObject({
      name: 'Deeqa Fresh Foods',
      slug: 'deeqa-fresh-foods',
      status: 'active',
      currency: 'USD',
      industry_id: 1,
      courier_mode: 'own',
      location: { lat: 2.03, lng: 45.31 },
    });
    expect(owner.phone).toMatch(/^\+2526171\d{5}$/);

    // The code went to the owner's phone once; it signs them in as the store's owner.
    const sent = ctx.codes.filter((message) => message.phone === owner.phone);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ why: 'owner', storeName: 'Deeqa Fresh Foods', name: 'Deeqa Xirsi' });
    const tokens = await signInWithLatestCode(ctx, owner.phone);
    const me = await ctx.app.inject({ url: '/api/user/get', headers: bearer(tokens.access_token) });
    expect(me.json<{ data: User }>().data).toMatchObject({
      role: 'staff',
      store_id: store.id,
      is_owner: true,
      name: 'Deeqa Xirsi',
    });
    // A code works once.
    const again = await signInWithCode(ctx.app, owner.phone, sent[0]!.code);
    expect(again.statusCode).toBe(422);

    // Shoppers see the new store at once, empty.
    const listed = await ctx.app.inject({ method: 'POST', url: '/api/stores', payload: {} });
    expect(listed.json().data.map((s: { id: number }) => s.id)).toContain(store.id);
    const page = await ctx.app.inject({
      method: 'POST',
      url: '/api/stores/products',
      payload: { store_id: store.id },
    });
    expect(page.statusCode).toBe(200);
    expect(page.json().data.products).toEqual([]);

    // Deciding it again is refused.
    expect((await approve(id)).statusCode).toBe(409);
    const rejected = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/store-applications/${id}/reject`,
      headers: admin,
      payload: { reason: 'Too late' },
    });
    expect(rejected.statusCode).toBe(409);
    expect(rejected.json().message).toBe('This application has already been decided.');
  });

  it('of two operators approving one application at once, one makes the store', async () => {
    const body = applicationBody({ store_name: 'Jaalle Water Point' });
    const id = await apply(ctx.app, body);
    const answers = await Promise.all([approve(id, admin), approve(id, secondAdmin)]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 409]);
    const made = await ctx.app.db.select().from(stores).where(eq(stores.name, 'Jaalle Water Point'));
    expect(made).toHaveLength(1);
    const [application] = await ctx.app.db
      .select()
      .from(storeApplications)
      .where(eq(storeApplications.id, id));
    expect(application).toMatchObject({ status: 'approved', storeId: made[0]!.id });
  });

  it('a phone that is a captain’s refuses approval and leaves the application pending, with no store', async () => {
    const captain = await newCaptain(ctx.app, 'Captain Owner');
    const body = applicationBody({ store_name: 'Captain Shop', phone: captain.user.phone });
    const id = await apply(ctx.app, body);
    const res = await approve(id);
    expect(res.statusCode).toBe(409);
    expect(res.json().errors.phone).toBeDefined();
    expect(await ctx.app.db.select().from(stores).where(eq(stores.name, 'Captain Shop'))).toHaveLength(0);
    const [application] = await ctx.app.db
      .select()
      .from(storeApplications)
      .where(eq(storeApplications.id, id));
    expect(application!.status).toBe('pending');
  });

  it('a shopper’s account with the owner’s phone becomes the owner', async () => {
    const shopper = await newAccount(ctx.app, { name: 'Shopper Owner' });
    const id = await apply(
      ctx.app,
      applicationBody({ store_name: 'Shopper Shop', phone: shopper.user.phone }),
    );
    const res = await approve(id);
    expect(res.statusCode, res.body).toBe(200);
    const [row] = await ctx.app.db.select().from(users).where(eq(users.id, shopper.user.id));
    expect(row).toMatchObject({ role: 'staff', isOwner: true, storeId: res.json().data.store.id });
  });

  it('rejecting keeps the reason; the audit trail shows who did what', async () => {
    const id = await apply(ctx.app);
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/store-applications/${id}/reject`,
      headers: admin,
      payload: { reason: 'No trading licence' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ id, status: 'rejected', reason: 'No trading licence' });

    const audit = await ctx.app.inject({ url: '/api/admin/audit?page=1', headers: admin });
    expect(audit.statusCode).toBe(200);
    const entries = audit.json<{ data: AuditEntry[] }>().data;
    expect(entries[0]).toMatchObject({
      actor: { name: 'Sagal Osman' },
      action: 'store_application.reject',
      target: `store_application:${id}`,
      details: { reason: 'No trading licence' },
    });
    expect(entries.some((entry) => entry.action === 'store_application.approve')).toBe(true);
    expect(audit.json().meta).toMatchObject({ page: 1, per_page: 20 });
    expect(
      (
        await ctx.app.inject({
          url: '/api/admin/audit',
          headers: (await ownerOf(ctx.app, 'nasiib-restaurant')).headers,
        })
      ).statusCode,
    ).toBe(403);
  });
});

describe('signing in with a code', () => {
  it('refuses a wrong code, and kills the code after five wrong ones', async () => {
    const id = await apply(ctx.app);
    const res = await approve(id);
    const phone = res.json().data.owner.phone as string;
    const code = ctx.codes.findLast((message) => message.phone === phone)!.code;
    const wrong = code === '000000' ? '111111' : '000000';
    const first = await signInWithCode(ctx.app, phone, wrong);
    expect(first.statusCode).toBe(422);
    expect(first.json().errors.code).toEqual(['This code is wrong or has expired. Ask for a new one.']);
    for (let i = 0; i < 4; i++) await signInWithCode(ctx.app, phone, wrong);
    expect((await signInWithCode(ctx.app, phone, code)).statusCode).toBe(422);
  });

  it('limits wrong codes per client address', async () => {
    const from = { remoteAddress: '10.98.0.7' };
    const send = () =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/oauth/sign-in-code',
        payload: { client_id: 'web', username: '+252619999998', code: '654321' },
        ...from,
      });
    for (let i = 0; i < 30; i++) expect((await send()).statusCode).toBe(422);
    const refused = await send();
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
  });

  it('answers the same for a phone with no code', async () => {
    const res = await signInWithCode(ctx.app, '+252619999999', '123456');
    expect(res.statusCode).toBe(422);
    expect((await signInWithCode(ctx.app, '+252619999999', '12ab')).statusCode).toBe(422);
  });
});
