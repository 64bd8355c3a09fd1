import { useEffect, useRef, useState } from 'react';
import type { LiveStatus } from '../../lib/live-socket';

/**
 * Listens to the store's private channel `store.{id}` (the subscribe frame carries the staff token, which the server
 * checks) and calls `onOrder` for every new order. Subscribes again with each new token, since the server checks
 * the token when subscribing. Answers the socket's status, so the board can say whether it is live.
 */
export function useStoreLive(storeId: number, token: string, onOrder: () => void): LiveStatus {
  const [status, setStatus] = useState<LiveStatus>('idle');
  const onOrderRef = useRef(onOrder);
  useEffect(() => {
    onOrderRef.current = onOrder;
  }, [onOrder]);

  useEffect(() => {
    let active = true;
    let stop: (() => void) | undefined;
    import('../../lib/live-socket').then(
      ({ liveSocket }) => {
        if (!active) return;
        const socket = liveSocket();
        setStatus(socket.status());
        const stopStatus = socket.onStatus(setStatus);
        const unsubscribe = socket.subscribe(
          `store.${storeId}`,
          (frame) => {
            if (frame.event === 'store.order') onOrderRef.current();
          },
          { token },
        );
        stop = () => {
          stopStatus();
          unsubscribe();
        };
      },
      (error: unknown) => console.error('Live updates are not available:', error),
    );
    return () => {
      active = false;
      stop?.();
    };
  }, [storeId, token]);

  return status;
}
