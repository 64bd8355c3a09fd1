/**
 * The notifications module: the outbox (messages written with the change they tell of) and its worker, which sends
 * them through the configured SMS provider. Others enqueue through `outbox` inside their own transaction. The worker
 * starts with the app (not in tests, which drain when they want) and stops with it.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Core } from '../../core';
import { OutboxRepository } from './outbox-repository';
import { OutboxService } from './outbox-service';
import { DEFAULT_WORKER_OPTIONS, OutboxWorker, type OutboxWorkerOptions } from './outbox-worker';
import { smsProviderFrom, type SmsProvider } from './sms-provider';
import { NotificationLog } from './notification-log';
import { notificationRoutes } from './notification-routes';
import { SmsInbound } from './sms-inbound';

export type { SmsMessage } from './outbox-service';
export type { OutboxService } from './outbox-service';
export type { OutboxRow } from './outbox-repository';
export type { SmsProvider } from './sms-provider';
export { smsRecipient, toSms } from './gsm7';

export interface NotificationsDeps {
  outbox: OutboxService;
  repository: OutboxRepository;
  worker: OutboxWorker;
  /** What was sent, for the store's staff and the operator. */
  log: NotificationLog;
  /** Shoppers' replies (STOP, START) delivered by the gateway. */
  inbound: SmsInbound;
  inboundPerMinute: number;
  /** Whether the worker starts with the app. */
  startWorker: boolean;
}

export function createNotificationsModule(
  { db, env, log }: Core,
  overrides: { provider?: SmsProvider; worker?: Partial<OutboxWorkerOptions> } = {},
): NotificationsDeps {
  const repository = new OutboxRepository(db);
  const worker = new OutboxWorker(repository, overrides.provider ?? smsProviderFrom(env, log), log, {
    ...DEFAULT_WORKER_OPTIONS,
    pollMs: env.OUTBOX_POLL_MS,
    perPhonePerHour: env.SMS_PER_PHONE_PER_HOUR,
    ...overrides.worker,
  });
  return {
    outbox: new OutboxService(repository, worker),
    repository,
    worker,
    log: new NotificationLog(repository),
    inbound: new SmsInbound(repository, env.SMS_INBOUND_TOKEN),
    inboundPerMinute: env.RATE_LIMIT_SMS_INBOUND_PER_MINUTE,
    startWorker: env.NODE_ENV !== 'test',
  };
}

/**
 * The replies a gateway delivers and the log of what was sent; starts the worker when the app is ready and stops
 * it when the app closes.
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
  if (deps.startWorker) app.addHook('onReady', () => deps.worker.start());
  app.addHook('onClose', () => deps.worker.stop());
};
