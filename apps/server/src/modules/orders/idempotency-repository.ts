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

  /**
   * Holds the key until the transaction ends and reads what is stored under it, in one statement. `held` is false
   * when another request holds the key now. The row is read as of the statement's start: a request that commits its
   * answer between that moment and the lock is not seen here, and is caught when the answer is written (a finished
   * answer is never overwritten; see OrderRepository.insertPlacement).
   */
  async claim(
    scope: string,
    key: string,
    tx: Tx,
  ): Promise<{ held: boolean; row: IdempotencyRow | undefined }> {
    const result = (await tx.execute(sql`
      select pg_try_advisory_xact_lock(hashtextextended(${`${scope}\n${key}`}, 0)) as held,
        k.request_hash, k.state, k.response_status, k.response_body, k.order_id
      from (select 1) as one
      left join ${idempotencyKeys} k on k.scope = ${scope} and k.key = ${key}
    `)) as {
      rows: {
        held: boolean;
        request_hash: string | null;
        state: IdempotencyRow['state'] | null;
        response_status: number | null;
        response_body: unknown;
        order_id: number | null;
      }[];
    };
    const found = result.rows[0];
    if (!found) return { held: false, row: undefined };
    const row: IdempotencyRow | undefined =
      found.request_hash === null
        ? undefined
        : {
            scope,
            key,
            requestHash: found.request_hash,
            state: found.state ?? 'in_progress',
            responseStatus: found.response_status,
            responseBody:
              typeof found.response_body === 'string' ? JSON.parse(found.response_body) : found.response_body,
            orderId: found.order_id,
            createdAt: new Date(0),
          };
    return { held: found.held === true, row };
  }
}
