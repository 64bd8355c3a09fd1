import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  currentSession,
  refreshSession,
  STAFF_SESSION_STORAGE_KEY,
  type StaffSession,
} from './staff-session';

const session: StaffSession = {
  accessToken: 'access-2',
  refreshToken: 'refresh-2',
  user: { id: 7, name: 'Staff', role: 'staff', store_id: 1 },
};

function reply(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

describe('refreshSession', () => {
  afterEach(() => vi.restoreAllMocks());

  it('takes the session another tab renewed instead of spending the old refresh token again', async () => {
    localStorage.setItem(STAFF_SESSION_STORAGE_KEY, JSON.stringify(session));
    const fetch = vi.spyOn(globalThis, 'fetch');
    // This tab's request was refused with access-1; meanwhile another tab stored access-2.
    expect(await refreshSession('access-1')).toEqual(session);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('renews once for callers in the same tab', async () => {
    localStorage.setItem(STAFF_SESSION_STORAGE_KEY, JSON.stringify(session));
    const fetch = vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      reply(200, {
        access_token: 'access-3',
        refresh_token: 'refresh-3',
        expires_in: 900,
        token_type: 'Bearer',
      }),
    );
    const [a, b] = await Promise.all([refreshSession('access-2'), refreshSession('access-2')]);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(a?.accessToken).toBe('access-3');
    expect(b?.accessToken).toBe('access-3');
    expect(currentSession()?.refreshToken).toBe('refresh-3');
  });

  it('keeps the session when the server is busy or rate limiting, and ends it on a refusal', async () => {
    localStorage.setItem(STAFF_SESSION_STORAGE_KEY, JSON.stringify(session));
    const fetch = vi.spyOn(globalThis, 'fetch').mockResolvedValueOnce(reply(503, { message: 'Busy' }));
    expect(await refreshSession('access-2')).toBeNull();
    expect(currentSession()).toEqual(session);
    fetch.mockResolvedValueOnce(reply(429, { message: 'Too many' }));
    expect(await refreshSession('access-2')).toBeNull();
    expect(currentSession()).toEqual(session);
    fetch.mockResolvedValueOnce(reply(401, { message: 'Your session has ended. Please sign in again.' }));
    expect(await refreshSession('access-2')).toBeNull();
    expect(currentSession()).toBeNull();
  });
});
