/**
 * The platform operator's routes (role `admin`): shops' applications, stores, their suspension and the audit
 * trail; and the public door through which a shop applies to join.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, errorResponse, id, pagedEnvelope } from '@suuq/shared/api';
import {
  adminStore,
  adminStoreRequest,
  adminStoreUpdate,
  applicationStatus,
  approvedApplication,
  auditEntry,
  rejectRequest,
  STORE_STATUSES,
  storeApplication,
  storeApplicationRequest,
  storeStatusRequest,
} from '@suuq/shared/operator';
import { answering, urlOf, verb } from '@suuq/shared/routes';
import {
  addAdminStoreRoute,
  adminStoresRoute,
  adminStoreStatusRoute,
  approveApplicationRoute,
  auditRoute,
  rejectApplicationRoute,
  storeApplicationsRoute,
  storeApplyRoute,
  updateAdminStoreRoute,
} from '@suuq/shared/routes-admin';
import type { OperatorDeps } from './operator-module';
import { toAuditEntry } from './operator-view';

const errors = {
  401: errorResponse,
  403: errorResponse,
  404: errorResponse,
  409: errorResponse,
  422: errorResponse,
};
const idParams = z.object({ id: z.coerce.number().int().pipe(id) });
const paging = {
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(20),
};
const meta = (page: number, perPage: number, total: number) => ({ page, per_page: perPage, total });

export const operatorRoutes: FastifyPluginAsyncZod<{ deps: OperatorDeps }> = async (app, { deps }) => {
  const { stores } = deps;
  const adminOnly = { onRequest: [app.authenticate, app.requireRole('admin')] };
  const admin = { tags: ['operator'], security: [{ bearer: [] }] };
  const actor = (auth: { id: number } | undefined) => ({ id: auth!.id });

  app[verb(storeApplyRoute)](
    urlOf(storeApplyRoute),
    {
      schema: {
        tags: ['operator'],
        description:
          'A shop asks to join Suuq: its name, the owner’s name and Somali mobile number, what it sells ' +
          '(`industry_id`), its address and its place on the map. Anyone may; limited per client address (429). ' +
          'A broken field answers 422 with its message under `errors[field]`.',
        body: storeApplicationRequest,
        response: {
          201: answering(
            storeApplyRoute,
            envelope(z.object({ id: z.number().int(), status: z.literal('pending') })),
          ),
          422: errorResponse,
          429: errorResponse,
        },
      },
    },
    async (request, reply) => reply.code(201).send({ data: await stores.apply(request.body, request.ip) }),
  );

  app[verb(storeApplicationsRoute)](
    urlOf(storeApplicationsRoute),
    {
      ...adminOnly,
      schema: {
        ...admin,
        description:
          'Shops’ applications, newest first, of one `status` (pending, approved, rejected) or all.',
        querystring: z.object({ status: applicationStatus.optional(), ...paging }),
        response: {
          200: answering(storeApplicationsRoute, pagedEnvelope(z.array(storeApplication))),
          ...errors,
        },
      },
    },
    async (request) => {
      const { status, page, per_page } = request.query;
      const { rows, total } = await stores.applications(status, { page, perPage: per_page });
      return { data: rows, meta: meta(page, per_page, total) };
    },
  );

  app[verb(approveApplicationRoute)](
    urlOf(approveApplicationRoute),
    {
      ...adminOnly,
      schema: {
        ...admin,
        description:
          'Approves a pending application: the store (active, no products yet, open every day 08:00-22:00 ' +
          'Mogadishu time, in US dollars) and its owner’s account (role `staff`, `is_owner`) are made in one ' +
          'transaction, and the owner gets a one-time sign-in code by SMS (POST /api/oauth/sign-in-code). ' +
          'An application already decided answers 409: of two operators approving at once, one makes the store. ' +
          'A phone that is already another store’s staff, a captain or an operator answers 409.',
        params: idParams,
        response: { 200: answering(approveApplicationRoute, envelope(approvedApplication)), ...errors },
      },
    },
    async (request) => ({ data: await stores.approve(actor(request.auth), request.params.id) }),
  );

  app[verb(rejectApplicationRoute)](
    urlOf(rejectApplicationRoute),
    {
      ...adminOnly,
      schema: {
        ...admin,
        description: 'Rejects a pending application with a reason (409 when it was already decided).',
        params: idParams,
        body: rejectRequest,
        response: { 200: answering(rejectApplicationRoute, envelope(storeApplication)), ...errors },
      },
    },
    async (request) => ({
      data: await stores.reject(actor(request.auth), request.params.id, request.body.reason),
    }),
  );

  app[verb(adminStoresRoute)](
    urlOf(adminStoresRoute),
    {
      ...adminOnly,
      schema: {
        ...admin,
        description:
          'Every store, suspended ones included, by name; `status` picks active or suspended ones, `search` ' +
          'matches the name, address or phone.',
        querystring: z.object({
          status: z.enum(STORE_STATUSES).optional(),
          search: z.string().trim().max(100).optional(),
          ...paging,
        }),
        response: { 200: answering(adminStoresRoute, pagedEnvelope(z.array(adminStore))), ...errors },
      },
    },
    async (request) => {
      const { status, search, page, per_page } = request.query;
      const { rows, total } = await stores.stores(
        { status, search: search || undefined },
        { page, perPage: per_page },
      );
      return { data: rows, meta: meta(page, per_page, total) };
    },
  );

  app[verb(addAdminStoreRoute)](
    urlOf(addAdminStoreRoute),
    {
      ...adminOnly,
      schema: {
        ...admin,
        description:
          'Adds a store by hand (active, no products, no owner yet, open every day 08:00-22:00). ' +
          '`commission_percent`: 0-100 with at most 2 decimals; `courier_mode`: `suuq` (Suuq’s captains carry ' +
          'its deliveries) or `own`.',
        body: adminStoreRequest,
        response: { 201: answering(addAdminStoreRoute, envelope(adminStore)), ...errors },
      },
    },
    async (request, reply) =>
      reply.code(201).send({ data: await stores.addStore(actor(request.auth), request.body) }),
  );

  app[verb(updateAdminStoreRoute)](
    urlOf(updateAdminStoreRoute),
    {
      ...adminOnly,
      schema: {
        ...admin,
        description: 'Changes a store: the fields sent change, the others stay. Shoppers see it at once.',
        params: idParams,
        body: adminStoreUpdate,
        response: { 200: answering(updateAdminStoreRoute, envelope(adminStore)), ...errors },
      },
    },
    async (request) => ({
      data: await stores.updateStore(actor(request.auth), request.params.id, request.body),
    }),
  );

  app[verb(adminStoreStatusRoute)](
    urlOf(adminStoreStatusRoute),
    {
      ...adminOnly,
      schema: {
        ...admin,
        description:
          'Suspends a store (`suspended`, with an optional reason) or reinstates it (`active`). A suspended ' +
          'store leaves the storefront at once (lists, search, its pages answer 404) and placing an order ' +
          'answers 422 "This store is not taking orders."; orders already placed carry on.',
        params: idParams,
        body: storeStatusRequest,
        response: { 200: answering(adminStoreStatusRoute, envelope(adminStore)), ...errors },
      },
    },
    async (request) => ({
      data: await stores.setStatus(actor(request.auth), request.params.id, request.body),
    }),
  );

  app[verb(auditRoute)](
    urlOf(auditRoute),
    {
      ...adminOnly,
      schema: {
        ...admin,
        description: 'Every operator action, newest first: who (`actor`), what, on what, when, with what.',
        querystring: z.object(paging),
        response: { 200: answering(auditRoute, pagedEnvelope(z.array(auditEntry))), ...errors },
      },
    },
    async (request) => {
      const { page, per_page } = request.query;
      const { rows, total } = await stores.audit({ page, perPage: per_page });
      return { data: rows.map(toAuditEntry), meta: meta(page, per_page, total) };
    },
  );
};
