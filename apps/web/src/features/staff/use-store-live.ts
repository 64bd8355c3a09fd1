import type { LiveStatus } from '../../lib/live-socket';
import { useLiveChannel } from '../../lib/use-live-channel';

/**
 * Listens to the store's private channel `store.{id}` (the subscribe frame carries the staff token, which the server
 * checks) and calls `onOrder` for every new or moved order (its courier changing included) and `onDelivery` when a
 * Suuq delivery waited too long for a captain. Answers the socket's status, so the board can say whether it is
 * live.
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
  });
}
