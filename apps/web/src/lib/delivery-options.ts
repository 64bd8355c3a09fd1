import { useEffect } from 'react';
import type { LatLng } from '@suuq/shared/geo';
import type { DeliveryOption } from '@suuq/shared/orders';
import type { AnswerOf } from '@suuq/shared/routes';
import { deliveryRoute } from '@suuq/shared/routes-shop';
import { api } from './api';
import { useLanguage } from './use-translation';

/** The delivery options' query: a store, the language, and where the order goes when that is known. */
export interface DeliveryOptionsArgs {
  storeId: number;
  lang: string;
  lat?: number;
  lng?: number;
  /** The items total so far, with a point: a zone whose minimum it does not meet gives way, as the order will. */
  subtotal?: number;
}

// A store's delivery options are read by its catalog pages (ahead of time), by the cart and by checkout (to choose
// one): the query lives here, once, so all of them ask the same request and find the same kept answer.
export const deliveryOptionsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getDeliveryOptions: build.query<DeliveryOption[], DeliveryOptionsArgs>({
      query: ({ storeId, lat, lng, subtotal }) => ({
        url: deliveryRoute,
        params:
          lat === undefined || lng === undefined
            ? { store_id: storeId }
            : { store_id: storeId, lat, lng, subtotal },
      }),
      transformResponse: (response: AnswerOf<typeof deliveryRoute>) => response.data,
    }),
  }),
});

export const { useGetDeliveryOptionsQuery } = deliveryOptionsApi;

/**
 * Asks for a store's delivery options while its pages are open and the network is there, so the checkout has them
 * later even with no network: the service worker keeps the answer with the catalog's (src/sw/catalog-routes.ts).
 * The request is the checkout's own, in the language in use, so both find the same kept answer.
 */
export function usePrefetchDeliveryOptions(storeId: number | undefined): void {
  const lang = useLanguage();
  const prefetch = deliveryOptionsApi.usePrefetch('getDeliveryOptions');
  useEffect(() => {
    if (storeId && navigator.onLine) prefetch({ storeId, lang });
  }, [prefetch, storeId, lang]);
}

/**
 * The store's options for an order delivered at `point`: the fee of the zone the point is in, or delivery refused
 * there. Until the point's answer comes (or with no network) the store's general answer stands in, so the
 * choices show at once; `pointed` says whether the answer is the point's own.
 */
export function useDeliveryOptionsAt(
  storeId: number | undefined,
  point: LatLng | undefined,
  subtotal?: number,
) {
  const lang = useLanguage();
  const general = useGetDeliveryOptionsQuery({ storeId: storeId ?? 0, lang }, { skip: !storeId });
  const at = useGetDeliveryOptionsQuery(
    { storeId: storeId ?? 0, lang, lat: point?.lat, lng: point?.lng, subtotal },
    { skip: !storeId || !point },
  );
  const pointed = point !== undefined && at.currentData !== undefined;
  return { general, at, options: (pointed ? at.currentData : general.data) ?? [], pointed };
}

/**
 * Where the shopper's last delivery went, on this phone: the cart shows that address's fee before checkout, and
 * checkout starts from it. Only a point the shopper gave (a pin, a saved address, the phone's location) is kept.
 */
export const DELIVERY_POINT_STORAGE_KEY = 'suuq.delivery.point';

const inRange = (value: unknown, limit: number): value is number =>
  typeof value === 'number' && Number.isFinite(value) && Math.abs(value) <= limit;

export function loadDeliveryPoint(): LatLng | undefined {
  try {
    const saved: unknown = JSON.parse(localStorage.getItem(DELIVERY_POINT_STORAGE_KEY) ?? 'null');
    if (typeof saved !== 'object' || saved === null) return undefined;
    const { lat, lng } = saved as Record<string, unknown>;
    return inRange(lat, 90) && inRange(lng, 180) ? { lat, lng } : undefined;
  } catch {
    return undefined;
  }
}

export function saveDeliveryPoint(point: LatLng): void {
  try {
    localStorage.setItem(DELIVERY_POINT_STORAGE_KEY, JSON.stringify({ lat: point.lat, lng: point.lng }));
  } catch (error) {
    console.error('Error saving state to localStorage:', error);
  }
}
