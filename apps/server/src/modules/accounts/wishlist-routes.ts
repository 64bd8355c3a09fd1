import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, errorResponse } from '@suuq/shared/api';
import { wishlistAddRequest, wishlistMergeRequest, wishlistProductParam } from '@suuq/shared/accounts';
import { product } from '@suuq/shared/catalog';
import { answering, urlOf, verb } from '@suuq/shared/routes';
import {
  addWishRoute,
  mergeWishlistRoute,
  removeWishRoute,
  wishlistRoute,
} from '@suuq/shared/routes-account';
import { requestLanguage } from '../../lib/lang';
import type { AccountsDeps } from './accounts-module';

const security = [{ bearer: [] }];
const list = envelope(z.array(product));

export const wishlistRoutes: FastifyPluginAsyncZod<{ deps: AccountsDeps }> = async (app, { deps }) => {
  const { wishlist } = deps;

  app[verb(wishlistRoute)](
    urlOf(wishlistRoute),
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['wishlist'],
        security,
        description: "The caller's wish list, newest first.",
        response: { 200: answering(wishlistRoute, list), 401: errorResponse },
      },
    },
    async (request) => ({ data: await wishlist.list(request.auth!.id, requestLanguage(request)) }),
  );

  app[verb(addWishRoute)](
    urlOf(addWishRoute),
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['wishlist'],
        security,
        description: 'Adds a product to the wish list (adding it again changes nothing); answers the list.',
        body: wishlistAddRequest,
        response: {
          200: answering(addWishRoute, list),
          401: errorResponse,
          404: errorResponse,
          422: errorResponse,
        },
      },
    },
    async (request) => {
      const userId = request.auth!.id;
      await wishlist.add(userId, request.body.product_id);
      return { data: await wishlist.list(userId, requestLanguage(request)) };
    },
  );

  app[verb(mergeWishlistRoute)](
    urlOf(mergeWishlistRoute),
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['wishlist'],
        security,
        description:
          'Adds the products of a wish list kept while signed out, on sign-in; products that no longer exist ' +
          'are skipped. Answers the merged list.',
        body: wishlistMergeRequest,
        response: { 200: answering(mergeWishlistRoute, list), 401: errorResponse, 422: errorResponse },
      },
    },
    async (request) => {
      const userId = request.auth!.id;
      await wishlist.merge(userId, request.body.product_ids);
      return { data: await wishlist.list(userId, requestLanguage(request)) };
    },
  );

  app[verb(removeWishRoute)](
    urlOf(removeWishRoute),
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['wishlist'],
        security,
        description: 'Takes a product off the wish list (one that is not on it is fine); answers the list.',
        params: wishlistProductParam,
        response: { 200: answering(removeWishRoute, list), 401: errorResponse, 422: errorResponse },
      },
    },
    async (request) => {
      const userId = request.auth!.id;
      await wishlist.remove(userId, request.params.product_id);
      return { data: await wishlist.list(userId, requestLanguage(request)) };
    },
  );
};
