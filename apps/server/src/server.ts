/**
 * Starts the whole store in one process: migrates and seeds the database, then serves the web app, the API and
 * the images on PORT and the live socket on WS_PORT. SIGTERM and SIGINT stop it at any stage (see shutdown.ts):
 * new requests get 503, in-flight ones finish, sockets and the database close, within SHUTDOWN_GRACE_MS.
 * Production runs the build of this file (`npm start`: `node dist/server.js`), never the TypeScript loader.
 */
import { buildApp } from './app';
import { startControlSocket } from './control-socket';
import { openDatabase, type Database } from './db/client';
import { seedIfEmpty } from './db/seed/seed';
import { loadEnv } from './env';
import { createBus } from './lib/live-bus';
import { mayListen, startSocketServer } from './modules/live/live-module';
import { createShutdown, type Shutdown } from './shutdown';

async function main(shutdown: Shutdown, configured: ReturnType<typeof loadEnv>) {
  // PAYMENTS_FAKE=1 (never in production): the local wallets run in this process and the server pays through them.
  const env =
    configured.PAYMENTS_FAKE === '1'
      ? await (
          await import('./test/fake-wallets')
        ).withFakeWallets(configured, (close) => shutdown.onStop('fake wallets', close))
      : configured;
  // PGlite in DATA_DIR: claim the folder before opening it (no second process may open it), and take backups'
  // snapshot requests (control-socket.ts). Closed last, once the database is.
  const opened: { database?: Database } = {};
  const control = env.DATABASE_URL
    ? undefined
    : await shutdown.step(
        startControlSocket({ dataDir: env.DATA_DIR, snapshot: () => opened.database?.snapshot }),
      );
  if (typeof control === 'object') shutdown.onStop('control socket', () => control.close());
  if (shutdown.stopping) return;
  const database = openDatabase({
    url: env.DATABASE_URL,
    dataDir: env.DATA_DIR,
    queryTimeoutMs: env.DATABASE_QUERY_TIMEOUT_MS,
    connectTimeoutMs: env.DATABASE_CONNECT_TIMEOUT_MS,
  });
  opened.database = database;
  shutdown.onStop('database', () => database.close());
  const bus = createBus(env.REDIS_URL, (error) => app.log.error({ err: error }, 'live bus error'));
  shutdown.onStop('live bus', () => bus.close());
  const app = await buildApp({ env, database, bus });
  shutdown.setLog(app.log);
  if (typeof control === 'string') app.log.warn(control);
  shutdown.onStop('http', () => app.close());
  // Before HTTP closes: the outbox worker claims nothing more and finishes the text it is sending.
  shutdown.onStop('outbox', () => app.notifications.worker.stop());
  if (shutdown.stopping) return;

  const started = Date.now();
  app.log.info({ database: database.kind }, 'migrating database');
  await shutdown.step(database.migrate());
  app.log.info({ database: database.kind, ms: Date.now() - started }, 'database migrated');
  if (shutdown.stopping) return;
  const seedDemo = env.SEED_DEMO_DATA ? env.SEED_DEMO_DATA === 'true' : env.NODE_ENV !== 'production';
  if (seedDemo) {
    app.log.info('loading demo data if the database is empty');
    const seed = await shutdown.step(
      seedIfEmpty(database.db, undefined, { hours: env.SEED_DEMO_HOURS === 'true' ? 'real' : 'slots' }),
    );
    if (seed.seeded) app.log.info({ ms: Date.now() - started, ...seed }, 'demo data loaded');
  }
  if (shutdown.stopping) return;

  await shutdown.step(bus.ready());
  if (shutdown.stopping) return;
  await shutdown.step(app.listen({ host: env.HOST, port: env.PORT }));
  if (shutdown.stopping) return;
  const sockets = await shutdown.step(
    startSocketServer({
      host: env.HOST,
      port: env.WS_PORT,
      appKey: env.APP_KEY,
      bus,
      log: app.log,
      authorize: (channel, token) => mayListen(app, channel, token),
      upgradeTimeoutMs: Math.min(env.HTTP_HEADERS_TIMEOUT_MS, env.HTTP_REQUEST_TIMEOUT_MS),
    }),
  );
  shutdown.onStop('sockets', () => sockets.close());
  app.readiness.sockets = () => sockets.clients();
  // The first thing a stop does (closed last-registered-first): `/api/ready` answers 503, and for
  // SHUTDOWN_DRAIN_MS the process still serves while the proxy's health checks move traffic to the others.
  shutdown.onStop('readiness', async () => {
    app.readiness.accepting = false;
    if (env.SHUTDOWN_DRAIN_MS > 0) await new Promise((resolve) => setTimeout(resolve, env.SHUTDOWN_DRAIN_MS));
  });
  if (shutdown.stopping) return;

  const url = `http://localhost:${env.PORT}`;
  app.log.info({ url, ws: `ws://localhost:${sockets.port}/app/${env.APP_KEY}` }, `Suuq is running at ${url}`);
  if (process.stdout.isTTY) console.log(`\n  Suuq is running at ${url}\n`);
}

const env = loadEnv();
// Signals are handled from the first moment, so a stop during the migration or the seed is a clean one too.
const shutdown = createShutdown({ graceMs: env.SHUTDOWN_GRACE_MS });
shutdown.listen();
main(shutdown, env).catch((error: unknown) => {
  // A step that fails because the stop closed what it used is part of stopping, not a crash.
  if (shutdown.stopping) return;
  console.error(error);
  process.exit(1);
});
