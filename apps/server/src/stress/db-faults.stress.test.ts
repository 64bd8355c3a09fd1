/**
 * Database faults: a TCP proxy between the API process and PostgreSQL cuts every connection, slows all traffic
 * down, or stops it without a word (a partition), in the middle of a load of orders. While the database is out of
 * reach the API answers 503 with a message (never a 500, never a hang); when it is back the API recovers without a
 * restart, and every order is there exactly once, whole, with sold plus remaining stock equal to the starting
 * stock.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Order } from '@suuq/shared/orders';
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
import { startTcpProxy, type TcpProxy } from '../test/tcp-proxy';
import { createTestDatabase, type TestDatabase } from '../test/test-database';

const databaseUrl = process.env.TEST_DATABASE_URL;
if (!databaseUrl) {
  console.warn(
    '\n  TEST_DATABASE_URL is not set: the database fault test (cut and slow connections) does not run.\n',
  );
}

const BUYERS = 8;
const CUTS = 5;
/** The API's statement timeout in this test; the slow phase delays traffic beyond it, the sluggish one within. */
const QUERY_TIMEOUT_MS = 2000;
const SLOW_MS = 3000;
const SLUGGISH_MS = 100;
/** A partition lasts longer than any answer may take. */
const STALL_MS = 20_000;
/**
 * No request may take longer than this, whatever the database does: a few statements at the timeout, with room
 * for a busy machine, and well below the partition.
 */
const BOUND_MS = 12_000;
const UNAVAILABLE = { message: 'The service is busy right now. Please try again shortly.' };
const IN_PROGRESS = { message: 'This order is still being placed. Please wait a moment.' };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.runIf(databaseUrl)('the database connection cut and slowed under a load of orders', () => {
  let testDb: TestDatabase;
  let proxy: TcpProxy;
  let server: RunningServer;
  let store: LoadStore;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'suuq-faults-'));

  beforeAll(async () => {
    testDb = await createTestDatabase();
    await testDb.database.migrate();
    await seedIfEmpty(testDb.database.db);
    store = await prepareLoadStore(testDb.database.db, 4, 100_000);
    const target = new URL(testDb.url!);
    proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
    server = await startServer({
      DATABASE_URL: proxy.url(testDb.url!),
      DATA_DIR: dataDir,
      AUTH_SECRET: 'faults-test-secret-0123456789abcdef',
      RATE_LIMIT_ORDERS_PER_MINUTE: '1000000',
      DATABASE_QUERY_TIMEOUT_MS: String(QUERY_TIMEOUT_MS),
      DATABASE_CONNECT_TIMEOUT_MS: String(QUERY_TIMEOUT_MS),
    });
  }, 300_000);

  afterAll(async () => {
    if (server && server.child.exitCode !== null) {
      console.error(`The API process died:\n${server.output().slice(-4000)}`);
    }
    await server?.stop();
    await proxy?.close();
    await testDb?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  interface Answer {
    path: string;
    status: number;
    ms: number;
    body: unknown;
    retryAfter: string | null;
  }
  const answers: Answer[] = [];

  async function call(url: string, init?: RequestInit): Promise<Answer> {
    const started = Date.now();
    const res = await fetch(server.url(url), { ...init, signal: AbortSignal.timeout(60_000) });
    const answer = {
      path: url,
      status: res.status,
      ms: Date.now() - started,
      body: (await res.json()) as unknown,
      retryAfter: res.headers.get('retry-after'),
    };
    answers.push(answer);
    return answer;
  }

  const place = (n: number) =>
    call(`/v1/api/stores/${store.storeId}/placeOrder`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'idempotency-key': `fault-${n}` },
      body: JSON.stringify(orderBody(store, n)),
    });

  it('answers 503 while the database is cut off or too slow, recovers, and loses nothing', async () => {
    const started = Date.now();
    const answered = new Map<string, Line[]>();
    let next = 0;
    let injecting = true;
    let faults = 0;
    const healthWhileCut: Answer[] = [];

    // Buyers keep placing orders; each order is retried with its key until it is answered 201.
    const buyers = Promise.all(
      Array.from({ length: BUYERS }, async () => {
        while (injecting) {
          const n = next++;
          for (;;) {
            const res = await place(n);
            if (res.status === 201) {
              answered.set((res.body as { data: Order }).data.order_number, linesFor(store, n));
              break;
            }
            if (res.status !== 503 && res.status !== 409) break;
            await sleep(100);
          }
        }
      }),
    );

    await sleep(1000);
    for (let cut = 0; cut < CUTS; cut += 1) {
      proxy.cut();
      faults += 1;
      await sleep(300);
      healthWhileCut.push(await call('/api/health'));
      await sleep(700);
      proxy.restore();
      await sleep(1500);
    }
    proxy.delay(SLOW_MS);
    faults += 1;
    await sleep(5000);
    proxy.restore();
    await sleep(2000);
    proxy.stall();
    faults += 1;
    await sleep(STALL_MS);
    proxy.restore();
    await sleep(2000);
    proxy.delay(SLUGGISH_MS);
    faults += 1;
    await sleep(4000);
    proxy.restore();
    injecting = false;
    await buyers;

    // Back without a restart: the next calls work at once.
    const health = await call('/api/health');
    const fresh = await place(next++);
    answered.set((fresh.body as { data: Order }).data.order_number, linesFor(store, next - 1));

    const ledger = await checkLedger(testDb.database.db, store, answered);
    const unavailable = answers.filter((a) => a.status === 503);
    const conflicts = answers.filter((a) => a.status === 409);
    const others = answers.filter((a) => ![200, 201, 409, 503].includes(a.status));
    const slowest = Math.max(...answers.map((a) => a.ms));
    console.log(
      `db faults: ${answers.length} requests, ${faults} faults injected (${CUTS} cuts resetting ` +
        `${proxy.stats.connectionsCut} connections, a ${SLOW_MS} ms delay, a ${STALL_MS / 1000} s stall and ` +
        `a ${SLUGGISH_MS} ms delay holding back ${proxy.stats.chunksDelayed} chunks), ${unavailable.length} answered 503, ${conflicts.length} 409 ` +
        `"still being placed", ${others.length} other failures, slowest answer ${slowest} ms, ` +
        `${answered.size} orders answered 201, ${ledger.orders} in the database, ${ledger.missing.length} ` +
        `missing, ${ledger.halfWritten} half-written, ${stockLine(ledger)}, ` +
        `${Math.round((Date.now() - started) / 1000)} s`,
    );

    expect(others).toEqual([]);
    for (const a of unavailable) {
      expect(a.body).toEqual(UNAVAILABLE);
      expect(a.retryAfter).toBe('2');
    }
    for (const a of conflicts) expect(a.body).toEqual(IN_PROGRESS);
    expect(slowest).toBeLessThan(BOUND_MS);
    for (const a of healthWhileCut)
      expect({ status: a.status, body: a.body }).toEqual({ status: 503, body: UNAVAILABLE });
    // Faults were really felt, and the API came back from them.
    expect(unavailable.length).toBeGreaterThan(0);
    expect(health.status).toBe(200);
    expect(fresh.status).toBe(201);
    expect(proxy.stats.connectionsCut).toBeGreaterThan(0);
    expect(ledger.missing).toEqual([]);
    expect(ledger.halfWritten).toBe(0);
    expect(ledger.orders).toBe(answered.size);
    expect(answered.size).toBe(next);
    for (const product of ledger.stock) expect(product.sold + product.left).toBe(product.start);
  });
});
