import type { Industry, Store, StoresRequest } from '@suuq/shared/catalog';
import type { Language } from '@suuq/shared/labels';
import type { AnswerOf } from '@suuq/shared/routes';
import { industriesRoute, storesRoute } from '@suuq/shared/routes-shop';
import { api } from '../../lib/api';

// The language is part of each argument so switching it fetches the translated names instead of reusing the cache.
export const catalogApi = api.injectEndpoints({
  endpoints: (build) => ({
    getIndustries: build.query<Industry[], Language>({
      query: (lang) => ({ url: industriesRoute, params: { lang } }),
      transformResponse: (response: AnswerOf<typeof industriesRoute>) => response.data,
    }),
    getStores: build.query<Store[], { lang: Language; filter?: StoresRequest }>({
      query: ({ filter = {} }) => ({ url: storesRoute, body: filter }),
      transformResponse: (response: AnswerOf<typeof storesRoute>) => response.data,
    }),
  }),
});

export const { useGetIndustriesQuery, useGetStoresQuery } = catalogApi;
