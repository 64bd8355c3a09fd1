import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, errorResponse, pagedEnvelope } from '@suuq/shared/api';
import { deliveryOption, order, placeOrderRequest, verifyQuantityRequest } from '@suuq/shared/orders';
import { notFound } from '../../lib/http-error';
import { requestLanguage } from '../../lib/lang';
import { normalizeOrderNumber } from './order-number';
import { OrderRepository } from './order-repository';
import { OrderService, stripInternal } from './order-service';
import { merchantRoutes } from './merchant-routes';
import { PayPalClient } from './paypal';

const storeParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
const orderParams = z.object({ order_number: z.string().trim().min(4).max(40) });
const errors = { 404: errorResponse, 409: errorResponse, 422: errorResponse };

export const orderRoutes: FastifyPluginAsyncZod = async (app) => {
  const env = app.env;
  const paypal =
    env.PAYPAL_BASE_URL && env.PAYPAL_CLIENT_ID && env.PAYPAL_CLIENT_SECRET
      ? new PayPalClient({
          baseUrl: env.PAYPAL_BASE_URL,
          clientId: env.PAYPAL_CLIENT_ID,
          clientSecret: env.PAYPAL_CLIENT_SECRET,
        })
      : undefined;
  const repository = new OrderRepository(app.db, {
    bank: env.BANK_NAME,
    accountName: env.BANK_ACCOUNT_NAME,
    accountNumber: env.BANK_ACCOUNT_NUMBER,
  });
  const service = new OrderService(app.db, repository, app.bus, paypal, {
    publicUrl: env.PUBLIC_URL ?? `http://localhost:${env.PORT}`,
  });
  app.decorate('orders', { service, repository });
  // Staff routes share this module's service, so they live in its scope.
  await app.register(merchantRoutes);

  app.get(
    '/v1/api/delivery',
    {
      schema: {
        tags: ['ordering'],
        description: 'Delivery methods of a store and whether each is available now.',
        querystring: z.object({ store_id: z.coerce.number().int().positive().max(2_147_483_647) }),
        response: { 200: envelope(z.array(deliveryOption)), ...errors },
      },
    },
    async (request) => ({
      data: await service.deliveryOptions(request.query.store_id, requestLanguage(request)),
    }),
  );

  app.post(
    '/v1/api/stores/:id/verifyquantity',
    {
      schema: {
        tags: ['ordering'],
        description:
          'Checks that every line is still in stock; 409 lists what is left of the lines that are not.',
        params: storeParams,
        body: verifyQuantityRequest,
        response: { 200: envelope(z.object({ available: z.literal(true) })), ...errors },
      },
    },
    async (request) => ({ data: await service.verifyQuantity(request.params.id, request.body.items) }),
  );

  app.post(
    '/v1/api/stores/:id/placeOrder',
    {
      schema: {
        tags: ['ordering'],
        description:
          'Places an order. Every line is repriced from the database; the minimum order, options, addons, ' +
          'variants and stock are checked and stock is taken atomically. Send an `Idempotency-Key` header ' +
          '(1-255 characters) to make retries safe: the same key and body return the first order; the same key ' +
          'with another body is 422; a retry while the first is still running is 409.',
        params: storeParams,
        headers: z.object({ 'idempotency-key': z.string().min(1).max(255).optional() }),
        body: placeOrderRequest,
        response: { 200: envelope(order), 201: envelope(order), ...errors },
      },
      onRequest: app.optionalAuth,
      config: { rateLimit: { max: env.RATE_LIMIT_ORDERS_PER_MINUTE, timeWindow: 60_000 } },
    },
    async (request, reply) => {
      const result = await service.placeOrder({
        storeId: request.params.id,
        body: request.body,
        userId: request.auth?.id ?? null,
        idempotencyKey: request.headers['idempotency-key'],
        lang: requestLanguage(request),
      });
      return reply.code(result.status).send({ data: result.order });
    },
  );

  app.get(
    '/v1/api/orders/:order_number',
    {
      schema: {
        tags: ['ordering'],
        description:
          'An order by its number, for tracking. Anyone with the number sees the public view (no phone, no ' +
          'address); the customer who placed it and the staff of its store also see contact and address.',
        params: orderParams,
        response: { 200: envelope(order), 404: errorResponse, 429: errorResponse },
      },
      onRequest: app.optionalAuth,
      config: { rateLimit: { max: env.RATE_LIMIT_TRACKING_PER_MINUTE, timeWindow: 60_000 } },
    },
    async (request) => {
      const found = await repository.byNumber(normalizeOrderNumber(request.params.order_number), 'private');
      if (!found) throw notFound();
      const auth = request.auth;
      const maySee =
        auth !== undefined &&
        ((found.userId !== null && found.userId === auth.id) ||
          (auth.role === 'staff' && auth.storeId === found.storeId) ||
          auth.role === 'admin');
      const view = stripInternal(found);
      if (!maySee) {
        delete view.customer;
        delete view.address;
      }
      return { data: view };
    },
  );

  app.get(
    '/api/user/orders',
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
        response: { 200: pagedEnvelope(z.array(order)), 401: errorResponse, 422: errorResponse },
      },
    },
    async (request) => {
      const { page, per_page } = request.query;
      const result = await repository.forUser(request.auth!.id, { page, perPage: per_page });
      return { data: result.orders.map(stripInternal), meta: { page, per_page, total: result.total } };
    },
  );

  app.post(
    '/v1/api/orders/:order_number/paypal/capture',
    {
      schema: {
        tags: ['ordering'],
        description:
          'Captures the PayPal payment the shopper approved. The order is marked paid only when PayPal reports ' +
          'the capture complete for its exact amount and currency.',
        params: orderParams,
        response: { 200: envelope(order), 402: errorResponse, ...errors },
      },
    },
    async (request) => {
      const number = normalizeOrderNumber(request.params.order_number);
      await service.capturePayPal(number);
      const found = await repository.byNumber(number, 'public');
      if (!found) throw notFound();
      return { data: stripInternal(found) };
    },
  );

  app.post(
    '/v1/api/orders/:order_number/paypal',
    {
      schema: {
        tags: ['ordering'],
        description: 'Starts the PayPal payment again (a new approval link) when the first attempt failed.',
        params: orderParams,
        response: { 200: envelope(order), ...errors },
      },
    },
    async (request) => {
      const number = normalizeOrderNumber(request.params.order_number);
      await service.retryPayPal(number);
      const found = await repository.byNumber(number, 'public');
      if (!found) throw notFound();
      return { data: stripInternal(found) };
    },
  );
};

declare module 'fastify' {
  interface FastifyInstance {
    orders: { service: OrderService; repository: OrderRepository };
  }
}
