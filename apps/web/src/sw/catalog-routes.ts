/**
 * Which API requests the service worker may answer from its cache when the network fails: reads of the public
 * catalog only. Accounts, addresses, the wish list, orders, payments, the staff board and sign-in are never kept.
 */

import {
  configRoute,
  deliveryRoute,
  industriesRoute,
  pageRoute,
  productRoute,
  searchRoute,
  storeDetailsRoute,
  storeProductsRoute,
  storeRoute,
  storesRoute,
} from '@suuq/shared/routes-shop';

/** Set by the service worker on an answer taken from its cache because the network failed. */
export const OFFLINE_HEADER = 'x-suuq-offline';

// The store list and a store's product listing take their filters as a JSON body, hence two POSTs.
const CATALOG_READS = [
  industriesRoute,
  storesRoute,
  storeRoute,
  storeDetailsRoute,
  storeProductsRoute,
  productRoute,
  searchRoute,
  pageRoute,
  configRoute,
  deliveryRoute,
];

/** Whether a same-origin request for `pathname` reads the public catalog. */
export function isCatalogRead(pathname: string, method: string): boolean {
  // Built here, not when the module loads: the app's entry imports this file for OFFLINE_HEADER alone.
  return CATALOG_READS.some((route) => {
    const [verb, url] = route.split(' ');
    return verb === method && new RegExp(`^${url!.replace(/:\w+/g, '[^/]+')}$`).test(pathname);
  });
}
