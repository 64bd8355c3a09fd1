import type { Store } from '@suuq/shared/catalog';
import type { Language } from '@suuq/shared/labels';
import type { AnswerOf } from '@suuq/shared/routes';
import { storeRoute, storesRoute } from '@suuq/shared/routes-shop';
import { api } from '../../lib/api';

export const cartApi = api.injectEndpoints({
  endpoints: (build) => ({
    // A product names its store only by id; adding it needs the store's branch, currency and minimum order. The list
    // of stores is cached for the session.
    getAllStores: build.query<Store[], void>({
      query: () => ({ url: storesRoute, body: {} }),
      transformResponse: (response: AnswerOf<typeof storesRoute>) => response.data,
    }),
    // The cart's own store as it is now (its minimum, hours and zones may have changed since the first add): that
    // store's answer alone, not the list of every store, which grows with each store that joins. The page's
    // categories and story are left out: the cart keeps the store, saved on the phone.
    getCartStore: build.query<Store, { slug: string; lang: Language }>({
      query: ({ slug, lang }) => ({ url: storeRoute, path: { slug }, params: { lang } }),
      transformResponse: (response: AnswerOf<typeof storeRoute>): Store => {
        const { categories: _categories, about: _about, ...store } = response.data;
        return store;
      },
    }),
  }),
});

export const { useGetCartStoreQuery } = cartApi;
