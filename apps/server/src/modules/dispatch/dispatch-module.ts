/**
 * The dispatch module: delivery orders of stores with `courier_mode: "suuq"` carried by Suuq's captains. Offers to
 * captains on duty near the store, the first accept wins, the handover code, giving back, staff assigning by hand,
 * the courier's position on the order's channel while carrying, the fee and cash in the captain's wallet, and the
 * look for deliveries waiting too long. The orders module calls it through its `CourierPort`, which `app.ts` hands
 * it (`createDispatchModule(...).couriers`); it imports nothing of orders but that port's types.
 */
import type { CaptainPushes, OrderTexts } from '../notifications/notifications-module';
import { createHash } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Core } from '../../core';
import type { CourierPort } from '../orders/orders-module';
import { CourierService } from './courier-service';
import { DeliveryEvents } from './delivery-events';
import { DeliveryRepository } from './delivery-repository';
import { DeliveryService } from './delivery-service';
import { dispatchRoutes } from './dispatch-routes';
import { Dispatch, type HandoverCodeOf } from './dispatch-rules';
import { DispatchSweeper } from './dispatch-sweeper';

/** Minutes a captain's last position counts for offers. */
const POSITION_FRESH_MINUTES = 15;

export interface DispatchDeps {
  deliveryService: DeliveryService;
  courierService: CourierService;
  /** What the orders module calls when staff move an order, and reads an order's courier from. */
  couriers: CourierPort;
  sweeper: DispatchSweeper;
  startSweeper: boolean;
}

/**
 * The handover code of an order from a keyed hash the server alone can make (`orderKey`: the order's view key
 * function, keyed by the server's secret): four digits, the same every time it is asked, never stored.
 */
export function handoverCodes(orderKey: (orderNumber: string) => string): HandoverCodeOf {
  return (orderNumber) => {
    const digest = createHash('sha256')
      .update(orderKey(`${orderNumber}#handover`))
      .digest();
    return String(digest.readUInt32BE(0) % 10_000).padStart(4, '0');
  };
}

export function createDispatchModule(
  { db, bus, env, log }: Core,
  codeOf: HandoverCodeOf,
  texts?: OrderTexts,
  pushes?: CaptainPushes,
): DispatchDeps {
  const dispatch = new Dispatch(
    db,
    new DeliveryRepository(db),
    new DeliveryEvents(bus, log),
    {
      radiusKm: env.DISPATCH_RADIUS_KM,
      timeoutMinutes: env.DISPATCH_TIMEOUT_MINUTES,
      feeShare: env.COURIER_FEE_SHARE,
      positionFreshMinutes: POSITION_FRESH_MINUTES,
    },
    codeOf,
  );
  const courierService = new CourierService(dispatch, pushes);
  return {
    deliveryService: new DeliveryService(dispatch, texts),
    courierService,
    couriers: courierService,
    sweeper: new DispatchSweeper(courierService, log, env.DISPATCH_SWEEP_MS),
    startSweeper: env.NODE_ENV !== 'test',
  };
}

export const dispatchModule: FastifyPluginAsyncZod<{ deps: DispatchDeps }> = async (app, { deps }) => {
  await app.register(dispatchRoutes, { deps });
  if (deps.startSweeper) app.addHook('onReady', () => deps.sweeper.start());
  app.addHook('onClose', () => deps.sweeper.stop());
};
