import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, errorResponse, pagedEnvelope } from '@suuq/shared/api';
import { toMinor } from '@suuq/shared/money';
import { deliveryOption, order, placeOrderRequest, verifyQuantityRequest } from '@suuq/shared/orders';
import { answering, urlOf, verb } from '@suuq/shared/routes';
import { userOrdersRoute } from '@suuq/shared/routes-account';
import { deliveryRoute, orderRoute, placeOrderRoute, verifyQuantityRoute } from '@suuq/shared/routes-shop';
import { requestLanguage } from '../../lib/lang';
import { normalizeOrderNumber } from './order-number';
import type { OrdersDeps } from './orders-module';

const storeParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
const orderParams = z.object({ order_number: z.string().trim().min(4).max(40) });
const errors = { 404: errorResponse, 409: errorResponse, 422: errorResponse };

/** What shoppers call: delivery options, the stock check, placing an order, tracking it, their order history. */
export const orderRoutes: FastifyPluginAsyncZod<{ deps: OrdersDeps }> = async (app, { deps }) => {
  const { queries, placement, stock, delivery, limits } = deps;

  app[verb(deliveryRoute)](
    urlOf(deliveryRoute),
    {
      schema: {
        tags: ['ordering'],
        description:
          'Delivery methods of a store, whether each is available now and its `fee`. With `lat` and `lng` (the ' +
          "address's point) delivery is priced by the store's zones: the cheapest active zone containing the " +
          'point gives its `fee`, `zone` name and `min_order_amount` (with `subtotal`, the cheapest whose ' +
          'minimum it meets, or when it meets none the one with the lowest minimum, as placing the order ' +
          'chooses); outside every zone delivery is ' +
          '`available: false` with a `reason`. A store without zones charges its flat fee everywhere.',
        querystring: z
          .object({
            store_id: z.coerce.number().int().positive().max(2_147_483_647),
            lat: z.coerce.number().min(-90).max(90).optional(),
            lng: z.coerce.number().min(-180).max(180).optional(),
            /** The order's items total so far: zones whose minimum it does not meet give way to those it does. */
            subtotal: z.coerce.number().min(0).max(100_000_000).optional(),
          })
          .refine((q) => (q.lat === undefined) === (q.lng === undefined), {
            message: 'Give both lat and lng, or neither.',
            path: ['lng'],
          }),
        response: { 200: answering(deliveryRoute, envelope(z.array(deliveryOption))), ...errors },
      },
    },
    async (request) => {
      const { store_id, lat, lng, subtotal } = request.query;
      const point = lat !== undefined && lng !== undefined ? { lat, lng } : null;
      const items = subtotal === undefined ? undefined : toMinor(subtotal);
      return { data: await delivery.options(store_id, requestLanguage(request), point, items) };
    },
  );

  app[verb(verifyQuantityRoute)](
    urlOf(verifyQuantityRoute),
    {
      schema: {
        tags: ['ordering'],
        description:
          'Checks that every line is still in stock; 409 lists what is left of the lines that are not.',
        params: storeParams,
        body: verifyQuantityRequest,
        response: {
          200: answering(verifyQuantityRoute, envelope(z.object({ available: z.literal(true) }))),
          ...errors,
        },
      },
    },
    async (request) => ({ data: await stock.verifyQuantity(request.params.id, request.body.items) }),
  );

  app[verb(placeOrderRoute)](
    urlOf(placeOrderRoute),
    {
      schema: {
        tags: ['ordering'],
        description:
          'Places an order. Every line is repriced from the database; the minimum order, options, addons, ' +
          'variants and stock are checked and stock is taken atomically. Send an `Idempotency-Key` header ' +
          '(1-255 characters) to make retries safe: the same key and body return the first order; the same key ' +
          'with another body is 422; a retry while the first is still running is 409. Mobile money (`evc_plus`, ' +
          '`zaad`, `sahal`, `edahab`, only when configured, else 422) needs `payer_phone`: the answer does not ' +
          'wait for the PIN; the wallet’s answer follows live, and a failure may be retried with `/pay`.',
        params: storeParams,
        headers: z.object({ 'idempotency-key': z.string().min(1).max(255).optional() }),
        body: placeOrderRequest,
        response: {
          200: answering(placeOrderRoute, envelope(order)),
          201: answering(placeOrderRoute, envelope(order)),
          ...errors,
        },
      },
      onRequest: app.optionalAuth,
      config: { rateLimit: { max: limits.ordersPerMinute, timeWindow: 60_000 } },
    },
    async (request, reply) => {
      const result = await placement.placeOrder({
        storeId: request.params.id,
        body: request.body,
        userId: request.auth?.id ?? null,
        idempotencyKey: request.headers['idempotency-key'],
        lang: requestLanguage(request),
      });
      const viewKey = app.accessTokens.orderKey(result.order.order_number);
      return reply.code(result.status).send({ data: { ...result.order, view_key: viewKey } });
    },
  );

  app[verb(orderRoute)](
    urlOf(orderRoute),
    {
      schema: {
        tags: ['ordering'],
        description:
          'An order by its number, for tracking. Anyone with the number sees the public view (no phone, no ' +
          'address); the customer who placed it and the staff of its store also see contact and address, and so ' +
          "does a caller sending the order's `view_key` (given to whoever placed it) as `X-Order-Key`.",
        params: orderParams,
        headers: z.object({ 'x-order-key': z.string().max(100).optional() }),
        response: { 200: answering(orderRoute, envelope(order)), 404: errorResponse, 429: errorResponse },
      },
      onRequest: app.optionalAuth,
      config: { rateLimit: { max: limits.trackingPerMinute, timeWindow: 60_000 } },
    },
    async (request) => {
      const number = normalizeOrderNumber(request.params.order_number);
      const key = request.headers['x-order-key'];
      const placer = key !== undefined && app.accessTokens.isOrderKey(number, key);
      return { data: await queries.track(number, request.auth, requestLanguage(request), placer) };
    },
  );

  app[verb(userOrdersRoute)](
    urlOf(userOrdersRoute),
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['accounts'],
        security: [{ bearer: [] }],
        description: "The caller's own orders, newest first, paged.",
        querystring: z.object({
          page: z.coerce.number().int().min(1).max(10_000).default(1),
          per_page: z.coerce.number().int().min(1).max(100).default(20),
        }),
        response: {
          200: answering(userOrdersRoute, pagedEnvelope(z.array(order))),
          401: errorResponse,
          422: errorResponse,
        },
      },
    },
    async (request) => {
      const { page, per_page } = request.query;
      const result = await queries.forUser(
        request.auth!.id,
        { page, perPage: per_page },
        requestLanguage(request),
      );
      return { data: result.orders, meta: { page, per_page, total: result.total } };
    },
  );
};
