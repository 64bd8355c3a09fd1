import type { Store } from '@suuq/shared/catalog';
import type { AnswerOf } from '@suuq/shared/routes';
import { storesRoute } from '@suuq/shared/routes-shop';
import { api } from '../../lib/api';

// A product names its store only by id; the cart needs the store's branch, currency and minimum order. The list
// of stores is one small request, cached for the session.
export const cartApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAllStores: build.query<Store[], void>({
      query: () => ({ url: storesRoute, body: {} }),
      transformResponse: (response: AnswerOf<typeof storesRoute>) => response.data,
    }),
  }),
});

export const { useGetAllStoresQuery } = cartApi;
