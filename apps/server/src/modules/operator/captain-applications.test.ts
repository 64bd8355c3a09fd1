/**
 * Captains applying to drive and the operator deciding: the application making a pending captain's account with
 * the vehicle applied for, field messages in both languages, a phone that has an account, the limits per address
 * and per phone; approval sending one sign-in code (one of two operators approving at once), suspension taking the
 * captain off duty and out of the offers at once; going on duty only when approved; the audit trail.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { User } from '@suuq/shared/accounts';
import type { AdminCaptain } from '@suuq/shared/captain-applications';
import type { AuditEntry } from '@suuq/shared/operator';
import { captainStandings, users } from '../../db/schema';
import { DEMO_USERS } from '../../db/seed/seed-users';
import { bearer, newAccount, signIn } from '../accounts/accounts-test-kit';
import { addVehicle, newCaptain, vehicleTypes } from '../captain/captain-test-kit';
import { mayListen } from '../live/live-module';
import {
  createOperatorTestApp,
  operatorHeaders,
  ownerOf,
  signInWithLatestCode,
  type OperatorTestContext,
} from './operator-test-kit';

let ctx: OperatorTestContext;
let admin: { authorization: string };
let secondAdmin: { authorization: string };
let bajajId: number;

beforeAll(async () => {
  ctx = await createOperatorTestApp({ CAPTAIN_APPLICATIONS_PER_HOUR: '3' });
  admin = await operatorHeaders(ctx.app);
  secondAdmin = await operatorHeaders(ctx.app);
  bajajId = (await vehicleTypes(ctx.app)).get('bajaj')!.id;
});
afterAll(async () => {
  await ctx?.close();
});

let applications = 0;
/** A valid application: its own phone and plate, sent from its own client address. */
function captainBody(fields: Record<string, unknown> = {}) {
  applications += 1;
  return {
    name: `Cabdi Darawal ${applications}`,
    phone: `061 8${String(300_000 + applications)}`,
    vehicle_type_id: bajajId,
    plate_number: `bn ${40_000 + applications}`,
    ...fields,
  };
}
const post = (payload: object, remoteAddress = `10.66.0.${applications % 250}`, query = '') =>
  ctx.app.inject({ method: 'POST', url: `/api/captain-applications${query}`, payload, remoteAddress });

async function applyAsCaptain(body = captainBody()) {
  const res = await post(body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ data: { id: number; status: 'pending' } }>().data.id;
}

const setStatus = (id: number, payload: object, headers = admin) =>
  ctx.app.inject({ method: 'POST', url: `/api/admin/captains/${id}/status`, headers, payload });

const goOnDuty = (headers: Record<string, string>, lang = '') =>
  ctx.app.inject({ method: 'POST', url: `/api/user/active${lang}`, headers, payload: { on_duty: true } });

