/**
 * Taking captains on: the public door through which a captain applies, and the operator's list of captains and
 * decisions (role `admin`).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, errorResponse, id, pagedEnvelope } from '@suuq/shared/api';
import {
  adminCaptain,
  CAPTAIN_STATUSES,
  captainApplicationRequest,
  captainStatusRequest,
} from '@suuq/shared/captain-applications';
import { answering, urlOf, verb } from '@suuq/shared/routes';
import { adminCaptainsRoute, adminCaptainStatusRoute, captainApplyRoute } from '@suuq/shared/routes-admin';
import { requestLanguage } from '../../lib/lang';
import type { OperatorDeps } from './operator-module';

const errors = {
  401: errorResponse,
  403: errorResponse,
  404: errorResponse,
  409: errorResponse,
  422: errorResponse,
};
const paging = {
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(20),
};

export const captainRoutes: FastifyPluginAsyncZod<{ deps: OperatorDeps }> = async (app, { deps }) => {
  const { captains } = deps;
  const adminOnly = { onRequest: [app.authenticate, app.requireRole('admin')] };
  const admin = { tags: ['operator'], security: [{ bearer: [] }] };

  app[verb(captainApplyRoute)](
    urlOf(captainApplyRoute),
    {
      schema: {
        tags: ['operator'],
        description:
          'A captain asks to drive for Suuq: their name, Somali mobile number, the vehicle type they drive (one of ' +
          '`GET /api/vehicalTypes`) and its plate. Makes their account (role `captain`, pending, with no ' +
          'password: once the operator approves them they sign in with the one-time code sent by SMS); they add ' +
          'the rest of the vehicle in the captain console. Anyone may; limited per client address and per phone ' +
          '(429). A phone that already has an account, or a plate a vehicle in use carries, answers 409; a broken ' +
          'field 422, each with its message under `errors[field]`.',
        body: captainApplicationRequest,
        response: {
          201: answering(
            captainApplyRoute,
            envelope(z.object({ id: z.number().int(), status: z.literal('pending') })),
          ),
          409: errorResponse,
          422: errorResponse,
          429: errorResponse,
        },
      },
    },
    async (request, reply) => reply.code(201).send({ data: await captains.apply(request.body, request.ip) }),
  );

  app[verb(adminCaptainsRoute)](
    urlOf(adminCaptainsRoute),
    {
      ...adminOnly,
      schema: {
        ...admin,
        description:
          'Captains, latest applications first, of one `status` (pending, approved, suspended) or all, each with ' +
          'the vehicle they drive (their first vehicle in use, else the one they applied with) and whether they ' +
          'are on duty.',
        querystring: z.object({
          status: z.enum(CAPTAIN_STATUSES).optional(),
          lang: z.enum(['en', 'so']).optional(),
          ...paging,
        }),
        response: { 200: answering(adminCaptainsRoute, pagedEnvelope(z.array(adminCaptain))), ...errors },
      },
    },
    async (request) => {
      const { status, page, per_page } = request.query;
      const { rows, total } = await captains.captains(
        status,
        { page, perPage: per_page },
        requestLanguage(request),
      );
      return { data: rows, meta: { page, per_page, total } };
    },
  );

  app[verb(adminCaptainStatusRoute)](
    urlOf(adminCaptainStatusRoute),
    {
      ...adminOnly,
      schema: {
        ...admin,
        description:
          'Approves a captain (`approved`: a one-time sign-in code goes to their phone by SMS, for ' +
          'POST /api/oauth/sign-in-code; they may then go on duty) or suspends them (`suspended`, with an ' +
          'optional reason: off duty at once and out of the trips offered on every live socket; a trip already ' +
          'taken goes on to its end; going on duty answers 409). Making the decision the captain already has ' +
          'answers 409: of two operators approving at once, one sends the code. 404 for an account that is not ' +
          'a captain’s. On the audit trail.',
        params: z.object({ id: z.coerce.number().int().pipe(id) }),
        body: captainStatusRequest,
        response: { 200: answering(adminCaptainStatusRoute, envelope(adminCaptain)), ...errors },
      },
    },
    async (request) => ({
      data: await captains.setStatus(
        { id: request.auth!.id },
        request.params.id,
        request.body,
        requestLanguage(request),
      ),
    }),
  );
};
