/**
 * Staff's categories: list, create, rename, reorder, hide, picture and delete. Staff act only on their own store.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, errorResponse, id } from '@suuq/shared/api';
import { categoryInput, categoryOrderInput, merchantCategory } from '@suuq/shared/merchant-catalog';
import { answering, urlOf, verb } from '@suuq/shared/routes';
import {
  addCategoryRoute,
  categoriesRoute,
  categoryImageRoute,
  deleteCategoryRoute,
  orderCategoriesRoute,
  updateCategoryRoute,
} from '@suuq/shared/routes-merchant';
import { staffStoreOf } from '../../lib/staff-store';
import type { MerchantCatalogDeps } from './merchant-catalog-module';
import { pictureSchema, readPicture } from './picture-upload';

const params = z.object({ id: z.coerce.number().pipe(id) });
const errors = {
  401: errorResponse,
  403: errorResponse,
  404: errorResponse,
  409: errorResponse,
  422: errorResponse,
};
const security = [{ bearer: [] }];

export const categoryRoutes: FastifyPluginAsyncZod<{ deps: MerchantCatalogDeps }> = async (app, { deps }) => {
  const { service } = deps;
  const staffOnly = { onRequest: [app.authenticate, app.requireRole('staff')] };

  app[verb(categoriesRoute)](
    urlOf(categoriesRoute),
    {
      ...staffOnly,
      schema: {
        tags: ['catalog editor'],
        security,
        description:
          "The staff member's store's categories, hidden ones included, in the order shoppers see them.",
        response: { 200: answering(categoriesRoute, envelope(z.array(merchantCategory))), ...errors },
      },
    },
    async (request) => ({ data: await service.categories(staffStoreOf(request.auth)) }),
  );

  app[verb(addCategoryRoute)](
    urlOf(addCategoryRoute),
    {
      ...staffOnly,
      schema: {
        tags: ['catalog editor'],
        security,
        description:
          'Adds a category (1-120 characters in English; Somali optional, shown as English when empty). Without ' +
          '`position` it comes last. Shoppers see it at once.',
        body: categoryInput,
        response: { 201: answering(addCategoryRoute, envelope(merchantCategory)), ...errors },
      },
    },
    async (request, reply) => {
      const category = await service.createCategory(staffStoreOf(request.auth), request.body);
      return reply.code(201).send({ data: category });
    },
  );

  app[verb(orderCategoriesRoute)](
    urlOf(orderCategoriesRoute),
    {
      ...staffOnly,
      schema: {
        tags: ['catalog editor'],
        security,
        description:
          "Puts the store's categories in this order: every one of its category ids, each once (else 422).",
        body: categoryOrderInput,
        response: { 200: answering(orderCategoriesRoute, envelope(z.array(merchantCategory))), ...errors },
      },
    },
    async (request) => ({
      data: await service.orderCategories(staffStoreOf(request.auth), request.body.ids),
    }),
  );

  app[verb(updateCategoryRoute)](
    urlOf(updateCategoryRoute),
    {
      ...staffOnly,
      schema: {
        tags: ['catalog editor'],
        security,
        description: 'Renames, moves or hides a category (hidden: it and its products leave the storefront).',
        params,
        body: categoryInput,
        response: { 200: answering(updateCategoryRoute, envelope(merchantCategory)), ...errors },
      },
    },
    async (request) => ({
      data: await service.updateCategory(staffStoreOf(request.auth), request.params.id, request.body),
    }),
  );

  app[verb(categoryImageRoute)](
    urlOf(categoryImageRoute),
    {
      ...staffOnly,
      schema: pictureSchema(
        "The category's picture: multipart `image`.",
        answering(categoryImageRoute, envelope(merchantCategory)),
        params,
      ),
    },
    async (request) => {
      const storeId = staffStoreOf(request.auth);
      const picture = await readPicture(request);
      return { data: await service.setCategoryImage(storeId, request.params.id, picture) };
    },
  );

  app[verb(deleteCategoryRoute)](
    urlOf(deleteCategoryRoute),
    {
      ...staffOnly,
      schema: {
        tags: ['catalog editor'],
        security,
        description: 'Deletes an empty category; 409 "This category still has products." while it has any.',
        params,
        response: {
          200: answering(deleteCategoryRoute, envelope(z.object({ deleted: z.literal(true) }))),
          ...errors,
        },
      },
    },
    async (request) => {
      await service.deleteCategory(staffStoreOf(request.auth), request.params.id);
      return { data: { deleted: true as const } };
    },
  );
};
