/** Returnable containers over HTTP: staff record the containers that came back; customers see those they hold. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, errorResponse } from '@suuq/shared/api';
import { containersReturnedRequest, heldContainers } from '@suuq/shared/containers';
import { order } from '@suuq/shared/orders';
import { answering, urlOf, verb } from '@suuq/shared/routes';
import { heldContainersRoute } from '@suuq/shared/routes-account';
import { orderContainersRoute } from '@suuq/shared/routes-merchant';
import { staffStoreOf } from '../../lib/staff-store';
import { requestLanguage } from '../../lib/lang';
import { normalizeOrderNumber } from './order-number';
import type { OrdersDeps } from './orders-module';

const orderParams = z.object({ order_number: z.string().trim().min(4).max(40) });

export const containerRoutes: FastifyPluginAsyncZod<{ deps: OrdersDeps }> = async (app, { deps }) => {
  const { queries, containers } = deps;

  app[verb(orderContainersRoute)](
    urlOf(orderContainersRoute),
    {
      onRequest: [app.authenticate, app.requireRole('staff')],
      schema: {
        tags: ['staff'],
        security: [{ bearer: [] }],
        description:
          'Records how many of the order’s new (deposit) containers have come back in all (so repeating it is ' +
          'harmless): 0 up to the number taken new, else 422. 409 for a cancelled order.',
        params: orderParams,
        body: containersReturnedRequest,
        response: {
          200: answering(orderContainersRoute, envelope(order)),
          401: errorResponse,
          403: errorResponse,
          404: errorResponse,
          409: errorResponse,
          422: errorResponse,
        },
      },
    },
    async (request) => {
      const storeId = staffStoreOf(request.auth);
      const number = normalizeOrderNumber(request.params.order_number);
      await containers.recordReturned(number, storeId, request.body.returned);
      return { data: await queries.view(number, 'private', requestLanguage(request)) };
    },
  );

  app[verb(heldContainersRoute)](
    urlOf(heldContainersRoute),
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['accounts'],
        security: [{ bearer: [] }],
        description:
          'The returnable containers the caller holds (taken new on orders that were not cancelled, less those ' +
          'returned), by kind, with the deposits paid for them.',
        response: { 200: answering(heldContainersRoute, envelope(heldContainers)), 401: errorResponse },
      },
    },
    async (request) => ({ data: await containers.held(request.auth!.id, requestLanguage(request)) }),
  );
};