async function listed(status?: string) {
  const res = await ctx.app.inject({
    url: `/api/admin/captains?per_page=100${status ? `&status=${status}` : ''}`,
    headers: admin,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: AdminCaptain[]; meta: { page: number; per_page: number; total: number } }>();
}

describe('applying to drive', () => {
  it('answers 201 pending: a captain’s account with no usable password, and the vehicle applied for', async () => {
    const body = captainBody({
      name: 'Xasan Cumar',
      phone: '+252 61 830 0900',
      plate_number: ' bn   77001 ',
    });
    const res = await post(body);
    expect(res.statusCode, res.body).toBe(201);
    const { id, status } = res.json().data;
    expect(status).toBe('pending');

    const [account] = await ctx.app.db.select().from(users).where(eq(users.id, id));
    expect(account).toMatchObject({
      role: 'captain',
      phone: '+252618300900',
      name: 'Xasan Cumar',
      onDuty: false,
    });

    const { data, meta } = await listed('pending');
    expect(meta).toMatchObject({ page: 1, per_page: 100 });
    expect(data.find((captain) => captain.id === id)).toMatchObject({
      name: 'Xasan Cumar',
      phone: '+252618300900',
      status: 'pending',
      vehicle_type: { id: bajajId, slug: 'bajaj' },
      plate_number: 'BN 77001',
      on_duty: false,
      reason: null,
      decided_at: null,
    });
    expect((await listed('approved')).data.some((captain) => captain.id === id)).toBe(false);
  });

  it('refuses broken fields with a message under each, in English and Somali', async () => {
    const res = await post({
      name: '',
      phone: '+1 202 555 0100',
      vehicle_type_id: 'bajaj',
      plate_number: '',
    });
    expect(res.statusCode).toBe(422);
    const errors = res.json().errors as Record<string, string[]>;
    expect(Object.keys(errors).sort()).toEqual(['name', 'phone', 'plate_number', 'vehicle_type_id']);
    expect(errors.phone).toEqual(['Enter a Somali mobile number, such as 061 234 5678.']);

    const so = await post({ ...captainBody(), vehicle_type_id: undefined }, undefined, '?lang=so');
    expect(so.statusCode).toBe(422);
    expect(so.json().errors.vehicle_type_id).toEqual([
      'Dooro mid ka mid ah noocyada gaadiidka la heli karo.',
    ]);

    const unknownType = await post(captainBody({ vehicle_type_id: 999_999 }));
    expect(unknownType.statusCode).toBe(422);
    expect(unknownType.json().errors.vehicle_type_id).toEqual(['Choose one of the vehicle types on offer.']);

    const badPlate = await post(captainBody({ plate_number: '#!?' }));
    expect(badPlate.statusCode).toBe(422);
    expect(badPlate.json().errors.plate_number).toEqual(['Enter a plate number such as BN 12345.']);
  });

  it('refuses a plate a vehicle in use carries, and a phone that already has an account, in both languages', async () => {
    const plate = await post(captainBody({ plate_number: 'bn 20417' }));
    expect(plate.statusCode).toBe(409);
    expect(plate.json().errors.plate_number).toEqual(['This plate number is already registered.']);

    const shopper = await newAccount(ctx.app);
    const taken = await post(captainBody({ phone: shopper.user.phone }));
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe(
      'This phone number already has a Suuq account. Apply with another number, or contact us.',
    );
    expect(taken.json().errors.phone).toBeDefined();
    const so = await post(captainBody({ phone: shopper.user.phone }), undefined, '?lang=so');
    expect(so.statusCode).toBe(409);
    expect(so.json().message).toBe(
      'Lambarkan horay ayuu akoon Suuq ugu leeyahay. Ku codso lambar kale, ama nala soo xiriir.',
    );
    // The shopper stays a shopper.
    const [row] = await ctx.app.db.select().from(users).where(eq(users.id, shopper.user.id));
    expect(row!.role).toBe('customer');
  });

  it('of two applications with one new phone at once, one makes the account', async () => {
    const phone = '061 8399 001';
    const answers = await Promise.all([
      post(captainBody({ phone }), '10.66.9.1'),
      post(captainBody({ phone }), '10.66.9.2'),
    ]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([201, 409]);
    expect(await ctx.app.db.select().from(users).where(eq(users.phone, '+252618399001'))).toHaveLength(1);
  });

  it('limits applications per client address and per phone', async () => {
    const ip = '10.66.200.1';
    for (let i = 0; i < 3; i++) expect((await post(captainBody(), ip)).statusCode).toBe(201);
    const fourth = await post(captainBody(), ip);
    expect(fourth.statusCode).toBe(429);
    expect(fourth.headers['retry-after']).toBeDefined();
    expect((await post(captainBody(), '10.66.200.2')).statusCode).toBe(201);

    // One phone tried from many addresses.
    const phone = '+252618399555';
    const shopper = await newAccount(ctx.app, { phone });
    for (let i = 0; i < 3; i++) {
      expect((await post(captainBody({ phone: shopper.user.phone }), `10.66.201.${i}`)).statusCode).toBe(409);
    }
    expect((await post(captainBody({ phone }), '10.66.201.9')).statusCode).toBe(429);
  });
});

describe('the operator deciding', () => {
  it('is for the operator only', async () => {
    const id = await applyAsCaptain();
    const owner = await ownerOf(ctx.app, 'nasiib-restaurant');
    const captain = await newCaptain(ctx.app);
    expect((await ctx.app.inject({ url: '/api/admin/captains' })).statusCode).toBe(401);
    expect((await ctx.app.inject({ url: '/api/admin/captains', headers: owner.headers })).statusCode).toBe(
      403,
    );
    expect((await ctx.app.inject({ url: '/api/admin/captains', headers: captain.headers })).statusCode).toBe(
      403,
    );
    expect((await setStatus(id, { status: 'approved' }, captain.headers)).statusCode).toBe(403);
    expect((await setStatus(999_999, { status: 'approved' })).statusCode).toBe(404);
    // A shopper's account is not a captain's.
    const shopper = await newAccount(ctx.app);
    expect((await setStatus(shopper.user.id, { status: 'approved' })).statusCode).toBe(404);
    expect((await setStatus(id, { status: 'pending' })).statusCode).toBe(422);
  });

  it('approving sends a sign-in code; the captain signs in with it and may go on duty, not before', async () => {
    const body = captainBody({ name: 'Maryan Darawal' });
    const id = await applyAsCaptain(body);
    const phone = `+252${body.phone.replace(/\D/g, '').slice(1)}`;
    expect(ctx.codes.filter((message) => message.phone === phone)).toHaveLength(0);

    const res = await setStatus(id, { status: 'approved' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<{ data: AdminCaptain }>().data).toMatchObject({ id, status: 'approved', on_duty: false });
    expect(res.json().data.decided_at).not.toBeNull();
    const sent = ctx.codes.filter((message) => message.phone === phone);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ why: 'captain', name: 'Maryan Darawal' });

    const tokens = await signInWithLatestCode(ctx, phone);
    const headers = bearer(tokens.access_token);
    const me = await ctx.app.inject({ url: '/api/user/get', headers });
    expect(me.json<{ data: User }>().data).toMatchObject({ role: 'captain', name: 'Maryan Darawal' });
    const onDuty = await goOnDuty(headers);
    expect(onDuty.statusCode, onDuty.body).toBe(200);
    expect(onDuty.json().data).toEqual({ on_duty: true });

    // Approving again is refused and sends nothing.
    const again = await setStatus(id, { status: 'approved' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This captain is already approved.');
    expect(ctx.codes.filter((message) => message.phone === phone)).toHaveLength(1);
  });

  it('a pending captain going on duty is refused with a message, in English and Somali', async () => {
    const pending = await newCaptain(ctx.app, 'Pending Captain', { onDuty: false, standing: 'pending' });
    const res = await goOnDuty(pending.headers);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('You can go on duty once Suuq has approved you as a captain.');
    const so = await goOnDuty(pending.headers, '?lang=so');
    expect(so.json().message).toBe('Shaqada waad geli kartaa marka Suuq kuu ansixiyo inaad darawal noqoto.');
    // Going off duty is always allowed.
    const off = await ctx.app.inject({
      method: 'POST',
      url: '/api/user/active',
      headers: pending.headers,
      payload: { on_duty: false },
    });
    expect(off.statusCode).toBe(200);
  });

  it('of two operators approving one captain at once, one sends the code', async () => {
    const body = captainBody();
    const id = await applyAsCaptain(body);
    const phone = `+252${body.phone.replace(/\D/g, '').slice(1)}`;
    const answers = await Promise.all([
      setStatus(id, { status: 'approved' }, admin),
      setStatus(id, { status: 'approved' }, secondAdmin),
    ]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 409]);
    expect(ctx.codes.filter((message) => message.phone === phone)).toHaveLength(1);
    const [standing] = await ctx.app.db
      .select()
      .from(captainStandings)
      .where(eq(captainStandings.userId, id));
    expect(standing!.status).toBe('approved');
  });

  it('suspending takes the captain off duty and out of the offers at once; they cannot go on duty again', async () => {
    const captain = await newCaptain(ctx.app, 'Suspended Soon');
    await addVehicle(ctx.app, captain, bajajId);
    const channel = `offers.${bajajId}`;
    expect(await mayListen(ctx.app, channel, captain.tokens.access_token)).toBe(true);

    const res = await setStatus(captain.user.id, { status: 'suspended', reason: 'Complaints from riders' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<{ data: AdminCaptain }>().data).toMatchObject({
      status: 'suspended',
      reason: 'Complaints from riders',
      on_duty: false,
    });
    // Not after the cache's few seconds: now.
    expect(await mayListen(ctx.app, channel, captain.tokens.access_token)).toBe(false);
    const duty = await ctx.app.inject({ url: '/api/captain/duty', headers: captain.headers });
    expect(duty.json().data).toEqual({ on_duty: false });

    const refused = await goOnDuty(captain.headers);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'Your captain account is suspended, so you cannot go on duty. Please contact us.',
    );
    expect((await setStatus(captain.user.id, { status: 'suspended' })).statusCode).toBe(409);

    // Approved again, they may go back on duty.
    expect((await setStatus(captain.user.id, { status: 'approved' })).statusCode).toBe(200);
    expect((await goOnDuty(captain.headers)).statusCode).toBe(200);
  });

  it('a suspension and going on duty at once leave the captain off duty', async () => {
    for (let i = 0; i < 3; i++) {
      const captain = await newCaptain(ctx.app, `Racing Captain ${i}`, { onDuty: false });
      const [suspended, duty] = await Promise.all([
        setStatus(captain.user.id, { status: 'suspended' }),
        goOnDuty(captain.headers),
      ]);
      expect(suspended.statusCode).toBe(200);
      expect([200, 409]).toContain(duty.statusCode);
      const [row] = await ctx.app.db.select().from(users).where(eq(users.id, captain.user.id));
      expect(row!.onDuty).toBe(false);
    }
  });

  it('every decision is on the audit trail; the demo captains are approved', async () => {
    const id = await applyAsCaptain();
    await setStatus(id, { status: 'suspended', reason: 'Plate does not match' });
    const audit = await ctx.app.inject({ url: '/api/admin/audit?page=1', headers: admin });
    const entries = audit.json<{ data: AuditEntry[] }>().data;
    expect(entries[0]).toMatchObject({
      actor: { name: 'Sagal Osman' },
      action: 'captain.suspend',
      target: `captain:${id}`,
      details: { from: 'pending', reason: 'Plate does not match' },
    });
    expect(entries.some((entry) => entry.action === 'captain.approve')).toBe(true);

    const approved = (await listed('approved')).data;
    for (const demo of DEMO_USERS.filter((user) => user.role === 'captain')) {
      const row = approved.find((captain) => captain.phone === demo.phone);
      expect(row, demo.phone).toMatchObject({ status: 'approved', vehicle_type: { slug: 'bajaj' } });
      const tokens = await signIn(ctx.app, demo.phone, demo.password);
      expect((await goOnDuty(bearer(tokens.access_token))).statusCode).toBe(200);
    }
  });
});
