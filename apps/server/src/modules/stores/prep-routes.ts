/** Staff setting their store's preparation time, the start of every time estimate. Own store only. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope, errorResponse } from '@suuq/shared/api';
import { prepSettings } from '@suuq/shared/eta-schemas';
import { answering, urlOf, verb } from '@suuq/shared/routes';
import { prepRoute, savePrepRoute } from '@suuq/shared/routes-merchant';
import { staffStoreOf } from '../../lib/staff-store';
import type { StoresDeps } from './stores-module';

const errors = { 401: errorResponse, 403: errorResponse, 404: errorResponse, 422: errorResponse };
const security = [{ bearer: [] }];

export const prepRoutes: FastifyPluginAsyncZod<{ deps: StoresDeps }> = async (app, { deps }) => {
  const { prep } = deps;
  const staffOnly = { onRequest: [app.authenticate, app.requireRole('staff')] };

  app[verb(prepRoute)](
    urlOf(prepRoute),
    {
      ...staffOnly,
      schema: {
        tags: ['staff'],
        security,
        description: "The staff member's store's preparation time, in minutes.",
        response: { 200: answering(prepRoute, envelope(prepSettings)), ...errors },
      },
    },
    async (request) => ({ data: await prep.get(staffStoreOf(request.auth)) }),
  );

  app[verb(savePrepRoute)](
    urlOf(savePrepRoute),
    {
      ...staffOnly,
      schema: {
        tags: ['staff'],
        security,
        description:
          'Sets `prep_minutes` (whole minutes, 1-240): how long the store takes to get an order ready. Store ' +
          'answers, delivery options and orders placed from now on estimate from it; orders already placed keep ' +
          'the window they were promised. Anything else answers 422 on `prep_minutes`.',
        body: prepSettings,
        response: { 200: answering(savePrepRoute, envelope(prepSettings)), ...errors },
      },
    },
    async (request) => ({ data: await prep.set(staffStoreOf(request.auth), request.body) }),
  );
};
