import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, errorResponse } from '@suuq/shared/api';
import {
  address,
  addressDeleteRequest,
  addressIdQuery,
  addressSaveRequest,
  messageResponse,
  reverseGeocode,
  reverseGeocodeQuery,
} from '@suuq/shared/accounts';
import { message } from '@suuq/shared/labels';
import { answering, urlOf, verb } from '@suuq/shared/routes';
import {
  addressesRoute,
  addressRoute,
  deleteAddressRoute,
  recentAddressesRoute,
  reverseGeocodeRoute,
  saveAddressRoute,
} from '@suuq/shared/routes-account';
import { notFound } from '../../lib/http-error';
import { requestLanguage } from '../../lib/lang';
import type { AccountsDeps } from './accounts-module';
import { MAX_ADDRESSES, RECENT_ADDRESSES } from './address-repository';

const security = [{ bearer: [] }];
const notYours = 'Addresses of other accounts answer 404, as if they did not exist.';

export const addressRoutes: FastifyPluginAsyncZod<{ deps: AccountsDeps }> = async (app, { deps }) => {
  const { addresses, addressService, geocoder } = deps;

  app[verb(addressesRoute)](
    urlOf(addressesRoute),
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['addresses'],
        security,
        description: "The caller's address book, newest first.",
        response: { 200: answering(addressesRoute, envelope(z.array(address))), 401: errorResponse },
      },
    },
    async (request) => ({ data: await addresses.list(request.auth!.id) }),
  );

  app[verb(recentAddressesRoute)](
    urlOf(recentAddressesRoute),
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['addresses'],
        security,
        description: `Up to ${RECENT_ADDRESSES} of the caller's addresses, last used for an order first, then the newest.`,
        response: { 200: answering(recentAddressesRoute, envelope(z.array(address))), 401: errorResponse },
      },
    },
    async (request) => ({ data: await addresses.recent(request.auth!.id) }),
  );

  app[verb(addressRoute)](
    urlOf(addressRoute),
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['addresses'],
        security,
        description: `One of the caller's addresses. ${notYours}`,
        querystring: addressIdQuery,
        response: {
          200: answering(addressRoute, envelope(address)),
          401: errorResponse,
          404: errorResponse,
          422: errorResponse,
        },
      },
    },
    async (request) => {
      const found = await addresses.get(request.auth!.id, request.query.id);
      if (!found) throw notFound();
      return { data: found };
    },
  );

  app[verb(saveAddressRoute)](
    urlOf(saveAddressRoute),
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['addresses'],
        security,
        description:
          `Adds an address (201; at most ${MAX_ADDRESSES} per account) or, with \`id\`, changes one of the ` +
          `caller's (200). ${notYours}`,
        body: addressSaveRequest,
        response: {
          200: answering(saveAddressRoute, envelope(address)),
          201: answering(saveAddressRoute, envelope(address)),
          401: errorResponse,
          404: errorResponse,
          422: errorResponse,
        },
      },
    },
    async (request, reply) => {
      const saved = await addressService.save(request.auth!.id, request.body);
      return reply.code(saved.created ? 201 : 200).send({ data: saved.address });
    },
  );

  app[verb(deleteAddressRoute)](
    urlOf(deleteAddressRoute),
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['addresses'],
        security,
        description: `Deletes one of the caller's addresses. ${notYours}`,
        body: addressDeleteRequest,
        response: {
          200: answering(deleteAddressRoute, messageResponse),
          401: errorResponse,
          404: errorResponse,
          422: errorResponse,
        },
      },
    },
    async (request) => {
      if (!(await addresses.delete(request.auth!.id, request.body.id))) throw notFound();
      return { message: message('addressDeleted', requestLanguage(request)) };
    },
  );

  app[verb(reverseGeocodeRoute)](
    urlOf(reverseGeocodeRoute),
    {
      schema: {
        tags: ['addresses'],
        description:
          'Names a point on the map: an address line and its Mogadishu district, in the language asked for. ' +
          'Asks the configured Nominatim-compatible service (GEOCODER_URL) and, when there is none or it ' +
          'fails or takes over 2 s, names the nearest district instead (`source: "offline"`).',
        querystring: reverseGeocodeQuery,
        response: { 200: answering(reverseGeocodeRoute, envelope(reverseGeocode)), 422: errorResponse },
      },
    },
    async (request) => {
      const { lat, lng } = request.query;
      return { data: await geocoder.reverse(lat, lng, requestLanguage(request)) };
    },
  );
};
