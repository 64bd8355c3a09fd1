/**
 * Builds the Fastify app from its dependencies, in fastify/demo's order: external plugins, then the app's own
 * plugins, then the modules. Tests build it with an in-memory database and talk to it through `inject`.
 */
import Fastify, { LogController, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, errorResponse } from '@suuq/shared/api';
import { appConfig } from '@suuq/shared/config';
import type { Database, Db } from './db/client';
import type { Env } from './env';
import { httpTimeouts } from './http-timeouts';
import type { LiveBus } from './lib/live-bus';
import path from 'node:path';
import zlib from 'node:zlib';
import compress from '@fastify/compress';
import revalidation from './plugins/revalidation';
import { answering, urlOf, verb } from '@suuq/shared/routes';
import { configRoute, healthRoute } from '@suuq/shared/routes-shop';
import docs from './plugins/docs';
import security from './plugins/security';
import images from './plugins/images';
import errors from './plugins/errors';
import observability, { requestId } from './plugins/observability';
import lingeringClose from './plugins/lingering-close';
import web, { IMAGES_DIR } from './plugins/web';
import auth from './plugins/auth';
import { HealthRepository } from './db/health-repository';
import { accountsModule, createAccountsModule } from './modules/accounts/accounts-module';
import { catalogModule, createCatalogModule } from './modules/catalog/catalog-module';
import { createPagesModule, pagesModule } from './modules/pages/pages-module';
import { createLiveModule, provideChannelAccess } from './modules/live/live-module';
import { createOrdersModule, ordersModule } from './modules/orders/orders-module';
import { createHoursModule, hoursModule } from './modules/hours/hours-module';
import { createStoresModule, storesModule } from './modules/stores/stores-module';
import type { Core } from './core';
import { captainModule, createCaptainModule } from './modules/captain/captain-module';
import {
  createDispatchModule,
  dispatchModule,
  handoverCodes,
  type DispatchDeps,
} from './modules/dispatch/dispatch-module';
import {
  createNotificationsModule,
  notificationsModule,
  type NotificationsDeps,
} from './modules/notifications/notifications-module';
import {
  createOperatorModule,
  operatorModule,
  type SignInCodeSender,
} from './modules/operator/operator-module';
import { createReportsModule, reportsModule } from './modules/reports/reports-module';
import {
  createMerchantCatalogModule,
  merchantCatalogModule,
} from './modules/merchant-catalog/merchant-catalog-module';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    bus: LiveBus;
    env: Env;
    /** The outbox and its worker, for what runs beside the routes (the stop at shutdown, tests that drain it). */
    notifications: NotificationsDeps;
    /** Delivery by captains, for what runs beside the routes (the look for deliveries waiting too long). */
    dispatch: DispatchDeps;
  }
}

export interface AppDependencies {
  env: Env;
  database: Database;
  bus: LiveBus;
  logger?: FastifyServerOptions['logger'];
  /** Where one-time sign-in codes go (the log by default, until SMS sends them). */
  signInCodes?: SignInCodeSender;
}

/** Largest JSON body accepted; uploads have their own limits. */
export const BODY_LIMIT_BYTES = 256 * 1024;

