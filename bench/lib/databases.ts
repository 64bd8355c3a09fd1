/**
 * Fresh databases for one measurement: a new database on the PostgreSQL server (as the server tests do), or PGlite
 * in a new temp folder. Both are migrated with the product's own migrations and removed afterwards.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase, type Database } from '../../apps/server/src/db/client';
import { assertRunning, onCleanup, within } from './cleanup';

export type DbKind = 'postgres' | 'pglite';
export const DB_LABEL: Record<DbKind, string> = { postgres: 'PostgreSQL', pglite: 'PGlite' };

export interface BenchDatabase {
  kind: DbKind;
  database: Database;
  /** Connection string (PostgreSQL only), for child processes. */
  url: string | undefined;
  /** Closes and removes the database. */
  drop(): Promise<void>;
}

/** Whether the PostgreSQL server answers; the reason when it does not. */
export async function probePostgres(adminUrl: string): Promise<string | null> {
  const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 3_000 });
  try {
    await client.connect();
    await client.query('select 1');
    return null;
  } catch (error) {
    return `PostgreSQL at ${new URL(adminUrl).host} unreachable: ${(error as Error).message}`;
  } finally {
    await client.end().catch(() => {});
  }
}

async function admin<T>(adminUrl: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

export async function createDatabase(
  kind: DbKind,
  adminUrl: string,
  options: { poolSize?: number; onQuery?: (sql: string) => void } = {},
): Promise<BenchDatabase> {
  assertRunning();
  if (kind === 'postgres') {
    const name = `suuq_bench_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
    // Registered before it exists, so an interruption between the two still drops it.
    const dropDatabase = () =>
      admin(adminUrl, (client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    // The pool connects on first use, after the database exists.
    const database = openDatabase({
      url: url.toString(),
      poolSize: options.poolSize ?? 10,
      onQuery: options.onQuery,
    });
    const drop = onCleanup(`database ${name}`, async () => {
      // FORCE ends any connection a stuck pool still holds.
      await within(database.close(), 5_000, 'closing the pool').catch(() => {});
      await dropDatabase();
    });
    await admin(adminUrl, (client) => client.query(`CREATE DATABASE ${name}`));
    await database.migrate();
    return { kind, database, url: url.toString(), drop };
  }

  const dir = await mkdtemp(path.join(os.tmpdir(), 'suuq-bench-pglite-'));
  const database = openDatabase({ dataDir: dir, onQuery: options.onQuery });
  const drop = onCleanup(`PGlite folder ${dir}`, async () => {
    await within(database.close(), 5_000, 'closing PGlite').catch(() => {});
    await rm(dir, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
  });
  await database.migrate();
  return { kind, database, url: undefined, drop };
}

/** A temp folder removed at cleanup. */
export async function tempDir(
  prefix: string,
  parent = os.tmpdir(),
): Promise<{ dir: string; remove: () => Promise<void> }> {
  assertRunning();
  await mkdir(parent, { recursive: true });
  const dir = await mkdtemp(path.join(parent, prefix));
  const remove = onCleanup(`temp folder ${dir}`, () =>
    rm(dir, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 }),
  );
  return { dir, remove };
}
