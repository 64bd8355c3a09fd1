/// <reference lib="webworker" />
/**
 * Every request the app makes goes to the service worker's fetch handler, said once at install in the browser's
 * static routes. Without a route, Chromium (since version 140) sends a page's request to the network while it starts
 * a stopped service worker, and throws the answer away when the worker answers from its own cache: on every return
 * to the store after a while (the worker stopped long ago), the whole rendered home page (about 10 KB) came down for
 * nothing beside the page the worker showed. A route naming the fetch handler as every request's source tells the
 * browser not to (its "auto preload" is off where the site has routes of its own).
 */

/** A static route of the service worker's router: requests matching `condition` go to `source`. */
export interface StaticRoute {
  condition: { urlPattern: unknown };
  source: 'fetch-event';
}

/** The install event as browsers with static routes have it; elsewhere `addRoutes` is missing. */
export interface RoutingInstallEvent {
  addRoutes?: (routes: StaticRoute | StaticRoute[]) => Promise<void>;
  waitUntil(promise: Promise<unknown>): void;
}

/**
 * Adds the route at install where the browser has static routes (and URL patterns); elsewhere nothing changes. A
 * route the browser refuses never fails the install: the worker then runs as it did without one.
 */
export function routeEveryRequestToTheFetchHandler(
  event: RoutingInstallEvent,
  scope: { URLPattern?: new (init: object) => unknown } = globalThis,
): void {
  const Pattern = scope.URLPattern;
  if (typeof event.addRoutes !== 'function' || typeof Pattern !== 'function') return;
  let adding: Promise<void>;
  try {
    adding = event.addRoutes({ condition: { urlPattern: new Pattern({}) }, source: 'fetch-event' });
  } catch (error) {
    adding = Promise.reject(error instanceof Error ? error : new Error(String(error)));
  }
  event.waitUntil(adding.catch((error: unknown) => console.warn('The static route was not added:', error)));
}
