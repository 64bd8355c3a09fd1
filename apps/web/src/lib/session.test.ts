import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// Each test gets fresh modules: the session module keeps the signed-in state (and, when storage fails, a copy in
// memory) for the page's life, as the app needs.
beforeEach(() => {
  vi.resetModules();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const KEY = 'userToken';
const hour = 60 * 60 * 1000;

function storeSession(access = 'a1', refresh = 'r1', expires = Date.now() + hour) {
  localStorage.setItem(KEY, JSON.stringify({ access, refresh, expires, id: 's1' }));
}

const tokens = (n: number) => ({
  token_type: 'Bearer',
  access_token: `a${n}`,
  refresh_token: `r${n}`,
  expires_in: 900,
});

type Answer = { status: number; body?: unknown } | Error;

/**
 * A fake server: the token endpoint answers from `renewals` (in order), everything else from `answer`. Records
 * each call with its Authorization header.
 */
function fakeServer({
  renewals = [{ status: 200, body: tokens(2) }],
  answer = (authorization: string | null): Answer =>
    authorization === 'Bearer a1'
      ? { status: 401, body: { message: 'Your session has ended.' } }
      : { status: 200 },
}: {
  renewals?: Answer[];
  answer?: (authorization: string | null, url: string) => Answer;
} = {}) {
  const calls: { url: string; authorization: string | null; body: unknown }[] = [];
  const queue = [...renewals];
  const reply = (result: Answer) => {
    if (result instanceof Error) throw new TypeError('Failed to fetch');
    return new Response(JSON.stringify(result.body ?? { data: 'ok' }), { status: result.status });
  };
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(new URL(String(input), 'http://localhost'), init);
    const url = new URL(request.url).pathname;
    const body = request.method === 'POST' ? await request.clone().text() : undefined;
    calls.push({ url, authorization: request.headers.get('Authorization'), body });
    if (url === '/api/oauth/token' && body?.includes('refresh_token')) {
      // A little later, so concurrent callers really overlap.
      await new Promise((resolve) => setTimeout(resolve, 5));
      return reply(queue.shift() ?? { status: 401 });
    }
    return reply(answer(request.headers.get('Authorization'), url));
  });
  const renewCalls = () => calls.filter((call) => call.url === '/api/oauth/token');
  return { calls, renewCalls };
}

/** Sends through the app's real API client (RTK Query's base query with `fetchJson`). */
async function apiCall(url: string, init: { method?: 'GET' | 'POST'; body?: unknown } = {}) {
  const { api } = await import('./api');
  const { makeStore } = await import('./store');
  const endpoints = api.injectEndpoints({
    endpoints: (build) => ({
      probe: build.mutation<unknown, { url: string; method?: 'GET' | 'POST'; body?: unknown }>({
        query: (request) => request,
      }),
    }),
    overrideExisting: true,
  });
  const store = makeStore();
  return store.dispatch(endpoints.endpoints.probe.initiate({ url, ...init }));
}

describe('session storage', () => {
  it('keeps the tokens under userToken and tells subscribers about sign-in and sign-out', async () => {
    const session = await import('./session');
    const seen: (string | undefined)[] = [];
    session.subscribeSession(() => seen.push(session.currentSession()?.access));

    session.saveSession((await import('./session-auth')).sessionOf(tokens(1)));
    expect(JSON.parse(localStorage.getItem(KEY) ?? 'null')).toMatchObject({ access: 'a1', refresh: 'r1' });
    session.signOut();
    expect(localStorage.getItem(KEY)).toBeNull();
    expect(seen).toEqual(['a1', undefined]);
    expect(session.sessionEnded()).toBe(false);
  });

  it('logs a corrupt or strangely shaped value with the spec’s words and treats it as signed out', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    localStorage.setItem(KEY, '{not json');
    const session = await import('./session');
    expect(session.currentSession()).toBeNull();
    expect(error).toHaveBeenCalledWith('Error loading state from localStorage:', KEY);

    error.mockClear();
    localStorage.setItem(KEY, JSON.stringify({ access: 42 }));
    expect(session.currentSession()).toBeNull();
    expect(error).toHaveBeenCalledWith('Error loading state from localStorage:', KEY);
  });

  it('never logs the token itself', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    localStorage.setItem(KEY, JSON.stringify({ access: 'secret-token', refresh: 7 }));
    const session = await import('./session');
    session.currentSession();
    expect(JSON.stringify(error.mock.calls)).not.toContain('secret-token');
  });

  it('keeps a sign-in in memory when storage cannot be read or written', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const refuse = () => {
      throw new DOMException('denied', 'SecurityError');
    };
    vi.stubGlobal('localStorage', { getItem: refuse, setItem: refuse, removeItem: refuse, clear: () => {} });
    const session = await import('./session');
    expect(session.currentSession()).toBeNull();
    expect(error).toHaveBeenCalledWith('Error loading state from localStorage:', expect.any(DOMException));

    session.saveSession((await import('./session-auth')).sessionOf(tokens(1)));
    expect(error).toHaveBeenCalledWith('Error saving state to localStorage:', expect.any(DOMException));
    expect(session.currentSession()?.access).toBe('a1');

    const server = fakeServer({ answer: () => ({ status: 200 }) });
    await apiCall('/api/user/get');
    expect(server.calls[0]?.authorization).toBe('Bearer a1');
  });

  it('follows a sign-out made in another tab', async () => {
    storeSession();
    const session = await import('./session');
    const listener = vi.fn();
    session.subscribeSession(listener);
    localStorage.removeItem(KEY);
    window.dispatchEvent(new StorageEvent('storage', { key: KEY }));
    expect(listener).toHaveBeenCalled();
    expect(session.currentSession()).toBeNull();
  });
});

