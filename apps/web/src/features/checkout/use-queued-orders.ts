import { useMemo, useSyncExternalStore } from 'react';
import { ORDER_QUEUE_STORAGE_KEY, queuedOrders, subscribeToQueue, type QueuedOrder } from './order-queue';

function snapshot(): string | null {
  try {
    return window.localStorage.getItem(ORDER_QUEUE_STORAGE_KEY);
  } catch {
    return null;
  }
}

/** The queued orders; components re-render when this or another tab changes the queue. */
export function useQueuedOrders(): QueuedOrder[] {
  const text = useSyncExternalStore(subscribeToQueue, snapshot, () => null);
  return useMemo(() => (text ? queuedOrders() : []), [text]);
}
