/**
 * Africa's Talking's adapter against a local stand-in of its API: what it posts, a text taken, a recipient refused,
 * a 5xx, no answer in time; refusals reach the outbox as a retry with the provider's words. And the settings it
 * needs are checked at start.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { outboxMessages } from '../../db/schema';
import { loadEnv } from '../../env';
import { startFakeAfricasTalking, type FakeAfricasTalking } from '../../test/fake-africas-talking';
import { createTestDatabase, type TestDatabase } from '../../test/test-database';
import { outboxOn, phoneForTest, silentLog, writeText } from './notifications-test-kit';
import { AfricasTalkingSmsProvider, smsProviderFrom } from './sms-provider';

let fake: FakeAfricasTalking;
let testDb: TestDatabase;
beforeAll(async () => {
  fake = await startFakeAfricasTalking();
  testDb = await createTestDatabase();
  await testDb.database.migrate();
});
afterAll(async () => {
  await fake.close();
  await testDb.drop();
});
beforeEach(() => {
  fake.mode = 'accept';
});

const provider = (settings: { senderId?: string; apiKey?: string } = {}, timeoutMs = 2_000) =>
  new AfricasTalkingSmsProvider(
    {
      username: fake.username,
      apiKey: settings.apiKey ?? fake.apiKey,
      senderId: settings.senderId,
      baseUrl: fake.url,
    },
    timeoutMs,
  );

describe("Africa's Talking", () => {
  it('posts the form with the key and takes a text whose recipient answers Success', async () => {
    const before = fake.requests.length;
    await provider({ senderId: 'SUUQ' }).send('252612345678', 'Suuq: dalabkaaga waa la helay');
    expect(fake.requests.slice(before)).toEqual([
      {
        form: {
          username: fake.username,
          to: '+252612345678',
          message: 'Suuq: dalabkaaga waa la helay',
          from: 'SUUQ',
        },
        apiKey: fake.apiKey,
        accept: 'application/json',
      },
    ]);
  });

  it('leaves out the sender ID when none is set', async () => {
    const before = fake.requests.length;
    await provider().send('252612345678', 'Suuq: test');
    expect(fake.requests[before]!.form).not.toHaveProperty('from');
  });

  it('throws with the provider’s words when the recipient is refused', async () => {
    fake.mode = 'reject';
    await expect(provider().send('252612345678', 'Suuq: test')).rejects.toThrow(
      /did not take the text: InvalidPhoneNumber \(403\)/,
    );
  });

  it('throws on a 5xx, and on a wrong key', async () => {
    fake.mode = 'error';
    await expect(provider().send('252612345678', 'Suuq: test')).rejects.toThrow(
      /answered 500: Internal Server Error/,
    );
    fake.mode = 'accept';
    await expect(provider({ apiKey: 'wrong' }).send('252612345678', 'Suuq: test')).rejects.toThrow(
      /answered 401: The supplied authentication is invalid/,
    );
  });

  it('gives up on an API that does not answer in time', async () => {
    fake.mode = 'hang';
    await expect(provider({}, 200).send('252612345678', 'Suuq: test')).rejects.toThrow(/timeout|aborted/i);
  });

  it('a refused text is tried again later, with the provider’s words kept; a taken one is sent', async () => {
    const db = testDb.database.db;
    const { outbox, worker } = outboxOn(db, provider(), { backoffMs: 60_000 });
    fake.mode = 'reject';
    await writeText(db, outbox, { to: phoneForTest(), dedupeKey: 'at:refused' });
    expect(await worker.drain()).toMatchObject({ sent: 0, failed: 1 });
    const [refused] = await db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.dedupeKey, 'at:refused'));
    expect(refused).toMatchObject({ status: 'retry', attempts: 1 });
    expect(refused!.lastError).toMatch(/InvalidPhoneNumber \(403\)/);

    fake.mode = 'accept';
    await writeText(db, outbox, { to: phoneForTest(), dedupeKey: 'at:taken' });
    expect(await worker.drain()).toMatchObject({ sent: 1, failed: 0 });
    const [taken] = await db.select().from(outboxMessages).where(eq(outboxMessages.dedupeKey, 'at:taken'));
    expect(taken).toMatchObject({ status: 'sent', lastError: null });
  });
});

describe("Africa's Talking's settings", () => {
  it('stop the start with a clear message when the username or key is missing', () => {
    expect(() => loadEnv({ SMS_PROVIDER: 'africastalking', AT_USERNAME: 'suuq' })).toThrow(
      /AT_API_KEY: is required when SMS_PROVIDER is africastalking/,
    );
    expect(() => loadEnv({ SMS_PROVIDER: 'africastalking' })).toThrow(
      /AT_USERNAME: is required when SMS_PROVIDER is africastalking\n {2}AT_API_KEY/,
    );
  });

  it('choose the adapter, on the live API unless told otherwise', () => {
    const env = loadEnv({ SMS_PROVIDER: 'africastalking', AT_USERNAME: 'suuq', AT_API_KEY: 'key' });
    expect(env.AT_BASE_URL).toBe('https://api.africastalking.com');
    expect(smsProviderFrom(env, silentLog).name).toBe('africastalking');
  });
});
