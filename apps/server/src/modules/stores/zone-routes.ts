/**
 * Staff drawing their store's delivery zones with their fees and minimums. Staff act only on their own store; every
 * change is checked field by field and effective at once.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, errorResponse } from '@suuq/shared/api';
import { deliveryZone, zonesRequest } from '@suuq/shared/zones';
import { answering, urlOf, verb } from '@suuq/shared/routes';
import { saveZonesRoute, zonesRoute } from '@suuq/shared/routes-merchant';
import { staffStoreOf } from '../../lib/staff-store';
import type { StoresDeps } from './stores-module';

const errors = { 401: errorResponse, 403: errorResponse, 404: errorResponse, 422: errorResponse };
const zonesAnswer = envelope(z.object({ zones: z.array(deliveryZone) }));

export const zoneRoutes: FastifyPluginAsyncZod<{ deps: StoresDeps }> = async (app, { deps }) => {
  const { zones } = deps;
  const staffOnly = { onRequest: [app.authenticate, app.requireRole('staff')] };

  app[verb(zonesRoute)](
    urlOf(zonesRoute),
    {
      ...staffOnly,
      schema: {
        tags: ['staff'],
        security: [{ bearer: [] }],
        description: "The staff member's store's delivery zones, active or not, in the order staff put them.",
        response: { 200: answering(zonesRoute, zonesAnswer), ...errors },
      },
    },
    async (request) => ({ data: { zones: await zones.list(staffStoreOf(request.auth)) } }),
  );

  app[verb(saveZonesRoute)](
    urlOf(saveZonesRoute),
    {
      ...staffOnly,
      schema: {
        tags: ['staff'],
        security: [{ bearer: [] }],
        description:
          "Replaces the store's delivery zones with this list, in this order (a zone sent with its `id` keeps " +
          'it; zones left out are deleted; an empty list means one flat fee everywhere). Each zone is a circle ' +
          '(`center`, `radius_km` 0.1-50) or a polygon (`polygon`: 3-200 `[lat, lng]` corners whose edges do not ' +
          'cross), with a `fee` and an optional `min_order_amount` (0 or more, at most 2 decimals) and a `name` ' +
          'of 1-60 characters. A broken field answers 422 with its message under `errors["zones.N.field"]`. ' +
          'Effective at once for the delivery fee, placement and store answers.',
        body: zonesRequest,
        response: { 200: answering(saveZonesRoute, zonesAnswer), ...errors },
      },
    },
    async (request) => ({
      data: {
        zones: await zones.replace(staffStoreOf(request.auth), request.body),
      },
    }),
  );
};
