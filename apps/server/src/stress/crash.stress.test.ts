/**
 * Crash: an API process is killed with SIGKILL in the middle of a load of orders and started again on the same
 * database. Every order the client got a 201 for exists with its items, nothing is half-written, every request
 * whose answer was lost gets exactly one order when retried with its Idempotency-Key, and sold plus remaining
 * stock equals the starting stock. On PostgreSQL, and on the default PGlite in its data folder.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { Order } from '@suuq/shared/orders';
import { openDatabase, type Database } from '../db/client';
import { seedIfEmpty } from '../db/seed/seed';
import {
  checkLedger,
  linesFor,
  orderBody,
  prepareLoadStore,
  stockLine,
  type Line,
  type LoadStore,
} from '../test/order-ledger';
import { startServer, type RunningServer } from '../test/spawn-server';
import { createTestDatabase, type TestDatabase } from '../test/test-database';

const databaseUrl = process.env.TEST_DATABASE_URL;
if (!databaseUrl) {
  console.warn('\n  TEST_DATABASE_URL is not set: the crash test runs on PGlite only, not on PostgreSQL.\n');
}

const BUYERS = 16;
const PRODUCTS = 4;
const STARTING_STOCK = 100_000;

const serverEnv = (dataDir: string, url: string | undefined) => ({
  DATABASE_URL: url ?? '',
  DATA_DIR: dataDir,
  AUTH_SECRET: 'crash-test-secret-0123456789abcdef',
  RATE_LIMIT_ORDERS_PER_MINUTE: '1000000',
  LOG_LEVEL: 'info',
});

async function place(server: RunningServer, store: LoadStore, n: number) {
  const res = await fetch(server.url(`/v1/api/stores/${store.storeId}/placeOrder`), {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'idempotency-key': `crash-${n}` },
    body: JSON.stringify(orderBody(store, n)),
  });
  return { status: res.status, body: (await res.json()) as { data?: Order; message?: string } };
}

/**
 * Buyers place orders without pause; once `killAfter` have been answered 201 the process is killed. Returns what
 * the client knows: the orders answered 201, and the requests whose outcome it never learnt.
 */
async function loadAndKill(server: RunningServer, store: LoadStore, killAfter: number) {
  const answered = new Map<string, Line[]>();
  const unknown: number[] = [];
  const refused: string[] = [];
  let next = 0;
  let killed: Promise<number | null> | undefined;
  await Promise.all(
    Array.from({ length: BUYERS }, async () => {
      while (!killed) {
        const n = next++;
        try {
          const res = await place(server, store, n);
          if (res.status === 201) answered.set(res.body.data!.order_number, linesFor(store, n));
          else refused.push(`${res.status} ${res.body.message}`);
        } catch {
          unknown.push(n);
        }
        if (answered.size >= killAfter && !killed) killed = server.stop('SIGKILL');
      }
    }),
  );
  await killed;
  return { answered, unknown, refused, requests: next };
}

async function crashAndRecover(
  label: string,
  env: Record<string, string>,
  store: LoadStore,
  killAfter: number,
  openLedger: () => Promise<Database>,
) {
  const started = Date.now();
  const first = await startServer(env);
  const load = await loadAndKill(first, store, killAfter);
  expect(first.child.signalCode).toBe('SIGKILL');
  expect(load.refused).toEqual([]);

  const answeredBeforeKill = load.answered.size;
  const restartedAt = Date.now();
  const second = await startServer(env);
  let replayed = 0;
  const retryStatuses: number[] = [];
  try {
    expect((await fetch(second.url('/api/health'))).status).toBe(200);
    // The client retries every request whose answer it lost, with the same key and body.
    for (const n of load.unknown) {
      const res = await place(second, store, n);
      retryStatuses.push(res.status);
      if (res.status !== 201) continue;
      const order = res.body.data!;
      if (Date.parse(order.status_history[0]!.at) < restartedAt) replayed += 1;
      load.answered.set(order.order_number, linesFor(store, n));
    }
  } finally {
    await second.stop();
  }
  expect(retryStatuses).toEqual(load.unknown.map(() => 201));

  const database = await openLedger();
  try {
    const ledger = await checkLedger(database.db, store, load.answered);
    console.log(
      `crash (${label}): ${load.requests} requests by ${BUYERS} buyers, ${answeredBeforeKill} answered 201 before 1 kill ` +
        `(SIGKILL), ${load.unknown.length} answers lost and retried after restart ` +
        `(${replayed} had committed, ${load.unknown.length - replayed} placed now), ${ledger.orders} orders ` +
        `in the database, ${ledger.missing.length} missing, ${ledger.halfWritten} half-written, ` +
        `${stockLine(ledger)}, ${Math.round((Date.now() - started) / 1000)} s`,
    );
    expect(ledger.missing).toEqual([]);
    expect(ledger.halfWritten).toBe(0);
    expect(ledger.orders).toBe(load.answered.size);
    expect(load.answered.size).toBe(load.requests);
    for (const product of ledger.stock) expect(product.sold + product.left).toBe(product.start);
  } finally {
    await database.close();
  }
}

describe.runIf(databaseUrl)('SIGKILL mid-load on PostgreSQL', () => {
  let testDb: TestDatabase;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'suuq-crash-pg-'));
  afterAll(async () => {
    await testDb?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('keeps every answered order whole and the stock exact after a kill and restart', async () => {
    testDb = await createTestDatabase();
    await testDb.database.migrate();
    await seedIfEmpty(testDb.database.db);
    const store = await prepareLoadStore(testDb.database.db, PRODUCTS, STARTING_STOCK);
    await crashAndRecover('postgres', serverEnv(dataDir, testDb.url), store, 400, async () => ({
      ...testDb.database,
      close: async () => {},
    }));
  });
});

describe('SIGKILL mid-load on PGlite in its data folder', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'suuq-crash-pglite-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('keeps every answered order whole and the stock exact after a kill and restart', async () => {
    // The data folder is made ready as the server would, then handed to it.
    const setup = openDatabase({ dataDir });
    await setup.migrate();
    await seedIfEmpty(setup.db);
    const store = await prepareLoadStore(setup.db, PRODUCTS, STARTING_STOCK);
    await setup.close();
    await crashAndRecover('pglite', serverEnv(dataDir, undefined), store, 150, async () =>
      openDatabase({ dataDir }),
    );
  });
});
