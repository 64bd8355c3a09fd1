import { useMemo } from 'react';
import type { Category, Product, Store, StoreDetail } from '@suuq/shared/catalog';
import type { PageMeta } from '@suuq/shared/api';
import { STORE_DETAILS_MAX } from '@suuq/shared/constants';
import type { Language } from '@suuq/shared/labels';
import type { AnswerOf } from '@suuq/shared/routes';
import {
  productRoute,
  searchRoute,
  storeDetailsRoute,
  storeProductsRoute,
  storeRoute,
} from '@suuq/shared/routes-shop';
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
      query: ({ slug, lang }) => ({ url: storeRoute, path: { slug }, params: { lang } }),
      transformResponse: (response: AnswerOf<typeof storeRoute>) => response.data,
    }),
    getStoreProducts: build.query<StoreProductsPage, StoreProductsArgs>({
      query: ({ lang, ...body }) => ({
        url: storeProductsRoute,
        params: { lang },
        body: { ...body, per_page: PRODUCTS_PER_PAGE },
      }),
      transformResponse: (response: AnswerOf<typeof storeProductsRoute>) => ({
        ...response.data,
        meta: response.meta,
      }),
    }),
    getProduct: build.query<Product, { slug: string; lang: Language }>({
      query: ({ slug, lang }) => ({ url: productRoute, path: { slug }, params: { lang } }),
      transformResponse: (response: AnswerOf<typeof productRoute>) => response.data,
    }),
    search: build.query<SearchResult, { q: string; industry?: string; lang: Language }>({
      query: (params) => ({ url: searchRoute, params }),
      transformResponse: (response: AnswerOf<typeof searchRoute>) => response.data,
    }),
  }),
});

export const { useGetStoreQuery, useGetStoreProductsQuery, useGetProductQuery, useSearchQuery } = storeApi;

const storeDetailsApi = storeApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * The details of several stores in one request (`GET /api/store-details`, in parts of 20 for longer lists),
     * unknown stores left out. Each store's details are kept as its own `getStore` answer too: a store already known
     * (its page was opened, or an earlier strip named it) is not asked for again.
     */
    getStoreDetails: build.query<StoreDetail[], { slugs: string[]; lang: Language }>({
      async queryFn({ slugs, lang }, { getState, dispatch }, _options, baseQuery) {
        const known = (slug: string) =>
          storeApi.endpoints.getStore.select({ slug, lang })(getState() as never).data;
        const missing = slugs.filter((slug) => !known(slug));
        const parts: string[][] = [];
        for (let start = 0; start < missing.length; start += STORE_DETAILS_MAX)
          parts.push(missing.slice(start, start + STORE_DETAILS_MAX));
        const answers = await Promise.all(
          parts.map((part) => baseQuery({ url: storeDetailsRoute, params: { slugs: part.join(','), lang } })),
        );
        const failed = answers.find((answer) => answer.error);
        if (failed?.error) return { error: failed.error };
        const found = new Map<string, StoreDetail>();
        for (const answer of answers)
          for (const store of (answer.data as AnswerOf<typeof storeDetailsRoute>).data) {
            found.set(store.slug, store);
            void dispatch(storeApi.util.upsertQueryData('getStore', { slug: store.slug, lang }, store));
          }
        return { data: slugs.flatMap((slug) => known(slug) ?? found.get(slug) ?? []) };
      },
    }),
  }),
});

/**
 * The categories of several stores, for the popular categories strip and the categories page, taken in turns in
 * the order of `slugs` (each store's first category, then each store's second...), so the strip shows variety.
 * Asked for by the set of stores, not their order: the strip reordered nearest first asks for nothing again, and
 * the nearest stores after the first by name only for those it did not show yet.
 */
export function useStoreCategories(slugs: string[], lang: Language, { skip = false } = {}) {
  const asked = [...slugs].sort();
  const result = storeDetailsApi.useGetStoreDetailsQuery(
    { slugs: asked, lang },
    { skip: skip || asked.length === 0 },
  );
  const key = slugs.join(',');
  const { currentData } = result;
  const entries = useMemo(() => {
    if (skip) return undefined;
    if (key === '') return [];
    if (!currentData) return undefined;
    const order = key.split(',');
    const stores = [...currentData].sort((a, b) => order.indexOf(a.slug) - order.indexOf(b.slug));
    const data: StoreCategory[] = [];
    const longest = Math.max(0, ...stores.map((store) => store.categories.length));
    for (let index = 0; index < longest; index += 1)
      for (const { categories, about: _about, ...store } of stores) {
        const category = categories[index];
        if (category) data.push({ store, category });
      }
    return data;
  }, [currentData, key, skip]);
  return { ...result, currentData: entries };
}
