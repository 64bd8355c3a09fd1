import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { vi } from 'vitest';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { AppProvider } from '../app/provider';
import { LinkNavigationProvider } from '../components/ui/link';
import { AppRoutes } from '../app/router';
import { makeStore, type AppStore } from '../lib/store';

/** Shows where the router went, so tests can assert navigation without a real page behind it. */
function LocationProbe() {
  const location = useLocation();
  return (
    <output data-testid="location" data-state={JSON.stringify(location.state ?? null)}>
      {location.pathname + location.search}
    </output>
  );
}

/** Renders `routes` in a memory router at `url`, with a fresh store (or the one given), as the app does (no transitions). */
export function renderRoutes(
  routes: ReactElement,
  { url = '/', store = makeStore() }: { url?: string; store?: AppStore } = {},
) {
  return {
    store,
    ...render(
      <AppProvider store={store}>
        <MemoryRouter initialEntries={[url]} useTransitions={false}>
          <LinkNavigationProvider>{routes}</LinkNavigationProvider>
        </MemoryRouter>
      </AppProvider>,
    ),
  };
}

/** Renders one element inside a memory router (at `path`) with a fresh store; any other URL shows a probe. */
export function renderWithRouter(element: ReactElement, { path = '/' }: { path?: string } = {}) {
  return renderRoutes(
    <Routes>
      <Route path={path} element={element} />
      <Route path="*" element={<LocationProbe />} />
    </Routes>,
    { url: path },
  );
}

/** Renders the whole app (shell and lazily loaded pages) at a URL, with a fresh store or the one given. */
export function renderApp(url = '/', { store }: { store?: AppStore } = {}) {
  return renderRoutes(<AppRoutes />, { url, store });
}

/** A canned answer with a status other than 200. */
export class Reply {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {}
}

type Handler = (request: Request) => unknown;

/**
 * Several stores' details (`GET /api/store-details?slugs=a,b`) without a handler of their own: answered from the
 * handlers of each store (`GET /api/stores/a`), leaving out the stores without one. One that throws fails them all.
 */
function storeDetails(handlers: Record<string, Handler>, request: Request): Handler | undefined {
  const url = new URL(request.url);
  if (request.method !== 'GET' || url.pathname !== '/api/store-details') return undefined;
  const slugs = url.searchParams.get('slugs')?.split(',') ?? [];
  return async () => {
    const found: unknown[] = [];
    for (const slug of slugs) {
      const handler = handlers[`GET /api/stores/${slug}`];
      if (!handler) continue;
      const answer = await handler(request);
      if (answer instanceof Reply) return answer;
      found.push((answer as { data: unknown }).data);
    }
    return { data: found };
  };
}

/**
 * Replaces `fetch` with canned JSON answers keyed by "METHOD /path" (no query string); a handler answering a
 * `Response` (a file) has it sent as it is. A handler that throws acts as a network failure; unknown requests
 * answer 404, so a test never reaches a network.
 */
export function mockApi(handlers: Record<string, Handler>) {
  const calls: Request[] = [];
  const fetchMock = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(String(input), init);
    calls.push(request);
    const url = new URL(request.url);
    const handler = handlers[`${request.method} ${url.pathname}`] ?? storeDetails(handlers, request);
    if (handler === undefined) return json(404, { message: 'Not found' });
    let answer: unknown;
    try {
      answer = await handler(request);
    } catch {
      throw new TypeError('Failed to fetch');
    }
    if (answer instanceof Response) return answer;
    return answer instanceof Reply ? json(answer.status, answer.body) : json(200, answer);
  };
  vi.stubGlobal('fetch', fetchMock);
  return { calls };
}

function json(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}
