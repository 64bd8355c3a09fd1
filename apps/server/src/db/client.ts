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
import * as schema from './schema';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface DatabaseOptions {
  /** PostgreSQL connection string; when absent, PGlite is used. */
  url?: string | undefined;
  /** PGlite data folder; when absent (and no url), PGlite runs in memory. */
  dataDir?: string | undefined;
  /** Pool size for PostgreSQL. */
  poolSize?: number;
  /** Called with every SQL statement, e.g. to count queries in tests. */
  onQuery?: (sql: string) => void;
}

export interface Database {
  db: Db;
  kind: 'postgres' | 'pglite';
  /** Applies pending migrations; safe when several processes start at once. */
  migrate(): Promise<void>;
  close(): Promise<void>;
}

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));
/** Any fixed number: every process that migrates takes the same advisory lock first. */
const MIGRATION_LOCK_ID = 7_740_001;
/**
 * How alike a search word and a name must be (0..1) for typo-tolerant search; the default 0.6 misses one-letter
 * slips in short words such as "bariss" for "bariis".
 */
export const SEARCH_SIMILARITY = 0.4;
const SESSION_SETUP = `SET pg_trgm.word_similarity_threshold = ${SEARCH_SIMILARITY}`;

export function openDatabase(options: DatabaseOptions): Database {
  const logger: Logger | undefined = options.onQuery
    ? { logQuery: (query) => options.onQuery?.(query) }
    : undefined;

  if (options.url) {
    const pool = new pg.Pool({
      connectionString: options.url,
      max: options.poolSize ?? 10,
      // Waiting for a free connection in a rush is fine; a database that is gone answers 503 within this.
      connectionTimeoutMillis: 15_000,
      idleTimeoutMillis: 30_000,
    });
    // An idle client that loses its connection emits 'error' on the pool; without a listener that kills the process.
    pool.on('error', () => {});
    pool.on('connect', (client) => void client.query(SESSION_SETUP).catch(() => {}));
    const db = drizzlePg({ client: pool, schema, logger }) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      async migrate() {
        const client = await pool.connect();
        try {
          await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
          await migratePg(drizzlePg({ client, schema }), { migrationsFolder });
        } finally {
          await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => {});
          client.release();
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
  };
}
