/**
 * A fresh database for each test file: an in-memory PGlite by default, or, when TEST_DATABASE_URL is set, a new
 * database created on that PostgreSQL server and dropped afterwards, so runs never see each other's data.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type Database } from '../db/client';

export interface TestDatabase {
  database: Database;
  /** Connection string of the test database (PostgreSQL only), for child processes. */
  url: string | undefined;
  drop(): Promise<void>;
}

export const usingPostgres = Boolean(process.env.TEST_DATABASE_URL);

export async function createTestDatabase(
  options: { onQuery?: (sql: string) => void } = {},
): Promise<TestDatabase> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    const database = openDatabase({ onQuery: options.onQuery });
    return { database, url: undefined, drop: () => database.close() };
  }
  const name = `suuq_test_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = openDatabase({ url: url.toString(), poolSize: 20, onQuery: options.onQuery });
  return {
    database,
    url: url.toString(),
    async drop() {
      await database.close();
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      try {
        await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await cleanup.end();
      }
    },
  };
}
