/**
 * The control socket of a store on PGlite in DATA_DIR: it copies the database at one moment while writes keep
 * coming, the copy opens and holds exactly what the store counted, the copy leaves out the uploads and the running
 * process's pid file; a second process cannot claim a folder in use; a socket left by a dead process is replaced.
 */
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, describe, expect, it } from 'vitest';
import { control } from '../scripts/backup-kit';
import { CONTROL_SOCKET, controlSocketPath, startControlSocket, type ControlSocket } from './control-socket';
import { isClusterEntry, snapshotCluster, type SnapshotFigures } from './db/snapshot';

const folders: string[] = [];
const folder = (prefix: string) => {
  const made = mkdtempSync(path.join(tmpdir(), prefix));
  folders.push(made);
  return made;
};
afterAll(() => {
  for (const made of folders) rmSync(made, { recursive: true, force: true });
});

async function store(dataDir: string) {
  const client = await PGlite.create(dataDir);
  await client.exec(`
    create schema drizzle;
    create table drizzle.__drizzle_migrations (id serial primary key);
    insert into drizzle.__drizzle_migrations default values;
    create table orders (id serial primary key, total int not null);
    create table order_items (order_id int not null, quantity int not null);
  `);
  return client;
}

/** One order: its row and its line, in one transaction, as the store writes them. */
const placeOrder = (client: PGlite, n: number) =>
  client.transaction(async (tx) => {
    const { rows } = await tx.query<{ id: number }>('insert into orders (total) values ($1) returning id', [
      n,
    ]);
    await tx.query('insert into order_items (order_id, quantity) values ($1, $2)', [rows[0]!.id, n]);
  });

describe('control socket', () => {
  it('copies the database at one moment while orders keep coming, and the copy holds what was counted', async () => {
    const dataDir = folder('suuq-control-');
    const client = await store(dataDir);
    mkdirSync(path.join(dataDir, 'uploads'));
    writeFileSync(path.join(dataDir, 'uploads', 'photo.webp'), 'not the database');
    const socket = (await startControlSocket({
      dataDir,
      snapshot: () => (target) => snapshotCluster(client, dataDir, target),
    })) as ControlSocket;
    try {
      for (let n = 1; n <= 20; n++) await placeOrder(client, n);
      let writing = true;
      let placed = 20;
      const writer = (async () => {
        // Each order waits for the event loop's next turn, as orders arriving over HTTP do; PGlite answers within
        // one turn, so a tight loop would never let the snapshot request in.
        while (writing) {
          await new Promise((resolve) => setImmediate(resolve));
          await placeOrder(client, ++placed);
        }
      })();
      const target = path.join(folder('suuq-snapshot-'), 'database');
      const answer = await control<SnapshotFigures>(socket.path, 'POST', '/snapshot', { target });
      writing = false;
      await writer;
      expect(answer?.status).toBe(200);
      const figures = answer!.body;
      expect(figures.migrations).toBe(1);
      expect(figures.orders).toBeGreaterThanOrEqual(20);

      // Only the cluster, and not the running process's pid file.
      expect(readdirSync(target).every(isClusterEntry)).toBe(true);
      expect(existsSync(path.join(target, 'uploads'))).toBe(false);
      expect(existsSync(path.join(target, 'postmaster.pid'))).toBe(false);

      const copy = await PGlite.create(target);
      try {
        const counted = await copy.query<{ orders: number; lines: number; whole: number }>(
          `select (select count(*) from orders)::int as orders, (select count(*) from order_items)::int as lines,
                  (select count(*) from orders o join order_items i on i.order_id = o.id and i.quantity = o.total)::int as whole`,
        );
        expect(counted.rows[0]).toEqual({
          orders: figures.orders,
          lines: figures.orders,
          whole: figures.orders,
        });
      } finally {
        await copy.close();
      }
      console.log(
        `control socket snapshot: ${figures.orders} of ${placed} orders in the copy, database held ${figures.heldMs} ms`,
      );
    } finally {
      await socket.close();
      await client.close();
    }
    expect(existsSync(controlSocketPath(dataDir))).toBe(false);
  });

  it('refuses a second process on a folder in use, and replaces a socket a dead process left', async () => {
    const dataDir = folder('suuq-claim-');
    const first = (await startControlSocket({ dataDir, snapshot: () => undefined })) as ControlSocket;
    try {
      await expect(startControlSocket({ dataDir, snapshot: () => undefined })).rejects.toThrow(
        /Another process is using DATA_DIR/,
      );
      const status = await control<{ pid: number }>(first.path, 'GET', '/status');
      expect(status?.body.pid).toBe(process.pid);
      // The store is still starting: no database to copy yet.
      const early = await control<{ message: string }>(first.path, 'POST', '/snapshot', { target: '/tmp/x' });
      expect(early?.status).toBe(503);
    } finally {
      await first.close();
    }
    expect(await control(controlSocketPath(dataDir), 'GET', '/status')).toBeUndefined();

    writeFileSync(path.join(dataDir, CONTROL_SOCKET), '');
    const second = (await startControlSocket({
      dataDir,
      snapshot: () => () => Promise.reject(new Error('unused')),
    })) as ControlSocket;
    try {
      const relative = await control<{ message: string }>(second.path, 'POST', '/snapshot', {
        target: 'here',
      });
      expect(relative?.status).toBe(400);
    } finally {
      await second.close();
    }
  });

  it('is off, with the reason, when DATA_DIR is too long for a socket path', async () => {
    const long = path.join(folder('suuq-long-'), 'a'.repeat(120));
    const result = await startControlSocket({ dataDir: long, snapshot: () => undefined });
    expect(result).toMatch(/longer than 100 bytes/);
  });
});
