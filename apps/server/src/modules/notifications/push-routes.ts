/** Web push's routes: a browser subscribes (staff, captains, or a shopper for one order) and unsubscribes. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, errorResponse } from '@suuq/shared/api';
import {
  pushSubscriptionInput,
  pushSubscriptionSaved,
  pushUnsubscribed,
  pushUnsubscribeInput,
} from '@suuq/shared/push';
import { answering, urlOf, verb } from '@suuq/shared/routes';
import { pushSubscribeRoute, pushUnsubscribeRoute } from '@suuq/shared/routes-push';
import type { PushService } from './push-service';

/** Subscriptions one client address may make per minute. */
const SUBSCRIBES_PER_MINUTE = 30;

export const pushRoutes: FastifyPluginAsyncZod<{ pushes: PushService }> = async (app, { pushes }) => {
  app[verb(pushSubscribeRoute)](
    urlOf(pushSubscribeRoute),
    {
      onRequest: app.optionalAuth,
      schema: {
        tags: ['notifications'],
        description:
          'Subscribes this browser to web pushes (its `PushSubscription`, as the browser gives it). Signed-in ' +
          'staff get their store’s new orders and captains their ride offers; with `order_number` and that ' +
          'order’s `view_key` as `X-Order-Key`, anyone gets that order’s changes. Subscribing the same endpoint ' +
          'again replaces what it was subscribed to. The server’s key is `push_public_key` of `/api/config`.',
        headers: z.object({ 'x-order-key': z.string().max(100).optional() }),
        body: pushSubscriptionInput,
        response: {
          201: answering(pushSubscribeRoute, envelope(pushSubscriptionSaved)),
          401: errorResponse,
          403: errorResponse,
          422: errorResponse,
          429: errorResponse,
        },
      },
      config: { rateLimit: { max: SUBSCRIBES_PER_MINUTE, timeWindow: 60_000 } },
    },
    async (request, reply) => {
      const key = request.headers['x-order-key'];
      const saved = await pushes.subscribe(request.body, {
        auth: request.auth,
        holdsOrderKey: (orderNumber) => key !== undefined && app.accessTokens.isOrderKey(orderNumber, key),
      });
      return reply.code(201).send({ data: saved });
    },
  );

  app[verb(pushUnsubscribeRoute)](
    urlOf(pushUnsubscribeRoute),
    {
      schema: {
        tags: ['notifications'],
        description:
          'Stops the pushes to a browser. Its endpoint is the proof: only that browser (and its push service) ' +
          'knows it.',
        body: pushUnsubscribeInput,
        response: {
          200: answering(pushUnsubscribeRoute, envelope(pushUnsubscribed)),
          422: errorResponse,
          429: errorResponse,
        },
      },
      config: { rateLimit: { max: SUBSCRIBES_PER_MINUTE, timeWindow: 60_000 } },
    },
    async (request) => ({ data: { removed: await pushes.unsubscribe(request.body.endpoint) } }),
  );
};
