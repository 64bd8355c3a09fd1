import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope, errorResponse, pagedEnvelope } from '@suuq/shared/api';
import { cashOutRequest, payout, wallet, walletQuery } from '@suuq/shared/captain-wallet';
import { answering, urlOf, verb } from '@suuq/shared/routes';
import { cashOutRoute, walletRoute } from '@suuq/shared/routes-captain';
import { requestLanguage } from '../../lib/lang';
import type { CaptainDeps } from './captain-module';

const security = [{ bearer: [] }];

export const walletRoutes: FastifyPluginAsyncZod<{ deps: CaptainDeps }> = async (app, { deps }) => {
  const { walletService } = deps;
  const captainOnly = [app.authenticate, app.requireRole('captain')];

  app[verb(walletRoute)](
    urlOf(walletRoute),
    {
      onRequest: captainOnly,
      schema: {
        tags: ['captain'],
        security,
        description:
          "The captain's wallet: the balance that can be cashed out (fares paid by mobile wallet, less cash-outs " +
          'asked for; a cash fare is recorded as earned and as collected), the fares of trips finished today and ' +
          'this week (from Saturday) in Africa/Mogadishu with their number, the cash-outs waiting to be paid, and ' +
          'the ledger newest first (50 a page unless `per_page` says otherwise).',
        querystring: walletQuery,
        response: {
          200: answering(walletRoute, pagedEnvelope(wallet)),
          401: errorResponse,
          403: errorResponse,
          422: errorResponse,
        },
      },
    },
    async (request) => {
      const { page, per_page } = request.query;
      const result = await walletService.get(request.auth!.id, requestLanguage(request), {
        page,
        perPage: per_page,
      });
      return { data: result.wallet, meta: { page, per_page, total: result.total } };
    },
  );

  app[verb(cashOutRoute)](
    urlOf(cashOutRoute),
    {
      onRequest: captainOnly,
      schema: {
        tags: ['captain'],
        security,
        description:
          'Asks for a cash-out of `amount` (at least 1) of the balance to an EVC Plus, Zaad or eDahab number. The ' +
          'amount leaves the balance at once and the cash-out waits as `pending` until the operator sends it. ' +
          'Requests at once never take more than the balance: one past it is refused with 422 on `amount`. The ' +
          'same `request_id` sent again answers the cash-out it recorded (200, nothing taken twice); with other ' +
          'details, 409.',
        body: cashOutRequest,
        response: {
          200: answering(cashOutRoute, envelope(payout)),
          201: answering(cashOutRoute, envelope(payout)),
          401: errorResponse,
          403: errorResponse,
          409: errorResponse,
          422: errorResponse,
        },
      },
    },
    async (request, reply) => {
      const result = await walletService.cashOut(request.auth!.id, request.body);
      return reply.code(result.created ? 201 : 200).send({ data: result.payout });
    },
  );
};
