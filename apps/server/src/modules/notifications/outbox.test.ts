/**
 * The outbox worker: each message sent once, whatever runs beside it (a second worker, a failing gateway, a worker
 * that died while sending), never to a phone that sent STOP nor past a phone's hourly limit, and a clean stop.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxMessages } from '../../db/schema';
import { createTestDatabase, type TestDatabase } from '../../test/test-database';
import { startFakeSmsGateway, type FakeSmsGateway } from '../../test/fake-sms-gateway';
import { smsRecipient } from './gsm7';
import { outboxOn, phoneForTest, RecordingProvider, writeText } from './notifications-test-kit';
import { HttpSmsProvider } from './sms-provider';
import { eq } from 'drizzle-orm';

let testDb: TestDatabase;
let gateway: FakeSmsGateway;
beforeAll(async () => {
  testDb = await createTestDatabase();
  await testDb.database.migrate();
  gateway = await startFakeSmsGateway();
});
afterAll(async () => {
  await gateway.close();
  await testDb.drop();
});

const db = () => testDb.database.db;
const rowOf = async (key: string) => {
  const [row] = await db().select().from(outboxMessages).where(eq(outboxMessages.dedupeKey, key));
  return row!;
};

describe('the outbox', () => {
  it('keeps one message per event, and two workers at once send each one once', async () => {
    const provider = new RecordingProvider();
    const one = outboxOn(db(), provider);
    const two = outboxOn(db(), provider);
    const phones = Array.from({ length: 24 }, () => phoneForTest());
    for (const [i, to] of phones.entries()) {
      expect(await writeText(db(), one.outbox, { to, dedupeKey: `twice:${i}` })).toBe(true);
      // The same event again writes nothing.
      expect(await writeText(db(), two.outbox, { to, dedupeKey: `twice:${i}` })).toBe(false);
    }
    const [a, b] = await Promise.all([one.worker.drain(), two.worker.drain()]);
    expect(a.sent + b.sent).toBe(phones.length);
    expect(provider.sent.map((text) => text.to).toSorted()).toEqual(phones.map(smsRecipient).toSorted());
    for (let i = 0; i < phones.length; i += 1) {
      const row = await rowOf(`twice:${i}`);
      expect(row).toMatchObject({ status: 'sent', attempts: 1, lockedUntil: null });
      expect(row.sentAt).toBeInstanceOf(Date);
    }
  });

  it('sends once through a gateway that fails twice first', async () => {
    gateway.failNext(2);
    const refusedBefore = gateway.refused;
    const { outbox, worker } = outboxOn(db(), new HttpSmsProvider(gateway.url, gateway.token));
    const to = phoneForTest();
    await writeText(db(), outbox, { to, dedupeKey: 'flaky', text: 'Suuq: koodhkaagu waa 123456' });
    const result = await worker.drain();
    expect(result).toMatchObject({ sent: 1, failed: 2 });
    expect(gateway.refused - refusedBefore).toBe(2);
    expect(gateway.texts.filter((text) => text.to === smsRecipient(to))).toEqual([
      { to: smsRecipient(to), text: 'Suuq: koodhkaagu waa 123456' },
    ]);
    expect(await rowOf('flaky')).toMatchObject({ status: 'sent', attempts: 3, lastError: null });
  });

  it('waits longer after each failure, and gives up after the last try', async () => {
    const provider = new RecordingProvider(() => true);
    const { outbox, worker } = outboxOn(db(), provider, { backoffMs: 60_000, maxAttempts: 3 });
    await writeText(db(), outbox, { to: phoneForTest(), dedupeKey: 'doomed' });
    const waitOf = async () => {
      const [row] = await db()
        .select({
          seconds: sql<number>`extract(epoch from ${outboxMessages.nextAttemptAt} - now())`.mapWith(Number),
        })
        .from(outboxMessages)
        .where(eq(outboxMessages.dedupeKey, 'doomed'));
      return row!.seconds;
    };
    const due = () =>
      db()
        .update(outboxMessages)
        .set({ nextAttemptAt: sql`now()` })
        .where(eq(outboxMessages.dedupeKey, 'doomed'));

    expect(await worker.drain()).toMatchObject({ failed: 1, sent: 0 });
    expect(await rowOf('doomed')).toMatchObject({ status: 'retry', attempts: 1 });
    expect(await waitOf()).toBeGreaterThan(50);
    expect(await waitOf()).toBeLessThanOrEqual(60);
    // Not due yet: nothing is tried.
    expect(await worker.drain()).toMatchObject({ failed: 0, sent: 0 });
    expect(provider.calls).toBe(1);

    await due();
    await worker.drain();
    expect(await rowOf('doomed')).toMatchObject({ status: 'retry', attempts: 2 });
    expect(await waitOf()).toBeGreaterThan(110);
    expect(await waitOf()).toBeLessThanOrEqual(120);

    await due();
    await worker.drain();
    const dead = await rowOf('doomed');
    expect(dead).toMatchObject({ status: 'dead', attempts: 3 });
    expect(dead.lastError).toContain('gateway refused call 3');
    await due();
    expect(await worker.drain()).toMatchObject({ failed: 0, sent: 0 });
    expect(provider.calls).toBe(3);
  });

  it('sends once what a worker that died left sending, after its lease and not before', async () => {
    const provider = new RecordingProvider();
    const crashed = outboxOn(db(), provider);
    const to = phoneForTest();
    await writeText(db(), crashed.outbox, { to, dedupeKey: 'orphan' });
    // The first worker claims it and dies before sending (nothing more of it runs).
    const claimed = await crashed.repository.claim(100, 60_000);
    expect(claimed.map((row) => row.dedupeKey)).toContain('orphan');
    const orphan = claimed.find((row) => row.dedupeKey === 'orphan')!;

    const next = outboxOn(db(), provider);
    expect((await next.worker.drain()).sent).toBe(0);
    expect(await rowOf('orphan')).toMatchObject({ status: 'sending', attempts: 1 });

    // Its lease runs out.
    await db()
      .update(outboxMessages)
      .set({ lockedUntil: sql`now() - interval '1 second'` })
      .where(eq(outboxMessages.status, 'sending'));
    expect((await next.worker.drain()).sent).toBeGreaterThanOrEqual(1);
    expect(provider.sent.filter((text) => text.to === smsRecipient(to))).toHaveLength(1);
    expect(await rowOf('orphan')).toMatchObject({ status: 'sent', attempts: 2 });

    // The dead worker's claim is stale: what it would write now changes nothing.
    await crashed.repository.markFailed(orphan, 'too late', 0);
    expect(await crashed.repository.markSent(orphan)).toBe(false);
    expect(await rowOf('orphan')).toMatchObject({ status: 'sent', attempts: 2, lastError: null });
    expect((await next.worker.drain()).sent).toBe(0);
  });

  it('sends nothing to a phone that sent STOP', async () => {
    const provider = new RecordingProvider();
    const { outbox, worker, repository } = outboxOn(db(), provider);
    const stopped = phoneForTest();
    const other = phoneForTest();
    await repository.stop(smsRecipient(stopped));
    await writeText(db(), outbox, { to: stopped, dedupeKey: 'stopped' });
    await writeText(db(), outbox, { to: other, dedupeKey: 'not-stopped' });
    expect(await worker.drain()).toMatchObject({ sent: 1, skipped: 1 });
    expect(provider.sent.map((text) => text.to)).toEqual([smsRecipient(other)]);
    const row = await rowOf('stopped');
    expect(row.status).toBe('skipped');
    expect(row.lastError).toMatch(/^stopped/);
  });

  it('sends a phone no more than its hourly limit, exactly, with two workers at once', async () => {
    const provider = new RecordingProvider();
    const one = outboxOn(db(), provider, { perPhonePerHour: 3, batch: 2 });
    const two = outboxOn(db(), provider, { perPhonePerHour: 3, batch: 2 });
    const busy = phoneForTest();
    const quiet = phoneForTest();
    for (let i = 0; i < 8; i += 1) await writeText(db(), one.outbox, { to: busy, dedupeKey: `busy:${i}` });
    await writeText(db(), one.outbox, { to: quiet, dedupeKey: 'quiet' });
    await Promise.all([one.worker.drain(), two.worker.drain()]);
    expect(provider.sent.filter((text) => text.to === smsRecipient(busy))).toHaveLength(3);
    expect(provider.sent.filter((text) => text.to === smsRecipient(quiet))).toHaveLength(1);
    const rows = await one.repository.to(smsRecipient(busy));
    expect(rows.filter((row) => row.status === 'sent')).toHaveLength(3);
    const skipped = rows.filter((row) => row.status === 'skipped');
    expect(skipped).toHaveLength(5);
    for (const row of skipped) expect(row.lastError).toMatch(/^limit/);
  });

  it('stops cleanly: the text being sent finishes, the others claimed go back untried', async () => {
    let entered!: () => void;
    const sending = new Promise<void>((resolve) => (entered = resolve));
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const sent: string[] = [];
    const slow = {
      name: 'slow',
      async send(to: string) {
        entered();
        await gate;
        sent.push(to);
      },
    };
    const { outbox, worker, repository } = outboxOn(db(), slow);
    const phones = [phoneForTest(), phoneForTest(), phoneForTest()];
    for (const [i, to] of phones.entries()) await writeText(db(), outbox, { to, dedupeKey: `stop:${i}` });
    worker.start();
    await sending;
    let stopped = false;
    const stopping = worker.stop().then(() => (stopped = true));
    await new Promise((resolve) => setImmediate(resolve));
    expect(stopped).toBe(false);
    release();
    await stopping;
    expect(sent).toHaveLength(1);
    const rows = await Promise.all(phones.map((_, i) => rowOf(`stop:${i}`)));
    expect(rows.filter((row) => row.status === 'sent')).toHaveLength(1);
    const back = rows.filter((row) => row.status !== 'sent');
    expect(back).toHaveLength(2);
    for (const row of back) expect(row).toMatchObject({ status: 'pending', attempts: 0, lockedUntil: null });
    // Stopped means stopped: a wake claims nothing.
    worker.wake();
    expect(await repository.depth()).toBe(2);

    const provider = new RecordingProvider();
    await outboxOn(db(), provider).worker.drain();
    expect(provider.sent.map((text) => text.to).toSorted()).toEqual(
      back.map((row) => row.recipient).toSorted(),
    );
  });
});