describe('authorized API calls', () => {
  it('attach the bearer token of the signed-in customer, and none when signed out', async () => {
    const server = fakeServer({ answer: () => ({ status: 200 }) });
    await apiCall('/api/industries');
    storeSession('a7');
    await apiCall('/api/user/get');
    expect(server.calls.map((call) => call.authorization)).toEqual([null, 'Bearer a7']);
  });

  it('renew once on a 401 and send the call again with the new token', async () => {
    storeSession();
    const server = fakeServer();
    const result = await apiCall('/api/user/get');
    expect(result).toMatchObject({ data: { data: 'ok' } });
    expect(server.calls.map((call) => `${call.url} ${call.authorization}`)).toEqual([
      '/api/user/get Bearer a1',
      '/api/oauth/token null',
      '/api/user/get Bearer a2',
    ]);
    expect(JSON.parse(server.renewCalls()[0]?.body as string)).toEqual({
      grant_type: 'refresh_token',
      client_id: 'web',
      client_secret: '',
      refresh_token: 'r1',
    });
    expect(JSON.parse(localStorage.getItem(KEY) ?? 'null')).toMatchObject({ access: 'a2', refresh: 'r2' });
  });

  it('share one renewal between calls that fail together: a refresh token works only once', async () => {
    storeSession();
    const server = fakeServer();
    const results = await Promise.all([
      apiCall('/api/user/get'),
      apiCall('/api/address/getall'),
      apiCall('/api/wishlist'),
    ]);
    expect(results.every((result) => 'data' in result)).toBe(true);
    expect(server.renewCalls()).toHaveLength(1);
    expect(server.calls.filter((call) => call.authorization === 'Bearer a2')).toHaveLength(3);
  });

  it('do not renew again for a call that failed with a token already replaced', async () => {
    storeSession();
    const server = fakeServer();
    const session = await import('./session');
    await apiCall('/api/user/get');
    // A slow call sent with the old token comes back 401 after the renewal.
    const { renew } = await import('./session-auth');
    const late = await renew('a1', { current: session.currentSession, save: session.saveSession });
    expect(late).toBe('a2');
    expect(server.renewCalls()).toHaveLength(1);
  });

  it('renew an expired token before sending, saving a round trip', async () => {
    storeSession('a1', 'r1', Date.now() - 1000);
    const server = fakeServer();
    await apiCall('/api/user/get');
    expect(server.calls.map((call) => `${call.url} ${call.authorization}`)).toEqual([
      '/api/oauth/token null',
      '/api/user/get Bearer a2',
    ]);
  });

  it('renew under a Web Lock, so two tabs never spend the same refresh token', async () => {
    storeSession();
    const request = vi.fn((_name: string, task: () => Promise<unknown>) => task());
    vi.stubGlobal('navigator', { ...navigator, locks: { request } });
    fakeServer();
    await apiCall('/api/user/get');
    expect(request).toHaveBeenCalledWith('suuq.session', expect.any(Function));
  });

  it('take the tokens another tab renewed meanwhile instead of renewing again', async () => {
    storeSession();
    // The other tab renews while this call is on its way.
    const server = fakeServer({
      answer: (authorization) => {
        if (authorization === 'Bearer a1') {
          storeSession('a9', 'r9');
          return { status: 401 };
        }
        return { status: 200 };
      },
    });
    await apiCall('/api/user/get');
    expect(server.renewCalls()).toHaveLength(0);
    expect(server.calls.map((call) => call.authorization)).toEqual(['Bearer a1', 'Bearer a9']);
  });

  it('sign out cleanly when the renewal is refused, and send the call once more without a token', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    storeSession();
    const server = fakeServer({
      renewals: [{ status: 401, body: { message: 'Your session has ended. Please sign in again.' } }],
      answer: (authorization) => (authorization ? { status: 401 } : { status: 200 }),
    });
    const session = await import('./session');
    const result = await apiCall('/v1/api/stores/1/placeOrder', { method: 'POST', body: {} });
    expect(result).toMatchObject({ data: { data: 'ok' } });
    expect(localStorage.getItem(KEY)).toBeNull();
    expect(session.sessionEnded()).toBe(true);
    expect(server.calls.map((call) => call.authorization)).toEqual(['Bearer a1', null, null]);
  });

  it('sign out when the new token is refused too, and reject the call', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    storeSession();
    const server = fakeServer({
      answer: () => ({ status: 401, body: { message: 'Account switched off.' } }),
    });
    const session = await import('./session');
    const result = await apiCall('/api/user/get');
    expect(result).toMatchObject({ error: { status: 401 } });
    expect(server.renewCalls()).toHaveLength(1);
    expect(localStorage.getItem(KEY)).toBeNull();
    expect(session.sessionEnded()).toBe(true);
    expect(error).toHaveBeenCalledWith(
      'Request failed: /api/user/get',
      expect.objectContaining({ status: 401 }),
    );
  });

  it('keep the session when the renewal gets no answer (offline), and reject the call', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    storeSession();
    fakeServer({ renewals: [new Error('offline')] });
    const result = await apiCall('/api/user/get');
    expect(result).toMatchObject({ error: { status: 401 } });
    expect(JSON.parse(localStorage.getItem(KEY) ?? 'null')).toMatchObject({ access: 'a1', refresh: 'r1' });
  });

  it('keep the session when the token endpoint is busy or rate limited', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    storeSession();
    fakeServer({ renewals: [{ status: 429 }] });
    await apiCall('/api/user/get');
    expect(localStorage.getItem(KEY)).not.toBeNull();
  });
});

