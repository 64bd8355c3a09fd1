/**
 * Idempotency keys for placing orders. A key is claimed in its own short transaction before the order is made, so
 * a retry racing the original sees "in progress" (409) at once instead of waiting or making a second order; the
 * answer is stored with the order in the order's transaction, so a retry after success gets the same order.
 */
import { createHash } from 'node:crypto';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { idempotencyKeys } from '../../db/schema';
import { HttpError } from '../../lib/http-error';

/** A claim left "in progress" this long belongs to a request that died; a retry may take it over. */
const STALE_AFTER_MS = 60_000;

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

export type Claim = { kind: 'claimed' } | { kind: 'replay'; status: number; body: unknown };

export async function claimKey(db: Db, scope: string, key: string, fingerprint: string): Promise<Claim> {
  const inserted = await db
    .insert(idempotencyKeys)
    .values({ scope, key, requestHash: fingerprint })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  if (inserted.length) return { kind: 'claimed' };

  const [existing] = await db
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key)));
  if (!existing) return claimKey(db, scope, key, fingerprint);
  if (existing.requestHash !== fingerprint) throw new HttpError(422, 'idempotencyMismatch');
  if (existing.state === 'done') {
    return { kind: 'replay', status: existing.responseStatus ?? 201, body: existing.responseBody };
  }
  const takenOver = await db
    .update(idempotencyKeys)
    .set({ createdAt: sql`now()` })
    .where(
      and(
        eq(idempotencyKeys.scope, scope),
        eq(idempotencyKeys.key, key),
        eq(idempotencyKeys.state, 'in_progress'),
        lt(idempotencyKeys.createdAt, new Date(Date.now() - STALE_AFTER_MS)),
      ),
    )
    .returning({ key: idempotencyKeys.key });
  if (takenOver.length) return { kind: 'claimed' };
  throw new HttpError(409, 'idempotencyInProgress');
}

/** Gives the key back when the request was refused, so the same key may be used again once the cart is fixed. */
export async function releaseKey(db: Db, scope: string, key: string): Promise<void> {
  await db
    .delete(idempotencyKeys)
    .where(
      and(
        eq(idempotencyKeys.scope, scope),
        eq(idempotencyKeys.key, key),
        eq(idempotencyKeys.state, 'in_progress'),
      ),
    );
}

export async function completeKey(
  db: Db,
  scope: string,
  key: string,
  result: { status: number; body: unknown; orderId: number },
): Promise<void> {
  await db
    .update(idempotencyKeys)
    .set({ state: 'done', responseStatus: result.status, responseBody: result.body, orderId: result.orderId })
    .where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key)));
}
