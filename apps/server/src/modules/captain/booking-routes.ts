import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, errorResponse, pagedEnvelope } from '@suuq/shared/api';
import {
  availableBookingsQuery,
  booking,
  bookingIdRequest,
  bookingSearchRequest,
  cancelReservationRequest,
  customerRatingRequest,
  fareEstimate,
  fareEstimateRequest,
  rideUpdateRequest,
  rideUpdateResponse,
  savePathRequest,
  savePathResponse,
  tripReservationRequest,
  tripsQuery,
} from '@suuq/shared/captain';
import { answering, urlOf, verb } from '@suuq/shared/routes';
import {
  activeBookingRoute,
  availableBookingsRoute,
  bookingSearchRoute,
  cancelReservationRoute,
  captainArrivedRoute,
  customerRatingRoute,
  endRideRoute,
  endTripRoute,
  fareEstimateRoute,
  pickupCompleteRoute,
  rideUpdateRoute,
  savePathRoute,
  tripReservationRoute,
  tripsRoute,
} from '@suuq/shared/routes-captain';
import { HttpError } from '../../lib/http-error';
import { requestLanguage } from '../../lib/lang';
import type { CaptainDeps } from './captain-module';

const security = [{ bearer: [] }];
const lang = z.object({ lang: z.enum(['en', 'so']).optional() });
const notYours = "Someone else's booking answers 404, as if it did not exist.";
/** Searching bookings older than this are not offered to captains any more: the customer has likely given up. */
const OFFER_MINUTES = 30;
const AVAILABLE_LIMIT = 20;

const refusals = {
  401: errorResponse,
  403: errorResponse,
  404: errorResponse,
  409: errorResponse,
  422: errorResponse,
};

