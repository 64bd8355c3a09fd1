/**
 * The owner's staff (`/api/merchant/staff`), any store's staff for the operator (`/api/admin/stores/{id}/staff`),
 * and signing in with a one-time code (`/api/oauth/sign-in-code`), the
 * way the people the operator or an owner took on first sign in.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { tokenResponse } from '@suuq/shared/accounts';
import { envelope, errorResponse, id } from '@suuq/shared/api';
import { adminStaffRequest, signInCodeRequest, staffMember, staffRequest } from '@suuq/shared/operator';
import { answering, urlOf, verb } from '@suuq/shared/routes';
import {
  addStaffRoute,
  adminAddStaffRoute,
  adminRemoveStaffRoute,
  adminStaffRoute,
  removeStaffRoute,
  signInCodeRoute,
  staffRoute,
} from '@suuq/shared/routes-admin';
import type { OperatorDeps } from './operator-module';

const errors = {
  401: errorResponse,
  403: errorResponse,
  404: errorResponse,
  409: errorResponse,
  422: errorResponse,
};

export const staffRoutes: FastifyPluginAsyncZod<{ deps: OperatorDeps }> = async (app, { deps }) => {
  const { staff, codes } = deps;
  const staffOnly = { onRequest: [app.authenticate, app.requireRole('staff')] };
  const owner = { tags: ['staff'], security: [{ bearer: [] }] };

  app[verb(signInCodeRoute)](
    urlOf(signInCodeRoute),
    {
      schema: {
        tags: ['accounts'],
        description:
          'Signs in with the one-time 6-digit code sent by SMS to a new store owner or staff member ' +
          '(`username`: their phone). Answers like POST /api/oauth/token. A code works once, for 72 hours, and ' +
          'dies after 5 wrong tries; a wrong, used or expired code answers 422 (the same for an unknown phone); ' +
          'many wrong codes from one client address answer 429.',
        body: signInCodeRequest,
        response: {
          200: answering(signInCodeRoute, tokenResponse),
          401: errorResponse,
          403: errorResponse,
          422: errorResponse,
          429: errorResponse,
        },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return codes.signIn(request.body, request.ip);
    },
  );

  app[verb(staffRoute)](
    urlOf(staffRoute),
    {
      ...staffOnly,
      schema: {
        ...owner,
        description: 'The store’s staff, its owner first. The store’s owner only (403 for other staff).',
        response: { 200: answering(staffRoute, envelope(z.array(staffMember))), ...errors },
      },
    },
    async (request) => ({ data: await staff.list(request.auth!.id) }),
  );

  app[verb(addStaffRoute)](
    urlOf(addStaffRoute),
    {
      ...staffOnly,
      schema: {
        ...owner,
        description:
          'Takes someone on (their name and Somali mobile number): they get a one-time sign-in code by SMS ' +
          '(POST /api/oauth/sign-in-code). A shopper’s account with that phone becomes staff; one that is ' +
          'already staff somewhere, a captain or an operator answers 409. The store’s owner only.',
        body: staffRequest,
        response: { 201: answering(addStaffRoute, envelope(staffMember)), ...errors },
      },
    },
    async (request, reply) => reply.code(201).send({ data: await staff.add(request.auth!.id, request.body) }),
  );

  app[verb(removeStaffRoute)](
    urlOf(removeStaffRoute),
    {
      ...staffOnly,
      schema: {
        ...owner,
        description:
          'Removes a member of the store’s staff: they are a shopper again, every sign-in of theirs ends at ' +
          'once (their tokens are refused on the next call) and they leave the store’s live channel. The owner ' +
          'cannot be removed (409). The store’s owner only.',
        params: z.object({ user_id: z.coerce.number().int().pipe(id) }),
        response: {
          200: answering(removeStaffRoute, envelope(z.object({ removed: z.literal(true) }))),
          ...errors,
        },
      },
    },
    async (request) => {
      await staff.remove(request.auth!.id, request.params.user_id);
      return { data: { removed: true as const } };
    },
  );

  const adminOnly = { onRequest: [app.authenticate, app.requireRole('admin')] };
  const admin = { tags: ['operator'], security: [{ bearer: [] }] };
  const storeParams = z.object({ id: z.coerce.number().int().pipe(id) });

  app[verb(adminStaffRoute)](
    urlOf(adminStaffRoute),
    {
      ...adminOnly,
      schema: {
        ...admin,
        description: 'Any store’s staff, its owner first (404 for an unknown store).',
        params: storeParams,
        response: { 200: answering(adminStaffRoute, envelope(z.array(staffMember))), ...errors },
      },
    },
    async (request) => ({ data: await staff.listForOperator(request.params.id) }),
  );

  app[verb(adminAddStaffRoute)](
    urlOf(adminAddStaffRoute),
    {
      ...adminOnly,
      schema: {
        ...admin,
        description:
          'Takes someone on for any store, as its owner when `is_owner` (a store added by hand has none; a store ' +
          'has one owner at most, 409 otherwise). They get a one-time sign-in code by SMS. On the audit trail.',
        params: storeParams,
        body: adminStaffRequest,
        response: { 201: answering(adminAddStaffRoute, envelope(staffMember)), ...errors },
      },
    },
    async (request, reply) =>
      reply.code(201).send({
        data: await staff.addForOperator({ id: request.auth!.id }, request.params.id, request.body),
      }),
  );

  app[verb(adminRemoveStaffRoute)](
    urlOf(adminRemoveStaffRoute),
    {
      ...adminOnly,
      schema: {
        ...admin,
        description:
          'Removes a member of any store’s staff, its owner included: their sign-ins and live channels end at ' +
          'once. On the audit trail.',
        params: z.object({ id: z.coerce.number().int().pipe(id), user_id: z.coerce.number().int().pipe(id) }),
        response: {
          200: answering(adminRemoveStaffRoute, envelope(z.object({ removed: z.literal(true) }))),
          ...errors,
        },
      },
    },
    async (request) => {
      await staff.removeForOperator({ id: request.auth!.id }, request.params.id, request.params.user_id);
      return { data: { removed: true as const } };
    },
  );
};
