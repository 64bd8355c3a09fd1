/** Helpers for the operator's tests: an app whose sign-in codes are kept for the test, the demo operator and owner. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect } from 'vitest';
import type { TokenResponse } from '@suuq/shared/accounts';
import { buildApp, type App } from '../../app';
import { DEMO_USERS } from '../../db/seed/seed-users';
import { seedIfEmpty } from '../../db/seed/seed';
import { loadEnv, type Env } from '../../env';
import { MemoryBus } from '../../lib/live-bus';
import { createTestDatabase, type TestDatabase } from '../../test/test-database';
import { bearer, signIn } from '../accounts/accounts-test-kit';
import type { SignInCodeMessage, SignInCodeSender } from './operator-module';

export interface OperatorTestContext {
  app: App;
  bus: MemoryBus;
  testDb: TestDatabase;
  /** Every sign-in code sent, oldest first. */
  codes: SignInCodeMessage[];
  close(): Promise<void>;
}

/** The app on a fresh, migrated and seeded database, as `createTestApp` builds it, keeping the codes it sends. */
export async function createOperatorTestApp(
  overrides: Partial<Record<keyof Env, string>> = {},
): Promise<OperatorTestContext> {
  const testDb = await createTestDatabase();
  await testDb.database.migrate();
  await seedIfEmpty(testDb.database.db);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'suuq-test-'));
  const env = loadEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    WEB_DIST: '/nonexistent',
    DATA_DIR: dataDir,
    RATE_LIMIT_ORDERS_PER_MINUTE: '100000',
    LOGIN_MAX_FAILURES_PER_IP: '1000000',
    ...overrides,
  });
  const codes: SignInCodeMessage[] = [];
  const sender: SignInCodeSender = { send: async (message) => void codes.push(message) };
  const bus = new MemoryBus();
  const app = await buildApp({ env, database: testDb.database, bus, logger: false, signInCodes: sender });
  await app.ready();
  return {
    app,
    bus,
    testDb,
    codes,
    async close() {
      await app.close();
      await bus.close();
      await testDb.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export const OPERATOR = DEMO_USERS.find((user) => user.role === 'admin')!;

export async function operatorHeaders(app: App) {
  return bearer((await signIn(app, OPERATOR.phone, OPERATOR.password)).access_token);
}

/** The demo owner (and only staff member) of the store with this slug. */
export async function ownerOf(app: App, slug: string) {
  const owner = DEMO_USERS.find((user) => user.role === 'staff' && user.storeSlug === slug)!;
  const tokens = await signIn(app, owner.phone, owner.password);
  const headers = bearer(tokens.access_token);
  const me = await app.inject({ url: '/api/user/get', headers });
  return { ...owner, user_id: me.json<{ data: { id: number } }>().data.id, tokens, headers };
}

let applications = 0;

/** A valid application; each from its own client address unless one is given. */
export function applicationBody(fields: Record<string, unknown> = {}) {
  applications += 1;
  return {
    store_name: `Hiil Grocery ${applications}`,
    owner_name: 'Faadumo Cali',
    phone: `061 7${String(100_000 + applications).padStart(6, '0')}`,
    industry_id: 1,
    address: 'KM4, Hodan, Mogadishu',
    location: { lat: 2.03, lng: 45.31 },
    ...fields,
  };
}

export async function apply(app: App, body = applicationBody(), ip = `10.77.0.${applications % 250}`) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/store-applications',
    payload: body,
    remoteAddress: ip,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ data: { id: number; status: 'pending' } }>().data.id;
}

/** Signs in with a one-time code. */
export function signInWithCode(app: App, username: string, code: string) {
  return app.inject({
    method: 'POST',
    url: '/api/oauth/sign-in-code',
    payload: { client_id: 'web', client_secret: '', username, code },
  });
}

/** The tokens of a sign-in with the newest code sent to `phone`. */
export async function signInWithLatestCode(ctx: OperatorTestContext, phone: string): Promise<TokenResponse> {
  const sent = ctx.codes.findLast((message) => message.phone === phone);
  expect(sent, `a code for ${phone}`).toBeDefined();
  const res = await signInWithCode(ctx.app, phone, sent!.code);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<TokenResponse>();
}
