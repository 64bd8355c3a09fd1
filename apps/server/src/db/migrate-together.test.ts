/**
 * Several processes starting together on one PostgreSQL each run the migrations at start: one runs them, the others
 * wait on the migration lock and then find nothing left to do. PGlite has one connection, so only PostgreSQL can race.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsFolder, openDatabase, type Database } from './client';
import { createTestDatabase, usingPostgres, type TestDatabase } from '../test/test-database';

if (!usingPostgres)
  console.warn('\n  TEST_DATABASE_URL is not set: processes migrating together is not tested.\n');

describe.runIf(usingPostgres)('processes migrating one PostgreSQL together', () => {
  let testDb: TestDatabase;
  const opened: Database[] = [];

  beforeAll(async () => {
    testDb = await createTestDatabase();
  });
  afterAll(async () => {
    await Promise.all(opened.map((database) => database.close()));
    await testDb?.drop();
  });

  it('applies every migration once while five start at the same moment', async () => {
    for (let i = 0; i < 5; i += 1) opened.push(openDatabase({ url: testDb.url, poolSize: 1 }));
    await Promise.all(opened.map((database) => database.migrate()));
    const journal = JSON.parse(readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as {
      entries: unknown[];
    };
    const applied = (await testDb.database.db.execute(
      'select count(*)::int as count from drizzle.__drizzle_migrations',
    )) as unknown as { rows: { count: number }[] };
    expect(applied.rows[0]?.count).toBe(journal.entries.length);
    // A later start finds nothing to do.
    await opened[0]!.migrate();
    const again = (await testDb.database.db.execute(
      'select count(*)::int as count from drizzle.__drizzle_migrations',
    )) as unknown as { rows: { count: number }[] };
    expect(again.rows[0]?.count).toBe(journal.entries.length);
  });
});
