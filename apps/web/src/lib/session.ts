import { useSyncExternalStore } from 'react';
import type * as SessionAuth from './session-auth';

// The signed-in customer. This module ships with every page (the API client and the header's account link use it),
// so it holds only what a first visit needs: reading the tokens, saving them, and the signed-in flag. Attaching the
// token and renewing it live in session-auth.ts, fetched on the first API call of a signed-in customer: a visitor
// who never signed in never downloads it (docs/decisions/003-home-route-budget.md).

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
// the session ended: it is swallowed here and never renews or signs out.
const AUTH_URL = /\/api\/(oauth\/token|register|login)\b/;
export const isAuthUrl = (url: string) => AUTH_URL.test(url);

const CHANGED = 'suuq:session';
let cache: { raw: string | null; session: Session | null } | undefined;
// Set when storage cannot be used (private mode, full disk): the sign-in then lasts until the page closes.
let memory: Session | null | undefined;
let ended = false;

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

/**
 * Keeps `next` as the session (null: signed out) and tells every subscriber. `hasEnded`: the server ended it, so
 * the sign-in form says so.
 */
export function saveSession(next: Session | null, hasEnded = false): void {
  ended = hasEnded;
  try {
    if (next) localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(next));
    else localStorage.removeItem(SESSION_STORAGE_KEY);
  } catch (error) {
    console.error('Error saving state to localStorage:', error);
    memory = next;
  }
  window.dispatchEvent(new Event(CHANGED));
}

/** Forgets the tokens (there is nothing to tell the server: a refresh token unused simply runs out). */
export const signOut = () => saveSession(null);

/** True when the last sign-out was the server's doing, not the customer's. */
export const sessionEnded = () => ended;

/** Calls `listener` on sign-in, renewal and sign-out, in this tab or another; answers the unsubscribe function. */
export function subscribeSession(listener: () => void): () => void {
  window.addEventListener(CHANGED, listener);
  window.addEventListener('storage', listener);
  return () => {
    window.removeEventListener(CHANGED, listener);
    window.removeEventListener('storage', listener);
  };
}

const sessionId = () => currentSession()?.id;

/** The id of the current sign-in (undefined when signed out); re-renders on sign-in and sign-out, in any tab. */
export function useSessionId(): string | undefined {
  return useSyncExternalStore(subscribeSession, sessionId, sessionId);
}

/**
 * Sends an API call with the customer's bearer token: `send` gets the header to add, or nothing (signed out, or a
 * login or register URL). Renewal and the 401 rules are in session-auth.ts.
 */
export async function authorized<T extends { error?: { status: unknown } }>(
  url: string,
  send: (authorization?: string) => T | PromiseLike<T>,
): Promise<T> {
  const session = currentSession();
  if (!session || isAuthUrl(url)) return send();
  let auth: typeof SessionAuth;
  try {
    auth = await import('./session-auth');
  } catch {
    // Offline before that code arrived: the token goes as it is.
    return send(`Bearer ${session.access}`);
  }
  return auth.authorized(send, { current: currentSession, save: saveSession });
}
