/**
 * The queries behind idempotency keys for placing orders. A key is held by the order's own transaction (a
 * transaction-scoped advisory lock), so a retry racing the original sees "in progress" at once instead of waiting or
 * making a second order, and a request that dies (a crash, a dropped connection) gives the key back the moment its
 * transaction ends: nothing is left half-claimed (the hold is taken by the placement's first statement,
 * PlacementRepository.forPlacement). The answer is stored with the order in that transaction.
 */
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { DbOrTx } from '../../db/tx';
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
}
