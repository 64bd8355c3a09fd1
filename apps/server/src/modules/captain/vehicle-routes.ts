import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, errorResponse } from '@suuq/shared/api';
import { messageResponse } from '@suuq/shared/accounts';
import {
  MAX_VEHICLES_PER_CAPTAIN,
  VEHICLE_PHOTO_MAX_BYTES,
  vehicle,
  vehicleDeleteRequest,
  vehicleSaveFields,
  vehicleType,
} from '@suuq/shared/captain';
import { message } from '@suuq/shared/labels';
import { answering, urlOf, verb } from '@suuq/shared/routes';
import {
  deleteVehicleRoute,
  saveVehicleRoute,
  vehiclesRoute,
  vehicleTypesRoute,
} from '@suuq/shared/routes-captain';
import { servePhotos } from '../../lib/photo-store';
import { readUploadForm } from '../../lib/uploads';
import { requestLanguage } from '../../lib/lang';
import type { CaptainDeps } from './captain-module';
import { VEHICLE_PHOTO_URL_PREFIX } from './vehicle-photo-store';

const security = [{ bearer: [] }];
const PHOTO_FIELD = 'photo';
const notYours = "Another captain's vehicles answer 404, as if they did not exist.";
export const VEHICLE_FORM_LIMITS = {
  fileSize: VEHICLE_PHOTO_MAX_BYTES,
  files: 1,
  fields: 12,
  fieldSize: 1_000,
  parts: 14,
};

export const vehicleRoutes: FastifyPluginAsyncZod<{ deps: CaptainDeps }> = async (app, { deps }) => {
  const { vehicles, vehicleService, photos } = deps;
  // Checked on request, before the body is read: a caller without the right token learns nothing about the body rules.
  const captainOnly = { onRequest: [app.authenticate, app.requireRole('captain')] };

  app[verb(vehicleTypesRoute)](
    urlOf(vehicleTypesRoute),
    {
      schema: {
        tags: ['captain'],
        description:
          'The kinds of vehicle a customer can book, with their fare rule: `base_fare` plus `per_km` for each ' +
          'kilometre, in `currency`.',
        querystring: z.object({ lang: z.enum(['en', 'so']).optional() }),
        response: { 200: answering(vehicleTypesRoute, envelope(z.array(vehicleType))) },
      },
    },
    async (request) => ({ data: await vehicles.types(requestLanguage(request)) }),
  );

  app[verb(vehiclesRoute)](
    urlOf(vehiclesRoute),
    {
      ...captainOnly,
      schema: {
        tags: ['captain'],
        security,
        description: "The captain's vehicles, newest first.",
        response: {
          200: answering(vehiclesRoute, envelope(z.array(vehicle))),
          401: errorResponse,
          403: errorResponse,
        },
      },
    },
    async (request) => ({ data: await vehicles.list(request.auth!.id, requestLanguage(request)) }),
  );

  app[verb(saveVehicleRoute)](
    urlOf(saveVehicleRoute),
    {
      ...captainOnly,
      schema: {
        tags: ['captain'],
        security,
        consumes: ['multipart/form-data', 'application/json'],
        description:
          "Adds a vehicle (201) or, with `id`, changes one of the captain's (200; only the fields sent). A " +
          'multipart form with the fields of `VehicleSaveFields` and `photo` (a JPEG, PNG or WebP picture of at ' +
          'most 5 MB, judged by its content, not its declared type; stored as WebP under /images/vehicles/), or ' +
          `JSON with the fields. Plates are kept upper case and unique (409 when taken); a captain keeps at most ` +
          `${MAX_VEHICLES_PER_CAPTAIN} vehicles; a vehicle on an open trip cannot change (409). 413 for a photo ` +
          `over the limit, 415 for a file that is not an accepted picture, 422 for invalid fields. ${notYours}`,
        response: {
          200: answering(saveVehicleRoute, envelope(vehicle)),
          201: answering(saveVehicleRoute, envelope(vehicle)),
          400: errorResponse,
          401: errorResponse,
          403: errorResponse,
          404: errorResponse,
          409: errorResponse,
          413: errorResponse,
          415: errorResponse,
          422: errorResponse,
        },
      },
    },
    async (request, reply) => {
      const { fields, file: photo } = await readUploadForm(request, {
        schema: vehicleSaveFields,
        fileField: PHOTO_FIELD,
        maxBytes: VEHICLE_PHOTO_MAX_BYTES,
        emptyTextIsMissing: true,
      });
      const saved = await vehicleService.save(request.auth!.id, fields, photo, requestLanguage(request));
      return reply.code(saved.created ? 201 : 200).send({ data: saved.vehicle });
    },
  );

  app[verb(deleteVehicleRoute)](
    urlOf(deleteVehicleRoute),
    {
      ...captainOnly,
      schema: {
        tags: ['captain'],
        security,
        description: `Removes one of the captain's vehicles (409 while it is on an open trip). Its past trips still name it. ${notYours}`,
        body: vehicleDeleteRequest,
        response: {
          200: answering(deleteVehicleRoute, messageResponse),
          401: errorResponse,
          403: errorResponse,
          404: errorResponse,
          409: errorResponse,
          422: errorResponse,
        },
      },
    },
    async (request) => {
      await vehicleService.remove(request.auth!.id, request.body.id);
      return { message: message('vehicleDeleted', requestLanguage(request)) };
    },
  );

  servePhotos(app, photos, VEHICLE_PHOTO_URL_PREFIX);
};
