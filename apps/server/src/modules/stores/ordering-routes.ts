/**
 * Staff setting how their store takes orders: ways of handing orders over, the flat delivery fee, the store's pin
 * and the payment methods it takes. Staff act only on their own store; every change is checked field by field.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope, errorResponse } from '@suuq/shared/api';
import type { PaymentMethod } from '@suuq/shared/payment-methods';
import { answering, urlOf, verb } from '@suuq/shared/routes';
import { saveStoreOrderingRoute, storeOrderingRoute } from '@suuq/shared/routes-merchant';
import { storeOrdering, storeOrderingRequest } from '@suuq/shared/store-ordering';
import { staffStoreOf } from '../../lib/staff-store';
import type { StoresDeps } from './stores-module';

const errors = { 401: errorResponse, 403: errorResponse, 404: errorResponse, 422: errorResponse };

export const orderingRoutes: FastifyPluginAsyncZod<{
  deps: StoresDeps;
  offeredPayments: () => readonly PaymentMethod[];
}> = async (app, { deps, offeredPayments }) => {
  const { ordering } = deps;
  const staffOnly = { onRequest: [app.authenticate, app.requireRole('staff')] };

  app[verb(storeOrderingRoute)](
    urlOf(storeOrderingRoute),
    {
      ...staffOnly,
      schema: {
        tags: ['staff'],
        security: [{ bearer: [] }],
        description:
          "How the staff member's store takes orders, with every payment method the server takes to choose from.",
        response: { 200: answering(storeOrderingRoute, envelope(storeOrdering)), ...errors },
      },
    },
    async (request) => ({ data: await ordering.get(staffStoreOf(request.auth), offeredPayments()) }),
  );

  app[verb(saveStoreOrderingRoute)](
    urlOf(saveStoreOrderingRoute),
    {
      ...staffOnly,
      schema: {
        tags: ['staff'],
        security: [{ bearer: [] }],
        description:
          'Sets `dine_in`, `pickup` and `delivery` (at least one on), `delivery_fee` (0 or more, at most 2 ' +
          'decimals; charged where the store has no zones), the pin (`lat`, `lng`) and `payment_methods` (at ' +
          'least one, each taken by the server). A broken field answers 422 under its name. Effective at once ' +
          'for delivery options, checkout and placement: a method switched off is refused.',
        body: storeOrderingRequest,
        response: { 200: answering(saveStoreOrderingRoute, envelope(storeOrdering)), ...errors },
      },
    },
    async (request) => ({
      data: await ordering.save(staffStoreOf(request.auth), request.body, offeredPayments()),
    }),
  );
};
