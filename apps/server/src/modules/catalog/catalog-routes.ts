import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope, errorResponse, pagedEnvelope, slugParam } from '@suuq/shared/api';
import {
  category,
  industry,
  product,
  searchRequest,
  store,
  storeDetail,
  storeDetailsRequest,
  storeProductsRequest,
  storesRequest,
} from '@suuq/shared/catalog';
import { z } from 'zod';
import { answering, urlOf, verb } from '@suuq/shared/routes';
import {
  industriesRoute,
  productRoute,
  searchRoute,
  storeDetailsRoute,
  storeProductsRoute,
  storeRoute,
  storesRoute,
} from '@suuq/shared/routes-shop';
import { NotFoundError } from '../../lib/domain-error';
import { notFound } from '../../lib/http-error';
import { requestLanguage } from '../../lib/lang';
import { EVERY_SEARCH, negotiateEncoding, type AnswerCache, type CachedAnswer } from './answer-cache';
import type { CatalogDeps } from './catalog-module';

const errors = { 404: errorResponse, 422: errorResponse };

const listingAnswer = pagedEnvelope(z.object({ categories: z.array(category), products: z.array(product) }));
const searchAnswer = envelope(z.object({ stores: z.array(store), products: z.array(product) }));

/** JSON exactly as the route's response schema would serialize it. */
function serialize<T extends z.ZodType>(schema: T, value: z.output<T>): Buffer {
  return Buffer.from(JSON.stringify(z.encode(schema, value)));
}

/** Smaller answers go out as they are, as the compression plugin would leave them. */
const COMPRESS_FROM_BYTES = 1024;

/** Sends a cached answer's bytes, in the client's preferred encoding, compressed once per answer. */
function sendAnswer(request: FastifyRequest, reply: FastifyReply, cache: AnswerCache, answer: CachedAnswer) {
  reply.type('application/json; charset=utf-8');
  if (answer.json.length < COMPRESS_FROM_BYTES) return reply.send(answer.json);
  reply.header('vary', 'accept-encoding');
  const encoding = negotiateEncoding(request.headers['accept-encoding']);
  if (encoding !== 'identity') reply.header('content-encoding', encoding);
  return reply.send(cache.encoded(answer, encoding));
}

export const catalogRoutes: FastifyPluginAsyncZod<{ deps: CatalogDeps }> = async (app, { deps }) => {
  const { repository, cache } = deps;

  app[verb(industriesRoute)](
    urlOf(industriesRoute),
    {
      schema: {
        tags: ['catalog'],
        response: { 200: answering(industriesRoute, envelope(z.array(industry))) },
      },
    },
    async (request) => ({ data: await repository.industries(requestLanguage(request)) }),
  );

  app[verb(storesRoute)](
    urlOf(storesRoute),
    {
      schema: {
        tags: ['catalog'],
        description: 'Stores, optionally of one industry and matching a search.',
        body: storesRequest.nullish(),
        response: { 200: answering(storesRoute, envelope(z.array(store))), 422: errorResponse },
      },
    },
    async (request) => ({
      data: await repository.stores(request.body ?? {}, requestLanguage(request)),
    }),
  );

  app[verb(storeRoute)](
    urlOf(storeRoute),
    {
      schema: {
        tags: ['catalog'],
        params: slugParam,
        response: { 200: answering(storeRoute, envelope(storeDetail)), ...errors },
      },
    },
    async (request) => {
      const found = await repository.storeBySlug(request.params.slug, requestLanguage(request));
      if (found) return { data: found };
      // A suspended store is out of the storefront; its page says why rather than that it never was.
      if (await repository.isSuspended(request.params.slug))
        throw new NotFoundError('storeNotTakingOrders', undefined, { store: ['not_taking_orders'] });
      throw notFound();
    },
  );

  app[verb(storeDetailsRoute)](
    urlOf(storeDetailsRoute),
    {
      schema: {
        tags: ['catalog'],
        description:
          'The details of several stores at once (`slugs`, comma-separated, at most 20), in the order named; ' +
          'unknown ones are left out. The home page shows the categories of the stores nearest with one request.',
        querystring: storeDetailsRequest,
        response: { 200: answering(storeDetailsRoute, envelope(z.array(storeDetail))), 422: errorResponse },
      },
    },
    async (request) => ({
      data: await repository.storesBySlugs(request.query.slugs, requestLanguage(request)),
    }),
  );

  app[verb(storeProductsRoute)](
    urlOf(storeProductsRoute),
    {
      schema: {
        tags: ['catalog'],
        description: "A page of a store's products, optionally of one category or matching a search.",
        body: storeProductsRequest,
        response: { 200: answering(storeProductsRoute, listingAnswer), ...errors },
      },
    },
    async (request, reply) => {
      const lang = requestLanguage(request);
      const { store_id, category_id, search, page, per_page } = request.body;
      const key = `listing ${store_id} ${category_id ?? ''} ${page} ${per_page} ${lang} ${search ?? ''}`;
      const answer = await cache.getOrCompute(key, [store_id], async () => {
        const found = await repository.storePage(
          { storeId: store_id, categoryId: category_id, search },
          { page, perPage: per_page },
          lang,
        );
        if (!found) throw notFound();
        return {
          json: serialize(listingAnswer, {
            data: { categories: found.categories, products: found.products },
            meta: { page, per_page, total: found.total },
          }),
        };
      });
      return sendAnswer(request, reply, cache, answer);
    },
  );

  app[verb(searchRoute)](
    urlOf(searchRoute),
    {
      schema: {
        tags: ['catalog'],
        description: 'Stores and products matching a search, typo tolerant, in English or Somali.',
        querystring: searchRequest,
        response: { 200: answering(searchRoute, searchAnswer), 422: errorResponse },
      },
    },
    async (request, reply) => {
      const lang = requestLanguage(request);
      const { q, industry } = request.query;
      const key = `search ${industry ?? ''} ${lang} ${q.trim().toLowerCase()}`;
      const answer = await cache.getOrCompute(key, [], async () => {
        const found = await repository.search(request.query, lang);
        return {
          json: serialize(searchAnswer, { data: found }),
          // The stock and opening shown come from these stores; new products anywhere drop every search.
          stores: [EVERY_SEARCH, ...found.stores.map((s) => s.id), ...found.products.map((p) => p.store_id)],
        };
      });
      return sendAnswer(request, reply, cache, answer);
    },
  );

  app[verb(productRoute)](
    urlOf(productRoute),
    {
      schema: {
        tags: ['catalog'],
        params: slugParam,
        response: { 200: answering(productRoute, envelope(product)), ...errors },
      },
    },
    async (request) => {
      const found = await repository.productBySlug(request.params.slug, requestLanguage(request));
      if (!found) throw notFound();
      return { data: found };
    },
  );
};
