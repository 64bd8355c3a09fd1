/**
 * The queries behind idempotency keys for placing orders. A key is held by the order's own transaction (a
 * transaction-scoped advisory lock), so a retry racing the original sees "in progress" at once instead of waiting or
 * making a second order, and a request that dies (a crash, a dropped connection) gives the key back the moment its
 * transaction ends: nothing is left half-claimed. The answer is stored with the order in that transaction.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { DbOrTx, Tx } from '../../db/tx';
import { idempotencyKeys } from '../../db/schema';

export type IdempotencyRow = typeof idempotencyKeys.$inferSelect;

export class IdempotencyRepository {
  constructor(private readonly db: Db) {}

  async find(scope: string, key: string, tx?: DbOrTx): Promise<IdempotencyRow | undefined> {
    const [row] = await (tx ?? this.db)
      .select()
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key)));
    return row;
  }

  /** Holds the key until the transaction ends (commit, rollback or a lost connection); false when another holds it. */
  async tryHold(scope: string, key: string, tx: Tx): Promise<boolean> {
    const result = (await tx.execute(
      sql`select pg_try_advisory_xact_lock(hashtextextended(${`${scope}\n${key}`}, 0)) as held`,
    )) as { rows: { held: boolean }[] };
    return result.rows[0]?.held === true;
  }

  async record(
    scope: string,
    key: string,
    answer: { requestHash: string; responseStatus: number; responseBody: unknown; orderId: number },
    tx: Tx,
  ): Promise<void> {
    const values = { ...answer, state: 'done' as const };
    await tx
      .insert(idempotencyKeys)
      .values({ scope, key, ...values })
      .onConflictDoUpdate({ target: [idempotencyKeys.scope, idempotencyKeys.key], set: values });
  }
}
