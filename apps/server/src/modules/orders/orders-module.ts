/**
 * The orders module: placing orders, their stock, statuses and payments, and the staff routes that run a shop
 * (the store's switch and the delivery options come from the stores module).
 * `createOrdersModule` builds its repositories and services once; `ordersModule` registers its routes with them.
 */
import path from 'node:path';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Core } from '../../core';
import type { HoursDeps } from '../hours/hours-module';
import type { DeliveryOptionsService, StoreStatusService, StoresDeps } from '../stores/stores-module';
import { ContainerRepository } from './container-repository';
import { containerRoutes } from './container-routes';
import { ContainerService } from './container-service';
import { IdempotencyRepository } from './idempotency-repository';
import { merchantRoutes } from './merchant-routes';
import { OrderEvents } from './order-events';
import { OrderQueryService } from './order-query-service';
import { OrderRepository } from './order-repository';
import { orderRoutes } from './order-routes';
import { OrderStatusService } from './order-status-service';
import { paymentRoutes } from './payment-routes';
import { PaymentService } from './payment-service';
import { PayPalClient } from './paypal';
import { PlacementRepository } from './placement-repository';
import { PlacementService } from './placement-service';
import { mobileMoneyRoutes } from '../payments/mobile-money-routes';
import { createMobileMoney, type MobileMoneyDeps } from '../payments/payments-module';
import { ReceiptRepository } from './receipt-repository';
import { receiptRoutes } from './receipt-routes';
import { ReceiptService } from './receipt-service';
import { ReceiptStore } from './receipt-store';
import { StockRepository } from './stock-repository';
import { StockService } from './stock-service';

export interface OrdersDeps {
  queries: OrderQueryService;
  placement: PlacementService;
  stock: StockService;
  status: OrderStatusService;
  payments: PaymentService;
  /** EVC Plus, Zaad, Sahal and eDahab: attempts, retries, holds and the sweeper. */
  mobileMoney: MobileMoneyDeps;
  delivery: DeliveryOptionsService;
  storeStatus: StoreStatusService;
  receipts: ReceiptService;
  containers: ContainerService;
  /** Rate limits of the module's routes. */
  limits: { ordersPerMinute: number; trackingPerMinute: number; paymentsPerMinute: number };
}

/** Bank-transfer receipts: private, outside the uploads folder whose pictures are served to anyone. */
export function receiptDir(dataDir: string): string {
  return path.join(dataDir, 'private', 'receipts');
}

export function createOrdersModule(
  { db, bus, env, log }: Core,
  hours: HoursDeps,
  stores: StoresDeps,
): OrdersDeps {
  const paypal =
    env.PAYPAL_BASE_URL && env.PAYPAL_CLIENT_ID && env.PAYPAL_CLIENT_SECRET
      ? new PayPalClient({
          baseUrl: env.PAYPAL_BASE_URL,
          clientId: env.PAYPAL_CLIENT_ID,
          clientSecret: env.PAYPAL_CLIENT_SECRET,
        })
      : undefined;
  const orders = new OrderRepository(db, {
    bank: env.BANK_NAME,
    accountName: env.BANK_ACCOUNT_NAME,
    accountNumber: env.BANK_ACCOUNT_NUMBER,
  });
  const events = new OrderEvents(bus, log);
  const stock = new StockService(db, new StockRepository(db), stores.stores, events);
  const mobileMoney = createMobileMoney(
    { db, bus, env, log },
    { orders, events, stock, slots: hours.service },
  );
  const payments = new PaymentService(
    orders,
    paypal,
    { publicUrl: env.PUBLIC_URL ?? `http://localhost:${env.PORT}` },
    mobileMoney.service,
  );
  return {
    queries: new OrderQueryService(orders),
    stock,
    payments,
    mobileMoney,
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
      mobileMoney.service,
    ),
    status: new OrderStatusService(db, orders, stock, payments, events, hours.service),
    delivery: stores.delivery,
    storeStatus: stores.status,
    receipts: new ReceiptService(
      orders,
      new ReceiptRepository(db),
      new ReceiptStore(receiptDir(env.DATA_DIR)),
      events,
    ),
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
  await app.register(paymentRoutes, { deps });
  await app.register(mobileMoneyRoutes, { deps: deps.mobileMoney, queries: deps.queries });
  await app.register(merchantRoutes, { deps });
  await app.register(receiptRoutes, { deps });
  await app.register(containerRoutes, { deps });
};
