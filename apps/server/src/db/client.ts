/**
 * Opens the database: a real PostgreSQL server through `pg` when a URL is given, otherwise PGlite (PostgreSQL in
 * WebAssembly) persisted in a folder, or in memory for tests. Both get the same schema and the same migrations.
 */
import { fileURLToPath } from 'node:url';
import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { Logger } from 'drizzle-orm/logger';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema/index';
import { snapshotCluster, type SnapshotFigures } from './snapshot';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface DatabaseOptions {
  /** PostgreSQL connection string; when absent, PGlite is used. */
  url?: string | undefined;
  /** PGlite data folder; when absent (and no url), PGlite runs in memory. */
  dataDir?: string | undefined;
  /** Pool size for PostgreSQL. */
  poolSize?: number;
  /**
   * PostgreSQL: milliseconds a statement may take, counting the network. Past it the statement fails (the API
   * answers 503) and its connection is dropped, so a database that hangs never holds a request forever.
   */
  queryTimeoutMs?: number;
  /** PostgreSQL: milliseconds to open a connection, or to wait for a free one in the pool. */
  connectTimeoutMs?: number;
  /** Called with every SQL statement, e.g. to count queries in tests. */
  onQuery?: (sql: string) => void;
}

export interface Database {
  db: Db;
  kind: 'postgres' | 'pglite';
  /** Applies pending migrations; safe when several processes start at once. */
  migrate(): Promise<void>;
  close(): Promise<void>;
  /**
   * PGlite in a folder: copies its cluster into `target` (a new folder) at one consistent moment while the store
   * runs (db/snapshot.ts). Absent on PostgreSQL (pg_dump does that) and in memory.
   */
  snapshot?: (target: string) => Promise<SnapshotFigures>;
}

export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));
/** Any fixed number: every process that migrates takes the same advisory lock first. */
const MIGRATION_LOCK_ID = 7_740_001;
/**
 * How alike a search word and a name must be (0..1) for typo-tolerant search; the default 0.6 misses one-letter
 * slips in short words such as "bariss" for "bariis".
 */
export const SEARCH_SIMILARITY = 0.4;
const SESSION_SETTING = 'pg_trgm.word_similarity_threshold';
const SESSION_SETUP = `SET ${SESSION_SETTING} = ${SEARCH_SIMILARITY}`;

export const DEFAULT_QUERY_TIMEOUT_MS = 10_000;
export const DEFAULT_CONNECT_TIMEOUT_MS = 15_000;

/**
 * A statement whose answer did not come back in time may still be running on a connection that is inside a
 * transaction. That connection must never serve another request (a later COMMIT would commit half of the first
 * request's writes with it), so it is closed; the pool never hands out a closed client again.
 */
function dropOnTimeout(client: pg.PoolClient) {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  const guarded = (...args: unknown[]): unknown => {
    const result = query(...args);
    if (result instanceof Promise) {
      result.catch((error: unknown) => {
        if (error instanceof Error && error.message === 'Query read timeout')
          void client.end().catch(() => {});
      });
    }
    return result;
  };
  (client as unknown as { query: typeof guarded }).query = guarded;
}

export function openDatabase(options: DatabaseOptions): Database {
  const logger: Logger | undefined = options.onQuery
    ? { logQuery: (query) => options.onQuery?.(query) }
    : undefined;

  if (options.url) {
    const queryTimeoutMs = options.queryTimeoutMs ?? DEFAULT_QUERY_TIMEOUT_MS;
    const pool = new pg.Pool({
      connectionString: options.url,
      max: options.poolSize ?? 10,
      // Waiting for a free connection in a rush is fine; a database that is gone answers 503 within this.
      connectionTimeoutMillis: options.connectTimeoutMs ?? DEFAULT_CONNECT_TIMEOUT_MS,
      idleTimeoutMillis: 30_000,
      // The server gives up on a slow statement, and the client on an answer that does not come back.
      statement_timeout: queryTimeoutMs,
      query_timeout: queryTimeoutMs,
      // Session settings travel with the connection's start-up, so no query races the first one on it.
      options: `-c ${SESSION_SETTING}=${SEARCH_SIMILARITY}`,
    });
    // A client that loses its connection emits 'error': on the pool while idle, on the client itself while checked
    // out (in a transaction, say). Without a listener either kills the process; the query that was running fails
    // on its own (503), and the pool never hands out a broken client again.
    pool.on('error', () => {});
    pool.on('connect', (client) => {
      client.on('error', () => {});
      dropOnTimeout(client);
    });
    const db = drizzlePg({ client: pool, schema, logger }) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      async migrate() {
        // A connection of its own, without the statement timeout: waiting for another process's migration is fine.
        const client = new pg.Client({
          connectionString: options.url,
          connectionTimeoutMillis: options.connectTimeoutMs ?? DEFAULT_CONNECT_TIMEOUT_MS,
        });
        client.on('error', () => {});
        await client.connect();
        try {
          await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
          await migratePg(drizzlePg({ client, schema }), { migrationsFolder });
        } finally {
          await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => {});
          await client.end().catch(() => {});
        }
      },
      close: () => pool.end(),
    };
  }

  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const client = new PGlite(options.dataDir ?? 'memory://', { extensions: { pg_trgm } });
  // PGlite has one session: set it up once; the statement is queued ahead of every other.
  void client.exec(SESSION_SETUP).catch(() => {});
  const db = drizzlePglite({ client, schema, logger }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    // PGlite has a single connection, so migrations cannot race within it.
    migrate: () => migratePglite(drizzlePglite({ client, schema }), { migrationsFolder }),
    close: () => client.close(),
    ...(options.dataDir
      ? { snapshot: (target: string) => snapshotCluster(client, options.dataDir!, target) }
      : {}),
  };
}
