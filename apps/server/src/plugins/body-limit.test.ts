/**
 * A body over the limit is answered with the 413 and its message, even when the client writes the whole body as
 * fast as it can: the server reads (and drops) the rest for a while before it closes, instead of resetting a
 * connection whose answer the client has not read yet.
 */
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestContext } from '../test/test-app';

let ctx: TestContext;
let port: number;
beforeAll(async () => {
  ctx = await createTestApp();
  await ctx.app.listen({ host: '127.0.0.1', port: 0 });
  port = (ctx.app.server.address() as net.AddressInfo).port;
});
afterAll(() => ctx.close());

const BODY_BYTES = 20 * 1024 * 1024;

/**
 * Sends a 20 MB JSON body at full speed and, like a phone's HTTP client, reads the answer only once the body is
 * written (or writing failed); answers what it read, and how the connection failed if it did.
 */
function sendHugeBody(connection: 'keep-alive' | 'close'): Promise<{ answer: string; error?: string }> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.pause();
    const chunks: Buffer[] = [];
    let error: string | undefined;
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', (failure: NodeJS.ErrnoException) => {
      error ??= failure.code ?? failure.message;
      socket.resume();
    });
    socket.on('close', () => resolve({ answer: Buffer.concat(chunks).toString('latin1'), error }));
    socket.on('connect', () => {
      socket.write(
        'POST /api/register HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n' +
          `Connection: ${connection}\r\nContent-Length: ${BODY_BYTES}\r\n\r\n`,
      );
      const piece = Buffer.alloc(1024 * 1024, 0x20);
      const pieces = BODY_BYTES / piece.length;
      for (let i = 0; i < pieces; i += 1) {
        socket.write(piece, i === pieces - 1 ? () => socket.resume() : undefined);
      }
    });
  });
}

describe('a body over the limit', () => {
  it.each(['keep-alive', 'close'] as const)(
    'is answered with the 413 and its message, ten times in a row, when the client asks for Connection: %s',
    async (connection) => {
      for (let i = 0; i < 10; i += 1) {
        const { answer, error } = await sendHugeBody(connection);
        expect(answer, `try ${i + 1}: ${error ?? 'closed'}`).toMatch(/^HTTP\/1\.1 413 /);
        const body = answer.slice(answer.indexOf('\r\n\r\n') + 4);
        expect(JSON.parse(body)).toEqual({ message: 'The request body is too large.' });
      }
    },
  );

  it('answered to an injected request, sets no timer that fails later', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/register',
        headers: { 'content-type': 'application/json', 'content-length': String(BODY_BYTES) },
        payload: '{}',
      });
      expect(res.statusCode).toBe(413);
      // Past the lingering time: a timer meant for a real connection would throw on the stand-in socket.
      expect(() => vi.advanceTimersByTime(60_000)).not.toThrow();
    } finally {
      vi.useRealTimers();
    }
  });
});
