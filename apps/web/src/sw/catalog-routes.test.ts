import { describe, expect, it } from 'vitest';
import { isCatalogRead } from './catalog-routes';

describe('isCatalogRead', () => {
  it('answers the public catalog reads from the cache, by method and path', () => {
    for (const [method, pathname] of [
      ['GET', '/api/industries'],
      ['GET', '/api/stores/hodan-market'],
      ['GET', '/api/store-details'],
      ['GET', '/api/products/bariis-basmati'],
      ['GET', '/api/search'],
      ['GET', '/api/page/terms'],
      ['GET', '/api/config'],
      ['GET', '/v1/api/delivery'],
      ['POST', '/api/stores'],
      ['POST', '/api/stores/products'],
    ] as const)
      expect(isCatalogRead(pathname, method), `${method} ${pathname}`).toBe(true);
  });

  it('never keeps private calls, writes, or paths a catalog route only begins', () => {
    for (const [method, pathname] of [
      ['GET', '/api/stores'],
      ['GET', '/api/stores/hodan-market/extra'],
      ['GET', '/api/user/get'],
      ['POST', '/api/oauth/token'],
      ['GET', '/v1/api/orders/SQ-1'],
      ['DELETE', '/api/wishlist/3'],
      ['PUT', '/api/stores/products'],
      ['GET', '/api/industries/x'],
    ] as const)
      expect(isCatalogRead(pathname, method), `${method} ${pathname}`).toBe(false);
  });
});
