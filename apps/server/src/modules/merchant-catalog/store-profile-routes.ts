/**
 * The store's face as its staff set it: name, address, phone, minimum order, about text in both languages, logo and
 * cover photo. Staff act only on their own store.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, errorResponse } from '@suuq/shared/api';
import { merchantStore, storeProfileInput } from '@suuq/shared/merchant-catalog';
import { answering, urlOf, verb } from '@suuq/shared/routes';
import {
  merchantStoreRoute,
  storeCoverRoute,
  storeLogoRoute,
  storeProfileRoute,
} from '@suuq/shared/routes-merchant';
import { staffStoreOf } from '../../lib/staff-store';
import type { MerchantCatalogDeps } from './merchant-catalog-module';
import { pictureSchema, readPicture } from './picture-upload';

const errors = { 401: errorResponse, 403: errorResponse, 404: errorResponse, 422: errorResponse };
const security = [{ bearer: [] }];

export const storeProfileRoutes: FastifyPluginAsyncZod<{ deps: MerchantCatalogDeps }> = async (
  app,
  { deps },
) => {
  const { service } = deps;
  const staffOnly = { onRequest: [app.authenticate, app.requireRole('staff')] };

  app[verb(merchantStoreRoute)](
    urlOf(merchantStoreRoute),
    {
      ...staffOnly,
      schema: {
        tags: ['catalog editor'],
        security,
        description: "The staff member's store as they edit it, the about text in both languages.",
        response: { 200: answering(merchantStoreRoute, envelope(merchantStore)), ...errors },
      },
    },
    async (request) => ({ data: await service.store(staffStoreOf(request.auth)) }),
  );

  app[verb(storeProfileRoute)](
    urlOf(storeProfileRoute),
    {
      ...staffOnly,
      schema: {
        tags: ['catalog editor'],
        security,
        description:
          'Changes the fields sent: `name` (1-120 characters), `address` (1-200), `phone` (6-30 digits, spaces, ' +
          '+, - or brackets), `min_order_amount` (0 or more, at most 2 decimals), `about` (merchant HTML, ' +
          '`{en, so?}`). Shoppers see it at once.',
        body: storeProfileInput,
        response: { 200: answering(storeProfileRoute, envelope(merchantStore)), ...errors },
      },
    },
    async (request) => ({
      data: await service.updateStore(staffStoreOf(request.auth), request.body),
    }),
  );

  for (const [which, route] of [
    ['logo', storeLogoRoute],
    ['cover', storeCoverRoute],
  ] as const) {
    app[verb(route)](
      urlOf(route),
      {
        ...staffOnly,
        schema: pictureSchema(
          `The store's ${which === 'logo' ? 'logo' : 'cover photo (store tiles and banner)'}: multipart \`image\`.`,
          answering(route, envelope(merchantStore)),
          z.object({}),
        ),
      },
      async (request) => {
        const storeId = staffStoreOf(request.auth);
        const picture = await readPicture(request);
        return { data: await service.setStorePicture(storeId, which, picture) };
      },
    );
  }
};
