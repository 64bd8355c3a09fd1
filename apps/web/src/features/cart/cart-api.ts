import type { Store } from '@suuq/shared/catalog';
import { api, type Envelope } from '../../lib/api';

// A product names its store only by id; the cart needs the store's branch, currency and minimum order. The list
// of stores is one small request, cached for the session.
export const cartApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAllStores: build.query<Store[], void>({
      query: () => ({ url: '/api/stores', method: 'POST', body: {} }),
      transformResponse: (response: Envelope<Store[]>) => response.data,
    }),
  }),
});

export const { useGetAllStoresQuery } = cartApi;
