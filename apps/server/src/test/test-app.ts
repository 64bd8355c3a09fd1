import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp, type App, type AppDependencies } from '../app';
import { seedIfEmpty } from '../db/seed/seed';
import { loadEnv, type Env } from '../env';
import { MemoryBus } from '../lib/live-bus';
import { createTestDatabase, type TestDatabase } from './test-database';

export interface TestContext {
  app: App;
  bus: MemoryBus;
  testDb: TestDatabase;
  env: Env;
  /** SQL statements run since the last `resetQueries()`. */
  queries: string[];
  close(): Promise<void>;
}

/**
 * Builds the app on a fresh, migrated and seeded database, as the real start does. `deps`: what a test puts in
 * place of the app's own (a sign-in code sender that keeps the codes, say).
 */
export async function createTestApp(
  overrides: Partial<Record<keyof Env, string>> = {},
  deps: Pick<AppDependencies, 'signInCodes'> = {},
): Promise<TestContext> {
  const queries: string[] = [];
  const testDb = await createTestDatabase({ onQuery: (sql) => queries.push(sql) });
  await testDb.database.migrate();
  await seedIfEmpty(testDb.database.db);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'suuq-test-'));
  const env = loadEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    WEB_DIST: '/nonexistent',
    DATA_DIR: dataDir,
    // Tests fire many orders from one address; the limits have their own test.
    RATE_LIMIT_ORDERS_PER_MINUTE: '100000',
    RATE_LIMIT_TRACKING_PER_MINUTE: '100000',
    RATE_LIMIT_SLOTS_PER_MINUTE: '100000',
    ...overrides,
  });
  const bus = new MemoryBus();
  const app = await buildApp({ env, database: testDb.database, bus, logger: false, ...deps });
  await app.ready();
  queries.length = 0;
  return {
    app,
    bus,
    testDb,
    env,
    queries,
    async close() {
      await app.close();
      await bus.close();
      await testDb.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
