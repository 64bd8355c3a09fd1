/**
 * Staff's products: list (hidden ones included), create, edit with variants, option and addon groups, photos, and
 * delete (hide when past orders name the product). Staff act only on their own store.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, errorResponse, id, pagedEnvelope } from '@suuq/shared/api';
import { merchantProduct, merchantProductsQuery, productInput } from '@suuq/shared/merchant-catalog';
import { answering, urlOf, verb } from '@suuq/shared/routes';
import {
  addProductRoute,
  deleteProductRoute,
  merchantProductRoute,
  merchantProductsRoute,
  productImageRoute,
  updateProductRoute,
  variantImageRoute,
} from '@suuq/shared/routes-merchant';
import { staffStoreOf } from '../../lib/staff-store';
import type { MerchantCatalogDeps } from './merchant-catalog-module';
import { pictureSchema, readPicture } from './picture-upload';

const params = z.object({ id: z.coerce.number().pipe(id) });
const variantParams = params.extend({ variant_id: z.coerce.number().pipe(id) });
const errors = {
  401: errorResponse,
  403: errorResponse,
  404: errorResponse,
  409: errorResponse,
  422: errorResponse,
};
const security = [{ bearer: [] }];

const RULES =
  'Texts are `{en, so?}` (Somali empty: shoppers see English). Names 1-120 characters; prices 0 or more with at ' +
  'most 2 decimals; `compare_price` above `selling_price`; option groups (single choice, required) and addon ' +
  'groups need at least one child, an addon `limit` between 1 and the number of children. A variant, group or ' +
  "child sent with one of this product's ids keeps it; without one it is new; one left out is removed (a variant " +
  'that past orders name is archived instead). Fields left out of a change keep their value; `variants`, ' +
  '`options` or `addons` left out stay as they are. A broken field answers 422 with its message under ' +
  '`errors["variants.0.selling_price"]`. Shoppers see the change at once; placed orders keep their own copy.';

export const productRoutes: FastifyPluginAsyncZod<{ deps: MerchantCatalogDeps }> = async (app, { deps }) => {
  const { service } = deps;
  const staffOnly = { onRequest: [app.authenticate, app.requireRole('staff')] };

  app[verb(merchantProductsRoute)](
    urlOf(merchantProductsRoute),
    {
      ...staffOnly,
      schema: {
        tags: ['catalog editor'],
        security,
        description:
          "A page of the store's products, hidden ones included, in their order; by category or name.",
        querystring: merchantProductsQuery,
        response: {
          200: answering(merchantProductsRoute, pagedEnvelope(z.array(merchantProduct))),
          ...errors,
        },
      },
    },
    async (request) => {
      const { category_id, search, page = 1, per_page = 50 } = request.query;
      const result = await service.products(
        staffStoreOf(request.auth),
        { categoryId: category_id, search },
        { page, perPage: per_page },
      );
      return { data: result.products, meta: { page, per_page, total: result.total } };
    },
  );

  app[verb(merchantProductRoute)](
    urlOf(merchantProductRoute),
    {
      ...staffOnly,
      schema: {
        tags: ['catalog editor'],
        security,
        params,
        response: { 200: answering(merchantProductRoute, envelope(merchantProduct)), ...errors },
      },
    },
    async (request) => ({ data: await service.product(staffStoreOf(request.auth), request.params.id) }),
  );

  app[verb(addProductRoute)](
    urlOf(addProductRoute),
    {
      ...staffOnly,
      schema: {
        tags: ['catalog editor'],
        security,
        description: `Adds a product (last in its store without \`position\`). ${RULES}`,
        body: productInput,
        response: { 201: answering(addProductRoute, envelope(merchantProduct)), ...errors },
      },
    },
    async (request, reply) => {
      const product = await service.saveProduct(staffStoreOf(request.auth), undefined, request.body);
      return reply.code(201).send({ data: product });
    },
  );

  app[verb(updateProductRoute)](
    urlOf(updateProductRoute),
    {
      ...staffOnly,
      schema: {
        tags: ['catalog editor'],
        security,
        description: `Changes a product. ${RULES}`,
        params,
        body: productInput,
        response: { 200: answering(updateProductRoute, envelope(merchantProduct)), ...errors },
      },
    },
    async (request) => ({
      data: await service.saveProduct(staffStoreOf(request.auth), request.params.id, request.body),
    }),
  );

  app[verb(deleteProductRoute)](
    urlOf(deleteProductRoute),
    {
      ...staffOnly,
      schema: {
        tags: ['catalog editor'],
        security,
        description:
          'Deletes a product; one that any order names is hidden instead (`data.hidden: true`), so order history ' +
          'keeps its name and price.',
        params,
        response: {
          200: answering(
            deleteProductRoute,
            envelope(z.object({ deleted: z.boolean(), hidden: z.boolean() })),
          ),
          ...errors,
        },
      },
    },
    async (request) => ({ data: await service.deleteProduct(staffStoreOf(request.auth), request.params.id) }),
  );

  app[verb(productImageRoute)](
    urlOf(productImageRoute),
    {
      ...staffOnly,
      schema: pictureSchema(
        "The product's photo: multipart `image` (variants still showing the old one follow).",
        answering(productImageRoute, envelope(merchantProduct)),
        params,
      ),
    },
    async (request) => {
      const storeId = staffStoreOf(request.auth);
      const picture = await readPicture(request);
      return { data: await service.setProductImage(storeId, request.params.id, undefined, picture) };
    },
  );

  app[verb(variantImageRoute)](
    urlOf(variantImageRoute),
    {
      ...staffOnly,
      schema: pictureSchema(
        "A variant's own photo: multipart `image`.",
        answering(variantImageRoute, envelope(merchantProduct)),
        variantParams,
      ),
    },
    async (request) => {
      const storeId = staffStoreOf(request.auth);
      const picture = await readPicture(request);
      const { id: productId, variant_id: variantId } = request.params;
      return { data: await service.setProductImage(storeId, productId, variantId, picture) };
    },
  );
};
