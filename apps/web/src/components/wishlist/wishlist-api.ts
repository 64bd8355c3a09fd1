import type { Product } from '@suuq/shared/catalog';
import type { AnswerOf } from '@suuq/shared/routes';
import {
  addWishRoute,
  mergeWishlistRoute,
  removeWishRoute,
  wishlistRoute,
} from '@suuq/shared/routes-account';
import { productRoute } from '@suuq/shared/routes-shop';
import { api, type ApiRequest } from '../../lib/api';

/** Whose list, in which language (product names are translated): the cache key of the list. */
export interface WishlistKey {
  sessionId: string;
  lang: string;
}

const list = (response: AnswerOf<typeof wishlistRoute>) => response.data;

/**
 * The signed-in customer's wish list. Each change answers the whole list, which replaces the cached one (see
 * `onQueryStarted`), so a heart never needs a second request to show the truth.
 */
export const wishlistApi = api.enhanceEndpoints({ addTagTypes: ['Wishlist'] }).injectEndpoints({
  endpoints: (build) => {
    const change = (request: (productIds: number[]) => Exclude<ApiRequest, string>) =>
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
        query: ({ lang }) => ({ url: wishlistRoute, params: { lang } }),
        transformResponse: list,
        providesTags: ['Wishlist'],
      }),
      addToWishlist: change(([productId]) => ({
        url: addWishRoute,
        body: { product_id: productId },
      })),
      removeFromWishlist: change(([productId]) => ({
        url: removeWishRoute,
        path: { product_id: productId! },
      })),
      mergeWishlist: change((productIds) => ({
        url: mergeWishlistRoute,
        body: { product_ids: productIds },
      })),
      /** A product as it is now, to refresh what a signed-out wish list saved earlier. */
      wishlistProduct: build.query<Product, { slug: string; lang: string }>({
        query: ({ slug, lang }) => ({ url: productRoute, path: { slug }, params: { lang } }),
        transformResponse: (response: AnswerOf<typeof productRoute>) => response.data,
      }),
    };
  },
});

export const { useGetWishlistQuery, useWishlistProductQuery } = wishlistApi;
