/** A store's statement (its owner, or the operator for any store) and the operator's payouts. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, errorResponse, id } from '@suuq/shared/api';
import { payout, payoutRequest, statement, statementQuery } from '@suuq/shared/ledger';
import { answering, urlOf, verb } from '@suuq/shared/routes';
import { adminStatementsRoute, payoutRoute, statementRoute } from '@suuq/shared/routes-admin';
import type { OperatorDeps } from './operator-module';

const errors = {
  401: errorResponse,
  403: errorResponse,
  404: errorResponse,
  409: errorResponse,
  422: errorResponse,
};
const STATEMENT =
  'Per payment method: what the store collected (cash, bank transfer) and what Suuq collected (wallets, ' +
  'PayPal), and what was given back; Suuq’s commission (`commission_percent` of the items total of delivered ' +
  'orders); payouts; and the balance: positive, Suuq owes the store; negative, the store owes Suuq. The period is ' +
  '`from` to `to` inclusive (at most a year), whole days in the store’s time zone.';

export const ledgerRoutes: FastifyPluginAsyncZod<{ deps: OperatorDeps }> = async (app, { deps }) => {
  const { ledger } = deps;

  app[verb(statementRoute)](
    urlOf(statementRoute),
    {
      onRequest: [app.authenticate, app.requireRole('staff')],
      schema: {
        tags: ['staff'],
        security: [{ bearer: [] }],
        description: `The store’s statement, for its owner only (403 for other staff). ${STATEMENT}`,
        querystring: statementQuery,
        response: { 200: answering(statementRoute, envelope(statement)), ...errors },
      },
    },
    async (request) => ({ data: await ledger.ownStatement(request.auth!.id, request.query) }),
  );

  const adminOnly = { onRequest: [app.authenticate, app.requireRole('admin')] };
  const admin = { tags: ['operator'], security: [{ bearer: [] }] };

  app[verb(adminStatementsRoute)](
    urlOf(adminStatementsRoute),
    {
      ...adminOnly,
      schema: {
        ...admin,
        description: `Any store’s statement. ${STATEMENT}`,
        querystring: statementQuery.extend({ store_id: z.coerce.number().int().pipe(id) }),
        response: { 200: answering(adminStatementsRoute, envelope(statement)), ...errors },
      },
    },
    async (request) => {
      const { store_id, ...period } = request.query;
      return { data: await ledger.statement(store_id, period) };
    },
  );

  app[verb(payoutRoute)](
    urlOf(payoutRoute),
    {
      ...adminOnly,
      schema: {
        ...admin,
        description:
          'Records money Suuq paid a store, in its currency, by `method`, once per `reference`: a repeat answers ' +
          'the first payout (200) whatever it says. The store’s balance drops by it, whatever it was (an advance ' +
          'leaves it below zero). On the audit trail.',
        body: payoutRequest,
        response: {
          201: answering(payoutRoute, envelope(payout)),
          200: answering(payoutRoute, envelope(payout)),
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const { payout: paid, created } = await ledger.pay({ id: request.auth!.id }, request.body);
      return reply.code(created ? 201 : 200).send({ data: paid });
    },
  );
};
