/**
 * Resolves in a later task, after the browser has had its turn to paint and answer a tap: the steps of starting the
 * app, each a few milliseconds on a fast machine, made one long task together on a cheap phone.
 */
export const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** How long after the load event the page is left alone before work that can wait (the service worker's install). */
export const SETTLE_MS = 5_000;
/** The longest `whenSettled` then waits for a moment the page's thread is idle. */
const IDLE_TIMEOUT_MS = 2_000;

/** Calls `then` once the page has loaded, `settleMs` have passed and the page's thread is idle. */
export function whenSettled(then: () => void, settleMs = SETTLE_MS): void {
  const idle = () =>
    'requestIdleCallback' in window
      ? requestIdleCallback(() => then(), { timeout: IDLE_TIMEOUT_MS })
      : setTimeout(then, 0);
  const wait = () => setTimeout(idle, settleMs);
  if (document.readyState === 'complete') wait();
  else addEventListener('load', wait, { once: true });
}
