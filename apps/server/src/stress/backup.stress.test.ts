/**
 * The backup rehearsal: the real server runs with the demo data, a store owner uploads product photos and shoppers
 * place orders through the API; `npm run backup` runs while the store runs and shoppers keep ordering during it;
 * then the store is wiped (the database dropped, DATA_DIR deleted), `npm run restore` puts the backup back and the
 * server starts again. Every order answered before the backup began is back with the same number, total and lines,
 * each order placed during the backup is back whole or not at all, none placed after it is, the stock of every
 * product adds up with the orders (a copy taken mid-write would not), and every photo is served with the same bytes.
 * On PostgreSQL (TEST_DATABASE_URL; pg_dump and pg_restore needed) and on PGlite in its data folder.
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import type { Order } from '@suuq/shared/orders';
import { openDatabase, type Database } from '../db/client';
import { stores } from '../db/schema';
import { seedIfEmpty } from '../db/seed/seed';
import { DEMO_USERS } from '../db/seed/seed-users';
import { checkLedger, orderBody, prepareLoadStore, type Line, type LoadStore } from '../test/order-ledger';
import { startServer, type RunningServer } from '../test/spawn-server';

const adminUrl = process.env.TEST_DATABASE_URL;
const required = Boolean(process.env.CI || process.env.REQUIRE_E2E);
const repoRoot = path.resolve(import.meta.dirname, '../../../..');
const hasPgTools = ['pg_dump', 'pg_restore'].every((tool) => !spawnSync(tool, ['--version']).error);
if (!adminUrl) {
  console.warn(
    '\n  TEST_DATABASE_URL is not set: the backup rehearsal runs on PGlite only, not on PostgreSQL.\n',
  );
}

const PRODUCTS = 3;
const STARTING_STOCK = 10_000;
const ORDERS_BEFORE = 12;

interface Placed {
  number: string;
  key: string;
  total: string;
  lines: Line[];
}

function run(script: 'backup' | 'restore', args: string[], env: NodeJS.ProcessEnv) {
  return new Promise<{ code: number | null; output: string }>((resolve) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', path.join(repoRoot, 'apps/server/scripts', `${script}.ts`), ...args],
      { cwd: repoRoot, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('close', (code) => resolve({ code, output }));
  });
}

async function place(server: RunningServer, store: LoadStore, n: number): Promise<Placed> {
  const res = await fetch(server.url(`/v1/api/stores/${store.storeId}/placeOrder`), {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'idempotency-key': `backup-${n}` },
    body: JSON.stringify(orderBody(store, n)),
  });
  const body = (await res.json()) as { data?: Order & { view_key: string }; message?: string };
  expect(res.status, body.message).toBe(201);
  const order = body.data!;
  return {
    number: order.order_number,
    key: order.view_key,
    total: String(order.total),
    lines: order.items.map((item) => ({ product_id: item.product_id, quantity: item.quantity })),
  };
}

/** The order as the restored store serves it to whoever placed it; undefined when it does not know it. */
async function lookUp(server: RunningServer, placed: Placed): Promise<Placed | undefined> {
  const res = await fetch(server.url(`/v1/api/orders/${placed.number}`), {
    headers: { 'x-order-key': placed.key },
  });
  if (res.status === 404) return undefined;
  expect(res.status).toBe(200);
  const order = ((await res.json()) as { data: Order }).data;
  return {
    number: order.order_number,
    key: placed.key,
    total: String(order.total),
    lines: order.items.map((item) => ({ product_id: item.product_id, quantity: item.quantity })),
  };
}

