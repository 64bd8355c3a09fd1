import type { Industry, Store, StoresRequest } from '@suuq/shared/catalog';
import type { Language } from '@suuq/shared/labels';
import { api, type Envelope } from '../../lib/api';

// The language is part of each argument so switching it fetches the translated names instead of reusing the cache.
export const catalogApi = api.injectEndpoints({
  endpoints: (build) => ({
    getIndustries: build.query<Industry[], Language>({
      query: (lang) => ({ url: '/api/industries', params: { lang } }),
      transformResponse: (response: Envelope<Industry[]>) => response.data,
    }),
    getStores: build.query<Store[], { lang: Language; filter?: StoresRequest }>({
      query: ({ filter = {} }) => ({ url: '/api/stores', method: 'POST', body: filter }),
      transformResponse: (response: Envelope<Store[]>) => response.data,
    }),
  }),
});

export const { useGetIndustriesQuery, useGetStoresQuery } = catalogApi;
