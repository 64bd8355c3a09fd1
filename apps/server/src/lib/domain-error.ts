import './messages';
import type { MessageKey } from '@suuq/shared/labels';

/**
 * The errors services and the rules they call throw: what went wrong in the domain's words, never an HTTP status.
 * `plugins/errors.ts` is the one place that gives each kind its status and puts the message (and every field's
 * message) in the caller's language, so a service needs neither HTTP nor the caller's language to refuse.
 */
export type DomainErrorKind =
  /** The input breaks a rule; `fields` says which paths and why. */
  | 'invalid'
  /** The input cannot be read at all (a broken form). */
  | 'malformed'
  /** Nobody is signed in, or the credentials are wrong. */
  | 'unauthenticated'
  /** The payment provider declined. */
  | 'payment_failed'
  /** Signed in, but this is not theirs to do. */
  | 'not_allowed'
  | 'not_found'
  /** The state or the figures of what exists refuse it (its figures go in `params`). */
  | 'conflict'
  | 'too_large'
  | 'unsupported'
  | 'too_many'
  /** A provider or the database cannot answer now; worth a retry later. */
  | 'unavailable';

export type MessageParams = Record<string, string | number>;

/** A message put in the caller's language when the error is answered. */
export class MessageRef {
  constructor(
    readonly key: MessageKey,
    readonly params: MessageParams = {},
  ) {}
}

/**
 * Problems by field path (`items.0`, `variants.1.selling_price`): a `MessageRef` is translated at the edge; any
 * other value (a figure, a key the contract sends as it is, an object such as a stock shortfall with what is left)
 * is answered as it is.
 */
export type FieldProblems = Record<string, unknown[]>;

export class DomainError extends Error {
  constructor(
    readonly kind: DomainErrorKind,
    readonly messageKey: MessageKey,
    readonly params: MessageParams = {},
    readonly fields?: FieldProblems,
  ) {
    super(messageKey);
    this.name = 'DomainError';
  }
}

export class NotFoundError extends DomainError {
  constructor(key: MessageKey = 'notFound', params?: MessageParams, fields?: FieldProblems) {
    super('not_found', key, params, fields);
    this.name = 'NotFoundError';
  }
}

export class ConflictError extends DomainError {
  constructor(key: MessageKey, params?: MessageParams, fields?: FieldProblems) {
    super('conflict', key, params, fields);
    this.name = 'ConflictError';
  }
}

export class NotAllowedError extends DomainError {
  constructor(key: MessageKey, params?: MessageParams) {
    super('not_allowed', key, params);
    this.name = 'NotAllowedError';
  }
}

export class InvalidError extends DomainError {
  constructor(key: MessageKey, params?: MessageParams, fields?: FieldProblems) {
    super('invalid', key, params, fields);
    this.name = 'InvalidError';
  }
}

export class UnauthenticatedError extends DomainError {
  constructor(key: MessageKey, params?: MessageParams) {
    super('unauthenticated', key, params);
    this.name = 'UnauthenticatedError';
  }
}

/** Too many tries: come back in `retryAfterSeconds` (answered as `Retry-After` when known). */
export class TooManyError extends DomainError {
  constructor(
    readonly retryAfterSeconds?: number,
    key: MessageKey = 'rateLimited',
  ) {
    super('too_many', key);
    this.name = 'TooManyError';
  }
}

export const notFound = (key: MessageKey = 'notFound') => new NotFoundError(key);

/**
 * A refusal about one field: the message on top and the same message under that field (the contract's
 * `{message, errors: {field: [message]}}`). `kind` is `invalid` for a rule of the input, `conflict` for what
 * exists already (a phone taken, a name in use).
 */
export function fieldProblem(
  kind: 'invalid' | 'conflict',
  key: MessageKey,
  field: string,
  params: MessageParams = {},
): DomainError {
  return new DomainError(kind, key, params, { [field]: [new MessageRef(key, params)] });
}

/**
 * A refusal for a set of field problems (`{ "variants.0.selling_price": messageKey }`), each message under its
 * field; throws nothing when there are none.
 */
export function throwFieldProblems(problems: Record<string, MessageKey>): void {
  const entries = Object.entries(problems);
  if (entries.length === 0) return;
  throw new InvalidError(
    'validationFailed',
    {},
    Object.fromEntries(entries.map(([field, key]) => [field, [new MessageRef(key)]])),
  );
}
