import { tokenRoute } from '@suuq/shared/routes-account';
// Only types from session.ts: importing its code here would tie the two modules into one chunk again.
import type { Session, SessionUser, Tokens } from './session';

/** Where one role's session is read and kept: an instance of session.ts's `createSession`, or just these. */
export interface SessionStore {
  current: () => Session | null;
  save: (next: Session | null, hasEnded?: boolean) => void;
  /** The Web Lock of this role's renewals (else its storage key, else the shopper's lock). */
  lock?: string | undefined;
  key?: string;
  /** The role a session is gated on: its calls are all private, so none goes again without a token. */
  role?: string | undefined;
}

// Renew a little before the token runs out: on a slow network a 401 and a retry cost two more round trips.
const EARLY_MS = 30_000;

/**
 * The session of new tokens; `id` names the sign-in (new at sign-in, kept by renewals), `user` is who signed in to
 * a role-gated session.
 */
export function sessionOf(
  tokens: Tokens,
  id = Math.random().toString(36).slice(2),
  user?: SessionUser,
): Session {
  return {
    access: tokens.access_token,
    refresh: tokens.refresh_token,
    expires: Date.now() + tokens.expires_in * 1000,
    id,
    ...(user ? { user } : {}),
  };
}

// The renewal under way, per role (by its lock): callers in this tab share it.
const renewing = new Map<string, Promise<string | undefined>>();

/**
 * A live access token in place of `stale`. One renewal at a time, in this tab (callers share it) and across tabs
 * (a Web Lock), and never twice for the same token: a refresh token used twice ends the sign-in. A refused refresh
 * signs out; no answer (offline), a busy or rate-limited server keep the session for a later try. Undefined when
 * there is no new token.
 */
export function renew(stale: string, store: SessionStore): Promise<string | undefined> {
  const task = async () => {
    const session = store.current();
    // Signed out meanwhile, or another request or tab renewed already.
    if (!session || session.access !== stale) return session?.access;
    let response: Response;
    try {
      const [method, url] = tokenRoute.split(' ');
      response = await fetch(url!, {
        method,
        headers: { 'Content-Type': 'application/json' },
        // The web app is the public client `web`, whose secret is empty.
        body: JSON.stringify({
          grant_type: 'refresh_token',
          client_id: 'web',
          client_secret: '',
          refresh_token: session.refresh,
        }),
      });
      if (response.ok) {
        const tokens = (await response.json()) as Tokens;
        store.save(sessionOf(tokens, session.id, session.user));
        return tokens.access_token;
      }
    } catch (error) {
      console.error('Could not renew the session:', error);
      return undefined;
    }
    if (response.status !== 429 && response.status < 500) store.save(null, true);
    return undefined;
  };
  const lock = store.lock ?? store.key ?? 'suuq.session';
  let pending = renewing.get(lock);
  if (!pending) {
    pending = (navigator.locks ? navigator.locks.request(lock, task) : task()).finally(() => {
      renewing.delete(lock);
    });
    renewing.set(lock, pending);
  }
  return pending;
}

/**
 * Sends an API call with the bearer token. An expired token is renewed first; a 401 renews once and tries again,
 * and a second 401 signs out. After a refused renewal a shopper's call goes once more without a token, so public
 * calls (catalog, placing an order) still work; a staff or captain call is answered with its refusal.
 */
export async function authorized<T extends { error?: { status: unknown } }>(
  send: (authorization?: string) => T | PromiseLike<T>,
  store: SessionStore,
): Promise<T> {
  let session = store.current();
  if (session && Date.now() >= session.expires - EARLY_MS) {
    await renew(session.access, store);
    session = store.current();
  }
  if (!session) return send();
  const first = await send(`Bearer ${session.access}`);
  if (first.error?.status !== 401) return first;
  const token = await renew(session.access, store);
  if (!token) return store.current() || store.role ? first : send();
  const second = await send(`Bearer ${token}`);
  if (second.error?.status === 401) store.save(null, true);
  return second;
}
