import { useEffect } from 'react';
import { whenSettled } from '../../lib/settled';
import { useAppStore } from '../../lib/store-hooks';

/**
 * Starts the live Open/Closed updates once the page has settled (`whenSettled`: a few seconds after the load event,
 * at an idle moment): the socket client is downloaded then, never with the page itself, and the page works the same
 * without it. The page the shopper opened shows the hours the server answered a moment ago; what changed since is
 * sent again when the channel opens (`watchStoreStatus`).
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
    const cancel = whenSettled(start);
    return () => {
      cancelled = true;
      cancel();
      stop?.();
    };
  }, [store]);
}
