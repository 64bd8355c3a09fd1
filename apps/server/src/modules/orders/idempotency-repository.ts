/**
 * Idempotency keys for placing orders. The key is held by the order's own transaction (a transaction-scoped
 * advisory lock), so a retry racing the original sees "in progress" (409) at once instead of waiting or making a
 * second order, and a request that dies (a crash, a dropped database connection) gives the key back the moment
 * its transaction ends: nothing is left half-claimed. The answer is stored with the order in that transaction,
 * so a retry after success gets the same order.
 */
import type { Tx } from '../../db/tx';
import { createHash } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { idempotencyKeys } from '../../db/schema';
import { HttpError } from '../../lib/http-error';

export function requestFingerprint(scope: string, body: unknown): string {
  return createHash('sha256').update(scope).update('\n').update(canonicalJson(body)).digest('hex');
}

/** JSON with object keys sorted, so the same body in another key order has the same fingerprint. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

export interface StoredAnswer {
  status: number;
  body: unknown;
}

/**
 * The answer stored for this key when a request with it already placed its order; undefined when none did.
 * The same key with another body is refused (422).
 */
export async function storedAnswer(
  db: Db | Tx,
  scope: string,
  key: string,
  fingerprint: string,
): Promise<StoredAnswer | undefined> {
  const [existing] = await db
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key)));
  if (!existing) return undefined;
  if (existing.requestHash !== fingerprint) throw new HttpError(422, 'idempotencyMismatch');
  // A claim without an answer (left by an earlier version of this code) is taken over by the next request.
  if (existing.state !== 'done') return undefined;
  return { status: existing.responseStatus ?? 201, body: existing.responseBody };
}

/**
 * Holds the key until the calling transaction ends (commit, rollback, or a lost connection); 409 when another
 * request holds it now. Never waits.
 */
export async function holdKey(tx: Tx, scope: string, key: string): Promise<void> {
  const result = (await tx.execute(
    sql`select pg_try_advisory_xact_lock(hashtextextended(${`${scope}\n${key}`}, 0)) as held`,
  )) as { rows: { held: boolean }[] };
  if (result.rows[0]?.held !== true) throw new HttpError(409, 'idempotencyInProgress');
}

/** Records the answer with the order, in the order's transaction: either both exist or neither does. */
export async function recordAnswer(
  tx: Tx,
  scope: string,
  key: string,
  fingerprint: string,
  result: { status: number; body: unknown; orderId: number },
): Promise<void> {
  const answer = {
    requestHash: fingerprint,
    state: 'done' as const,
    responseStatus: result.status,
    responseBody: result.body,
    orderId: result.orderId,
  };
  await tx
    .insert(idempotencyKeys)
    .values({ scope, key, ...answer })
    .onConflictDoUpdate({ target: [idempotencyKeys.scope, idempotencyKeys.key], set: answer });
}
