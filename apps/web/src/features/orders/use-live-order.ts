import { useEffect, useRef } from 'react';
import { listen } from './live-updates';

/**
 * Keeps an order fresh without a reload: refetches on each `order.status` event of its channel, after every
 * (re)subscription (a dropped connection may have missed events), and when the tab becomes visible again.
 */
export function useLiveOrder(orderNumber: string | undefined, refetch: () => void): void {
  const refetchRef = useRef(refetch);
  useEffect(() => {
    refetchRef.current = refetch;
  }, [refetch]);

  useEffect(() => {
    if (!orderNumber) return;
    let stop: (() => void) | undefined;
    let active = true;
    // The first subscription follows the first fetch; only later ones mean the socket was away for a while.
    let subscriptions = 0;
    listen(`order.${orderNumber}`, (frame) => {
      if (frame.event === 'order.status') refetchRef.current();
      if (frame.event === 'subscribed' && subscriptions++ > 0) refetchRef.current();
    }).then(
      (unsubscribe) => {
        if (active) stop = unsubscribe;
        else unsubscribe();
      },
      (error: unknown) => console.error('Live order updates are not available:', error),
    );
    const onVisible = () => {
      if (document.visibilityState === 'visible') refetchRef.current();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      active = false;
      stop?.();
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [orderNumber]);
}
