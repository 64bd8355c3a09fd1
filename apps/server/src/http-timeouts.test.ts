/**
 * The HTTP port closes connections that do nothing useful: one that never sends a byte, one that trickles its
 * headers a byte at a time, a request whose body stalls, and a kept-alive connection left idle after its answer.
 */
import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadEnv } from './env';
import { createTestApp, type TestContext } from './test/test-app';

const IDLE_MS = 600;
const HEADERS_MS = 1_200;
const KEEP_ALIVE_MS = 1_000;
/** How late a close may come on a busy machine (Node checks headers and request timeouts on a period). */
const LATE_MS = 2_500;

let ctx: TestContext;
let port: number;

beforeAll(async () => {
  ctx = await createTestApp({
    HTTP_IDLE_TIMEOUT_MS: String(IDLE_MS),
    HTTP_HEADERS_TIMEOUT_MS: String(HEADERS_MS),
    HTTP_REQUEST_TIMEOUT_MS: String(HEADERS_MS * 2),
    HTTP_KEEP_ALIVE_TIMEOUT_MS: String(KEEP_ALIVE_MS),
  });
  await ctx.app.listen({ host: '127.0.0.1', port: 0 });
  port = (ctx.app.server.address() as { port: number }).port;
});

afterAll(() => ctx?.close());

/** Opens a connection and resolves with how long the server kept it open, and what it answered. */
function openFor(talk: (socket: Socket) => void): Promise<{ ms: number; received: string }> {
  return new Promise((resolve) => {
    const started = Date.now();
    let received = '';
    const socket = connect(port, '127.0.0.1', () => talk(socket));
    socket.on('data', (chunk) => (received += chunk.toString()));
    socket.on('error', () => {});
    socket.on('close', () => resolve({ ms: Date.now() - started, received }));
  });
}

describe('HTTP timeouts', () => {
  it('close a connection that never sends a byte', async () => {
    const { ms } = await openFor(() => {});
    expect(ms).toBeGreaterThanOrEqual(IDLE_MS - 50);
    expect(ms).toBeLessThan(IDLE_MS + LATE_MS);
  });

  it('close a connection that trickles its headers, though it is never silent for long', async () => {
    const headers = 'GET /api/health HTTP/1.1\r\nHost: x\r\nX-Slow: ' + 'a'.repeat(200);
    let timer: NodeJS.Timeout | undefined;
    const { ms } = await openFor((socket) => {
      let sent = 0;
      timer = setInterval(() => {
        if (socket.destroyed || sent >= headers.length) return;
        socket.write(headers[sent++]!);
      }, IDLE_MS / 4);
    });
    clearInterval(timer);
    expect(ms).toBeGreaterThanOrEqual(HEADERS_MS - 50);
    expect(ms).toBeLessThan(HEADERS_MS + LATE_MS);
  });

  it('close a request whose body stalls', async () => {
    const { ms } = await openFor((socket) =>
      socket.write(
        'POST /api/stores HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{',
      ),
    );
    expect(ms).toBeLessThan(IDLE_MS + LATE_MS);
  });

  it('close a kept-alive connection left idle after its answer', async () => {
    const { ms, received } = await openFor((socket) =>
      socket.write('GET /api/health HTTP/1.1\r\nHost: x\r\nConnection: keep-alive\r\n\r\n'),
    );
    expect(received).toMatch(/^HTTP\/1.1 200/);
    expect(received).toContain(`Keep-Alive: timeout=${KEEP_ALIVE_MS / 1000}`);
    expect(ms).toBeLessThan(KEEP_ALIVE_MS + LATE_MS);
  });

  it('have defaults that close an idle connection within minutes, not never', () => {
    const env = loadEnv({});
    expect(env.HTTP_IDLE_TIMEOUT_MS).toBe(60_000);
    expect(env.HTTP_HEADERS_TIMEOUT_MS).toBe(20_000);
    expect(env.HTTP_REQUEST_TIMEOUT_MS).toBe(120_000);
    expect(env.HTTP_KEEP_ALIVE_TIMEOUT_MS).toBe(72_000);
  });
});
