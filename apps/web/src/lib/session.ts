import { useSyncExternalStore } from 'react';
import type { Role } from '@suuq/shared/accounts';
import type * as SessionAuth from './session-auth';

// The one client session of every role: shoppers, store staff and captains each get an instance of `createSession`
// (one token store, one renewal under one Web Lock, one sign-in with a role gate in session-sign-in.ts). A shop
// phone keeps a staff sign-in beside a shopper's, so the roles are separate instances under separate keys
// (docs/decisions/008-one-session-for-every-role.md).
//
// This module ships with every page (the API client and the header's account link use the shopper's session), so
// it holds only what a first visit needs: reading the tokens, saving them, and the signed-in flag. Attaching the
// token and renewing it live in session-auth.ts, fetched on the first API call of a signed-in user: a visitor who
// never signed in never downloads it (docs/decisions/003-home-route-budget.md).

/** Where the customer's tokens are kept: the spec's stored "user token". */
export const SESSION_STORAGE_KEY = 'userToken';

/** Who signed in, kept by a session that lets only one role in (staff, captain). */
export interface SessionUser {
  id: number;
  name: string;
  role: Role;
  store_id: number | null;
  /** Staff only: whether they own the store (its team and money are theirs); absent in sign-ins kept before. */
  is_owner?: boolean | undefined;
}

export interface Session {
  /** The bearer token of API calls; lives for `expires_in` seconds. */
  access: string;
  /** Trades for new tokens exactly once: the server rotates it, and ends the whole sign-in if it is used twice. */
  refresh: string;
  /** When the access token runs out, in this phone's clock (ms); Infinity when unknown (renewed on a 401 only). */
  expires: number;
  /** Names this sign-in, so cached account data of one sign-in never shows in another. */
  id: string;
  /** The signed-in account, for a role-gated session; a shopper's session has none. */
  user?: SessionUser | undefined;
}

/** What POST /api/oauth/token answers. */
export interface Tokens {
  access_token: string;
  refresh_token: string;
  expires_in: number;
}

/** How a role's session is written to storage and read back (checked as a `Session` after `read`). */
export interface SessionCodec {
  read: (value: unknown) => Session | null;
  write: (session: Session) => unknown;
}

export interface SessionOptions {
  /** The localStorage key of this role's tokens. */
  key: string;
  /** The Web Lock its renewals run under, so two tabs never spend the same refresh token; `key` by default. */
  lock?: string;
  /**
   * The one role that may sign in here (sign-in then asks the server who signed in, and keeps it as `user`);
   * undefined lets any account in, as shopping does. A session gated on a role makes only private calls, so after a
   * refused renewal its call is answered with the refusal; a shopper's goes once more without a token, since the
   * catalog and checkout are public.
   */
  role?: Role;
  /** More the account must be to sign in here (e.g. staff of a store). */
  accepts?: (user: SessionUser) => boolean;
  /** The stored shape, when it is not `Session` itself. */
  codec?: SessionCodec;
}

/**
 * One role's session: its options, its tokens and who is told of changes. It is also the store session-auth.ts
 * renews (`renew(stale, session)`). The hooks and API calls are functions beside it, so the home route ships only
 * those it uses.
 */
export interface ClientSession extends SessionOptions {
  /** The signed-in session, or null. Corrupt or unreadable storage counts as signed out. */
  current: () => Session | null;
  /**
   * Keeps `next` as the session (null: signed out) and tells every subscriber. `hasEnded`: the server ended it, so
   * the sign-in form says so.
   */
  save: (next: Session | null, hasEnded?: boolean) => void;
  /** True when the last sign-out was the server's doing, not the person's. */
  ended: () => boolean;
  /** Calls `listener` on sign-in, renewal and sign-out, in this tab or another; answers the unsubscribe function. */
  subscribe: (listener: () => void) => () => void;
}

// Login and register calls carry no token, and their 401 (a wrong password) is the form's answer, not a sign that
// the session ended: it is swallowed here and never renews or signs out.
const AUTH_URL = /\/api\/(oauth\/token|register|login)\b/;
export const isAuthUrl = (url: string) => AUTH_URL.test(url);

