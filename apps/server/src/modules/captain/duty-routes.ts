import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope, errorResponse } from '@suuq/shared/api';
import { duty, dutyRequest } from '@suuq/shared/captain';
import { answering, urlOf, verb } from '@suuq/shared/routes';
import { dutyRoute, setDutyRoute } from '@suuq/shared/routes-captain';
import { ConflictError } from '../../lib/domain-error';
import type { CaptainDeps } from './captain-module';

const security = [{ bearer: [] }];

/**
 * On and off duty. The contract names `/api/user/active` for the switch; its GET already answers whether the
 * caller has an order in progress, so the switch is its POST and the captain's state is read at `/api/captain/duty`.
 */
export const dutyRoutes: FastifyPluginAsyncZod<{ deps: CaptainDeps }> = async (app, { deps }) => {
  const captainOnly = [app.authenticate, app.requireRole('captain')];

  app[verb(setDutyRoute)](
    urlOf(setDutyRoute),
    {
      onRequest: captainOnly,
      schema: {
        tags: ['captain'],
        security,
        description:
          'A captain goes on duty (`on_duty: true`) or off duty. Off duty, `GET /api/booking/available` offers ' +
          'nothing and `POST /api/booking/tripreservations` answers 409; a trip already taken goes on to its ' +
          'end. Answers the state saved. Only a captain the operator approved may go on duty: a pending or ' +
          'suspended one answers 409 with a message saying which.',
        body: dutyRequest,
        response: {
          200: answering(setDutyRoute, envelope(duty)),
          401: errorResponse,
          403: errorResponse,
          409: errorResponse,
          422: errorResponse,
        },
      },
    },
    async (request) => {
      const saved = await deps.duty.set(request.auth!.id, request.body.on_duty);
      if ('refused' in saved) {
        throw new ConflictError(saved.refused === 'suspended' ? 'captainSuspended' : 'captainNotApproved');
      }
      return { data: { on_duty: saved.onDuty } };
    },
  );

  app[verb(dutyRoute)](
    urlOf(dutyRoute),
    {
      onRequest: captainOnly,
      schema: {
        tags: ['captain'],
        security,
        description:
          'Whether the captain is on duty, as last set with `POST /api/user/active` (off at first).',
        response: { 200: answering(dutyRoute, envelope(duty)), 401: errorResponse, 403: errorResponse },
      },
    },
    async (request) => ({ data: { on_duty: await deps.duty.onDuty(request.auth!.id) } }),
  );
};
