/**
 * Mobile money over HTTP: retrying a payment that failed (the first attempt starts with placeOrder). The route
 * answers at once with the payment pending; the wallet's answer follows live as `order.status`.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, errorResponse } from '@suuq/shared/api';
import { order } from '@suuq/shared/orders';
import { payOrderRequest } from '@suuq/shared/payments';
import { answering, urlOf, verb } from '@suuq/shared/routes';
import { payOrderRoute } from '@suuq/shared/routes-shop';
import { requestLanguage } from '../../lib/lang';
import type { MobileMoney } from './mobile-money';
import type { OrderAnswers } from './order-ports';

const orderParams = z.object({ order_number: z.string().trim().min(4).max(40) });

export const mobileMoneyRoutes: FastifyPluginAsyncZod<{
  deps: MobileMoney;
  answers: OrderAnswers;
}> = async (app, { deps, answers }) => {
  if (deps.startSweeper) app.addHook('onReady', () => deps.sweeper.start());
  app.addHook('onClose', () => deps.sweeper.stop());

  app[verb(payOrderRoute)](
    urlOf(payOrderRoute),
    {
      onRequest: app.optionalAuth,
      // Each call pushes a PIN prompt to a phone: limited per address.
      config: { rateLimit: { max: deps.paymentsPerMinute, timeWindow: 60_000 } },
      schema: {
        tags: ['ordering'],
        params: orderParams,
        body: payOrderRequest,
        description:
          'Retries the mobile-money payment (EVC Plus, Zaad, Sahal, eDahab) of an order whose payment failed, ' +
          'with the same number and wallet, or with `payer_phone` and `payment_method` given (any common Somali ' +
          'form of the number). The order’s owner may call it (anyone holding the number, for a guest order). ' +
          'Answers at once with `payment_status: "pending"` while the phone asks for the PIN; the outcome is ' +
          'pushed as `order.status` with `payment_status`, and a failure’s reason is the order’s ' +
          '`payment_message`. 409 while a payment waits on the phone ("A payment for this order is waiting for ' +
          'confirmation on the phone."), when it is paid ("This order is already paid.") or cancelled; 422 for a ' +
          'wallet this server does not take or a malformed number (on `payer_phone`); 403 for someone else’s ' +
          'order.',
        response: {
          200: answering(payOrderRoute, envelope(order)),
          403: errorResponse,
          404: errorResponse,
          409: errorResponse,
          422: errorResponse,
          429: errorResponse,
        },
      },
    },
    async (request) => {
      const number = answers.normalize(request.params.order_number);
      await deps.service.retry(number, request.body, request.auth?.id ?? null);
      return { data: await answers.track(number, request.auth, requestLanguage(request)) };
    },
  );
};
