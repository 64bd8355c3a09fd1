/**
 * The stores module: a store's own row and its staff switch, its delivery zones with their fees and minimums, and
 * the ways it hands over an order, priced by those zones. The orders module prices and places delivery with it;
 * the catalog shows each store's zones. Its preparation time starts every time estimate. Its open state reads
 * the hours module.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Core } from '../../core';
import { StoreEvents } from '../../lib/store-events';
import type { HoursDeps } from '../hours/hours-module';
import type { PaymentMethod } from '@suuq/shared/payment-methods';
import { DeliveryOptionsService } from './delivery-options';
import { orderingRoutes } from './ordering-routes';
import { StoreOrderingService } from './ordering-service';
import { prepRoutes } from './prep-routes';
import { PrepService } from './prep-service';
import { StoreRepository } from './store-repository';
import { StoreStatusService } from './store-status-service';
import { ZoneRepository } from './zone-repository';
import { zoneRoutes } from './zone-routes';
import { ZoneService } from './zone-service';

export { methodAvailable, priceDelivery, type DeliveryOptionsService } from './delivery-options';
export type { StoreRepository, StoreRow } from './store-repository';
export type { StoreStatusService } from './store-status-service';
export { toDeliveryZone, ZoneRepository, type ZoneRow } from './zone-repository';

export interface StoresDeps {
  stores: StoreRepository;
  /** Staff's delivery zones. */
  zones: ZoneService;
  /** The ways a store hands over an order and what each adds. */
  delivery: DeliveryOptionsService;
  /** The staff switch that opens or closes the store. */
  status: StoreStatusService;
  /** How the store takes orders: its ways, flat fee, pin and payment methods. */
  ordering: StoreOrderingService;
  /** The preparation time staff set, the start of every time estimate. */
  prep: PrepService;
}

export function createStoresModule({ db, bus, log }: Core, hours: HoursDeps): StoresDeps {
  const stores = new StoreRepository(db);
  const zones = new ZoneRepository(db);
  const events = new StoreEvents(bus, log);
  return {
    stores,
    zones: new ZoneService(db, zones, stores, events, hours.repository),
    delivery: new DeliveryOptionsService(stores, zones),
    status: new StoreStatusService(stores, events, hours.repository),
    ordering: new StoreOrderingService(stores, events, hours.repository),
    prep: new PrepService(stores, events),
  };
}

/** `offeredPayments`: the payment methods the server takes, which a store chooses among. */
export const storesModule: FastifyPluginAsyncZod<{
  deps: StoresDeps;
  offeredPayments: () => readonly PaymentMethod[];
}> = async (app, { deps, offeredPayments }) => {
  await app.register(zoneRoutes, { deps });
  await app.register(orderingRoutes, { deps, offeredPayments });
  await app.register(prepRoutes, { deps });
};
