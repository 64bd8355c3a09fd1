import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponse, pagedEnvelope } from '@suuq/shared/api';
import { wallet, walletQuery } from '@suuq/shared/captain';
import { answering, urlOf, verb } from '@suuq/shared/routes';
import { walletRoute } from '@suuq/shared/routes-captain';
import { requestLanguage } from '../../lib/lang';
import type { CaptainDeps } from './captain-module';

const security = [{ bearer: [] }];

export const walletRoutes: FastifyPluginAsyncZod<{ deps: CaptainDeps }> = async (app, { deps }) => {
  const { wallets } = deps;
  const captainOnly = [app.authenticate, app.requireRole('captain')];

  app[verb(walletRoute)](
    urlOf(walletRoute),
    {
      onRequest: captainOnly,
      schema: {
        tags: ['captain'],
        security,
        description:
          "The captain's wallet: the balance, and its transactions newest first (50 a page unless `per_page` " +
          'says otherwise). Every completed trip credits its fare.',
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
      const result = await wallets.get(request.auth!.id, requestLanguage(request), {
        page,
        perPage: per_page,
      });
      return { data: result.wallet, meta: { page, per_page, total: result.total } };
    },
  );
};
