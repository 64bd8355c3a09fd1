/**
 * The whole Suuq server in its own process, started the way apps/server/src/server.ts starts it: the database
 * migrated and the demo catalog loaded, the API (and, when asked, the built web app) on one port and the live web
 * socket server on another. Used where the server must not share a process with the bench: the web socket part
 * measures this process's memory, and the web part keeps Lighthouse's own work out of the server's event loop.
 */
import type { AddressInfo } from 'node:net';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { buildApp, type App } from '../apps/server/src/app';
import { openDatabase, type Database } from '../apps/server/src/db/client';
import { seedIfEmpty } from '../apps/server/src/db/seed/seed';
import { mayListen } from '../apps/server/src/modules/live/channel-access';
import { MemoryBus } from '../apps/server/src/lib/live-bus';
import { startSocketServer, type SocketServer } from '../apps/server/src/modules/live/socket-server';
import { serveParent } from './lib/children';
import { benchEnv } from './lib/app';

export interface ServerStart {
  type: 'start';
  /** PostgreSQL database to use; PGlite in memory without it. */
  databaseUrl?: string;
  webDist?: string;
  sockets?: boolean;
}
export interface ServerStarted {
  type: 'started';
  url: string;
  wsUrl: string | null;
  appKey: string;
  rssBytes: number;
}

const fanOut: number[] = [];

let running:
  { app: App; database: Database; sockets?: SocketServer; bus: MemoryBus; dataDir: string } | undefined;

async function start(message: ServerStart): Promise<ServerStarted> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'suuq-bench-server-'));
  const env = benchEnv(dataDir, message.webDist ? { WEB_DIST: message.webDist } : {});
  const database = openDatabase({ url: message.databaseUrl });
  const bus = new MemoryBus();
  const app = await buildApp({ env, database, bus });
  running = { app, database, bus, dataDir };
  await database.migrate();
  await seedIfEmpty(database.db);
  await app.listen({ host: '127.0.0.1', port: 0 });
  const port = (app.server.address() as AddressInfo).port;
  let wsUrl: string | null = null;
  if (message.sockets) {
    // The bus calls its listeners in order, synchronously: one before the socket server's and one after it time
    // how long the server takes to hand an order status event to every subscribed socket.
    let handing = 0;
    bus.subscribe((event) => {
      if (event.event === 'order.status') handing = performance.now();
    });
    const started = startSocketServer({
      host: '127.0.0.1',
      port: 0,
      appKey: env.APP_KEY,
      bus,
      log: app.log,
      authorize: (channel, token) => mayListen(app, channel, token),
    });
    bus.subscribe((event) => {
      if (event.event === 'order.status') fanOut.push(performance.now() - handing);
    });
    const sockets = await started;
    running.sockets = sockets;
    wsUrl = `ws://127.0.0.1:${sockets.port}/app/${env.APP_KEY}`;
  }
  return {
    type: 'started',
    url: `http://127.0.0.1:${port}`,
    wsUrl,
    appKey: env.APP_KEY,
    rssBytes: process.memoryUsage().rss,
  };
}

async function stop() {
  if (running) {
    const { app, database, sockets, bus, dataDir } = running;
    running = undefined;
    await sockets?.close();
    await app.close();
    await bus.close();
    await database.close();
    await rm(dataDir, { recursive: true, force: true });
  }
  return { type: 'stopped' };
}

process.on('SIGTERM', () => void stop().finally(() => process.exit(0)));

serveParent(async (message) => {
  if (message.type === 'start') return start(message as unknown as ServerStart);
  if (message.type === 'stop') return stop();
  if (message.type === 'fan-out') return { type: 'fan-out', ms: fanOut.splice(0) };
  throw new Error(`unknown message ${String(message.type)}`);
});
