import type { Product } from '@suuq/shared/catalog';
import { api, type Envelope } from '../../lib/api';

/** Whose list, in which language (product names are translated): the cache key of the list. */
export interface WishlistKey {
  sessionId: string;
  lang: string;
}

const list = (response: Envelope<Product[]>) => response.data;

/**
 * The signed-in customer's wish list. Each change answers the whole list, which replaces the cached one (see
 * `onQueryStarted`), so a heart never needs a second request to show the truth.
 */
export const wishlistApi = api.enhanceEndpoints({ addTagTypes: ['Wishlist'] }).injectEndpoints({
  endpoints: (build) => {
    const change = (
      request: (productIds: number[]) => { url: string; method: 'POST' | 'DELETE'; body?: unknown },
    ) =>
      build.mutation<Product[], WishlistKey & { productIds: number[] }>({
        query: ({ productIds, lang }) => ({ ...request(productIds), params: { lang } }),
        transformResponse: list,
        async onQueryStarted({ sessionId, lang }, { dispatch, queryFulfilled }) {
          const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
          if (data) dispatch(wishlistApi.util.upsertQueryData('getWishlist', { sessionId, lang }, data));
        },
      });
    return {
      getWishlist: build.query<Product[], WishlistKey>({
        query: ({ lang }) => ({ url: '/api/wishlist', params: { lang } }),
        transformResponse: list,
        providesTags: ['Wishlist'],
      }),
      addToWishlist: change(([productId]) => ({
        url: '/api/wishlist',
        method: 'POST',
        body: { product_id: productId },
      })),
      removeFromWishlist: change(([productId]) => ({ url: `/api/wishlist/${productId}`, method: 'DELETE' })),
      mergeWishlist: change((productIds) => ({
        url: '/api/wishlist/merge',
        method: 'POST',
        body: { product_ids: productIds },
      })),
      /** A product as it is now, to refresh what a signed-out wish list saved earlier. */
      wishlistProduct: build.query<Product, { slug: string; lang: string }>({
        query: ({ slug, lang }) => ({ url: `/api/products/${encodeURIComponent(slug)}`, params: { lang } }),
        transformResponse: (response: Envelope<Product>) => response.data,
      }),
    };
  },
});

export const { useGetWishlistQuery, useWishlistProductQuery } = wishlistApi;
