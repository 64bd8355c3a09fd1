/**
 * Work that can wait for the page to settle: the service worker's install, the live badges' socket. Kept out of the
 * entry: the modules that wait (background.ts, the catalog's live badges) load after the first paint.
 */

/** How long after the load event the page is left alone before work that can wait (the service worker's install). */
export const SETTLE_MS = 5_000;
/** The longest `whenSettled` then waits for a moment the page's thread is idle. */
const IDLE_TIMEOUT_MS = 2_000;

/** When the page's load event ended, in `performance.now()` time (0 where the browser does not say). */
const loadEventEnd = () =>
  (performance.getEntriesByType?.('navigation')[0] as PerformanceNavigationTiming | undefined)
    ?.loadEventEnd ?? 0;

/**
 * Calls `then` once the page has loaded, `settleMs` have passed since its load event and the page's thread is idle:
 * on a page opened long ago (the app's own navigation since), at the next idle moment. Returns what cancels it.
 */
export function whenSettled(then: () => void, settleMs = SETTLE_MS, loadedAt = loadEventEnd): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let idle: number | undefined;
  const onIdle = () => {
    if ('requestIdleCallback' in window)
      idle = requestIdleCallback(() => then(), { timeout: IDLE_TIMEOUT_MS });
    else timer = setTimeout(then, 0);
  };
  const wait = (since: number) => {
    timer = setTimeout(onIdle, Math.max(0, settleMs - (performance.now() - since)));
  };
  const onLoad = () => wait(performance.now());
  if (document.readyState === 'complete') wait(loadedAt());
  else addEventListener('load', onLoad, { once: true });
  return () => {
    removeEventListener('load', onLoad);
    clearTimeout(timer);
    if (idle !== undefined) cancelIdleCallback(idle);
  };
}