/** The store's owner signs in and gives products photos; answers each photo's path and served bytes. */
async function uploadPhotos(server: RunningServer, store: LoadStore, slug: string) {
  const owner = DEMO_USERS.find((user) => user.role === 'staff' && user.storeSlug === slug)!;
  const signIn = await fetch(server.url('/api/oauth/token'), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      grant_type: 'password',
      client_id: 'web',
      client_secret: '',
      username: owner.phone,
      password: owner.password,
    }),
  });
  expect(signIn.status).toBe(200);
  const { access_token: token } = (await signIn.json()) as { access_token: string };
  const photos = new Map<string, Buffer>();
  for (const [index, productId] of store.productIds.slice(0, 2).entries()) {
    const jpeg = await sharp({
      create: { width: 900, height: 600, channels: 3, background: { r: 40 + index * 90, g: 120, b: 200 } },
    })
      .jpeg()
      .toBuffer();
    const form = new FormData();
    form.append('image', new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' }), 'photo.jpg');
    const res = await fetch(server.url(`/api/merchant/products/${productId}/image`), {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    const body = (await res.json()) as { data: { image: string } };
    expect(res.status, JSON.stringify(body)).toBe(200);
    const served = await fetch(server.url(body.data.image));
    expect(served.status).toBe(200);
    photos.set(body.data.image, Buffer.from(await served.arrayBuffer()));
  }
  return photos;
}

interface Target {
  label: string;
  env: Record<string, string>;
  dataDir: string;
  /** Drops the database (and makes an empty one, for PostgreSQL) once the server has stopped. */
  wipeDatabase(): Promise<void>;
  open(): Database;
}

async function rehearse(target: Target, store: LoadStore, slug: string) {
  const backups = mkdtempSync(path.join(tmpdir(), 'suuq-backups-'));
  const scriptEnv = { DATABASE_URL: target.env.DATABASE_URL ?? '', DATA_DIR: target.dataDir };
  try {
    const first = await startServer(target.env);
    let photos: Map<string, Buffer>;
    const before: Placed[] = [];
    const during: Placed[] = [];
    const after: Placed[] = [];
    let backup: { code: number | null; output: string };
    let backupSeconds: number;
    try {
      photos = await uploadPhotos(first, store, slug);
      for (let n = 0; n < ORDERS_BEFORE; n++) before.push(await place(first, store, n));

      // Shoppers keep ordering, one after the other, for as long as the backup runs.
      const backupStarted = Date.now();
      let done = false;
      const running = run('backup', ['--out', backups], scriptEnv).then((result) => {
        done = true;
        return result;
      });
      let n = ORDERS_BEFORE;
      while (!done) during.push(await place(first, store, n++));
      backup = await running;
      backupSeconds = (Date.now() - backupStarted) / 1000;
      expect(backup.code, backup.output).toBe(0);
      for (let i = 0; i < 2; i++) after.push(await place(first, store, n++));
    } finally {
      await first.stop();
    }

    const [folder] = readdirSync(backups).filter((name) => name.startsWith('suuq-backup-'));
    const manifest = JSON.parse(readFileSync(path.join(backups, folder!, 'manifest.json'), 'utf8')) as {
      database: { orders: number };
      files: { count: number };
      parts: { name: string; bytes: number }[];
    };

    // Wipe the store.
    await target.wipeDatabase();
    rmSync(target.dataDir, { recursive: true, force: true });

    const restoreStarted = Date.now();
    const restore = await run('restore', [path.join(backups, folder!)], scriptEnv);
    const restoreSeconds = (Date.now() - restoreStarted) / 1000;
    expect(restore.code, restore.output).toBe(0);

    // The restored database adds up: every order answered before the backup whole, no half-written order, and
    // sold plus remaining stock equals the starting stock of every product.
    const database = target.open();
    let restoredOrders: number;
    try {
      const answered = new Map(before.map((order) => [order.number, order.lines]));
      const ledger = await checkLedger(database.db, store, answered);
      expect(ledger.missing).toEqual([]);
      expect(ledger.halfWritten).toBe(0);
      for (const product of ledger.stock) expect(product.sold + product.left).toBe(product.start);
      restoredOrders = ledger.orders;
    } finally {
      await database.close();
    }
    expect(restoredOrders).toBe(manifest.database.orders);

    const second = await startServer(target.env);
    let duringBack = 0;
    try {
      for (const order of before) expect(await lookUp(second, order)).toEqual(order);
      for (const order of during) {
        const found = await lookUp(second, order);
        if (found) {
          expect(found).toEqual(order);
          duringBack += 1;
        }
      }
      for (const order of after) expect(await lookUp(second, order)).toBeUndefined();
      for (const [photoPath, bytes] of photos) {
        const served = await fetch(second.url(photoPath));
        expect(served.status).toBe(200);
        expect(Buffer.from(await served.arrayBuffer()).equals(bytes)).toBe(true);
      }
    } finally {
      await second.stop();
    }
    expect(before.length + duringBack).toBe(manifest.database.orders);
    const size = manifest.parts.reduce((sum, part) => sum + part.bytes, 0);
    console.log(
      `backup rehearsal (${target.label}): ${before.length} orders placed before the backup, ${during.length} ` +
        `during it (${duringBack} of them in the backup), ${after.length} after; backed up ${manifest.database.orders} ` +
        `orders and ${manifest.files.count} files (${photos.size} product photos) in ${(size / 1024 / 1024).toFixed(1)} MB ` +
        `in ${backupSeconds.toFixed(1)} s; restored ${restoredOrders} orders in ${restoreSeconds.toFixed(1)} s; ` +
        `${before.length + duringBack} orders found again through the API with the same number, total and lines, ` +
        `${photos.size} photos served with the same bytes`,
    );
  } finally {
    rmSync(backups, { recursive: true, force: true });
  }
}

const serverEnv = (dataDir: string, url: string | undefined) => ({
  DATABASE_URL: url ?? '',
  DATA_DIR: dataDir,
  RATE_LIMIT_ORDERS_PER_MINUTE: '1000000',
  RATE_LIMIT_TRACKING_PER_MINUTE: '1000000',
  LOG_LEVEL: 'info',
});

async function slugOf(database: Database, storeId: number): Promise<string> {
  const [row] = await database.db.select({ slug: stores.slug }).from(stores).where(eq(stores.id, storeId));
  return row!.slug;
}

describe('backup rehearsal on PGlite in its data folder', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'suuq-backup-pglite-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('backs up while orders are placed, and after a wipe and a restore every order and photo is back', async () => {
    const setup = openDatabase({ dataDir });
    await setup.migrate();
    await seedIfEmpty(setup.db);
    const store = await prepareLoadStore(setup.db, PRODUCTS, STARTING_STOCK);
    const slug = await slugOf(setup, store.storeId);
    await setup.close();
    await rehearse(
      {
        label: 'pglite',
        env: serverEnv(dataDir, undefined),
        dataDir,
        wipeDatabase: async () => {},
        open: () => openDatabase({ dataDir }),
      },
      store,
      slug,
    );
  });
});

