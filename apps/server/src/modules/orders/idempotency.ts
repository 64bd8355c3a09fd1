/**
 * The rules of idempotency keys for placing orders: the same key and body answer the first order again, the same
 * key with another body is refused (422), a retry racing the original is refused at once (409). The queries live
 * in idempotency-repository.ts.
 */
import { createHash } from 'node:crypto';
import type { DbOrTx } from '../../db/tx';
import { InvalidError } from '../../lib/domain-error';
import type { IdempotencyRepository, IdempotencyRow } from './idempotency-repository';

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

/** A key as one request uses it: its scope (which includes the caller), the key itself and the body's fingerprint. */
export interface IdempotencyClaim {
  scope: string;
  key: string;
  fingerprint: string;
}

/**
 * The answer stored for this key when a request with it already placed its order; undefined when none did.
 * The same key with another body is refused (422).
 */
export async function storedAnswer(
  keys: IdempotencyRepository,
  claim: IdempotencyClaim,
  tx?: DbOrTx,
): Promise<StoredAnswer | undefined> {
  return answerOf(await keys.find(claim.scope, claim.key, tx), claim);
}

/** The answer in a stored key row, for this request: undefined when none is stored, 422 for another body. */
export function answerOf(
  existing: IdempotencyRow | undefined,
  claim: IdempotencyClaim,
): StoredAnswer | undefined {
  if (!existing) return undefined;
  if (existing.requestHash !== claim.fingerprint) throw new InvalidError('idempotencyMismatch');
  // A claim without an answer (left by an earlier version of this code) is taken over by the next request.
  if (existing.state !== 'done') return undefined;
  return { status: existing.responseStatus ?? 201, body: existing.responseBody };
}

/** The answer to record with the order, in the order's statement: either both exist or neither does. */
export function answerToStore(claim: IdempotencyClaim, result: { status: number; body: unknown }) {
  return {
    scope: claim.scope,
    key: claim.key,
    requestHash: claim.fingerprint,
    responseStatus: result.status,
    responseBody: result.body,
  };
}

/** Thrown in the order's transaction when another request stored its answer under the key first: roll back, replay. */
export class AnsweredMeanwhile extends Error {
  constructor() {
    super('The key was answered by another request meanwhile');
  }
}
