/**
 * Named statements: the same text runs again with other values and answers for them, and two texts under one
 * prefix never share a name (PostgreSQL refuses a name reused for another text). Runs on PGlite and, with
 * TEST_DATABASE_URL, on PostgreSQL, where one pooled connection serves every call.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestDatabase, type TestDatabase } from '../test/test-database';
import { executeNamed } from './named-statement';
import { withTransaction } from './tx';

let testDb: TestDatabase;
const statements: string[] = [];

beforeAll(async () => {
  testDb = await createTestDatabase({ onQuery: (q) => void statements.push(q) });
});
afterAll(() => testDb.drop());

describe('executeNamed', () => {
  it('answers for the values of each call, in and out of a transaction, and is counted like any statement', async () => {
    const { db } = testDb.database;
    const doubled = (n: number) =>
      executeNamed<{ n: number }>(db, 'test_double', sql`select (${n}::int * 2) as n`);
    statements.length = 0;
    expect((await doubled(2)).rows[0]?.n).toBe(4);
    expect((await doubled(21)).rows[0]?.n).toBe(42);
    const inside = await withTransaction(db, (tx) =>
      executeNamed<{ n: number }>(tx, 'test_double', sql`select (${5}::int * 2) as n`),
    );
    expect(inside.rows[0]?.n).toBe(10);
    expect(statements.filter((q) => q.includes('* 2')).length).toBe(3);
  });

  it('gives two texts under one prefix two names', async () => {
    const { db } = testDb.database;
    for (let i = 0; i < 3; i += 1) {
      const plus = await executeNamed<{ n: number }>(db, 'test_shape', sql`select (${i}::int + 1) as n`);
      const minus = await executeNamed<{ n: number }>(db, 'test_shape', sql`select (${i}::int - 1) as n`);
      expect([plus.rows[0]?.n, minus.rows[0]?.n]).toEqual([i + 1, i - 1]);
    }
  });
});