if (adminUrl && !hasPgTools) {
  const message = 'pg_dump or pg_restore is not on PATH: the PostgreSQL backup rehearsal cannot run';
  if (required) throw new Error(`${message} (CI or REQUIRE_E2E is set). Install postgresql-client.`);
  console.warn(`\n  ${message}. Install postgresql-client.\n`);
}

describe.runIf(adminUrl && hasPgTools)('backup rehearsal on PostgreSQL', () => {
  const name = `suuq_backup_${Date.now().toString(36)}`;
  const url = adminUrl ? Object.assign(new URL(adminUrl), { pathname: `/${name}` }).toString() : '';
  const dataDir = mkdtempSync(path.join(tmpdir(), 'suuq-backup-pg-'));
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  afterAll(async () => {
    await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('backs up while orders are placed, and after a wipe and a restore every order and photo is back', async () => {
    await admin(`CREATE DATABASE ${name}`);
    const setup = openDatabase({ url });
    let store: LoadStore;
    let slug: string;
    try {
      await setup.migrate();
      await seedIfEmpty(setup.db);
      store = await prepareLoadStore(setup.db, PRODUCTS, STARTING_STOCK);
      slug = await slugOf(setup, store.storeId);
    } finally {
      await setup.close();
    }
    await rehearse(
      {
        label: 'postgres',
        env: serverEnv(dataDir, url),
        dataDir,
        wipeDatabase: async () => {
          await admin(`DROP DATABASE ${name} WITH (FORCE)`);
          await admin(`CREATE DATABASE ${name}`);
        },
        open: () => openDatabase({ url, poolSize: 2 }),
      },
      store,
      slug,
    );
  });
});
