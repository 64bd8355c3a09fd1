/**
 * Paying an order with PayPal: capturing the payment the shopper approved, and starting it again when the first
 * attempt failed.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, errorResponse } from '@suuq/shared/api';
import { order } from '@suuq/shared/orders';
import { answering, urlOf, verb } from '@suuq/shared/routes';
import { paypalCaptureRoute, paypalRoute } from '@suuq/shared/routes-shop';
import type { OrderAnswers } from '../../order-ports';
import type { PayPalProvider } from './paypal-provider';

const orderParams = z.object({ order_number: z.string().trim().min(4).max(40) });
const errors = { 404: errorResponse, 409: errorResponse, 422: errorResponse, 429: errorResponse };

export const paypalRoutes: FastifyPluginAsyncZod<{
  paypal: PayPalProvider;
  answers: OrderAnswers;
  paymentsPerMinute: number;
}> = async (app, { paypal, answers, paymentsPerMinute }) => {
  // Anyone with an order number may call these, and each call reaches PayPal: limited per address.
  const limited = { rateLimit: { max: paymentsPerMinute, timeWindow: 60_000 } };

  app[verb(paypalCaptureRoute)](
    urlOf(paypalCaptureRoute),
    {
      schema: {
        tags: ['ordering'],
        description:
          'Captures the PayPal payment the shopper approved. The order is marked paid only when PayPal reports ' +
          'the capture complete for its exact amount and currency.',
        params: orderParams,
        response: { 200: answering(paypalCaptureRoute, envelope(order)), 402: errorResponse, ...errors },
      },
      config: limited,
    },
    async (request) => {
      const number = answers.normalize(request.params.order_number);
      await paypal.capture(number);
      return { data: await answers.view(number, 'public') };
    },
  );

  app[verb(paypalRoute)](
    urlOf(paypalRoute),
    {
      schema: {
        tags: ['ordering'],
        description: 'Starts the PayPal payment again (a new approval link) when the first attempt failed.',
        params: orderParams,
        response: { 200: answering(paypalRoute, envelope(order)), ...errors },
      },
      config: limited,
    },
    async (request) => {
      const number = answers.normalize(request.params.order_number);
      await paypal.retry(number);
      return { data: await answers.view(number, 'public') };
    },
  );
};
