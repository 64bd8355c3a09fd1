/**
 * Reads PostgreSQL errors. Drivers wrap them (drizzle puts the driver's error in `cause`), so every check walks the
 * cause chain a few levels deep.
 */

interface PgErrorLike {
  code?: unknown;
  constraint?: unknown;
  detail?: unknown;
  message?: unknown;
  cause?: unknown;
}

/** Each error in the chain, the outermost first (at most five levels). */
function* chain(error: unknown): Generator<PgErrorLike> {
  for (let e: unknown = error, depth = 0; e && depth < 5; depth += 1) {
    const candidate = e as PgErrorLike;
    yield candidate;
    e = candidate.cause;
  }
}

/** The first SQLSTATE in the error's cause chain. */
export function pgCode(error: unknown): string | undefined {
  for (const candidate of chain(error)) {
    if (typeof candidate.code === 'string' && /^[0-9A-Z]{5}$/.test(candidate.code)) return candidate.code;
  }
  return undefined;
}

/** The first error in the cause chain with this SQLSTATE: its detail and constraint as PostgreSQL sent them. */
export function pgError(
  error: unknown,
  code: string,
): { detail?: unknown; constraint?: unknown } | undefined {
  for (const candidate of chain(error)) if (candidate.code === code) return candidate;
  return undefined;
}

/** The unique violation in the error's cause chain: the constraint and detail it names, or undefined. */
export function uniqueViolationText(error: unknown): string | undefined {
  for (const candidate of chain(error)) {
    if (candidate.code === '23505')
      return `${String(candidate.constraint ?? '')} ${String(candidate.detail ?? '')}`;
  }
  return undefined;
}

/** Whether the error is a unique violation of the named index or constraint. */
export function violates(error: unknown, constraint: string): boolean {
  return uniqueViolationText(error)?.includes(constraint) ?? false;
}

/** A PostgreSQL data exception (SQLSTATE class 22): the input, not the server, was wrong. */
export function isDataException(error: unknown): boolean {
  for (const candidate of chain(error)) {
    if (typeof candidate.code === 'string' && /^22[0-9A-Z]{3}$/.test(candidate.code)) return true;
  }
  return false;
}

/** Deadlock (40P01) or serialization failure (40001): the same transaction may succeed when run again. */
export function isRetryableConflict(error: unknown): boolean {
  for (const candidate of chain(error)) {
    if (candidate.code === '40P01' || candidate.code === '40001') return true;
  }
  return false;
}

/** Codes that mean the database is down, restarting, out of connections or cancelled the statement. */
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  '57P01',
  '57P02',
  '57P03',
  '08000',
  '08001',
  '08003',
  '08006',
  '53300',
  '57014',
]);

/** Whether the database could not be reached or answered in time (the request may be tried again later). */
export function isUnavailable(error: unknown): boolean {
  for (const candidate of chain(error)) {
    if (typeof candidate.code === 'string' && UNAVAILABLE_CODES.has(candidate.code)) return true;
    if (
      typeof candidate.message === 'string' &&
      /Connection terminated|timeout exceeded when trying to connect|Query read timeout|not queryable/i.test(
        candidate.message,
      )
    ) {
      return true;
    }
  }
  return false;
}

/** Whether the error is a foreign key violation (23503) of a constraint whose name contains `part`. */
export function violatesForeignKey(error: unknown, part: string): boolean {
  for (const candidate of chain(error)) {
    if (candidate.code === '23503') return String(candidate.constraint ?? '').includes(part);
  }
  return false;
}
