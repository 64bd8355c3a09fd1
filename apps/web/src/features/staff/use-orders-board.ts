import { useLanguage } from '../../lib/use-translation';
import { useGetStaffDeliveriesQuery, useGetStaffOrdersQuery } from './staff-api';
import { useNewOrders } from './use-new-orders';
import { useRinging } from './use-ringing';
import { useStoreLive } from './use-store-live';

/** The spec's fallback when the socket cannot get through. */
export const STAFF_POLL_MS = 30_000;

/**
 * The store's orders, live over the socket and checked every 30 seconds besides, and the ones that arrived since
 * the board loaded. Kept by the board itself, not by the orders tab, so a new order rings and shows whichever tab
 * staff are on (catalog, stock, settings); it rings again every few seconds until it is accepted or quieted. Beside
 * them, the store's live Suuq deliveries, read again as the store's channel says an order or a delivery moved.
 */
export function useOrdersBoard(storeId: number, token: string, soundOn: boolean) {
  const lang = useLanguage();
  const query = useGetStaffOrdersQuery({ storeId, lang }, { pollingInterval: STAFF_POLL_MS });
  // The store's Suuq deliveries (who is looking for a captain, who waited too long) move with its orders.
  const deliveries = useGetStaffDeliveriesQuery(storeId, { pollingInterval: STAFF_POLL_MS });
  const live = useStoreLive(
    storeId,
    token,
    () => {
      void query.refetch();
      void deliveries.refetch();
    },
    () => void deliveries.refetch(),
  );
  const { fresh, announcement } = useNewOrders(query.data);
  const waiting = fresh.filter((number) =>
    query.data?.some((order) => order.order_number === number && order.status === 'sent'),
  );
  const ring = useRinging(waiting, soundOn);
  return { query, deliveries: deliveries.data ?? [], live, fresh, announcement, ring };
}

export type OrdersBoard = ReturnType<typeof useOrdersBoard>;
