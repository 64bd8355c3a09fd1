import { useEffect } from 'react';
import { useAppStore } from '../../lib/store-hooks';

/**
 * Starts the live Open/Closed updates once the page has painted and the phone is idle: the socket client is
 * downloaded then, never with the page itself, and the page works the same without it.
 */
export function useLiveStoreStatus() {
  const store = useAppStore();
  useEffect(() => {
    let stop: (() => void) | undefined;
    let cancelled = false;
    const start = () =>
      void import('./live-store-status').then(
        (module) => {
          if (!cancelled) stop = module.watchStoreStatus(store);
        },
        (error: unknown) => console.warn('Live updates are off:', error),
      );
    const idle = window.requestIdleCallback?.(start, { timeout: 3000 });
    const timer = idle === undefined ? setTimeout(start, 1000) : undefined;
    return () => {
      cancelled = true;
      if (idle !== undefined) window.cancelIdleCallback(idle);
      clearTimeout(timer);
      stop?.();
    };
  }, [store]);
}
