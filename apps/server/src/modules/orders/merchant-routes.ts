/**
 * What store staff need to run their shop: the incoming orders, moving them forward, confirming cash and bank
 * payments, setting stock and opening or closing the store. Staff act only on their own store.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, errorResponse, pagedEnvelope } from '@suuq/shared/api';
import {
  lineParams,
  orderStatusRequest,
  removeLineRequest,
  replaceLineRequest,
} from '@suuq/shared/order-changes';
import { order, orderStatus } from '@suuq/shared/orders';
import { paymentDecisionRequest } from '@suuq/shared/receipts';
import { answering, urlOf, verb } from '@suuq/shared/routes';
import {
  merchantOrdersRoute,
  orderPaymentRoute,
  orderStatusRoute,
  productStockRoute,
  refundRoute,
  removeLineRoute,
  replaceLineRoute,
  storeOpenRoute,
} from '@suuq/shared/routes-merchant';
import { staffStoreOf } from '../../lib/staff-store';
import { requestLanguage } from '../../lib/lang';
import { normalizeOrderNumber } from './order-number';
import type { OrdersDeps } from './orders-module';

const orderParams = z.object({ order_number: z.string().trim().min(4).max(40) });
const errors = {
  401: errorResponse,
  403: errorResponse,
  404: errorResponse,
  409: errorResponse,
  422: errorResponse,
};

export const merchantRoutes: FastifyPluginAsyncZod<{ deps: OrdersDeps }> = async (app, { deps }) => {
  const { queries, receipts, stock, storeStatus, paying } = deps;
  const statuses = deps.status;
  // Checked on request, before the body is read: a caller without the right token learns nothing about the body rules.
  const staffOnly = { onRequest: [app.authenticate, app.requireRole('staff')] };

  app[verb(merchantOrdersRoute)](
    urlOf(merchantOrdersRoute),
    {
      ...staffOnly,
      schema: {
        tags: ['staff'],
        security: [{ bearer: [] }],
        description:
          "The staff member's store's orders, newest first; `status` may list several, comma separated.",
        querystring: z.object({
          status: z
            .string()
            .max(200)
            .optional()
            .transform((value) => (value ? value.split(',').map((s) => s.trim()) : undefined))
            .pipe(z.array(orderStatus).optional()),
          page: z.coerce.number().int().min(1).max(10_000).default(1),
          per_page: z.coerce.number().int().min(1).max(100).default(50),
        }),
        response: { 200: answering(merchantOrdersRoute, pagedEnvelope(z.array(order))), ...errors },
      },
    },
    async (request) => {
      const { status, page, per_page } = request.query;
      // Why a payment failed reads in the board's language, as every answer does.
      const result = await queries.forStore(
        staffStoreOf(request.auth),
        status,
        { page, perPage: per_page },
        requestLanguage(request),
      );
      return { data: result.orders, meta: { page, per_page, total: result.total } };
    },
  );

  app[verb(orderStatusRoute)](
    urlOf(orderStatusRoute),
    {
      ...staffOnly,
      schema: {
        tags: ['staff'],
        security: [{ bearer: [] }],
        description:
          'Moves an order forward to a later status on its own path (never back); cancelling puts the stock back. ' +
          'A pickup or dine-in order goes ready → delivered (collected, or served) and is never `on_the_way` ' +
          '(409). Cancelling says why with `reason` (and `note` for `other`, else 422): the shopper reads it as ' +
          'the order’s `cancellation`.',
        params: orderParams,
        body: orderStatusRequest,
        response: { 200: answering(orderStatusRoute, envelope(order)), ...errors },
      },
    },
    async (request) => {
      const number = normalizeOrderNumber(request.params.order_number);
      const { status, reason, note } = request.body;
      await statuses.advance(number, staffStoreOf(request.auth), status, request.auth!.id, { reason, note });
      return { data: await queries.view(number, 'private', requestLanguage(request)) };
    },
  );

  app[verb(orderPaymentRoute)](
    urlOf(orderPaymentRoute),
    {
      ...staffOnly,
      schema: {
        tags: ['staff'],
        security: [{ bearer: [] }],
        description:
          'Settles a cash or bank-transfer payment: `confirm` (the default without a body) marks it `paid`; ' +
          '`reject` with a `reason` marks a receipt awaiting confirmation `failed`, and the shopper reads the ' +
          'reason as `payment_message` (and may send a new receipt). Pushed live as `order.status`. 409 for a ' +
          'provider payment (PayPal, mobile money), a cancelled order, or nothing awaiting a decision; 422 for ' +
          'a rejection without a reason.',
        params: orderParams,
        body: paymentDecisionRequest.nullish(),
        response: { 200: answering(orderPaymentRoute, envelope(order)), ...errors },
      },
    },
    async (request) => {
      const number = normalizeOrderNumber(request.params.order_number);
      await receipts.decide(number, staffStoreOf(request.auth), request.body ?? { decision: 'confirm' });
      return { data: await queries.view(number, 'private', requestLanguage(request)) };
    },
  );

  app[verb(productStockRoute)](
    urlOf(productStockRoute),
    {
      ...staffOnly,
      schema: {
        tags: ['staff'],
        security: [{ bearer: [] }],
        description: "Sets a product's (or one of its variants') stock, or makes it unlimited.",
        params: z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) }),
        body: z.object({
          stock: z.number().int().min(0).max(1_000_000),
          unlimited_stock: z.boolean().optional(),
          variant_id: z.number().int().positive().max(2_147_483_647).optional(),
        }),
        response: {
          200: answering(
            productStockRoute,
            envelope(z.object({ id: z.number(), stock: z.number(), unlimited_stock: z.boolean() })),
          ),
          ...errors,
        },
      },
    },
    async (request) => {
      const storeId = staffStoreOf(request.auth);
      const result = await stock.setStock(storeId, request.params.id, {
        stock: request.body.stock,
        unlimited: request.body.unlimited_stock,
        variantId: request.body.variant_id,
      });
      return { data: result };
    },
  );

  app[verb(refundRoute)](
    urlOf(refundRoute),
    {
      ...staffOnly,
      schema: {
        tags: ['staff'],
        security: [{ bearer: [] }],
        description:
          'Staff gave back by hand what the order owes its customer: a wallet payment the provider cannot ' +
          'reverse (eDahab), or the bank transfer of an order cancelled after it was paid or its receipt sent. It ' +
          'stops showing as `refund_due`, and a cancelled order becomes `refunded`. 409 when nothing is due by hand.',
        params: orderParams,
        response: { 200: answering(refundRoute, envelope(order)), ...errors },
      },
    },
    async (request) => {
      const number = normalizeOrderNumber(request.params.order_number);
      await paying.refunds.given(number, staffStoreOf(request.auth), request.auth!.id);
      return { data: await queries.view(number, 'private', requestLanguage(request)) };
    },
  );

  app[verb(removeLineRoute)](
    urlOf(removeLineRoute),
    {
      ...staffOnly,
      schema: {
        tags: ['staff'],
        security: [{ bearer: [] }],
        description:
          'Removes one line (`line_id` of the order’s `items`) of an order not yet on its way, saying why: its ' +
          'stock goes back exactly, the server recomputes the totals (the minimum order does not apply), and a ' +
          'paid order owes the difference back by hand (`refund_due`). The shopper sees it in the order’s ' +
          '`changes`, live. 409 for the only line (cancel instead), an order on its way, or a wallet/PayPal ' +
          'payment still waiting; 404 for another order’s line.',
        params: lineParams,
        body: removeLineRequest,
        response: { 200: answering(removeLineRoute, envelope(order)), ...errors },
      },
    },
    async (request) => {
      const number = normalizeOrderNumber(request.params.order_number);
      await deps.lines.remove(
        number,
        staffStoreOf(request.auth),
        request.params.line_id,
        request.body,
        request.auth!.id,
      );
      return { data: await queries.view(number, 'private', requestLanguage(request)) };
    },
  );

  app[verb(replaceLineRoute)](
    urlOf(replaceLineRoute),
    {
      ...staffOnly,
      schema: {
        tags: ['staff'],
        security: [{ bearer: [] }],
        description:
          'Replaces one line of an order not yet on its way with another product of the store (`item`, as a ' +
          'placeOrder line), saying why. The server reprices it, gives back the old line’s stock and takes the ' +
          'new one’s (409 with `errors.items` when short), and recomputes the totals. A paid order may not cost ' +
          'more (409); when it costs less, the difference is owed back by hand (`refund_due`).',
        params: lineParams,
        body: replaceLineRequest,
        response: { 200: answering(replaceLineRoute, envelope(order)), ...errors },
      },
    },
    async (request) => {
      const number = normalizeOrderNumber(request.params.order_number);
      const { item, reason, note } = request.body;
      await deps.lines.replace(
        number,
        staffStoreOf(request.auth),
        request.params.line_id,
        item,
        { reason, note },
        request.auth!.id,
        requestLanguage(request),
      );
      return { data: await queries.view(number, 'private', requestLanguage(request)) };
    },
  );

  app[verb(storeOpenRoute)](
    urlOf(storeOpenRoute),
    {
      ...staffOnly,
      schema: {
        tags: ['staff'],
        security: [{ bearer: [] }],
        description: 'Opens or closes the store; shoppers on the home page see it change live.',
        body: z.object({ is_open: z.boolean() }),
        response: {
          200: answering(storeOpenRoute, envelope(z.object({ store_id: z.number(), is_open: z.boolean() }))),
          ...errors,
        },
      },
    },
    async (request) => {
      const storeId = staffStoreOf(request.auth);
      const data = await storeStatus.setOpen(storeId, request.body.is_open);
      return { data };
    },
  );
};
