/**
 * The real Suuq app (buildApp from apps/server), in this process, on 127.0.0.1 and a free port, with logs off.
 */
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { buildApp, type App } from '../../apps/server/src/app';
import type { Database } from '../../apps/server/src/db/client';
import { loadEnv, type Env } from '../../apps/server/src/env';
import { MemoryBus, type LiveBus } from '../../apps/server/src/lib/live-bus';
import { assertRunning, onCleanup } from './cleanup';
import { tempDir } from './databases';

export interface RunningApp {
  app: App;
  env: Env;
  bus: LiveBus;
  url: string;
  port: number;
  close(): Promise<void>;
}

export function benchEnv(dataDir: string, extra: Record<string, string> = {}): Env {
  return loadEnv({
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    HOST: '127.0.0.1',
    PORT: '0',
    WS_PORT: '0',
    DATA_DIR: dataDir,
    AUTH_SECRET: randomBytes(32).toString('hex'),
    SEED_DEMO_DATA: 'false',
    // No web app unless asked for: the API alone is measured.
    WEB_DIST: `${dataDir}/no-web-app`,
    ...extra,
  });
}

export async function startApp(database: Database, extra: Record<string, string> = {}): Promise<RunningApp> {
  assertRunning();
  const data = await tempDir('suuq-bench-app-');
  const env = benchEnv(data.dir, extra);
  const bus = new MemoryBus();
  const app = await buildApp({ env, database, bus });
  let closed = false;
  const close = onCleanup('app server', async () => {
    if (!closed) await app.close();
    closed = true;
    await bus.close();
    await data.remove();
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const port = (app.server.address() as AddressInfo).port;
  return { app, env, bus, url: `http://127.0.0.1:${port}`, port, close };
}
