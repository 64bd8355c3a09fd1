/**
 * The orders module: placing orders, their stock, statuses and payments, and the staff routes that run a shop
 * (the store's switch and the delivery options come from the stores module).
 * `createOrdersModule` builds its repositories and services once; `ordersModule` registers its routes with them.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Core } from '../../core';
import type { HoursDeps } from '../hours/hours-module';
import type { DeliveryOptionsService, StoreStatusService, StoresDeps } from '../stores/stores-module';
import { ContainerRepository } from './container-repository';
import { containerRoutes } from './container-routes';
import { ContainerService } from './container-service';
import { IdempotencyRepository } from './idempotency-repository';
import { LineChangeService } from './line-change-service';
import { merchantRoutes } from './merchant-routes';
import { OrderChangeRepository } from './order-change-repository';
import { NO_COURIERS, type CourierPort } from './courier-port';
import { OrderEvents } from './order-events';
import { OrderQueryService } from './order-query-service';
import { OrderRepository } from './order-repository';
import { orderRoutes } from './order-routes';
import { OrderStatusService } from './order-status-service';
import { paymentPorts } from './payment-ports';
import { PaymentService } from './payment-service';
import { PlacementRepository } from './placement-repository';
import { PlacementService } from './placement-service';
import {
  createPaymentsModule,
  paymentsModule,
  receiptsModule,
  type MobileMoney,
  type PaymentsDeps,
  type ReceiptService,
} from '../payments/payments-module';
import type { OrderTexts } from '../notifications/notifications-module';
import { ShopperTexts } from './shopper-texts';
import { StockRepository } from './stock-repository';
import { StockService } from './stock-service';

export type { CourierInfo, CourierOrderRow, CourierPort } from './courier-port';

export interface OrdersDeps {
  queries: OrderQueryService;
  placement: PlacementService;
  stock: StockService;
  status: OrderStatusService;
  /** Staff removing or replacing one line of an order. */
  lines: LineChangeService;
  payments: PaymentService;
  /** The payments module, built with the ports orders hands it: its providers, their routes. */
  paying: PaymentsDeps;
  /** EVC Plus, Zaad, Sahal and eDahab: attempts, retries, holds and the sweeper. */
  mobileMoney: MobileMoney;
  delivery: DeliveryOptionsService;
  storeStatus: StoreStatusService;
  receipts: ReceiptService;
  containers: ContainerService;
  /** Rate limits of the module's routes. */
  limits: { ordersPerMinute: number; trackingPerMinute: number; paymentsPerMinute: number };
}

export function createOrdersModule(
  { db, bus, env, log }: Core,
  hours: HoursDeps,
  stores: StoresDeps,
  orderTexts: OrderTexts,
  /** Suuq's captains carrying delivery orders (the dispatch module); without it, no one the platform knows does. */
  couriers: CourierPort = NO_COURIERS,
): OrdersDeps {
  const orders = new OrderRepository(db, {
    bank: env.BANK_NAME,
    accountName: env.BANK_ACCOUNT_NAME,
    accountNumber: env.BANK_ACCOUNT_NUMBER,
  });
  const events = new OrderEvents(bus, log);
  const changes = new OrderChangeRepository();
  const stock = new StockService(db, new StockRepository(db), stores.stores, events);
  const queries = new OrderQueryService(orders, couriers);
  const texts = new ShopperTexts(orderTexts, stores.stores);
  const paying = createPaymentsModule(
    { db, bus, env, log },
    paymentPorts({ orders, queries, stock, slots: hours.service, events, texts }),
  );
  const payments = new PaymentService(paying.providers, paying.refunds);
  return {
    queries,
    stock,
    payments,
    paying,
    mobileMoney: paying.mobileMoney,
    placement: new PlacementService(
      db,
      orders,
      new PlacementRepository(),
      stock,
      payments,
      new IdempotencyRepository(db),
      events,
      log,
      hours.service,
      texts,
    ),
    status: new OrderStatusService(
      db,
      orders,
      changes,
      stock,
      payments,
      events,
      hours.service,
      texts,
      couriers,
    ),
    lines: new LineChangeService(db, orders, changes, stock, payments, events),
    delivery: stores.delivery,
    storeStatus: stores.status,
    receipts: paying.receipts,
    containers: new ContainerService(orders, new ContainerRepository(db), events),
    limits: {
      ordersPerMinute: env.RATE_LIMIT_ORDERS_PER_MINUTE,
      trackingPerMinute: env.RATE_LIMIT_TRACKING_PER_MINUTE,
      paymentsPerMinute: env.RATE_LIMIT_PAYMENTS_PER_MINUTE,
    },
  };
}

export const ordersModule: FastifyPluginAsyncZod<{ deps: OrdersDeps }> = async (app, { deps }) => {
  await app.register(orderRoutes, { deps });
  await app.register(paymentsModule, { deps: deps.paying });
  await app.register(merchantRoutes, { deps });
  await app.register(receiptsModule, { deps: deps.paying });
  await app.register(containerRoutes, { deps });
};
