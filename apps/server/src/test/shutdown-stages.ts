/**
 * SIGTERM at each stage of a server's life, with what must hold: the server, built as `npm start` runs it, gets the
 * signal on its process group, as a terminal or a process manager sends it, and is gone within the grace period
 * plus a few seconds. Used by the unit suite (once each) and the stress suite (many times each).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect } from 'vitest';
import WebSocket from 'ws';
import { spawnServer, type RunningServer } from './spawn-server';
import { createTestDatabase, type TestDatabase } from './test-database';

/** Short, so the forced exits are quick to see; the start-up stages get the default, as a migration needs it. */
export const GRACE_MS = 3_000;
export const DEFAULT_GRACE_MS = 10_000;
/** What "a few seconds" past the grace period may take on a loaded two-core machine. */
export const SLACK_MS = 5_000;

let database: 'pglite' | 'postgres' = process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';
/** Which database the next servers use; by default PostgreSQL when the suite runs on one, else PGlite. */
export function useDatabase(kind: 'pglite' | 'postgres') {
  database = kind;
}

const cleanups: (() => Promise<unknown> | void)[] = [];
/** Kills what a stage left running and removes its data; for `afterEach`. */
export async function cleanUp() {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
}

/** A fresh database (a data folder, or a PostgreSQL database when the suite runs on one) and a server on it. */
async function start(waitFor?: string, graceMs = GRACE_MS): Promise<RunningServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'suuq-stop-'));
  cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
  let testDb: TestDatabase | undefined;
  if (database === 'postgres') {
    testDb = await createTestDatabase();
    cleanups.push(() => testDb?.drop());
  }
  const env: NodeJS.ProcessEnv = { DATA_DIR: dataDir, SHUTDOWN_GRACE_MS: String(graceMs), LOG_LEVEL: 'info' };
  if (testDb?.url) env.DATABASE_URL = testDb.url;
  else env.DATABASE_URL = '';
  const server = await spawnServer(env, waitFor ? { waitFor } : {});
  cleanups.push(() => server.stop('SIGKILL'));
  return server;
}

export interface Ending {
  code: number | null;
  signal: NodeJS.Signals | null;
  ms: number;
}

/** SIGTERM to the server's process group; resolves when the process has exited. */
function terminate(server: RunningServer): Promise<Ending> {
  const started = Date.now();
  return new Promise((resolve) => {
    server.child.once('exit', (code, signal) => resolve({ code, signal, ms: Date.now() - started }));
    process.kill(-server.child.pid!, 'SIGTERM');
  });
}

/** A clean stop (0, "stopped") or one of the two forced exits, each saying so. */
function expectStoppedOrForced(ending: Ending, output: string) {
  if (ending.code === 0) expect(output).toContain('"msg":"stopped"');
  else if (ending.code === 1) expect(output).toContain('shutdown took too long');
  else {
    expect(ending.signal).toBe('SIGKILL');
    expect(output).toContain('shutdown watchdog');
  }
}

/**
 * SIGTERM during the migration: waits for it, then exits, within the grace period. PGlite's first open of a data
 * folder and the migration run in long synchronous stretches (seconds on a busy machine), during which no timer of
 * the main thread can run: the stop waits for the step when it can, and the watchdog ends the process when it
 * cannot. Either way it is gone in time, and never left running.
 */
export async function stopDuringMigration() {
  const server = await start('migrating database', DEFAULT_GRACE_MS);
  const ending = await terminate(server);
  expect(ending.ms).toBeLessThan(DEFAULT_GRACE_MS + SLACK_MS);
  expectStoppedOrForced(ending, server.output());
}

/**
 * SIGTERM during the demo seed: exits within the grace period. The seed takes well under a second, so the signal
 * may be handled only once it is done and the server is listening: that stop must be as clean.
 */
export async function stopDuringSeed() {
  const server = await start('loading demo data', DEFAULT_GRACE_MS);
  const ending = await terminate(server);
  expect(ending.ms).toBeLessThan(DEFAULT_GRACE_MS + SLACK_MS);
  expectStoppedOrForced(ending, server.output());
}

/** SIGTERM under load: answers what it accepted and exits 0. */
export async function stopUnderLoad() {
  const server = await start();
  const agent = new Agent({ keepAlive: true, maxSockets: 16 });
  cleanups.push(() => agent.destroy());
  const statuses = new Map<string, number>();
  let running = true;
  const client = async () => {
    while (running) {
      const status = await new Promise<string>((resolve) => {
        const req = request(server.url('/api/stores'), { method: 'POST', agent }, (res) => {
          res.resume();
          res.on('end', () => resolve(String(res.statusCode)));
          res.on('error', () => resolve('reset'));
        });
        req.on('error', () => resolve('refused'));
        req.end();
      });
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
      if (status === 'refused' || status === 'reset') await new Promise((r) => setTimeout(r, 20));
    }
  };
  const clients = Array.from({ length: 16 }, client);
  while ((statuses.get('200') ?? 0) < 200) await new Promise((r) => setTimeout(r, 10));
  const ending = await terminate(server);
  running = false;
  await Promise.all(clients);
  expect(ending.ms).toBeLessThan(GRACE_MS + SLACK_MS);
  expect(ending.code, server.output()).toBe(0);
  // Served, refused while closing (503), or the port was already shut: never a server error.
  expect(
    [...statuses.keys()].filter((status) => !['200', '503', 'refused', 'reset'].includes(status)),
  ).toEqual([]);
}

/** SIGTERM with sockets open and a request that never finishes: exits 1 when the grace period is over. */
export async function stopWithSocketsOpen() {
  const server = await start();
  const ws = new WebSocket(`ws://127.0.0.1:${server.wsPort}/app/suuq`);
  cleanups.push(() => ws.terminate());
  await new Promise((resolve, reject) => ws.once('open', resolve).once('error', reject));
  ws.on('error', () => {});
  const raw = (text: string) =>
    new Promise<Socket>((resolve) => {
      const socket = connect(server.port, '127.0.0.1', () => {
        socket.write(text);
        resolve(socket);
      });
      socket.on('error', () => {});
      cleanups.push(() => void socket.destroy());
    });
  // An idle kept-alive connection, half a request line, and a body that stops after its first bytes.
  const idle = await raw('GET /api/health HTTP/1.1\r\nHost: x\r\n\r\n');
  await raw('GET /api/stor');
  await raw(
    'POST /api/stores HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{',
  );
  await new Promise((resolve) => idle.once('data', resolve));

  const ending = await terminate(server);
  expect(ending.ms).toBeLessThan(GRACE_MS + SLACK_MS);
  // The unfinished body holds the HTTP server's close open: the grace timer ends it, and says so.
  expect(ending.code, server.output()).toBe(1);
  expect(server.output()).toContain('shutdown took too long');
}
