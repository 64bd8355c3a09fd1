/** A store’s statement (its owner, or the operator for any store), payouts, and captains’ cash hand-ins. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, errorResponse, id } from '@suuq/shared/api';
import {
  captainStatement,
  handIn,
  handInRequest,
  payout,
  payoutRequest,
  statement,
  statementQuery,
} from '@suuq/shared/ledger';
import { answering, urlOf, verb } from '@suuq/shared/routes';
import {
  adminCaptainStatementRoute,
  adminStatementsRoute,
  payoutRoute,
  adminCaptainHandInRoute,
  statementRoute,
} from '@suuq/shared/routes-admin';
import type { OperatorDeps } from './operator-module';

const errors = {
  401: errorResponse,
  403: errorResponse,
  404: errorResponse,
  409: errorResponse,
  422: errorResponse,
};
const STATEMENT =
  'Read from the ledger: an order counts once delivered (its sale, delivery fee, deposits, commission and who ' +
  'took its money) or when money went back. Per payment method: what the store collected (cash, bank transfer) ' +
  'and what Suuq collected (wallets, PayPal), and what was given back; Suuq’s commission (`commission_percent` ' +
  'of the items total of delivered orders); payouts; and the balance: positive, Suuq owes the store; negative, ' +
  'the store owes Suuq. The period is `from` to `to` inclusive (at most a year), whole days in the store’s time ' +
  'zone.';

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

  app[verb(adminCaptainStatementRoute)](
    urlOf(adminCaptainStatementRoute),
    {
      ...adminOnly,
      schema: {
        ...admin,
        description:
          'A captain’s statement from the ledger, `from` to `to` inclusive (at most a year), whole days in ' +
          'Africa/Mogadishu: completed rides and deliveries, their earnings (fares, delivery fees), the cash the ' +
          'captain took themself, what Suuq collected for them, Suuq’s payouts, and the balance: positive, Suuq ' +
          'owes the captain; negative, the captain owes Suuq. 404 for anyone but a captain.',
        params: z.object({ id: z.coerce.number().int().pipe(id) }),
        querystring: statementQuery,
        response: { 200: answering(adminCaptainStatementRoute, envelope(captainStatement)), ...errors },
      },
    },
    async (request) => ({ data: await ledger.captainStatement(request.params.id, request.query) }),
  );

  app[verb(payoutRoute)](
    urlOf(payoutRoute),
    {
      ...adminOnly,
      schema: {
        ...admin,
        description:
          'Records money Suuq paid a store (`store_id`, in its currency) or a captain (`captain_id`, in their ' +
          'wallet’s): exactly one of them (422 otherwise), by `method`, once per `reference` across both: a ' +
          'repeat answers the first payout (200) whatever it says. The payee’s balance drops by it, whatever it ' +
          'was (an advance leaves it below zero). A captain’s payout marks the pending cash-outs it covers paid ' +
          'with its reference, oldest first; with none pending, it takes what it can from the wallet. Posted to ' +
          'the ledger and on the audit trail.',
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

  app[verb(adminCaptainHandInRoute)](
    urlOf(adminCaptainHandInRoute),
    {
      ...adminOnly,
      schema: {
        ...admin,
        description:
          'Records cash a captain brought to Suuq’s office (`amount`, in their wallet’s currency), once per ' +
          '`reference`: a repeat answers the first hand-in (200) whatever it says. The captain’s wallet rises by ' +
          'it and Suuq holds it (posted to the ledger, on the audit trail with the `note`). 422 for more than the ' +
          'cash the captain holds (taken from riders and shoppers, not yet handed in); 404 for anyone but a captain.',
        params: z.object({ id: z.coerce.number().int().pipe(id) }),
        body: handInRequest,
        response: {
          201: answering(adminCaptainHandInRoute, envelope(handIn)),
          200: answering(adminCaptainHandInRoute, envelope(handIn)),
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const { handIn: recorded, created } = await ledger.handIn(
        { id: request.auth!.id },
        request.params.id,
        request.body,
      );
      return reply.code(created ? 201 : 200).send({ data: recorded });
    },
  );
};
