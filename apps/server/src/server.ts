/**
 * Starts the whole store in one process: migrates and seeds the database, then serves the web app, the API and
 * the images on PORT and the live socket on WS_PORT. SIGTERM and SIGINT stop it cleanly: new requests get 503,
 * in-flight ones finish, sockets and the database close.
 */
import { buildApp } from './app';
import { openDatabase } from './db/client';
import { seedIfEmpty } from './db/seed/seed';
import { loadEnv } from './env';
import { createBus } from './modules/live/live-bus';
import { mayListen } from './modules/live/channel-access';
import { startSocketServer } from './modules/live/socket-server';

async function main() {
  const env = loadEnv();
  const database = openDatabase({
    url: env.DATABASE_URL,
    dataDir: env.DATA_DIR,
    queryTimeoutMs: env.DATABASE_QUERY_TIMEOUT_MS,
    connectTimeoutMs: env.DATABASE_CONNECT_TIMEOUT_MS,
  });
  const bus = createBus(env.REDIS_URL, (error) => app.log.error({ err: error }, 'live bus error'));
  const app = await buildApp({ env, database, bus });

  const started = Date.now();
  await database.migrate();
  const seedDemo = env.SEED_DEMO_DATA ? env.SEED_DEMO_DATA === 'true' : env.NODE_ENV !== 'production';
  const seed = seedDemo ? await seedIfEmpty(database.db) : { seeded: false, stores: 0, products: 0 };
  app.log.info(
    { database: database.kind, ms: Date.now() - started, ...seed },
    seed.seeded ? 'database migrated and demo data loaded' : 'database migrated',
  );

  await bus.ready();
  await app.listen({ host: env.HOST, port: env.PORT });
  const sockets = await startSocketServer({
    host: env.HOST,
    port: env.WS_PORT,
    appKey: env.APP_KEY,
    bus,
    log: app.log,
    authorize: (channel, token) => mayListen(app, channel, token),
  });

  const url = `http://localhost:${env.PORT}`;
  app.log.info({ url, ws: `ws://localhost:${sockets.port}/app/${env.APP_KEY}` }, `Suuq is running at ${url}`);
  if (process.stdout.isTTY) console.log(`\n  Suuq is running at ${url}\n`);

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => {
      app.log.error('shutdown took too long; exiting');
      process.exit(1);
    }, env.SHUTDOWN_GRACE_MS);
    force.unref();
    try {
      await sockets.close();
      await app.close();
      await bus.close();
      await database.close();
      app.log.info('stopped');
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'error while shutting down');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