export async function buildApp({ env, database, bus, logger, signInCodes }: AppDependencies) {
  const app = Fastify({
    logger: logger ?? { level: env.LOG_LEVEL },
    bodyLimit: BODY_LIMIT_BYTES,
    // While closing, new requests get 503 and idle keep-alive sockets are closed; in-flight ones finish.
    return503OnClosing: true,
    forceCloseConnections: 'idle',
    routerOptions: { maxParamLength: 200 },
    // Rate limits count per client address; behind a load balancer that address comes from X-Forwarded-For.
    trustProxy: env.TRUST_PROXY,
    // Every log line of a request carries its id, the proxy's X-Request-Id when it sent one (plugins/observability).
    genReqId: requestId,
    logController: new LogController({ requestIdLogLabel: 'request_id' }),
    ...httpTimeouts(env),
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('db', database.db);
  app.decorate('bus', bus);
  app.decorate('env', env);

  await app.register(errors);
  const health = new HealthRepository(database.db);
  await app.register(observability, { health, bus, token: env.METRICS_TOKEN });
  await app.register(lingeringClose);
  // Before compression: the catalog's public reads are tagged by their body as serialized.
  await app.register(revalidation);
  // Phones on slow data pay for every byte: JSON and SVG go out compressed (Brotli at a cheap level, or gzip);
  // the web app's own files are compressed once at build time and served as they are.
  await app.register(compress, {
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
  });
  await app.register(docs);
  await app.register(security, { env });
  await app.register(auth);

  // The composition root: each module is built once from the core (and the modules it needs), then registered.
  const core: Core = { db: database.db, bus, env, log: app.log };
  const notifications = createNotificationsModule(core);
  const catalog = createCatalogModule(core);
  const captain = createCaptainModule(core, notifications.captainPushes);
  provideChannelAccess(app, createLiveModule(core, app.accessTokens, captain).channels);
  const hours = createHoursModule(core);
  const stores = createStoresModule(core, hours);
  // Suuq's captains carry the delivery orders of stores that ask for them: orders tell dispatch through its port.
  const dispatch = createDispatchModule(
    core,
    handoverCodes(app.accessTokens.orderKey),
    notifications.orderTexts,
    notifications.captainPushes,
  );
  // Orders build the payments module with the ports it needs; its providers say which methods are offered.
  const orders = createOrdersModule(core, hours, stores, notifications.orderTexts, dispatch.couriers);
  const accounts = createAccountsModule(core, app.accessTokens, catalog, notifications.outbox);

  app[verb(healthRoute)](
    urlOf(healthRoute),
    {
      schema: {
        tags: ['system'],
        response: {
          200: answering(
            healthRoute,
            z.object({ status: z.literal('ok'), database: z.enum(['postgres', 'pglite']) }),
          ),
          503: errorResponse,
        },
      },
    },
    async () => {
      await health.ping();
      return { status: 'ok' as const, database: database.kind };
    },
  );

  app[verb(configRoute)](
    urlOf(configRoute),
    {
      schema: {
        tags: ['system'],
        description:
          'What the web app needs to know at run time: where the live socket and map tiles are, and the ' +
          'payment methods this server takes (PayPal and each mobile-money wallet only when configured), and ' +
          'Suuq’s support phone, WhatsApp and email, and the VAPID public key browsers subscribe to web pushes with.',
        response: {
          200: answering(configRoute, envelope(appConfig)),
        },
      },
    },
    async () => ({
      data: {
        ws_port: env.PUBLIC_WS_PORT ?? env.WS_PORT,
        app_key: env.APP_KEY,
        map_tile_url: env.MAP_TILE_URL,
        contact: { phone: env.SUPPORT_PHONE, whatsapp: env.SUPPORT_WHATSAPP, email: env.SUPPORT_EMAIL },
        payment_methods: orders.paying.providers.offered,
        push_public_key: notifications.vapid.publicKey,
      },
    }),
  );

  await app.register(catalogModule, { deps: catalog });
  await app.register(pagesModule, {
    deps: createPagesModule(core, () => orders.paying.providers.offered),
  });
  app.decorate('notifications', notifications);
  await app.register(notificationsModule, { deps: notifications });
  await app.register(accountsModule, { deps: accounts });
  await app.register(hoursModule, { deps: hours });
  // Mobile money's service and sweeper, for what runs beside the routes (tests, a sweep on demand).
  app.decorate('mobileMoney', orders.mobileMoney);
  await app.register(ordersModule, { deps: orders });
  await app.register(storesModule, {
    deps: stores,
    offeredPayments: () => orders.paying.providers.offered,
  });
  await app.register(captainModule, { deps: captain });
  app.decorate('dispatch', dispatch);
  await app.register(dispatchModule, { deps: dispatch });
  await app.register(merchantCatalogModule, { deps: createMerchantCatalogModule(core) });
  await app.register(operatorModule, {
    deps: createOperatorModule(core, accounts, notifications.outbox, signInCodes),
  });
  await app.register(reportsModule, { deps: createReportsModule(core) });
  await app.register(images, {
    sourceDirs: [IMAGES_DIR, path.join(env.DATA_DIR, 'uploads')],
    cacheDir: path.join(env.DATA_DIR, 'cache', 'images'),
  });
  await app.register(web, { webDist: env.WEB_DIST });
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
