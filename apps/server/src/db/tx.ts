/**
 * Transactions: the type a repository accepts, and the one way a service runs a transaction, retrying it when
 * PostgreSQL chose it as a deadlock victim or could not serialize it.
 */
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
 */
export async function withTransaction<T>(
  db: Db,
  work: (tx: Tx) => Promise<T>,
  { attempts = TRANSACTION_ATTEMPTS }: { attempts?: number } = {},
): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await db.transaction(work);
    } catch (error) {
      if (attempt >= attempts || !isRetryableConflict(error)) throw error;
      await new Promise((resolve) => setTimeout(resolve, 5 + Math.random() * 20 * attempt));
    }
  }
}
