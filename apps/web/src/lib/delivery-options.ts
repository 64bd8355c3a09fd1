import { useEffect } from 'react';
import type { DeliveryOption } from '@suuq/shared/orders';
import { api, type Envelope } from './api';
import { useLanguage } from './use-translation';

// A store's delivery options are read by its catalog pages (ahead of time) and by checkout (to choose one): the
// query lives here, once, so both ask the same request and find the same kept answer.
export const deliveryOptionsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getDeliveryOptions: build.query<DeliveryOption[], { storeId: number; lang: string }>({
      query: ({ storeId }) => ({ url: '/v1/api/delivery', params: { store_id: storeId } }),
      transformResponse: (response: Envelope<DeliveryOption[]>) => response.data,
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
