import type { Category, Product, Store, StoreDetail } from '@suuq/shared/catalog';
import type { PageMeta } from '@suuq/shared/api';
import type { Language } from '@suuq/shared/labels';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { Envelope } from '../../lib/api';
import { catalogApi } from './catalog-api';

/** Products per "Load more". */
export const PRODUCTS_PER_PAGE = 20;

export interface StoreProductsArgs {
  lang: Language;
  store_id: number;
  category_id?: number;
  page: number;
}

export interface StoreProductsPage {
  categories: Category[];
  products: Product[];
  meta: PageMeta;
}

export interface SearchResult {
  stores: Store[];
  products: Product[];
}

/** A category together with the store that sells it (a category id means something only inside its store). */
export interface StoreCategory {
  store: Store;
  category: Category;
}

// Endpoints of the pages behind the home page: injected when one of those pages is downloaded, not with the home
// page, which stays within its byte budget (docs/decisions/003-home-route-budget.md).
export const storeApi = catalogApi.injectEndpoints({
  endpoints: (build) => ({
    getStore: build.query<StoreDetail, { slug: string; lang: Language }>({
      query: ({ slug, lang }) => ({ url: `/api/stores/${encodeURIComponent(slug)}`, params: { lang } }),
      transformResponse: (response: Envelope<StoreDetail>) => response.data,
    }),
    getStoreProducts: build.query<StoreProductsPage, StoreProductsArgs>({
      query: ({ lang, ...body }) => ({
        url: '/api/stores/products',
        method: 'POST',
        params: { lang },
        body: { ...body, per_page: PRODUCTS_PER_PAGE },
      }),
      transformResponse: (response: Envelope<Omit<StoreProductsPage, 'meta'>> & { meta: PageMeta }) => ({
        ...response.data,
        meta: response.meta,
      }),
    }),
    getProduct: build.query<Product, { slug: string; lang: Language }>({
      query: ({ slug, lang }) => ({ url: `/api/products/${encodeURIComponent(slug)}`, params: { lang } }),
      transformResponse: (response: Envelope<Product>) => response.data,
    }),
    search: build.query<SearchResult, { q: string; industry?: string; lang: Language }>({
      query: (params) => ({ url: '/api/search', params }),
      transformResponse: (response: Envelope<SearchResult>) => response.data,
    }),
  }),
});

export const { useGetStoreQuery, useGetStoreProductsQuery, useGetProductQuery, useSearchQuery } = storeApi;

const storeCategoriesApi = storeApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * The categories of several stores, for the popular categories strip and the categories page. The API has no
     * list of every category, so this asks for each store's details, in parallel, through `getStore`: a store whose
     * details are already known (its page was opened, or an earlier list named it) is not asked for again. A store
     * that fails is left out.
     */
    getStoreCategories: build.query<StoreCategory[], { slugs: string[]; lang: Language }>({
      async queryFn({ slugs, lang }, { dispatch }) {
        const answers = await Promise.all(
          slugs.map((slug) =>
            dispatch(storeApi.endpoints.getStore.initiate({ slug, lang }, { subscribe: false })),
          ),
        );
        const stores = answers.flatMap((answer) => (answer.data ? [answer.data] : []));
        const failed = answers.find((answer) => answer.error);
        if (stores.length === 0 && failed?.error) {
          const { error } = failed;
          // A request's own error as it came; anything thrown on the way (a serialized error) as a custom one.
          return {
            error:
              'status' in error
                ? (error as FetchBaseQueryError)
                : { status: 'CUSTOM_ERROR', error: error.message ?? 'The store could not be loaded' },
          };
        }
        // Taken in turns (each store's first category, then each store's second...), so the strip shows variety.
        const data: StoreCategory[] = [];
        const longest = Math.max(0, ...stores.map((store) => store.categories.length));
        for (let index = 0; index < longest; index += 1)
          for (const { categories, about: _about, ...store } of stores) {
            const category = categories[index];
            if (category) data.push({ store, category });
          }
        return { data };
      },
    }),
  }),
});

export const { useGetStoreCategoriesQuery } = storeCategoriesApi;
