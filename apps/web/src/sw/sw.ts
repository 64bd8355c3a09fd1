/// <reference lib="webworker" />
/**
 * The service worker: the app's shell and the pages needed to shop offline are precached (their list is chosen in
 * vite.config.ts), catalog answers are kept from the network for when it fails, and catalog images are kept as they
 * are downloaded; web pushes show as notifications (push.ts). Nothing of an account, an order, the staff board or a sign-in is ever stored here.
 */
import { clientsClaim } from 'workbox-core';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { CacheExpiration, ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';
import { isCatalogRead, OFFLINE_HEADER } from './catalog-routes';
import { forLanguages, languagesOf } from './offline-languages';
import { listenForPushes } from './push';
import { routeEveryRequestToTheFetchHandler } from './static-routes';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: Array<string | { url: string; revision: string | null }>;
};

const CATALOG_CACHE = 'suuq-catalog-v1';
const IMAGE_CACHE = 'suuq-images-v1';
/** How long a catalog request may wait for the network before an answer kept from earlier is shown. */
const NETWORK_TIMEOUT_MS = 4000;

// Before the precache's own install work: a stopped worker's page is not fetched twice (static-routes.ts).
self.addEventListener('install', (event) => routeEveryRequestToTheFetchHandler(event));
void self.skipWaiting();
clientsClaim();
listenForPushes();
cleanupOutdatedCaches();
// The messages of the languages the shopper reads here (offline-languages.ts).
precacheAndRoute(forLanguages(self.__WB_MANIFEST, languagesOf(self.location.href)));

// Every page of the app is index.html; its router shows the page, also offline.
registerRoute(
  new NavigationRoute(createHandlerBoundToURL('/index.html'), { denylist: [/^\/(api|v1|images)\//] }),
);

const catalogExpiration = new CacheExpiration(CATALOG_CACHE, {
  maxEntries: 300,
  maxAgeSeconds: 14 * 24 * 60 * 60,
});

async function hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * The key an answer is kept under: the URL, the language it was asked in, and for a POST (the product listing
 * takes its filters as a JSON body) a hash of the body. The Cache API only holds GET requests, so the key is one.
 */
async function cacheKey(request: Request): Promise<Request> {
  const url = new URL(request.url);
  url.searchParams.set('sw-lang', request.headers.get('accept-language') ?? '');
  if (request.method === 'POST') url.searchParams.set('sw-body', await hex(await request.clone().text()));
  return new Request(url.href);
}

function markedOffline(response: Response): Response {
  const headers = new Headers(response.headers);
  headers.set(OFFLINE_HEADER, '1');
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}

/**
 * Network first: a fresh answer is shown and kept. When the network fails, the kept answer is shown, marked so that
 * the app tells the shopper they are offline. When the network is only slow, the kept answer is shown after a few
 * seconds (the fresh one still replaces it in the cache).
 */
async function networkFirst(request: Request): Promise<Response> {
  const key = await cacheKey(request);
  const cache = await caches.open(CATALOG_CACHE);
  const network = fetch(request).then(async (response) => {
    if (response.ok) {
      await cache.put(key, response.clone());
      await catalogExpiration.updateTimestamp(key.url);
      void catalogExpiration.expireEntries();
    }
    return response;
  });
  let timer: ReturnType<typeof setTimeout> | undefined;
  const slow = new Promise<Response | undefined>((resolve) => {
    timer = setTimeout(() => void cache.match(key).then(resolve), NETWORK_TIMEOUT_MS);
  });
  try {
    const first = await Promise.race([network, slow]);
    if (first) return first;
    // Slow, and nothing kept: wait for the network after all.
    return await network;
  } catch (error) {
    const kept = await cache.match(key);
    if (kept) return markedOffline(kept);
    throw error;
  } finally {
    clearTimeout(timer);
  }
}

const sameOrigin = (url: URL) => url.origin === self.location.origin;
for (const method of ['GET', 'POST'] as const) {
  registerRoute(
    ({ url, request }) => sameOrigin(url) && isCatalogRead(url.pathname, request.method),
    ({ request }) => networkFirst(request),
    method,
  );
}

// Resized catalog images never change under their URL: the first copy is kept, the oldest dropped beyond 400.
registerRoute(
  ({ url, request }) => request.method === 'GET' && sameOrigin(url) && url.pathname.startsWith('/images/'),
  new CacheFirst({
    cacheName: IMAGE_CACHE,
    plugins: [
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin({ maxEntries: 400, maxAgeSeconds: 30 * 24 * 60 * 60, purgeOnQuotaError: true }),
    ],
  }),
);
