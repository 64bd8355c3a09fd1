/**
 * A shopper's reply through the gateway (STOP and START, JSON or Africa's Talking's form, the token, the limit)
 * and the log of texts: a store's staff see their store's only, the operator all, phones and codes always masked.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NotificationLogEntry } from '@suuq/shared/notification-log';
import { outboxMessages, stores } from '../../db/schema';
import { DEMO_USERS } from '../../db/seed/seed-users';
import { createTestApp, type TestContext } from '../../test/test-app';
import { newAccount } from '../accounts/accounts-test-kit';
import { operatorHeaders, ownerOf } from '../operator/operator-test-kit';
import { smsRecipient } from './gsm7';
import { phoneForTest, writeText } from './notifications-test-kit';
import { OutboxRepository } from './outbox-repository';
import { SmsInbound } from './sms-inbound';

const TOKEN = 'inbound-token-for-the-tests';
const LIMIT = 3;

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ SMS_INBOUND_TOKEN: TOKEN, RATE_LIMIT_SMS_INBOUND_PER_MINUTE: String(LIMIT) });
});
afterAll(() => ctx.close());

let addresses = 0;
/** Each reply from its own address unless told, so the limit per address stays out of the way. */
const freshIp = () => `10.88.${Math.floor(addresses / 250)}.${(addresses++ % 250) + 1}`;

function reply(from: string, text: string, { token = TOKEN as string | null, ip = freshIp() } = {}) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/sms/inbound',
    remoteAddress: ip,
    headers: token === null ? {} : { authorization: `Bearer ${token}` },
    payload: { from, text },
  });
}

/** Africa's Talking's callback: form-encoded, the token in the query. */
function atReply(from: string, text: string, token = TOKEN) {
  return ctx.app.inject({
    method: 'POST',
    url: `/api/sms/inbound?token=${encodeURIComponent(token)}`,
    remoteAddress: freshIp(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({
      from,
      text,
      to: '12345',
      id: 'ATXid_1',
      linkId: 'link-1',
      date: '2026-11-29 10:00:00',
    }).toString(),
  });
}

const db = () => ctx.app.db;
const outbox = () => ctx.app.notifications.outbox;
const drain = () => ctx.app.notifications.worker.drain();
const statusOf = async (key: string) =>
  (await db().select().from(outboxMessages).where(eq(outboxMessages.dedupeKey, key)))[0]!.status;

describe('POST /api/sms/inbound', () => {
  it('STOP: a queued text and a new one are not sent; START: texts go again', async () => {
    const phone = phoneForTest();
    await writeText(db(), outbox(), { to: phone, dedupeKey: 'stop:queued' });

    const stopped = await reply(phone, 'STOP');
    expect(stopped.statusCode, stopped.body).toBe(200);
    expect(stopped.json()).toEqual({ data: { action: 'stopped' } });
    await writeText(db(), outbox(), { to: phone, dedupeKey: 'stop:new' });
    await drain();
    expect(await statusOf('stop:queued')).toBe('skipped');
    expect(await statusOf('stop:new')).toBe('skipped');

    const started = await reply(phone, 'start');
    expect(started.json()).toEqual({ data: { action: 'started' } });
    await writeText(db(), outbox(), { to: phone, dedupeKey: 'stop:after-start' });
    await drain();
    expect(await statusOf('stop:after-start')).toBe('sent');
  });

  it('reads the first word in any case, the Somali words and the other spellings', async () => {
    const cases: [string, string][] = [
      ['Stop please', 'stopped'],
      ['  jooji.', 'stopped'],
      ['STOPP', 'stopped'],
      ['unsubscribe', 'stopped'],
      ['Bilow', 'started'],
      ['mahadsanid, stop', 'ignored'],
      ['', 'ignored'],
    ];
    for (const [text, action] of cases) {
      const res = await reply(phoneForTest(), text);
      expect(res.json(), text).toEqual({ data: { action } });
    }
  });

  it("takes Africa's Talking's form with the token in the query, and any form of a Somali number", async () => {
    const phone = phoneForTest();
    const digits = smsRecipient(phone);
    const res = await atReply(phone, 'JOOJI');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ data: { action: 'stopped' } });
    await writeText(db(), outbox(), { to: phone, dedupeKey: 'at-form:stopped' });
    await drain();
    expect(await statusOf('at-form:stopped')).toBe('skipped');
    // The local form of the same number lifts it.
    expect((await reply(`0${digits.slice(3)}`, 'START')).json()).toEqual({ data: { action: 'started' } });
    await writeText(db(), outbox(), { to: phone, dedupeKey: 'at-form:started' });
    await drain();
    expect(await statusOf('at-form:started')).toBe('sent');
  });

  it('refuses a missing or wrong token with 401, before reading the body', async () => {
    const phone = phoneForTest();
    expect((await reply(phone, 'STOP', { token: null })).statusCode).toBe(401);
    const wrong = await reply(phone, 'STOP', { token: 'not-the-token-at-all' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().message).toMatch(/token/);
    expect((await atReply(phone, 'STOP', 'wrong-token-in-the-query')).statusCode).toBe(401);
    expect((await reply('not a phone', 'STOP', { token: null })).statusCode).toBe(401);
    // Nothing was stopped.
    await writeText(db(), outbox(), { to: phone, dedupeKey: 'refused:still-sent' });
    await drain();
    expect(await statusOf('refused:still-sent')).toBe('sent');
  });

  it('refuses every delivery when no token is configured', async () => {
    const inbound = new SmsInbound(new OutboxRepository(db()), undefined);
    expect(() => inbound.authorize('')).toThrow();
    expect(() => inbound.authorize('anything-at-all-here')).toThrow();
  });

  it('answers 422 when the sender is not a phone number', async () => {
    const res = await reply('SUUQ', 'STOP');
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toHaveProperty('from');
  });

  it('is limited per client address', async () => {
    const ip = '10.99.0.1';
    const answers = [];
    for (let i = 0; i <= LIMIT; i += 1)
      answers.push((await reply(phoneForTest(), 'hello', { ip })).statusCode);
    expect(answers).toEqual([...Array<number>(LIMIT).fill(200), 429]);
  });
});

