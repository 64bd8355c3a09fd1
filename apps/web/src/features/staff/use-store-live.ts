import type { LiveStatus } from '../../lib/live-socket';
import { useLiveChannel } from '../../lib/use-live-channel';

/**
 * Listens to the store's private channel `store.{id}` (the subscribe frame carries the staff token, which the server
 * checks) and calls `onOrder` for every new or moved order (its courier changing included) and `onDelivery` when a
 * Suuq delivery waited too long for a captain. Every subscription, the first included, calls both: what happened
 * between the board's first read and the channel's answer (or while the socket was away) is read again, never
 * missed. Answers the socket's status, so the board can say whether it is live.
 */
export function useStoreLive(
  storeId: number,
  token: string,
  onOrder: () => void,
  onDelivery: () => void = () => {},
): LiveStatus {
  return useLiveChannel(`store.${storeId}`, token, (frame) => {
    if (frame.event === 'store.order') onOrder();
    else if (frame.event === 'delivery.waiting') onDelivery();
    else if (frame.event === 'subscribed') {
      onOrder();
      onDelivery();
    }
  });
}
