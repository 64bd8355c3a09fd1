/**
 * Retries: 1,000 orders whose first answer is thrown away (the client hangs up right after sending) and which are
 * retried with the same Idempotency-Key and body until answered give exactly 1,000 orders, each retry answered
 * with the same order. A retry racing the original while it is still running gets a clear 409, never a second
 * order.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Order } from '@suuq/shared/orders';
import { seedIfEmpty } from '../db/seed/seed';
import { idempotencyKeys, orders } from '../db/schema';
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
  console.warn(
    '\n  TEST_DATABASE_URL is not set: the retry test (1,000 lost answers, racing retries) does not run.\n',
  );
}

const ORDERS = 1000;
const CLIENTS = 25;
const RACES = 20;
const RACERS = 5;
const IN_PROGRESS = 'This order is still being placed. Please wait a moment.';

describe.runIf(databaseUrl)('placing orders with lost answers and retries', () => {
  let testDb: TestDatabase;
  let server: RunningServer;
  let store: LoadStore;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'suuq-retries-'));

  beforeAll(async () => {
    testDb = await createTestDatabase();
    await testDb.database.migrate();
    await seedIfEmpty(testDb.database.db);
    store = await prepareLoadStore(testDb.database.db, 4, 100_000);
    server = await startServer({
      DATABASE_URL: testDb.url,
      DATA_DIR: dataDir,
      AUTH_SECRET: 'retries-test-secret-0123456789abcdef',
      RATE_LIMIT_ORDERS_PER_MINUTE: '1000000',
    });
  }, 300_000);

  afterAll(async () => {
    await server?.stop();
    await testDb?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const placePath = () => `/v1/api/stores/${store.storeId}/placeOrder`;

  async function place(n: number, key: string) {
    const res = await fetch(server.url(placePath()), {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'idempotency-key': key },
      body: JSON.stringify(orderBody(store, n)),
    });
    return { status: res.status, body: (await res.json()) as { data?: Order; message?: string } };
  }

  /** Sends the order and hangs up as soon as it is written (or a few milliseconds later): no answer is read. */
  function sendAndHangUp(n: number, key: string): Promise<void> {
    const body = JSON.stringify(orderBody(store, n));
    return new Promise((resolve) => {
      const req = request({
        host: '127.0.0.1',
        port: server.port,
        path: placePath(),
        method: 'POST',
        agent: false,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          'idempotency-key': key,
        },
      });
      req.on('error', () => {});
      req.on('close', () => resolve());
      req.on('finish', () => setTimeout(() => req.destroy(), n % 7));
      req.end(body);
    });
  }

  it('makes exactly 1,000 orders from 1,000 lost answers and their retries', async () => {
    const started = Date.now();
    let requests = 0;
    let inProgress = 0;
    const numbers = new Map<number, string>();
    const answered = new Map<string, Line[]>();
    const unexpected: string[] = [];
    let next = 0;
    await Promise.all(
      Array.from({ length: CLIENTS }, async () => {
        for (let n = next++; n < ORDERS; n = next++) {
          const key = `lost-${n}`;
          await sendAndHangUp(n, key);
          requests += 1;
          // Retry until answered: "still being placed" means the first attempt is running; wait and ask again.
          for (;;) {
            const res = await place(n, key);
            requests += 1;
            if (res.status === 201) {
              numbers.set(n, res.body.data!.order_number);
              answered.set(res.body.data!.order_number, linesFor(store, n));
              break;
            }
            if (res.status === 409 && res.body.message === IN_PROGRESS) {
              inProgress += 1;
              await new Promise((resolve) => setTimeout(resolve, 20));
              continue;
            }
            unexpected.push(`${res.status} ${res.body.message}`);
            break;
          }
          // One more retry after the answer: the same order again.
          const again = await place(n, key);
          requests += 1;
          if (again.status !== 201 || again.body.data?.order_number !== numbers.get(n)) {
            unexpected.push(`retry of ${key}: ${again.status} ${again.body.data?.order_number}`);
          }
        }
      }),
    );

    const db = testDb.database.db;
    const ledger = await checkLedger(db, store, answered);
    const keys = await db
      .select({ orderId: idempotencyKeys.orderId })
      .from(idempotencyKeys)
      .where(
        inArray(
          idempotencyKeys.key,
          Array.from({ length: ORDERS }, (_, n) => `lost-${n}`),
        ),
      );
    console.log(
      `retries: ${requests} requests for ${ORDERS} orders (${ORDERS} answers thrown away, ${inProgress} ` +
        `"still being placed" 409s), ${ledger.orders} orders placed, ${new Set(numbers.values()).size} ` +
        `distinct order numbers answered, ${ledger.missing.length} missing, ${ledger.halfWritten} half-written, ` +
        `${stockLine(ledger)}, ${Math.round((Date.now() - started) / 1000)} s`,
    );
    expect(unexpected).toEqual([]);
    expect(ledger.orders).toBe(ORDERS);
    expect(new Set(numbers.values()).size).toBe(ORDERS);
    expect(keys).toHaveLength(ORDERS);
    expect(new Set(keys.map((k) => k.orderId)).size).toBe(ORDERS);
    expect(ledger.missing).toEqual([]);
    expect(ledger.halfWritten).toBe(0);
    for (const product of ledger.stock) expect(product.sold + product.left).toBe(product.start);
  });

  it('answers a retry racing the running original with 409, and makes one order', async () => {
    const started = Date.now();
    const locker = new pg.Client({ connectionString: testDb.url });
    await locker.connect();
    let conflicts = 0;
    try {
      for (let race = 0; race < RACES; race += 1) {
        const n = 10_000 + race;
        const key = `race-${race}`;
        // The original is held inside its transaction by a lock on the stock row it needs.
        await locker.query('BEGIN');
        await locker.query('SELECT 1 FROM products WHERE id = $1 FOR UPDATE', [
          linesFor(store, n)[0]!.product_id,
        ]);
        const original = place(n, key);
        for (let waited = 0; ; waited += 10) {
          const held = await locker.query(
            "SELECT count(*)::int AS n FROM pg_locks WHERE locktype = 'advisory' AND granted AND pid <> pg_backend_pid()",
          );
          if (held.rows[0].n > 0) break;
          if (waited > 10_000) throw new Error('The original never reached its transaction');
          await new Promise((resolve) => setTimeout(resolve, 10));
        }
        const racers = await Promise.all(Array.from({ length: RACERS }, () => place(n, key)));
        await locker.query('ROLLBACK');
        const first = await original;
        const after = await place(n, key);

        for (const racer of racers) {
          expect(racer.status).toBe(409);
          expect(racer.body).toEqual({ message: IN_PROGRESS });
          conflicts += 1;
        }
        expect(first.status).toBe(201);
        expect(after.status).toBe(201);
        expect(after.body.data!.order_number).toBe(first.body.data!.order_number);
        const made = await testDb.database.db
          .select({ id: orders.id })
          .from(orders)
          .where(eq(orders.customerPhone, orderBody(store, n).customer.phone));
        expect(made).toHaveLength(1);
      }
    } finally {
      await locker.query('ROLLBACK').catch(() => {});
      await locker.end();
    }
    console.log(
      `retries racing: ${RACES} originals held mid-transaction, ${RACES * RACERS} racing retries, ` +
        `${conflicts} answered 409, ${RACES} orders placed, ${Math.round((Date.now() - started) / 1000)} s`,
    );
    expect(conflicts).toBe(RACES * RACERS);
  });
});
