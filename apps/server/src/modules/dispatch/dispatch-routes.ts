import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, errorResponse, id } from '@suuq/shared/api';
import {
  assignCourierRequest,
  courierPositionAnswer,
  courierPositionRequest,
  deliveriesQuery,
  delivery,
  deliveryOffer,
  deliveryWatch,
  handoverRequest,
  orderCourier,
  releaseRequest,
  storeCourier,
} from '@suuq/shared/dispatch';
import { answering, urlOf, verb } from '@suuq/shared/routes';
import {
  acceptDeliveryRoute,
  activeDeliveryRoute,
  adminDeliveriesRoute,
  assignCourierRoute,
  availableDeliveriesRoute,
  courierPositionRoute,
  deliveredDeliveryRoute,
  deliveryRoute,
  pickedUpDeliveryRoute,
  releaseDeliveryRoute,
  storeCouriersRoute,
  storeDeliveriesRoute,
} from '@suuq/shared/routes-dispatch';
import { requestLanguage } from '../../lib/lang';
import { staffStoreOf } from '../../lib/staff-store';
import type { DispatchDeps } from './dispatch-module';

const security = [{ bearer: [] }];
const byId = z.object({ id: z.coerce.number().pipe(id) });
const notYours = 'A delivery the captain does not carry answers 404, as if it did not exist.';
const refusals = {
  401: errorResponse,
  403: errorResponse,
  404: errorResponse,
  409: errorResponse,
  422: errorResponse,
};

