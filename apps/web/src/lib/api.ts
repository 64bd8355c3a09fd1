import { createApi, type BaseQueryFn } from '@reduxjs/toolkit/query/react';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { ParamOf, Route } from '@suuq/shared/routes';
import { currentLanguage } from './i18n';
import { OFFLINE_HEADER } from '../sw/catalog-routes';
import { reportNetwork } from './network-status';
import { authorized, customerSession, isAuthUrl, type ClientSession } from './session';

interface RequestOptions {
  /** Query parameters; undefined values are left out. */
  params?: Record<string, string | number | boolean | undefined>;
  /** Sent as JSON, except FormData (file uploads), which the browser encodes itself. */
  body?: unknown;
  /** Extra request headers, e.g. `Authorization` or `Idempotency-Key`. */
  headers?: Record<string, string>;
}

/** A call of a route of the shared table (`'POST /v1/api/orders/:order_number/pay'`), its path parameters by name. */
type RouteCall = {
  [R in Route]: RequestOptions & { url: R } & ([ParamOf<R>] extends [never]
      ? { path?: never }
      : { path: Record<ParamOf<R>, string | number> });
}[Route];

/**
 * What an endpoint's `query` returns: a route of the shared table (`@suuq/shared/routes`), alone or with its path
 * parameters, query parameters, body and headers; or a same-origin path with a method.
 */
export type ApiRequest =
  | RouteCall
  | string
  | (RequestOptions & { url: string; method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'; path?: never });

/** The method and URL of a request: a route's own, its `:name` parameters filled in and encoded. */
function target(request: ApiRequest) {
  const { url, method, path } =
    typeof request === 'string'
      ? { url: request }
      : (request as { url: string; method?: string; path?: Record<string, string | number> });
  const space = url.indexOf(' ');
  return {
    method: space < 0 ? (method ?? 'GET') : url.slice(0, space),
    url: path
      ? url.slice(space + 1).replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(path[name]!))
      : url.slice(space + 1),
  };
}

/** A request the page's start-up line made before the app's files arrived (scripts/prerender.mjs). */
interface EarlyAnswer {
  url: string;
  lang: string;
  answer: Promise<Response>;
}

declare global {
  interface Window {
    suuqEarly?: EarlyAnswer[];
  }
}

/**
 * The answer the page asked for early to a GET of `url` in `lang`, taken once: the first request of the same address
 * in the same language gets it (or a request of its own, should the early one have failed), any later one asks
 * again. Only the cart's and checkout's pages ask early, for their store's delivery options, public as the
 * request the app would make.
 */
export function takeEarlyAnswer(url: string, lang: string): Promise<Response> | undefined {
  const waiting = typeof window === 'undefined' ? undefined : window.suuqEarly;
  const index = waiting?.findIndex((early) => early.url === url && early.lang === lang) ?? -1;
  if (index < 0) return undefined;
  return waiting!.splice(index, 1)[0]!.answer;
}

/**
 * The part of RTK Query's `fetchBaseQuery` this API uses, with the same `{ data }` and `{ error }` shapes
 * (`FetchBaseQueryError`), so endpoints and components cannot tell the difference. `fetchBaseQuery` handles far more
 * (response handlers, timeouts, custom status checks) and costs the home route 1.2 KB gzipped; see
 * docs/decisions/003-home-route-budget.md. A feature that needs one of those can add it here or switch back.
 */
export const fetchJson: BaseQueryFn<ApiRequest, unknown, FetchBaseQueryError> = async (
  request,
  { signal },
) => {
  const { params = {}, body, headers: extra } = typeof request === 'string' ? {} : request;
  const { method, url } = target(request);
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(params))
    if (value !== undefined) search.append(name, String(value));
  const query = search.toString();

  // Same origin: the server hosts this app, the API and the images together.
  const headers = new Headers({ 'Accept-Language': currentLanguage(), ...extra });
  const json = body !== undefined && !(body instanceof FormData);
  if (json) headers.set('Content-Type', 'application/json');

  let text: string;
  let status: number;
  try {
    const address = query ? `${url}${url.includes('?') ? '&' : '?'}${query}` : url;
    const ask = () =>
      fetch(address, {
        method,
        headers,
        body: json ? JSON.stringify(body) : (body as FormData | undefined),
        signal,
      });
    const early =
      method === 'GET' ? takeEarlyAnswer(address, headers.get('Accept-Language') ?? '') : undefined;
    const response = await (early ? early.catch(ask) : ask());
    status = response.status;
    text = await response.text();
    // The service worker marks an answer it took from its cache because the network failed.
    reportNetwork(!response.headers.has(OFFLINE_HEADER));
  } catch (error) {
    if (!signal?.aborted) reportNetwork(false);
    return { error: { status: 'FETCH_ERROR', error: String(error) } };
  }

  let data: unknown;
  try {
    data = text ? JSON.parse(text) : null;
  } catch (error) {
    return { error: { status: 'PARSING_ERROR', originalStatus: status, data: text, error: String(error) } };
  }
  return status >= 200 && status < 300 ? { data } : { error: { status, data } };
};

/**
 * The base query of calls made as `session`'s user: its token goes along, renewed once on a 401 (lib/session.ts).
 * The spec: HTTP failures are logged to the console and rejected; components show their own translated message
 * (lib/api-error.ts). A login or register URL's 401 is the form's answer (a wrong password), swallowed without a log.
 */
export function sessionQuery(session: ClientSession): BaseQueryFn<ApiRequest, unknown, FetchBaseQueryError> {
  return async (request, api, extra) => {
    const call = typeof request === 'string' ? { url: request } : request;
    const { url } = target(request);
    const result = await authorized(session, url, (authorization) =>
      fetchJson(
        authorization ? { ...call, headers: { Authorization: authorization, ...call.headers } } : request,
        api,
        extra,
      ),
    );
    if (result.error && !(result.error.status === 401 && isAuthUrl(url)))
      console.error(`Request failed: ${url}`, result.error);
    return result;
  };
}

/** The one RTK Query api of the app; each feature adds its endpoints with `api.injectEndpoints`. */
export const api = createApi({
  reducerPath: 'api',
  // The shopper's session; a staff or captain endpoint sends its own with `queryFn` and `sessionQuery`.
  baseQuery: sessionQuery(customerSession),
  // Mobile connections drop often; data shown before the drop may be stale. Focus refetches stay off to save data.
  refetchOnReconnect: true,
  endpoints: () => ({}),
});