export const bookingRoutes: FastifyPluginAsyncZod<{ deps: CaptainDeps }> = async (app, { deps }) => {
  const { bookingService: service, tripService: trips, bookingViews: views, vehicles, duty } = deps;
  // Role checks run on request, before the body is read: a caller without the right token learns nothing more.
  const captainOnly = [app.authenticate, app.requireRole('captain')];
  const customerOnly = [app.authenticate, app.requireRole('customer')];
  const riders = [app.authenticate, app.requireRole('customer', 'captain')];

  app[verb(bookingSearchRoute)](
    urlOf(bookingSearchRoute),
    {
      onRequest: customerOnly,
      schema: {
        tags: ['trips'],
        security,
        description:
          'A customer asks for a ride from `pickup` to `dropoff` in a vehicle of a type. The booking waits in ' +
          '`searching` with a quoted fare: base fare + per-km rate × the straight-line distance, to the cent. ' +
          '409 while the customer has another open booking; 422 for an unknown type or a trip too short or long.',
        body: bookingSearchRequest,
        response: { 201: answering(bookingSearchRoute, envelope(booking)), ...refusals },
      },
    },
    async (request, reply) => {
      const data = await service.search(request.auth!.id, request.body, requestLanguage(request));
      return reply.code(201).send({ data });
    },
  );

  app[verb(fareEstimateRoute)](
    urlOf(fareEstimateRoute),
    {
      schema: {
        tags: ['trips'],
        description:
          'The fare `search` would quote for a trip in a vehicle type, before booking: the same rule (base fare + ' +
          'per-km rate × the straight-line distance, to the cent) the booking is then charged with when no path ' +
          "is recorded. 422 for an unknown type or a trip too short or long, in the caller's language.",
        body: fareEstimateRequest,
        querystring: lang,
        response: { 200: answering(fareEstimateRoute, envelope(fareEstimate)), 422: errorResponse },
      },
    },
    async (request) => ({ data: await service.estimate(request.body) }),
  );

  app[verb(availableBookingsRoute)](
    urlOf(availableBookingsRoute),
    {
      onRequest: captainOnly,
      schema: {
        tags: ['trips'],
        security,
        description:
          `Bookings waiting for a captain (at most ${AVAILABLE_LIMIT}, asked for in the last ${OFFER_MINUTES} ` +
          "minutes) of the types of the captain's vehicles: nearest pickup first when `lat` and `lng` are " +
          'given, otherwise the longest waiting first. The customer stays hidden until a captain takes the trip. ' +
          'A captain off duty (`POST /api/user/active`) is offered none: an empty list.',
        querystring: availableBookingsQuery,
        response: { 200: answering(availableBookingsRoute, envelope(z.array(booking))), ...refusals },
      },
    },
    async (request) => {
      const { lat, lng } = request.query;
      // A captain off duty is offered nothing.
      if (!(await duty.onDuty(request.auth!.id))) return { data: [] };
      const types = await vehicles.typeIdsOf(request.auth!.id);
      if (types.length === 0) return { data: [] };
      const data = await views.available(
        types,
        new Date(Date.now() - OFFER_MINUTES * 60_000),
        lat !== undefined && lng !== undefined ? { lat, lng } : undefined,
        requestLanguage(request),
        AVAILABLE_LIMIT,
      );
      return { data };
    },
  );

  app[verb(tripReservationRoute)](
    urlOf(tripReservationRoute),
    {
      onRequest: captainOnly,
      schema: {
        tags: ['trips'],
        security,
        description:
          'A captain takes a `searching` booking with one of their vehicles of the type asked for (`accepted`). ' +
          'Of captains racing for one booking exactly one wins; the others get 409. 409 as well while the ' +
          'captain is off duty (`POST /api/user/active`) or has another open trip; 422 when the vehicle is of another type; 404 for an unknown booking or ' +
          "another captain's vehicle.",
        body: tripReservationRequest,
        response: { 200: answering(tripReservationRoute, envelope(booking)), ...refusals },
      },
    },
    async (request) => ({
      data: await service.reserve(
        request.auth!.id,
        request.body.booking_id,
        request.body.vehicle_id,
        requestLanguage(request),
      ),
    }),
  );

  app[verb(captainArrivedRoute)](
    urlOf(captainArrivedRoute),
    {
      onRequest: captainOnly,
      schema: {
        tags: ['trips'],
        security,
        description: `The captain is at the pickup point: \`accepted\` → \`arrived\`; 409 from any other state. ${notYours}`,
        body: bookingIdRequest,
        response: { 200: answering(captainArrivedRoute, envelope(booking)), ...refusals },
      },
    },
    async (request) => ({
      data: await service.arrive(request.auth!.id, request.body.booking_id, requestLanguage(request)),
    }),
  );

  app[verb(pickupCompleteRoute)](
    urlOf(pickupCompleteRoute),
    {
      onRequest: captainOnly,
      schema: {
        tags: ['trips'],
        security,
        description: `The customer is on board: \`arrived\` → \`on_trip\`; 409 from any other state. ${notYours}`,
        body: bookingIdRequest,
        response: { 200: answering(pickupCompleteRoute, envelope(booking)), ...refusals },
      },
    },
    async (request) => ({
      data: await service.pickup(request.auth!.id, request.body.booking_id, requestLanguage(request)),
    }),
  );

  app[verb(savePathRoute)](
    urlOf(savePathRoute),
    {
      onRequest: captainOnly,
      schema: {
        tags: ['trips'],
        security,
        description:
          'Records points of the path driven while `on_trip` (409 otherwise), in batches of at most 500; a trip ' +
          'holds at most 20,000 points (409 beyond). The final fare is measured along them, ordered by `at`; ' +
          `a retried batch does not add distance. ${notYours}`,
        body: savePathRequest,
        response: { 200: answering(savePathRoute, envelope(savePathResponse)), ...refusals },
      },
    },
    async (request) => ({ data: await trips.savePath(request.auth!.id, request.body) }),
  );

  app[verb(rideUpdateRoute)](
    urlOf(rideUpdateRoute),
    {
      onRequest: captainOnly,
      schema: {
        tags: ['trips'],
        security,
        description:
          "The captain's current position while the trip is open (`accepted`, `arrived` or `on_trip`; 409 " +
          `otherwise), kept on the booking and pushed to the customer on \`booking.{id}\`. ${notYours}`,
        body: rideUpdateRequest,
        response: { 200: answering(rideUpdateRoute, envelope(rideUpdateResponse)), ...refusals },
      },
    },
    async (request) => ({
      data: await trips.rideUpdate(request.auth!.id, request.body.booking_id, request.body),
    }),
  );

  app[verb(endRideRoute)](
    urlOf(endRideRoute),
    {
      onRequest: captainOnly,
      schema: {
        tags: ['trips'],
        security,
        description:
          "Ends the ride: `on_trip` → `completed` (409 otherwise). The fare is the booking's base fare + per-km " +
          'rate × the distance charged: the recorded path when it is plausible (at least half and at most 2.5 ' +
          'times the straight line, GPS jumps left out), otherwise the quote (`fare_basis`). The fare is credited ' +
          `to the captain's wallet in the same transaction. ${notYours}`,
        body: bookingIdRequest,
        response: { 200: answering(endRideRoute, envelope(booking)), ...refusals },
      },
    },
    async (request) => ({
      data: await trips.endRide(request.auth!.id, request.body.booking_id, requestLanguage(request)),
    }),
  );

  app[verb(customerRatingRoute)](
    urlOf(customerRatingRoute),
    {
      onRequest: customerOnly,
      schema: {
        tags: ['trips'],
        security,
        description: `The customer rates a completed trip from 1 to 5, once (409 before completion or the second time). ${notYours}`,
        body: customerRatingRequest,
        response: { 200: answering(customerRatingRoute, envelope(booking)), ...refusals },
      },
    },
    async (request) => ({
      data: await service.rate(request.auth!.id, request.body, requestLanguage(request)),
    }),
  );

  app[verb(cancelReservationRoute)](
    urlOf(cancelReservationRoute),
    {
      onRequest: riders,
      schema: {
        tags: ['trips'],
        security,
        description:
          'Cancels before pickup (409 once `on_trip`, completed or cancelled). The customer cancels the booking ' +
          '(`cancelled`); the captain gives the trip back and it returns to `searching` for another captain. ' +
          notYours,
        body: cancelReservationRequest,
        response: { 200: answering(cancelReservationRoute, envelope(booking)), ...refusals },
      },
    },
    async (request) => ({
      data: await service.cancel(
        request.auth!,
        request.body.booking_id,
        request.body.reason,
        requestLanguage(request),
      ),
    }),
  );

  app[verb(activeBookingRoute)](
    urlOf(activeBookingRoute),
    {
      onRequest: riders,
      schema: {
        tags: ['trips'],
        security,
        description:
          "The caller's open booking, or null: a customer's from `searching` to `on_trip`, a captain's from " +
          '`accepted` to `on_trip`.',
        querystring: lang,
        response: {
          200: answering(activeBookingRoute, envelope(booking.nullable())),
          401: errorResponse,
          403: errorResponse,
        },
      },
    },
    async (request) => {
      const auth = request.auth!;
      const side = auth.role === 'captain' ? 'captain' : 'customer';
      return { data: await views.active(side, auth.id, requestLanguage(request)) };
    },
  );

  app[verb(endTripRoute)](
    urlOf(endTripRoute),
    {
      onRequest: riders,
      schema: {
        tags: ['trips'],
        security,
        description:
          "The caller's last completed trip, as customer or captain, for the end-of-trip summary (fare, " +
          'distance, duration, rating), or null.',
        querystring: lang,
        response: {
          200: answering(endTripRoute, envelope(booking.nullable())),
          401: errorResponse,
          403: errorResponse,
        },
      },
    },
    async (request) => {
      const auth = request.auth!;
      const side = auth.role === 'captain' ? 'captain' : 'customer';
      return { data: await views.lastCompleted(side, auth.id, requestLanguage(request)) };
    },
  );

  app[verb(tripsRoute)](
    urlOf(tripsRoute),
    {
      onRequest: riders,
      schema: {
        tags: ['trips'],
        security,
        description:
          "The caller's bookings, newest first, paged: `client=customer` those booked, `client=captain` those " +
          "driven (captains only; 403 for others). Without `client`, the caller's own role's.",
        querystring: tripsQuery,
        response: {
          200: answering(tripsRoute, pagedEnvelope(z.array(booking))),
          401: errorResponse,
          403: errorResponse,
          422: errorResponse,
        },
      },
    },
    async (request) => {
      const auth = request.auth!;
      const { page, per_page } = request.query;
      const side = request.query.client ?? (auth.role === 'captain' ? 'captain' : 'customer');
      if (side === 'captain' && auth.role !== 'captain') throw new HttpError(403, 'forbidden');
      const result = await views.list(side, auth.id, requestLanguage(request), { page, perPage: per_page });
      return { data: result.bookings, meta: { page, per_page, total: result.total } };
    },
  );
};
