import { afterEach, describe, expect, it, vi } from 'vitest';
import { customerSession } from '../../lib/session';
import { renew } from '../../lib/session-auth';
import { STAFF_SESSION_STORAGE_KEY, staffSession } from './staff-session';

// The board's sign-in as phones have kept it since before sessions were one.
const stored = {
  accessToken: 'access-2',
  refreshToken: 'refresh-2',
  user: { id: 7, name: 'Staff', role: 'staff', store_id: 1 },
};

function reply(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

const saved = () => JSON.parse(localStorage.getItem(STAFF_SESSION_STORAGE_KEY) ?? 'null') as unknown;

describe('the staff session', () => {
  afterEach(() => vi.restoreAllMocks());

  it('reads a sign-in stored in the board’s shape, and keeps writing that shape', () => {
    localStorage.setItem(STAFF_SESSION_STORAGE_KEY, JSON.stringify(stored));
    expect(staffSession.current()).toMatchObject({
      access: 'access-2',
      refresh: 'refresh-2',
      expires: Infinity,
      user: stored.user,
    });
    staffSession.save({ ...staffSession.current()!, access: 'access-3', expires: 1000 });
    expect(saved()).toMatchObject({ accessToken: 'access-3', refreshToken: 'refresh-2', expires: 1000 });
    expect(customerSession.current()).toBeNull();
  });

  it('takes the session another tab renewed instead of spending the old refresh token again', async () => {
    localStorage.setItem(STAFF_SESSION_STORAGE_KEY, JSON.stringify(stored));
    const fetch = vi.spyOn(globalThis, 'fetch');
    // This tab's request was refused with access-1; meanwhile another tab stored access-2.
    expect(await renew('access-1', staffSession)).toBe('access-2');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('renews once for callers in the same tab, under the staff lock', async () => {
    localStorage.setItem(STAFF_SESSION_STORAGE_KEY, JSON.stringify(stored));
    const request = vi.fn((_name: string, task: () => Promise<unknown>) => task());
    vi.stubGlobal('navigator', { ...navigator, locks: { request } });
    const fetch = vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      reply(200, {
        access_token: 'access-3',
        refresh_token: 'refresh-3',
        expires_in: 900,
        token_type: 'Bearer',
      }),
    );
    const [a, b] = await Promise.all([renew('access-2', staffSession), renew('access-2', staffSession)]);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(request).toHaveBeenCalledWith(STAFF_SESSION_STORAGE_KEY, expect.any(Function));
    expect(a).toBe('access-3');
    expect(b).toBe('access-3');
    expect(saved()).toMatchObject({ refreshToken: 'refresh-3', user: stored.user });
  });

  it('keeps the session when the server is busy or rate limiting, and ends it on a refusal', async () => {
    localStorage.setItem(STAFF_SESSION_STORAGE_KEY, JSON.stringify(stored));
    const fetch = vi.spyOn(globalThis, 'fetch').mockResolvedValueOnce(reply(503, { message: 'Busy' }));
    expect(await renew('access-2', staffSession)).toBeUndefined();
    expect(saved()).toEqual(stored);
    fetch.mockResolvedValueOnce(reply(429, { message: 'Too many' }));
    expect(await renew('access-2', staffSession)).toBeUndefined();
    expect(saved()).toEqual(stored);
    fetch.mockResolvedValueOnce(reply(401, { message: 'Your session has ended. Please sign in again.' }));
    expect(await renew('access-2', staffSession)).toBeUndefined();
    expect(staffSession.current()).toBeNull();
    expect(staffSession.ended()).toBe(true);
  });
});