export const dispatchRoutes: FastifyPluginAsyncZod<{ deps: DispatchDeps }> = async (app, { deps }) => {
  const { deliveryService: service, courierService: couriers } = deps;
  const captainOnly = [app.authenticate, app.requireRole('captain')];
  const staffOnly = [app.authenticate, app.requireRole('staff')];
  const adminOnly = [app.authenticate, app.requireRole('admin')];

  app[verb(availableDeliveriesRoute)](
    urlOf(availableDeliveriesRoute),
    {
      onRequest: captainOnly,
      schema: {
        tags: ['dispatch'],
        security,
        description:
          'Deliveries waiting for a captain within `DISPATCH_RADIUS_KM` of the caller’s last position (sent to ' +
          '`POST /api/captain/position` in the last minutes), nearest first: the store, the drop-off’s district ' +
          'and a rough point, the distance, the fee earned and the cash to collect; never the shopper’s phone or ' +
          'address. Off duty or with no recent position: an empty list.',
        response: { 200: answering(availableDeliveriesRoute, envelope(z.array(deliveryOffer))), ...refusals },
      },
    },
    async (request) => ({ data: await service.available(request.auth!.id) }),
  );

  app[verb(activeDeliveryRoute)](
    urlOf(activeDeliveryRoute),
    {
      onRequest: captainOnly,
      schema: {
        tags: ['dispatch'],
        security,
        description: 'The delivery the captain carries now (accepted or picked up), or null.',
        response: { 200: answering(activeDeliveryRoute, envelope(delivery.nullable())), ...refusals },
      },
    },
    async (request) => ({ data: await service.active(request.auth!.id) }),
  );

  app[verb(deliveryRoute)](
    urlOf(deliveryRoute),
    {
      onRequest: captainOnly,
      schema: {
        tags: ['dispatch'],
        security,
        description: `The delivery its captain carries (or handed over), with the shopper’s name, phone, address and pin. ${notYours}`,
        params: byId,
        response: { 200: answering(deliveryRoute, envelope(delivery)), ...refusals },
      },
    },
    async (request) => ({ data: await service.get(request.auth!.id, request.params.id) }),
  );

  app[verb(acceptDeliveryRoute)](
    urlOf(acceptDeliveryRoute),
    {
      onRequest: captainOnly,
      schema: {
        tags: ['dispatch'],
        security,
        description:
          'A captain on duty near the store takes the delivery: the first wins, the others answer 409 “Another ' +
          'captain took this delivery.” 409 off duty or while carrying another; 404 for one the captain cannot see.',
        params: byId,
        response: { 200: answering(acceptDeliveryRoute, envelope(delivery)), ...refusals },
      },
    },
    async (request) => ({ data: await service.accept(request.auth!.id, request.params.id) }),
  );

  app[verb(pickedUpDeliveryRoute)](
    urlOf(pickedUpDeliveryRoute),
    {
      onRequest: captainOnly,
      schema: {
        tags: ['dispatch'],
        security,
        description: `The captain has the order from the store: the order goes \`on_the_way\`. ${notYours}`,
        params: byId,
        response: { 200: answering(pickedUpDeliveryRoute, envelope(delivery)), ...refusals },
      },
    },
    async (request) => ({ data: await service.pickedUp(request.auth!.id, request.params.id) }),
  );

  app[verb(deliveredDeliveryRoute)](
    urlOf(deliveredDeliveryRoute),
    {
      onRequest: captainOnly,
      schema: {
        tags: ['dispatch'],
        security,
        description:
          'The handover: the 4-digit code the shopper’s order page shows. Right, the order is `delivered`, the ' +
          'fee credited to the captain’s wallet and the cash collected recorded, once. Wrong, 422 with the tries ' +
          `left; after 5 wrong codes, 429. ${notYours}`,
        params: byId,
        body: handoverRequest,
        response: {
          200: answering(deliveredDeliveryRoute, envelope(delivery)),
          ...refusals,
          429: errorResponse,
        },
      },
    },
    async (request) => ({
      data: await service.delivered(request.auth!.id, request.params.id, request.body.code),
    }),
  );

  app[verb(releaseDeliveryRoute)](
    urlOf(releaseDeliveryRoute),
    {
      onRequest: captainOnly,
      schema: {
        tags: ['dispatch'],
        security,
        description:
          'The captain gives an accepted delivery back, with a reason, before picking it up: it is offered again ' +
          `at once. After pickup, 409. ${notYours}`,
        params: byId,
        body: releaseRequest,
        response: { 200: answering(releaseDeliveryRoute, envelope(delivery)), ...refusals },
      },
    },
    async (request) => ({
      data: await service.release(request.auth!.id, request.params.id, request.body.reason),
    }),
  );

  app[verb(courierPositionRoute)](
    urlOf(courierPositionRoute),
    {
      onRequest: captainOnly,
      schema: {
        tags: ['dispatch'],
        security,
        description:
          'Where the captain on duty is (their phone sends it at least every 15 s): who is near a store’s ' +
          'delivery. While carrying one it also goes out on the order’s channel as `courier.position`; once the ' +
          'delivery ends it is no longer kept on it or shown. 409 off duty.',
        body: courierPositionRequest,
        response: { 200: answering(courierPositionRoute, envelope(courierPositionAnswer)), ...refusals },
      },
    },
    async (request) => ({ data: await couriers.position(request.auth!.id, request.body) }),
  );

  app[verb(assignCourierRoute)](
    urlOf(assignCourierRoute),
    {
      onRequest: staffOnly,
      schema: {
        tags: ['dispatch'],
        security,
        description:
          'Staff give the order’s Suuq delivery to a captain on duty, by hand: one waiting, or one another ' +
          'captain accepted but has not picked up (that captain is told it was taken back). 409 when the order ' +
          'has no such delivery or the captain is off duty or carrying another.',
        params: z.object({ order_number: z.string().min(1).max(32) }),
        body: assignCourierRequest,
        response: { 200: answering(assignCourierRoute, envelope(orderCourier)), ...refusals },
      },
    },
    async (request) => ({
      data: await couriers.assign(
        staffStoreOf(request.auth),
        request.auth!.id,
        request.params.order_number,
        request.body.captain_id,
      ),
    }),
  );

  app[verb(storeCouriersRoute)](
    urlOf(storeCouriersRoute),
    {
      onRequest: staffOnly,
      schema: {
        tags: ['dispatch'],
        security,
        description:
          'The captains the caller’s store may give a delivery by hand: on duty within `DISPATCH_RADIUS_KM` of ' +
          'the store by the position their phone sent in the last minutes (the captains its offers reach), ' +
          'nearest first, with the distance to a tenth of a km; `busy` when carrying another delivery. Name and ' +
          'vehicle only: never a captain’s phone, plate or position. At most 50.',
        response: { 200: answering(storeCouriersRoute, envelope(z.array(storeCourier))), ...refusals },
      },
    },
    async (request) => ({
      data: await couriers.choices(staffStoreOf(request.auth), requestLanguage(request)),
    }),
  );

  app[verb(storeDeliveriesRoute)](
    urlOf(storeDeliveriesRoute),
    {
      onRequest: staffOnly,
      schema: {
        tags: ['dispatch'],
        security,
        description:
          'The live deliveries of the caller’s store, oldest first: waiting for a captain (`overdue_at` once ' +
          'nobody accepted within `DISPATCH_TIMEOUT_MINUTES`) or carried. The board reads it again when the ' +
          'store’s channel says `delivery.waiting` or `store.order`.',
        response: { 200: answering(storeDeliveriesRoute, envelope(z.array(deliveryWatch))), ...refusals },
      },
    },
    async (request) => ({ data: await couriers.watch(false, staffStoreOf(request.auth)) }),
  );

  app[verb(adminDeliveriesRoute)](
    urlOf(adminDeliveriesRoute),
    {
      onRequest: adminOnly,
      schema: {
        tags: ['dispatch'],
        security,
        description:
          'Live deliveries, oldest first; `waiting=1`: only those nobody accepted within ' +
          '`DISPATCH_TIMEOUT_MINUTES`.',
        querystring: deliveriesQuery,
        response: { 200: answering(adminDeliveriesRoute, envelope(z.array(deliveryWatch))), ...refusals },
      },
    },
    async (request) => ({ data: await couriers.watch(request.query.waiting === '1') }),
  );
};
