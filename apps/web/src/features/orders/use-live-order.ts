import { useEffect, useRef, useState } from 'react';
import type { CourierPoint } from './courier-position';
import { listen } from './live-updates';

/**
 * Keeps an order fresh without a reload: refetches on each `order.status` event of its channel, after every
 * (re)subscription (a dropped connection may have missed events), and when the tab becomes visible again. Each
 * `courier.position` event goes to `onCourier` (the courier carrying it moved).
 */
export function useLiveOrder(
  orderNumber: string | undefined,
  refetch: () => void,
  onCourier?: (point: CourierPoint) => void,
): void {
  // Before the order was first asked for: what happened on its channel since is sent again when the channel opens
  // (`listen` opens it once the page has settled).
  const [readSince] = useState(() => Date.now());
  const refetchRef = useRef(refetch);
  const onCourierRef = useRef(onCourier);
  useEffect(() => {
    refetchRef.current = refetch;
    onCourierRef.current = onCourier;
  }, [refetch, onCourier]);

  useEffect(() => {
    if (!orderNumber) return;
    let stop: (() => void) | undefined;
    let active = true;
    // The first subscription is followed by the events since the first fetch; only later ones mean the socket was
    // away for a while.
    let subscriptions = 0;
    listen(
      `order.${orderNumber}`,
      (frame) => {
        if (frame.event === 'order.status') refetchRef.current();
        if (frame.event === 'courier.position') onCourierRef.current?.(frame.data);
        if (frame.event === 'subscribed' && subscriptions++ > 0) refetchRef.current();
      },
      { readSince },
    ).then(
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
  }, [orderNumber, readSince]);
}
