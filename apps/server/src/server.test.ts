/**
 * The real start command, as a child process: it migrates, seeds, serves the API and the socket, and stops
 * cleanly on SIGTERM, letting requests already in flight finish.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { builtServer } from './test/spawn-server';
import { createTestDatabase, type TestDatabase } from './test/test-database';

function post(url: string, body: object): Promise<number | string> {
  return new Promise((resolve) => {
    const payload = JSON.stringify(body);
    const req = request(
      {
        host: '127.0.0.1',
        port,
        path: url,
        method: 'POST',
        agent: false,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', (error) => resolve(error.message));
    req.end(payload);
  });
}

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

let child: ChildProcess;
let output = '';
let port: number;
let wsPort: number;
let dataDir: string;
let testDb: TestDatabase | undefined;

beforeAll(async () => {
  port = await freePort();
  wsPort = await freePort();
  dataDir = mkdtempSync(path.join(tmpdir(), 'suuq-data-'));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    WS_PORT: String(wsPort),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'info',
  };
  delete env.DATABASE_URL;
  if (process.env.TEST_DATABASE_URL) {
    testDb = await createTestDatabase();
    env.DATABASE_URL = testDb.url;
  }
  // What `npm start` runs: the built server, started by node.
  const serverFile = await builtServer();
  child = spawn(process.execPath, ['--enable-source-maps', serverFile], {
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const deadline = Date.now() + 60_000;
  while (!output.includes('Suuq is running at')) {
    if (child.exitCode !== null || Date.now() > deadline) throw new Error(`Server did not start:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}, 90_000);

afterAll(async () => {
  if (child.exitCode === null) child.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
  await testDb?.drop();
});

describe('npm start', () => {
  it('logs structured lines and serves demo data', async () => {
    const firstLine = output.split('\n').find((line) => line.startsWith('{'));
    expect(JSON.parse(firstLine!)).toMatchObject({ level: expect.any(Number), msg: expect.any(String) });
    expect(output).toContain('demo data loaded');
    const res = await fetch(`http://127.0.0.1:${port}/api/stores`, { method: 'POST' });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { data: unknown[] }).data.length).toBeGreaterThanOrEqual(8);
  });

  it('accepts sockets on WS_PORT with the app key', async () => {
    const ws = new WebSocket(`ws://127.0.0.1:${wsPort}/app/suuq`);
    await new Promise((resolve, reject) => {
      ws.once('open', resolve);
      ws.once('error', reject);
    });
    ws.close();
  });

  it('finishes in-flight requests on SIGTERM and exits 0', async () => {
    const stores = (await (
      await fetch(`http://127.0.0.1:${port}/api/stores`, { method: 'POST' })
    ).json()) as {
      data: { id: number }[];
    };
    const before = output.split('incoming request').length;
    // Each on its own connection (no keep-alive), so only the server's shutdown can end it.
    const inFlight = Array.from({ length: 20 }, (_, i) =>
      post(`/api/stores/products`, { store_id: stores.data[i % stores.data.length]!.id, per_page: 100 }),
    );
    while (output.split('incoming request').length - before < 20) {
      await new Promise((resolve) => setTimeout(resolve, 2));
    }
    child.kill('SIGTERM');
    const statuses = await Promise.all(inFlight);
    expect(statuses).toEqual(Array.from({ length: 20 }, () => 200));
    const code = await new Promise<number | null>((resolve) => {
      if (child.exitCode !== null) resolve(child.exitCode);
      else child.once('exit', resolve);
    });
    expect(code).toBe(0);
    expect(output).toContain('"msg":"stopped"');
  });
});
