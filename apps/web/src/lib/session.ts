import { useSyncExternalStore } from 'react';

// The signed-in customer. This module ships with every page (the API client and the header use it), so it holds
// only what every request needs: the tokens, their renewal and the signed-in flag. Pages, forms and the profile
// itself load with the account feature.

/** Where the customer's tokens are kept: the spec's stored "user token". */
export const SESSION_STORAGE_KEY = 'userToken';

export interface Session {
  /** The bearer token of API calls; lives for `expires_in` seconds. */
  access: string;
  /** Trades for new tokens exactly once: the server rotates it, and ends the whole sign-in if it is used twice. */
  refresh: string;
  /** When the access token runs out, in this phone's clock (ms). */
  expires: number;
  /** Names this sign-in, so cached account data of one sign-in never shows in another. */
  id: string;
}

/** What POST /api/oauth/token answers. */
export interface Tokens {
  access_token: string;
  refresh_token: string;
  expires_in: number;
}

// Login and register calls carry no token, and their 401 (a wrong password) is the form's answer, not a sign that
// the session ended: it is swallowed here and never refreshes or signs out.
const AUTH_URL = /\/api\/(oauth\/token|register|login)\b/;
export const isAuthUrl = (url: string) => AUTH_URL.test(url);

// Renew a little before the token runs out: on a slow network a 401 and a retry cost two more round trips.
const EARLY_MS = 30_000;

let cache: { raw: string | null; session: Session | null } | undefined;
// Set when storage cannot be used (private mode, full disk): the sign-in then lasts until the page closes.
let memory: Session | null | undefined;
let expired = false;
const listeners = new Set<() => void>();

function parse(raw: string | null): Session | null {
  if (raw === null) return null;
  try {
    const value = JSON.parse(raw) as Partial<Session> | null;
    if (
      typeof value?.access === 'string' &&
      typeof value.refresh === 'string' &&
      typeof value.expires === 'number' &&
      typeof value.id === 'string'
    )
      return value as Session;
  } catch {
    // Reported below, without the value: it may hold a token.
  }
  console.error('Error loading state from localStorage:', SESSION_STORAGE_KEY);
  return null;
}

/** The signed-in customer's session, or null. Corrupt or unreadable storage counts as signed out. */
export function currentSession(): Session | null {
  if (memory !== undefined) return memory;
  let raw: string | null = null;
  try {
    raw = localStorage.getItem(SESSION_STORAGE_KEY);
  } catch (error) {
    console.error('Error loading state from localStorage:', error);
    memory = null;
  }
  if (cache?.raw !== raw) cache = { raw, session: parse(raw) };
  return cache.session;
}

function notify() {
  for (const listener of listeners) listener();
}

function save(next: Session | null) {
  try {
    if (next) localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(next));
    else localStorage.removeItem(SESSION_STORAGE_KEY);
  } catch (error) {
    console.error('Error saving state to localStorage:', error);
    memory = next;
  }
  notify();
}

const fromTokens = (tokens: Tokens, id: string): Session => ({
  access: tokens.access_token,
  refresh: tokens.refresh_token,
  expires: Date.now() + tokens.expires_in * 1000,
  id,
});

/** Starts a session with the tokens of a password grant. */
export function signIn(tokens: Tokens): void {
  expired = false;
  save(fromTokens(tokens, Math.random().toString(36).slice(2)));
}

/** Forgets the tokens. `ended`: the server ended the session (the sign-in form then says so). */
export function signOut(ended = false): void {
  expired = ended;
  save(null);
}

/** True when the last sign-out was the server's doing, not the customer's. */
export const sessionEnded = () => expired;

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

// Another tab signed in, out, or renewed the tokens.
window.addEventListener('storage', (event) => {
  if (event.key === SESSION_STORAGE_KEY || event.key === null) notify();
});

const sessionId = () => currentSession()?.id;

/** The id of the current sign-in (undefined when signed out); re-renders on sign-in and sign-out, in any tab. */
export function useSessionId(): string | undefined {
  return useSyncExternalStore(subscribeSession, sessionId, sessionId);
}

let renewing: Promise<string | undefined> | undefined;

/**
 * A live access token in place of `stale`. One renewal at a time, in this tab (callers share it) and across tabs
 * (a Web Lock), and never twice for the same token: a refresh token used twice ends the sign-in. A refused refresh
 * signs out; no answer (offline, busy, rate limited) keeps the session for a later try. Undefined when there is no
 * new token.
 */
export function renew(stale: string): Promise<string | undefined> {
  const task = async () => {
    const session = currentSession();
    // Signed out meanwhile, or another request or tab renewed already.
    if (!session || session.access !== stale) return session?.access;
    let response: Response;
    try {
      response = await fetch('/api/oauth/token', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({
          grant_type: 'refresh_token',
          client_id: 'web',
          client_secret: '',
          refresh_token: session.refresh,
        }),
      });
      if (response.ok) {
        const tokens = (await response.json()) as Tokens;
        save(fromTokens(tokens, session.id));
        return tokens.access_token;
      }
    } catch {
      return undefined;
    }
    if (response.status !== 429 && response.status < 500) signOut(true);
    return undefined;
  };
  renewing ??= (navigator.locks ? navigator.locks.request('suuq.session', task) : task()).finally(() => {
    renewing = undefined;
  });
  return renewing;
}

/**
 * Sends an API call with the customer's bearer token (`send` gets the header to add, or nothing). An expired token
 * is renewed first; a 401 renews once and tries again, and a second 401 signs out. After a refused renewal the call
 * goes once more without a token, so public calls (catalog, placing an order) still work. Login and register URLs
 * go as they are (see `isAuthUrl`).
 */
export async function authorized<T extends { error?: { status: unknown } }>(
  url: string,
  send: (authorization?: string) => T | PromiseLike<T>,
): Promise<T> {
  let session = currentSession();
  if (!session || isAuthUrl(url)) return send();
  if (Date.now() >= session.expires - EARLY_MS) {
    await renew(session.access);
    session = currentSession();
    if (!session) return send();
  }
  const first = await send(`Bearer ${session.access}`);
  if (first.error?.status !== 401) return first;
  const token = await renew(session.access);
  if (!token) return currentSession() ? first : send();
  const second = await send(`Bearer ${token}`);
  if (second.error?.status === 401) signOut(true);
  return second;
}
