import { afterEach, describe, expect, it, vi } from 'vitest';
import { routeEveryRequestToTheFetchHandler, type StaticRoute } from './static-routes';

class Pattern {
  constructor(readonly init: object) {}
}

function installEvent(addRoutes?: (routes: StaticRoute | StaticRoute[]) => Promise<void>) {
  const waited: Promise<unknown>[] = [];
  return { event: { addRoutes, waitUntil: (promise: Promise<unknown>) => waited.push(promise) }, waited };
}

afterEach(() => vi.restoreAllMocks());

describe('the service worker’s static route', () => {
  it('sends every request to the fetch handler, and the install waits for the route', async () => {
    const addRoutes = vi.fn(() => Promise.resolve());
    const { event, waited } = installEvent(addRoutes);
    routeEveryRequestToTheFetchHandler(event, { URLPattern: Pattern });
    expect(addRoutes).toHaveBeenCalledExactlyOnceWith({
      condition: { urlPattern: new Pattern({}) },
      source: 'fetch-event',
    });
    expect(waited).toHaveLength(1);
    await expect(waited[0]).resolves.toBeUndefined();
  });

  it('changes nothing where the browser has no static routes or no URL patterns', () => {
    const { event, waited } = installEvent();
    routeEveryRequestToTheFetchHandler(event, { URLPattern: Pattern });
    expect(waited).toEqual([]);
    const addRoutes = vi.fn(() => Promise.resolve());
    const withoutPatterns = installEvent(addRoutes);
    routeEveryRequestToTheFetchHandler(withoutPatterns.event, {});
    expect(addRoutes).not.toHaveBeenCalled();
    expect(withoutPatterns.waited).toEqual([]);
  });

  it('never fails the install when the browser refuses the route, at once or later', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const refusedLater = installEvent(() => Promise.reject(new TypeError('bad route')));
    routeEveryRequestToTheFetchHandler(refusedLater.event, { URLPattern: Pattern });
    await expect(refusedLater.waited[0]).resolves.toBeUndefined();
    const refusedAtOnce = installEvent(() => {
      throw new TypeError('addRoutes outside install');
    });
    routeEveryRequestToTheFetchHandler(refusedAtOnce.event, { URLPattern: Pattern });
    await expect(refusedAtOnce.waited[0]).resolves.toBeUndefined();
    expect(warn).toHaveBeenCalledTimes(2);
  });
});