const CHANGED = 'suuq:session';

function isSession(value: unknown): value is Session {
  const session = value as Partial<Session> | null;
  return (
    typeof session?.access === 'string' &&
    typeof session.refresh === 'string' &&
    typeof session.expires === 'number' &&
    typeof session.id === 'string'
  );
}

export function createSession(options: SessionOptions): ClientSession {
  const { key, codec } = options;
  let cache: { raw: string | null; session: Session | null } | undefined;
  // Set when storage cannot be used (private mode, full disk): the sign-in then lasts until the page closes.
  let memory: Session | null | undefined;
  let hasEnded = false;

  function parse(raw: string | null): Session | null {
    if (raw === null) return null;
    try {
      const value: unknown = JSON.parse(raw);
      const session = codec ? codec.read(value) : value;
      if (isSession(session)) return session;
    } catch {
      // Reported below, without the value: it may hold a token.
    }
    console.error('Error loading state from localStorage:', key);
    return null;
  }

  return {
    ...options,
    current() {
      if (memory !== undefined) return memory;
      let raw: string | null = null;
      try {
        raw = localStorage.getItem(key);
      } catch (error) {
        console.error('Error loading state from localStorage:', error);
        memory = null;
      }
      if (cache?.raw !== raw) cache = { raw, session: parse(raw) };
      return cache.session;
    },
    save(next, ended = false) {
      hasEnded = ended;
      try {
        if (next) localStorage.setItem(key, JSON.stringify(codec ? codec.write(next) : next));
        else localStorage.removeItem(key);
      } catch (error) {
        console.error('Error saving state to localStorage:', error);
        memory = next;
      }
      window.dispatchEvent(new Event(CHANGED));
    },
    ended: () => hasEnded,
    subscribe(listener) {
      window.addEventListener(CHANGED, listener);
      window.addEventListener('storage', listener);
      return () => {
        window.removeEventListener(CHANGED, listener);
        window.removeEventListener('storage', listener);
      };
    },
  };
}

/** What a page rendered before it reached the shopper shows: nobody signed in (the app then renders their session). */
const signedOut = () => null;

/** `session`'s current session; re-renders on sign-in, renewal and sign-out, in any tab. */
export function useSession(session: ClientSession): Session | null {
  return useSyncExternalStore(session.subscribe, session.current, signedOut);
}

/**
 * Sends an API call with `session`'s bearer token: `send` gets the header to add, or nothing (signed out, or a login
 * or register URL). Renewal and the 401 rules are in session-auth.ts.
 */
export async function authorized<T extends { error?: { status: unknown } }>(
  session: ClientSession,
  url: string,
  send: (authorization?: string) => T | PromiseLike<T>,
): Promise<T> {
  const signedIn = session.current();
  if (!signedIn || isAuthUrl(url)) return send();
  let auth: typeof SessionAuth;
  try {
    auth = await import('./session-auth');
  } catch {
    // Offline before that code arrived: the token goes as it is.
    return send(`Bearer ${signedIn.access}`);
  }
  return auth.authorized(send, session);
}

/** The shopper's session: any account may shop, and public calls still work after the session ends. */
export const customerSession = createSession({ key: SESSION_STORAGE_KEY, lock: 'suuq.session' });

// The shopper's session under the names the storefront has always used (functions, so a page that uses none of them
// does not ship them).
export const currentSession = () => customerSession.current();
export const saveSession = (next: Session | null, hasEnded?: boolean) => customerSession.save(next, hasEnded);
export const sessionEnded = () => customerSession.ended();
export const subscribeSession = (listener: () => void) => customerSession.subscribe(listener);
/** Forgets the tokens (there is nothing to tell the server: a refresh token unused simply runs out). */
export const signOut = () => customerSession.save(null);

const sessionId = () => currentSession()?.id;

/** The id of the current sign-in (undefined when signed out); re-renders on sign-in and sign-out, in any tab. */
export function useSessionId(): string | undefined {
  return useSyncExternalStore(subscribeSession, sessionId, () => undefined);
}
