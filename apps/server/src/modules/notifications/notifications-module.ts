/**
 * The notifications module: the outbox (messages written with the change they tell of) and its worker, which sends
 * them through the configured SMS provider, or as web pushes to subscribed browsers (docs/decisions/031-web-push.md).
 * Others enqueue through `outbox` inside their own transaction. The worker starts with the app (not in tests, which
 * drain when they want) and stops with it.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Core } from '../../core';
import { OutboxRepository } from './outbox-repository';
import { OutboxService } from './outbox-service';
import { DEFAULT_WORKER_OPTIONS, OutboxWorker, type OutboxWorkerOptions } from './outbox-worker';
import { smsProviderFrom, type SmsProvider } from './sms-provider';
import { OrderTexts } from './order-texts';
import { StoreAlerts } from './store-alerts';
import { NotificationLog } from './notification-log';
import { notificationRoutes } from './notification-routes';
import { SmsInbound } from './sms-inbound';
import { loadVapidKeys, type VapidKeys } from './push-keys';
import { deliveryOfferPush, rideOfferPush } from './push-messages';
import { PushRepository } from './push-repository';
import { WebPushSender } from './push-sender';
import { PushService } from './push-service';
import { pushRoutes } from './push-routes';

export type { SmsMessage } from './outbox-service';
export type { OutboxService } from './outbox-service';
export type { NewOutboxRow, OutboxRow } from './outbox-repository';
export { OrderTexts, type OrderTextEvent, type TextedOrder } from './order-texts';
export type { SmsProvider } from './sms-provider';
export type { PushFanout } from './push-repository';

/**
 * Captains near a new delivery, or a new ride's pickup, hear of it with the app closed: one push to each browser
 * they subscribed, once per offer.
 */
export interface CaptainPushes {
  offer(
    offer: { deliveryId: number; orderNumber: string; storeId: number; storeName: string },
    captainIds: readonly number[],
  ): Promise<void>;
  ride(offer: { bookingId: number }, captainIds: readonly number[]): Promise<void>;
}
export { smsRecipient, toSms } from './gsm7';

export interface NotificationsDeps {
  outbox: OutboxService;
  /** The shoppers' texts about their orders, written by the orders and payments modules. */
  orderTexts: OrderTexts;
  /** The stores' texts about new orders left waiting. */
  alerts: StoreAlerts;
  repository: OutboxRepository;
  worker: OutboxWorker;
  /** What was sent, for the store's staff and the operator. */
  log: NotificationLog;
  /** Shoppers' replies (STOP, START) delivered by the gateway. */
  inbound: SmsInbound;
  inboundPerMinute: number;
  /** Web push: the VAPID keys (the public one for `/api/config`), and who may subscribe to what. */
  vapid: VapidKeys;
  pushes: PushService;
  pushRepository: PushRepository;
  captainPushes: CaptainPushes;
  /** Whether the worker starts with the app. */
  startWorker: boolean;
}

export function createNotificationsModule(
  { db, env, log }: Core,
  overrides: { provider?: SmsProvider; worker?: Partial<OutboxWorkerOptions> } = {},
): NotificationsDeps {
  const repository = new OutboxRepository(db);
  const pushRepository = new PushRepository(db);
  const vapid = loadVapidKeys(env);
  const worker = new OutboxWorker(
    repository,
    overrides.provider ?? smsProviderFrom(env, log),
    log,
    {
      ...DEFAULT_WORKER_OPTIONS,
      pollMs: env.OUTBOX_POLL_MS,
      perPhonePerHour: env.SMS_PER_PHONE_PER_HOUR,
      ...overrides.worker,
    },
    new WebPushSender(pushRepository, vapid),
  );
  const outbox = new OutboxService(repository, worker);
  const publicUrl = env.PUBLIC_URL ?? `http://localhost:${env.PORT}`;
  return {
    outbox,
    orderTexts: new OrderTexts(outbox, publicUrl, pushRepository),
    alerts: new StoreAlerts(db, outbox, log, {
      afterSeconds: env.ALERT_AFTER_SECONDS,
      sweepMs: env.ALERT_SWEEP_MS,
      publicUrl,
    }),
    repository,
    worker,
    log: new NotificationLog(repository),
    inbound: new SmsInbound(repository, env.SMS_INBOUND_TOKEN),
    inboundPerMinute: env.RATE_LIMIT_SMS_INBOUND_PER_MINUTE,
    vapid,
    pushes: new PushService(pushRepository, env.NODE_ENV !== 'production'),
    pushRepository,
    captainPushes: {
      async offer(offer, captainIds) {
        // After the offer's commit, as its live event: a push not written is logged, the offer stands.
        const written = await pushRepository
          .toUsers(deliveryOfferPush(offer), captainIds, `delivery-${offer.deliveryId}`)
          .catch((err: unknown) => {
            log.error({ err, delivery: offer.deliveryId }, 'delivery offer push not written');
            return 0;
          });
        if (written > 0) worker.wake();
      },
      async ride(offer, captainIds) {
        // After the booking's commit, as its live event: a push not written is logged, the ride stands.
        const written = await pushRepository
          .toUsers(rideOfferPush(offer), captainIds, `ride-${offer.bookingId}`)
          .catch((err: unknown) => {
            log.error({ err, booking: offer.bookingId }, 'ride offer push not written');
            return 0;
          });
        if (written > 0) worker.wake();
      },
    },
    startWorker: env.NODE_ENV !== 'test',
  };
}

/**
 * The replies a gateway delivers and the log of what was sent; starts the worker and the waiting
 * orders' alerts when the app is ready and stops them when it closes.
 */
export const notificationsModule: FastifyPluginAsyncZod<{ deps: NotificationsDeps }> = async (
  app,
  { deps },
) => {
  await app.register(notificationRoutes, {
    log: deps.log,
    inbound: deps.inbound,
    inboundPerMinute: deps.inboundPerMinute,
  });
  await app.register(pushRoutes, { pushes: deps.pushes });
  if (deps.startWorker)
    app.addHook('onReady', async () => {
      deps.worker.start();
      deps.alerts.start();
      return Promise.resolve();
    });
  app.addHook('onClose', async () => {
    await deps.alerts.stop();
    await deps.worker.stop();
  });
};