describe('the log of texts', () => {
  type Page = { data: NotificationLogEntry[]; meta: { page: number; per_page: number; total: number } };
  const staffSlugs = [...new Set(DEMO_USERS.filter((u) => u.role === 'staff').map((u) => u.storeSlug!))];
  let mine: { id: number; headers: { authorization: string } };
  let theirs: { id: number };
  const customerPhone = '+252612345678';

  beforeAll(async () => {
    const idOf = async (slug: string) =>
      (await db().select({ id: stores.id }).from(stores).where(eq(stores.slug, slug)))[0]!.id;
    const owner = await ownerOf(ctx.app, staffSlugs[0]!);
    mine = { id: await idOf(staffSlugs[0]!), headers: owner.headers };
    theirs = { id: await idOf(staffSlugs[1]!) };
    await writeText(db(), outbox(), {
      to: customerPhone,
      dedupeKey: 'log:mine:placed',
      kind: 'order_placed',
      storeId: mine.id,
      orderNumber: 'SQ-1001',
      text: 'Suuq: order SQ-1001 received. Track it: suuq.so/t/SQ-1001',
    });
    await writeText(db(), outbox(), {
      to: '+252771234599',
      dedupeKey: 'log:mine:code',
      kind: 'sign_in_code',
      storeId: mine.id,
      text: 'Suuq: 482913 waa koodhkaaga galitaanka.',
    });
    await writeText(db(), outbox(), {
      to: '+252615550101',
      dedupeKey: 'log:theirs:placed',
      kind: 'order_placed',
      storeId: theirs.id,
      orderNumber: 'SQ-2002',
      text: 'Suuq: order SQ-2002 received.',
    });
    await writeText(db(), outbox(), {
      to: '+252615550102',
      dedupeKey: 'log:reset',
      kind: 'password_reset',
      text: 'Suuq: 551234 is your code to reset your password.',
    });
    // A failed try whose words carry the phone.
    await db()
      .update(outboxMessages)
      .set({ status: 'retry', attempts: 1, lastError: 'InvalidPhoneNumber +252612345678 (403)' })
      .where(eq(outboxMessages.dedupeKey, 'log:mine:placed'));
  });

  const merchant = (query = '', headers = mine.headers) =>
    ctx.app.inject({ url: `/api/merchant/notifications${query}`, headers });
  const admin = async (query = '') =>
    ctx.app.inject({ url: `/api/admin/notifications${query}`, headers: await operatorHeaders(ctx.app) });

  it("shows the staff their store's texts only, newest first, masked", async () => {
    const res = await merchant();
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json<Page>();
    expect(page.meta).toEqual({ page: 1, per_page: 20, total: 2 });
    expect(page.data.map((entry) => entry.kind)).toEqual(['sign_in_code', 'order_placed']);
    const [code, placed] = page.data;
    expect(placed).toMatchObject({
      channel: 'sms',
      to: '+25261•••••78',
      language: 'en',
      status: 'failed',
      attempts: 1,
      order_number: 'SQ-1001',
      text: 'Suuq: order SQ-1001 received. Track it: suuq.so/t/SQ-1001',
      sent_at: null,
    });
    expect(placed!.last_error).toBe('InvalidPhoneNumber +•••••••••••• (403)');
    expect(code).toMatchObject({ to: '+25277•••••99', status: 'queued', order_number: null });
    expect(code!.text).toBe('Suuq: •••••• waa koodhkaaga galitaanka.');
    expect(res.body).not.toContain('612345678');
    expect(res.body).not.toContain('482913');
    expect(res.body).not.toContain('SQ-2002');
  });

  it('narrows the store’s log by status and pages it', async () => {
    const failed = (await merchant('?status=failed')).json<Page>();
    expect(failed.data.map((entry) => entry.order_number)).toEqual(['SQ-1001']);
    const second = (await merchant('?page=2&per_page=1')).json<Page>();
    expect(second.meta).toEqual({ page: 2, per_page: 1, total: 2 });
    expect(second.data.map((entry) => entry.kind)).toEqual(['order_placed']);
    expect((await merchant('?status=lost')).statusCode).toBe(422);
  });

  it('shows the operator every text, narrowed by kind and status, codes masked', async () => {
    const res = await admin('?per_page=100');
    expect(res.statusCode, res.body).toBe(200);
    const all = res.json<Page>();
    expect(all.data.map((entry) => entry.order_number)).toEqual(
      expect.arrayContaining(['SQ-1001', 'SQ-2002']),
    );
    expect(res.body).not.toContain('551234');
    expect(res.body).not.toContain('482913');
    expect(res.body).not.toMatch(/"to":"\+?\d{9,}"/);
    const resets = (await admin('?kind=password_reset')).json<Page>();
    expect(resets.data).toHaveLength(1);
    expect(resets.data[0]).toMatchObject({
      to: '+25261•••••02',
      text: 'Suuq: •••••• is your code to reset your password.',
    });
    const failed = (await admin('?status=failed&kind=order_placed')).json<Page>();
    expect(failed.data.map((entry) => entry.order_number)).toEqual(['SQ-1001']);
    expect((await admin('?kind=Order Placed')).statusCode).toBe(422);
  });

  it('refuses shoppers and staff the operator’s log, and shoppers the store’s', async () => {
    const shopper = await newAccount(ctx.app);
    expect(
      (await ctx.app.inject({ url: '/api/admin/notifications', headers: shopper.headers })).statusCode,
    ).toBe(403);
    expect(
      (await ctx.app.inject({ url: '/api/admin/notifications', headers: mine.headers })).statusCode,
    ).toBe(403);
    expect((await ctx.app.inject({ url: '/api/admin/notifications' })).statusCode).toBe(401);
    expect((await merchant('', shopper.headers)).statusCode).toBe(403);
  });
});
