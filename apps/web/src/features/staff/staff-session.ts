import { useSyncExternalStore } from 'react';
import type { TokenResponse, User } from '@suuq/shared/accounts';
import { fetchJson } from '../../lib/api';

/** Where a staff member's sign-in is kept (the access and refresh tokens, and who they are). */
export const STAFF_SESSION_STORAGE_KEY = 'suuq.staff.session';

export interface StaffSession {
  accessToken: string;
  refreshToken: string;
  user: Pick<User, 'id' | 'name' | 'role' | 'store_id'>;
}

// The web app is OAuth's public client `web`, with an empty secret.
const CLIENT = { client_id: 'web', client_secret: '' };

function isSession(value: unknown): value is StaffSession {
  if (typeof value !== 'object' || value === null) return false;
  const session = value as Partial<StaffSession>;
  return (
    typeof session.accessToken === 'string' &&
    typeof session.refreshToken === 'string' &&
    typeof session.user === 'object' &&
    session.user !== null &&
    typeof session.user.store_id === 'number'
  );
}

function parse(raw: string | null): StaffSession | null {
  try {
    const saved: unknown = JSON.parse(raw ?? 'null');
    return isSession(saved) ? saved : null;
  } catch (error) {
    console.error('Error loading state from localStorage:', error);
    return null;
  }
}

// The parsed session, kept while the stored text is unchanged (so a snapshot is stable for React); when storage
// cannot be written, the session lives here alone until the page closes.
let cache: { raw: string | null; session: StaffSession | null; memoryOnly: boolean } | undefined;
const listeners = new Set<() => void>();

function set(next: StaffSession | null) {
  const raw = next ? JSON.stringify(next) : null;
  let memoryOnly = false;
  try {
    if (raw) localStorage.setItem(STAFF_SESSION_STORAGE_KEY, raw);
    else localStorage.removeItem(STAFF_SESSION_STORAGE_KEY);
  } catch (error) {
    console.error('Error saving state to localStorage:', error);
    memoryOnly = true;
  }
  cache = { raw, session: next, memoryOnly };
  for (const listener of listeners) listener();
}

export function currentSession(): StaffSession | null {
  if (cache?.memoryOnly) return cache.session;
  let raw: string | null = null;
  try {
    raw = localStorage.getItem(STAFF_SESSION_STORAGE_KEY);
  } catch (error) {
    console.error('Error loading state from localStorage:', error);
  }
  if (cache?.raw !== raw) cache = { raw, session: parse(raw), memoryOnly: false };
  return cache.session;
}

export function signOut(): void {
  refreshing = undefined;
  set(null);
}

/** The signed-in staff member (null when signed out); re-renders on sign-in, refresh and sign-out. */
export function useStaffSession(): StaffSession | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    currentSession,
    currentSession,
  );
}

type Failure = { ok: false; status: number | string; message: string | undefined };

function failure(error: { status: number | string; data?: unknown }): Failure {
  const data = error.data as { message?: unknown } | undefined;
  return {
    ok: false,
    status: error.status,
    message: typeof data?.message === 'string' ? data.message : undefined,
  };
}

// fetchJson outside RTK Query: of its second argument it reads only the abort signal, and these never abort.
const noApi = { signal: new AbortController().signal } as Parameters<typeof fetchJson>[1];

/**
 * Signs in with the password grant, then checks that the account is staff of a store. Answers the server's own
 * message on failure (wrong password, too many tries), or `forbidden` for an account that is not staff.
 */
export async function signIn(username: string, password: string): Promise<{ ok: true } | Failure> {
  const token = await fetchJson(
    {
      url: '/api/oauth/token',
      method: 'POST',
      body: { grant_type: 'password', ...CLIENT, username, password },
    },
    noApi,
    {},
  );
  if (token.error) return failure(token.error);
  const tokens = token.data as TokenResponse;
  const me = await fetchJson(
    { url: '/api/user/get', headers: { Authorization: `Bearer ${tokens.access_token}` } },
    noApi,
    {},
  );
  if (me.error) return failure(me.error);
  const user = (me.data as { data: User }).data;
  if (user.role !== 'staff' || user.store_id === null) return { ok: false, status: 403, message: undefined };
  set({
    accessToken: tokens.access_token,
    refreshToken: tokens.refresh_token,
    user: { id: user.id, name: user.name, role: user.role, store_id: user.store_id },
  });
  return { ok: true };
}

let refreshing: Promise<StaffSession | null> | undefined;

/**
 * Trades the refresh token for new tokens, in place of the access token `stale` that was refused. A refresh token
 * works once, so one renewal runs at a time: callers in this tab share it, and other tabs wait on a Web Lock and
 * then find the renewed session instead of spending the old token again (which would end the sign-in everywhere).
 * A refusal ends the session; no answer (offline), a busy or rate-limited server keep it for a later try.
 */
export function refreshSession(stale?: string): Promise<StaffSession | null> {
  if (!currentSession()) return Promise.resolve(null);
  const task = async (): Promise<StaffSession | null> => {
    const current = currentSession();
    if (!current) return null;
    // Another tab (or an earlier call here) renewed while this one waited.
    if (stale !== undefined && current.accessToken !== stale) return current;
    const result = await fetchJson(
      {
        url: '/api/oauth/token',
        method: 'POST',
        body: { grant_type: 'refresh_token', ...CLIENT, refresh_token: current.refreshToken },
      },
      noApi,
      {},
    );
    if (result.error) {
      const { status } = result.error;
      if (typeof status === 'number' && status !== 429 && status < 500) signOut();
      return null;
    }
    const tokens = result.data as TokenResponse;
    const next = { ...current, accessToken: tokens.access_token, refreshToken: tokens.refresh_token };
    set(next);
    return next;
  };
  refreshing ??= (navigator.locks ? navigator.locks.request('suuq.staff.session', task) : task()).finally(
    () => {
      refreshing = undefined;
    },
  );
  return refreshing;
}
