/**
 * The store's control socket, with PGlite in DATA_DIR: a Unix socket at DATA_DIR/control.sock through which
 * `npm run backup` asks the running process for a consistent snapshot of its database (db/snapshot.ts), and which
 * tells `npm run restore` and a second server that this folder is in use. Only who may read DATA_DIR may open it
 * (the socket is the owner's alone), the same people who could copy the folder; nothing listens on the network.
 *
 * `GET /status` answers the process id; `POST /snapshot {"target": "/absolute/new/folder"}` copies the cluster there
 * and answers its figures (one snapshot at a time: 409 while one runs).
 */
import { chmod, mkdir, rm } from 'node:fs/promises';
import http from 'node:http';
import { connect } from 'node:net';
import path from 'node:path';
import type { SnapshotFigures } from './db/snapshot';

export const CONTROL_SOCKET = 'control.sock';
/** Unix socket paths are limited (108 bytes on Linux, 104 on macOS, the final NUL included). */
export const MAX_SOCKET_PATH = 100;

export function controlSocketPath(dataDir: string): string {
  return path.join(path.resolve(dataDir), CONTROL_SOCKET);
}

/** Whether a process answers on the socket (a file left by a process that died answers nothing). */
export function socketAnswers(socketPath: string): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(socketPath);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

export interface ControlSocket {
  path: string;
  close(): Promise<void>;
}

export interface ControlSocketOptions {
  dataDir: string;
  /** Undefined until the database is open. */
  snapshot: () => ((target: string) => Promise<SnapshotFigures>) | undefined;
}

function answer(response: http.ServerResponse, status: number, body: object) {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}

async function readJson(request: http.IncomingMessage): Promise<unknown> {
  let text = '';
  for await (const chunk of request) {
    text += String(chunk);
    if (text.length > 10_000) throw new Error('body too large');
  }
  return JSON.parse(text) as unknown;
}

/**
 * Claims DATA_DIR for this process and listens. Throws when another process answers on the socket (two processes
 * must never open one PGlite folder); answers a reason instead of a socket when the path is too long to listen on.
 */
export async function startControlSocket(options: ControlSocketOptions): Promise<ControlSocket | string> {
  const socketPath = controlSocketPath(options.dataDir);
  if (Buffer.byteLength(socketPath) > MAX_SOCKET_PATH) {
    return (
      `DATA_DIR's control socket path (${socketPath}) is longer than ${MAX_SOCKET_PATH} bytes: backups of the ` +
      'running store and the check that no other process uses DATA_DIR are off; use a shorter DATA_DIR'
    );
  }
  if (await socketAnswers(socketPath)) {
    throw new Error(
      `Another process is using DATA_DIR (${path.dirname(socketPath)}): it answers on ${CONTROL_SOCKET}. ` +
        'Stop it first, or give this one a DATA_DIR of its own (or DATABASE_URL).',
    );
  }
  // A socket file that answers nothing was left by a process that died.
  await mkdir(path.dirname(socketPath), { recursive: true });
  await rm(socketPath, { force: true });

  let running = false;
  const server = http.createServer((request, response) => {
    void (async () => {
      if (request.method === 'GET' && request.url === '/status') {
        return answer(response, 200, { pid: process.pid, snapshot_running: running });
      }
      if (request.method !== 'POST' || request.url !== '/snapshot') {
        return answer(response, 404, { message: 'GET /status or POST /snapshot' });
      }
      const snapshot = options.snapshot();
      if (!snapshot) return answer(response, 503, { message: 'The store is still starting; try again.' });
      let target: unknown;
      try {
        target = ((await readJson(request)) as { target?: unknown } | null)?.target;
      } catch {
        return answer(response, 400, {
          message: 'The body must be JSON: {"target": "/absolute/new/folder"}.',
        });
      }
      if (typeof target !== 'string' || !path.isAbsolute(target)) {
        return answer(response, 400, { message: 'target must be an absolute path of a folder to create.' });
      }
      if (running) return answer(response, 409, { message: 'A snapshot is already being taken.' });
      running = true;
      try {
        answer(response, 200, await snapshot(target));
      } catch (error) {
        answer(response, 500, { message: error instanceof Error ? error.message : String(error) });
      } finally {
        running = false;
      }
    })();
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(socketPath, () => {
      server.off('error', reject);
      resolve();
    });
  });
  await chmod(socketPath, 0o600);
  return {
    path: socketPath,
    async close() {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeIdleConnections();
      await closed;
      await rm(socketPath, { force: true });
    },
  };
}
