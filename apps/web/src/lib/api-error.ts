import { message, type Language, type MessageKey } from '@suuq/shared/labels';

// The one reader of API failures. Every caller (forms, checkout, the staff board, PayPal's return page, sign-in)
// used to pick `error.data.message` out by hand, each with its own idea of what "offline" is; this turns whatever
// failed into one typed problem, and `problemText` into the words a person sees. It imports the spec's messages, so
// it stays out of lib/api.ts, which ships with the home route.

/**
 * What kind of failure it was:
 * - `offline`: no answer reached the app (no network, the server down, a request that could not be sent);
 * - `unreadable`: an answer that was not the API's JSON (a proxy's error page), a timeout, or code that threw;
 * - `refused`: a 4xx answer other than 429, the server's word on this request (its message is the spec's);
 * - `rate-limited`: 429, try again later;
 * - `server`: a 5xx answer.
 */
export type ApiProblemKind = 'offline' | 'unreadable' | 'refused' | 'rate-limited' | 'server';

/** An API failure of any shape, read once. */
export interface ApiProblem {
  kind: ApiProblemKind;
  /** The HTTP status, when an answer came (also for an unreadable one); undefined when none did. */
  status: number | undefined;
  /** The server's own words (`{ message }`, already in the shopper's language), when it sent any. */
  message: string | undefined;
  /**
   * The server's notes per field (`{ errors: { phone: ['…'] } }`), one entry for every key it named; a key whose
   * value is not a list of words (e.g. a stock shortfall's `items`) has an empty list here and its value in `body`.
   */
  fields: Record<string, string[]>;
  /** The answer's JSON object as it came ({} when there was none), for details a single caller needs. */
  body: Record<string, unknown>;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const KINDS: readonly unknown[] = ['offline', 'unreadable', 'refused', 'rate-limited', 'server'];
const isProblem = (value: unknown): value is ApiProblem =>
  isObject(value) && KINDS.includes(value.kind) && isObject(value.fields) && isObject(value.body);

function kindOf(status: number): ApiProblemKind {
  if (status === 429) return 'rate-limited';
  return status >= 500 ? 'server' : 'refused';
}

function fieldsOf(errors: unknown): Record<string, string[]> {
  const fields: Record<string, string[]> = {};
  if (!isObject(errors)) return fields;
  for (const [field, notes] of Object.entries(errors))
    fields[field] = Array.isArray(notes)
      ? notes.filter((note): note is string => typeof note === 'string')
      : [];
  return fields;
}

function answered(status: number, data: unknown): ApiProblem {
  const body = isObject(data) ? data : {};
  return {
    kind: kindOf(status),
    status,
    message: typeof body.message === 'string' ? body.message : undefined,
    fields: fieldsOf(body.errors),
    body,
  };
}

const noAnswer = (kind: 'offline' | 'unreadable', status?: number): ApiProblem => ({
  kind,
  status,
  message: undefined,
  fields: {},
  body: {},
});

/**
 * Reads any failure: RTK Query's error (`{ status, data }`, `FETCH_ERROR`, `PARSING_ERROR`, `TIMEOUT_ERROR`,
 * `CUSTOM_ERROR`), a serialized thrown error (`{ name, message }`), a thrown `TypeError` of `fetch`, an answer's
 * bare `{ message, errors }` body, or a problem read already (answered as it is).
 */
export function apiProblem(error: unknown): ApiProblem {
  if (isProblem(error)) return error;
  // fetch rejects with a TypeError when the request never got an answer.
  if (error instanceof TypeError) return noAnswer('offline');
  if (!isObject(error)) return noAnswer('unreadable');
  const { status } = error;
  if (typeof status === 'number') return answered(status, error.data);
  if (status === 'FETCH_ERROR') return noAnswer('offline');
  if (status === 'PARSING_ERROR')
    return noAnswer(
      'unreadable',
      typeof error.originalStatus === 'number' ? error.originalStatus : undefined,
    );
  if (status !== undefined || error instanceof Error || 'name' in error || 'stack' in error)
    return noAnswer('unreadable');
  // A bare body, as the server sends it.
  return 'message' in error || 'errors' in error
    ? { ...answered(0, error), kind: 'refused', status: undefined }
    : noAnswer('unreadable');
}

/** True when the request never reached the server: something to try again once the network is back. */
export const isOffline = (problem: ApiProblem) => problem.kind === 'offline';

/**
 * The words a person sees for a problem: the server's own (the spec's messages, already translated), else
 * `offline` when no readable answer came, else the spec's general message (`fallback`, `internal` unless given).
 * Technical details are never shown; the API client has logged them.
 */
export function problemText(
  problem: ApiProblem,
  lang: Language,
  offline: string,
  fallback: MessageKey = 'internal',
): string {
  if (problem.message !== undefined) return problem.message;
  if (problem.kind === 'offline' || problem.kind === 'unreadable') return offline;
  return message(fallback, lang);
}
