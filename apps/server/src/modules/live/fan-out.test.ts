/**
 * Live events reach every subscriber whichever API process made the change: two real server processes on one
 * PostgreSQL database and one Redis; a shopper's socket on one, the staff's change on the other.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { Store } from '@suuq/shared/catalog';
import type { ServerFrame } from '@suuq/shared/live';
import { DEMO_USERS } from '../../db/seed/seed-users';
import { startServer, type RunningServer } from '../../test/spawn-server';
import { createTestDatabase, type TestDatabase } from '../../test/test-database';

const databaseUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL;
if (!databaseUrl || !redisUrl) {
  console.warn(
    '\n  TEST_DATABASE_URL or TEST_REDIS_URL is not set: the two-process fan-out test does not run.\n',
  );
}

describe.runIf(databaseUrl && redisUrl)('two API processes on one PostgreSQL and Redis', () => {
  let testDb: TestDatabase;
  let a: RunningServer;
  let b: RunningServer;
  let dataDir: string;

  beforeAll(async () => {
    testDb = await createTestDatabase();
    dataDir = mkdtempSync(path.join(tmpdir(), 'suuq-fanout-'));
    // Started together: migrations and seeding must cope with a twin starting at the same moment.
    const env = {
      DATABASE_URL: testDb.url,
      REDIS_URL: redisUrl,
      DATA_DIR: dataDir,
      // Both processes must sign and check the same tokens.
      AUTH_SECRET: 'fan-out-test-secret-0123456789abcdef',
    };
    [a, b] = await Promise.all([startServer(env), startServer(env)]);
  }, 120_000);

  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    rmSync(dataDir, { recursive: true, force: true });
    await testDb?.drop();
  });

  it('seeds once and delivers a status change made on one process to a socket on the other', async () => {
    const api = (s: RunningServer, url: string, init?: RequestInit) => fetch(s.url(url), init);
    const storesA = ((await (await api(a, '/api/stores', { method: 'POST' })).json()) as { data: Store[] })
      .data;
    const storesB = ((await (await api(b, '/api/stores', { method: 'POST' })).json()) as { data: Store[] })
      .data;
    expect(storesB.map((s) => s.id)).toEqual(storesA.map((s) => s.id));
    expect(new Set(storesA.map((s) => s.slug)).size).toBe(storesA.length);

    const store =
      storesA.find((s) => s.is_open && s.min_order_amount === 0) ?? storesA.find((s) => s.is_open)!;
    const products = (
      (await (
        await api(a, '/api/stores/products', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ store_id: store.id, per_page: 100 }),
        })
      ).json()) as {
        data: {
          products: {
            id: number;
            has_variant: boolean;
            options: unknown[];
            stock: number;
            unlimited_stock: boolean;
            selling_price: number;
          }[];
        };
      }
    ).data.products;
    const product = products.find(
      (p) => !p.has_variant && p.options.length === 0 && (p.unlimited_stock || p.stock > 20),
    )!;
    const methods = (
      (await (await api(a, `/v1/api/delivery?store_id=${store.id}`)).json()) as {
        data: { key: string; available: boolean }[];
      }
    ).data;
    const placed = await api(a, `/v1/api/stores/${store.id}/placeOrder`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        branch_id: store.branch_id,
        delivery_method: methods.find((m) => m.available)!.key,
        payment_method: 'cash',
        customer: { name: 'Sahra', phone: '+252 61 300 4000' },
        address: { line: 'Hodan', lat: 2.03, lng: 45.31 },
        items: [
          {
            product_id: product.id,
            quantity: Math.max(1, Math.ceil(store.min_order_amount / product.selling_price)),
          },
        ],
      }),
    });
    expect(placed.status).toBe(201);
    const orderNumber = ((await placed.json()) as { data: { order_number: string } }).data.order_number;

    // The shopper watches on process B.
    const ws = new WebSocket(`ws://127.0.0.1:${b.wsPort}/app/suuq`);
    const frames: ServerFrame[] = [];
    ws.on('message', (raw) => frames.push(JSON.parse(raw.toString())));
    await new Promise((resolve, reject) => {
      ws.once('open', resolve);
      ws.once('error', reject);
    });
    ws.send(JSON.stringify({ event: 'subscribe', channel: `order.${orderNumber}` }));
    const until = async (predicate: () => boolean) => {
      const deadline = Date.now() + 5000;
      while (!predicate()) {
        if (Date.now() > deadline) throw new Error(`Timed out; frames: ${JSON.stringify(frames)}`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    };
    await until(() => frames.some((f) => f.event === 'subscribed'));

    // Staff move it forward on process A.
    const staff = DEMO_USERS.find((u) => u.role === 'staff' && u.storeSlug === store.slug)!;
    const token = (await (
      await api(a, '/api/oauth/token', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          grant_type: 'password',
          client_id: 'web',
          client_secret: '',
          username: staff.phone,
          password: staff.password,
        }),
      })
    ).json()) as { access_token: string };
    const moved = await api(a, `/api/merchant/orders/${orderNumber}/status`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token.access_token}` },
      body: JSON.stringify({ status: 'accepted' }),
    });
    expect(moved.status).toBe(200);
    await until(() => frames.some((f) => f.event === 'order.status'));
    expect(frames.find((f) => f.event === 'order.status')).toMatchObject({
      channel: `order.${orderNumber}`,
      data: { order_number: orderNumber, status: 'accepted' },
    });
    ws.close();
  });
});
