import { useEffect } from 'react';
import { useLanguage } from '../../lib/use-translation';
import { checkoutApi } from './checkout-api';

/**
 * Asks for a store's delivery options while its pages are open and the network is there, so the checkout has them
 * later even with no network: the service worker keeps the answer with the catalog's (src/sw/catalog-routes.ts).
 * The request is the checkout's own, in the language in use, so both find the same kept answer.
 */
export function usePrefetchDeliveryOptions(storeId: number | undefined): void {
  const lang = useLanguage();
  const prefetch = checkoutApi.usePrefetch('getDeliveryOptions');
  useEffect(() => {
    if (storeId && navigator.onLine) prefetch({ storeId, lang });
  }, [prefetch, storeId, lang]);
}
