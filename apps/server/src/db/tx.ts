/**
 * Transactions: the type a repository accepts, and the one way a service runs a transaction, retrying it when
 * PostgreSQL chose it as a deadlock victim or could not serialize it.
 */
import { sql, type SQL } from 'drizzle-orm';
import { NodePgSession, NodePgTransaction, type NodePgSessionOptions } from 'drizzle-orm/node-postgres';
import type { PgDialect } from 'drizzle-orm/pg-core';
import type { Pool } from 'pg';
import type { Db } from './client';
import { isRetryableConflict } from './pg-errors';

/** An open transaction; repositories take one as their optional last argument (`findX(id, tx?)`). */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** The database itself or an open transaction: what a repository method runs its queries on. */
export type DbOrTx = Db | Tx;

/** How many times a transaction runs at most when it keeps meeting deadlocks or serialization failures. */
export const TRANSACTION_ATTEMPTS = 4;

/**
 * Runs `work` in a transaction. A deadlock (40P01) or serialization failure (40001) rolls it back and runs it again,
 * after a short random pause, up to `attempts` times; the last failure is thrown (the error handler answers 503).
 * `work` must therefore have no effects outside the database (or effects safe to repeat).
 *
 * `last`, given what `work` returned, may name one more statement to end the transaction with. On PostgreSQL it
 * travels with COMMIT in one round trip (see `commitWith`): what it locks is held for that statement and the commit
 * alone, never across a trip back to the app.
 */
export async function withTransaction<T>(
  db: Db,
  work: (tx: Tx) => Promise<T>,
  { attempts = TRANSACTION_ATTEMPTS, last }: { attempts?: number; last?: (value: T) => SQL | undefined } = {},
): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      if (!last) return await db.transaction(work);
      const pg = nodePgParts(db);
      if (pg) return await commitWith(pg, work, last);
      return await db.transaction(async (tx) => {
        const value = await work(tx);
        const statement = last(value);
        if (statement) await tx.execute(statement);
        return value;
      });
    } catch (error) {
      if (attempt >= attempts || !isRetryableConflict(error)) throw error;
      await new Promise((resolve) => setTimeout(resolve, 5 + Math.random() * 20 * attempt));
    }
  }
}

/** What a node-postgres database is made of, to open a transaction of our own on one of its pool's connections. */
interface NodePgParts {
  pool: Pool;
  dialect: PgDialect;
  schema: ConstructorParameters<typeof NodePgSession>[2];
  options: NodePgSessionOptions;
}

function nodePgParts(db: Db): NodePgParts | undefined {
  const session = (db as unknown as { _: { session: unknown } })._.session;
  if (!(session instanceof NodePgSession)) return undefined;
  const parts = session as unknown as { client: unknown; dialect: PgDialect; schema: NodePgParts['schema'] };
  const { options } = session as unknown as { options: NodePgSessionOptions };
  // A database opened on one client rather than a pool runs the usual way.
  if (
    typeof (parts.client as Partial<Pool>).connect !== 'function' ||
    !('totalCount' in (parts.client as Pool))
  )
    return undefined;
  return { pool: parts.client as Pool, dialect: parts.dialect, schema: parts.schema, options };
}

/**
 * The transaction as drizzle runs it (BEGIN, `work`, COMMIT or ROLLBACK on one connection), except that the last
 * statement and COMMIT are sent as one simple query: one round trip. A simple query carries no parameters, so the
 * statement's values are written into its text (drizzle's own quoting); it must hold numbers and flags only. When it
 * fails, COMMIT does not run and the transaction rolls back.
 */
async function commitWith<T>(
  { pool, dialect, schema, options }: NodePgParts,
  work: (tx: Tx) => Promise<T>,
  last: (value: T) => SQL | undefined,
): Promise<T> {
  const client = await pool.connect();
  const tx = new NodePgTransaction(
    dialect,
    new NodePgSession(client, dialect, schema, options),
    schema,
  ) as unknown as Tx;
  try {
    await tx.execute(sql`begin`);
    const value = await work(tx);
    const statement = last(value);
    const text = statement ? `${dialect.sqlToQuery(statement.inlineParams()).sql};\ncommit` : 'commit';
    options.logger?.logQuery(text, []);
    await client.query(text);
    return value;
  } catch (error) {
    await client.query('rollback').catch(() => {});
    throw error;
  } finally {
    client.release();
  }
}
