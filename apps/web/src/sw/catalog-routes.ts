/**
 * Which API requests the service worker may answer from its cache when the network fails: reads of the public
 * catalog only. Accounts, addresses, the wish list, orders, payments, the staff board and sign-in are never kept.
 */

/** Set by the service worker on an answer taken from its cache because the network failed. */
export const OFFLINE_HEADER = 'x-suuq-offline';

const CATALOG_GETS = [
  /^\/api\/industries$/,
  /^\/api\/stores\/[^/]+$/,
  /^\/api\/store-details$/,
  /^\/api\/products\/[^/]+$/,
  /^\/api\/search$/,
  /^\/api\/page\/[^/]+$/,
  /^\/api\/config$/,
  /^\/v1\/api\/delivery$/,
];
// The store list and a store's product listing take their filters as a JSON body.
const CATALOG_POSTS = [/^\/api\/stores$/, /^\/api\/stores\/products$/];

/** Whether a same-origin request for `pathname` reads the public catalog. */
export function isCatalogRead(pathname: string, method: string): boolean {
  const routes = method === 'GET' ? CATALOG_GETS : method === 'POST' ? CATALOG_POSTS : [];
  return routes.some((route) => route.test(pathname));
}
