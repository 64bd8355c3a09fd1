import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope, errorResponse, pagedEnvelope, slugParam } from '@suuq/shared/api';
import {
  category,
  industry,
  product,
  searchRequest,
  store,
  storeDetail,
  storeProductsRequest,
  storesRequest,
} from '@suuq/shared/catalog';
import { z } from 'zod';
import { notFound } from '../../lib/http-error';
import { requestLanguage } from '../../lib/lang';
import { CatalogRepository } from './catalog-repository';

const errors = { 404: errorResponse, 422: errorResponse };

export const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  const repository = new CatalogRepository(app.db);

  app.get(
    '/api/industries',
    { schema: { tags: ['catalog'], response: { 200: envelope(z.array(industry)) } } },
    async (request) => ({ data: await repository.industries(requestLanguage(request)) }),
  );

  app.post(
    '/api/stores',
    {
      schema: {
        tags: ['catalog'],
        description: 'Stores, optionally of one industry and matching a search.',
        body: storesRequest.nullish(),
        response: { 200: envelope(z.array(store)), 422: errorResponse },
      },
    },
    async (request) => ({ data: await repository.stores(request.body ?? {}) }),
  );

  app.get(
    '/api/stores/:slug',
    {
      schema: {
        tags: ['catalog'],
        params: slugParam,
        response: { 200: envelope(storeDetail), ...errors },
      },
    },
    async (request) => {
      const found = await repository.storeBySlug(request.params.slug, requestLanguage(request));
      if (!found) throw notFound();
      return { data: found };
    },
  );

  app.post(
    '/api/stores/products',
    {
      schema: {
        tags: ['catalog'],
        description: "A page of a store's products, optionally of one category or matching a search.",
        body: storeProductsRequest,
        response: {
          200: pagedEnvelope(z.object({ categories: z.array(category), products: z.array(product) })),
          ...errors,
        },
      },
    },
    async (request) => {
      const lang = requestLanguage(request);
      const { store_id, category_id, search, page, per_page } = request.body;
      if (!(await repository.storeExists(store_id))) throw notFound();
      const [categories, result] = await Promise.all([
        repository.categories(store_id, lang),
        repository.storeProducts(
          { storeId: store_id, categoryId: category_id, search },
          { page, perPage: per_page },
          lang,
        ),
      ]);
      return {
        data: { categories, products: result.products },
        meta: { page, per_page, total: result.total },
      };
    },
  );

  app.get(
    '/api/search',
    {
      schema: {
        tags: ['catalog'],
        description: 'Stores and products matching a search, typo tolerant, in English or Somali.',
        querystring: searchRequest,
        response: {
          200: envelope(z.object({ stores: z.array(store), products: z.array(product) })),
          422: errorResponse,
        },
      },
    },
    async (request) => ({
      data: await repository.search(request.query, requestLanguage(request)),
    }),
  );

  app.get(
    '/api/products/:slug',
    {
      schema: {
        tags: ['catalog'],
        params: slugParam,
        response: { 200: envelope(product), ...errors },
      },
    },
    async (request) => {
      const found = await repository.productBySlug(request.params.slug, requestLanguage(request));
      if (!found) throw notFound();
      return { data: found };
    },
  );
};