describe('the renewal code', () => {
  it('is never needed by a visitor who is not signed in', async () => {
    vi.doMock('./session-auth', () => {
      throw new Error('must not be loaded');
    });
    const server = fakeServer({ answer: () => ({ status: 200 }) });
    expect(await apiCall('/api/industries')).toMatchObject({ data: { data: 'ok' } });
    expect(server.calls.map((call) => call.authorization)).toEqual([null]);
    vi.doUnmock('./session-auth');
  });

  it('when it cannot be downloaded (offline), the token still goes as it is', async () => {
    storeSession('a5');
    vi.doMock('./session-auth', () => {
      throw new TypeError('Failed to fetch dynamically imported module');
    });
    const server = fakeServer({ answer: () => ({ status: 200 }) });
    await apiCall('/api/user/get');
    expect(server.calls.map((call) => call.authorization)).toEqual(['Bearer a5']);
    vi.doUnmock('./session-auth');
  });
});

describe('the image-upload path', () => {
  function upload() {
    const form = new FormData();
    form.append('avatar', new Blob([new Uint8Array([137, 80, 78, 71])], { type: 'image/png' }), 'me.png');
    return form;
  }

  it('swallows a 401 of a login or register URL: no token sent, no renewal, no sign-out, no log', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    storeSession();
    const server = fakeServer({ answer: () => ({ status: 401, body: { message: 'Wrong password.' } }) });
    const result = await apiCall('/api/register', { method: 'POST', body: upload() });
    // The form shows the server's own words.
    expect(result).toMatchObject({ error: { status: 401, data: { message: 'Wrong password.' } } });
    expect(server.calls.map((call) => `${call.url} ${call.authorization}`)).toEqual(['/api/register null']);
    expect(localStorage.getItem(KEY)).not.toBeNull();
    expect(error).not.toHaveBeenCalled();
  });

  it('sends other uploads with the token, renews once on a 401, and otherwise rejects', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    storeSession();
    const server = fakeServer({ answer: () => ({ status: 401 }) });
    const result = await apiCall('/api/user/update', { method: 'POST', body: upload() });
    expect(result).toMatchObject({ error: { status: 401 } });
    expect(server.calls.map((call) => `${call.url} ${call.authorization}`)).toEqual([
      '/api/user/update Bearer a1',
      '/api/oauth/token null',
      '/api/user/update Bearer a2',
    ]);
    expect(localStorage.getItem(KEY)).toBeNull();
  });
});
