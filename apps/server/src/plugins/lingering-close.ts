/**
 * Lingering close for refused bodies. When the server answers before it has read the whole request body (a 413 for
 * a body over the limit, answered from its Content-Length), it used to close the connection right after the
 * answer. The client is still sending; the kernel answers those bytes with a reset, and a reset makes the client's
 * system drop what it has received but not yet read: the phone showed a network error instead of "too large".
 *
 * So for such answers the connection is not closed at once: Node reads the rest of the body and drops it, and the
 * connection is closed once the body is in, or after LINGER_MS, so a client cannot hold it or make the server read
 * without bound (it could not anyway beyond the request timeout).
 */
import { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** How long the server keeps reading a refused body before it closes the connection anyway. */
const LINGER_MS = 10_000;

async function lingeringClose(app: FastifyInstance) {
  app.addHook('onSend', async (request, reply, payload) => {
    const raw = request.raw;
    const socket = raw.socket;
    const hasBody =
      raw.headers['content-length'] !== undefined || raw.headers['transfer-encoding'] !== undefined;
    if (reply.statusCode !== 413 || !hasBody || raw.complete) return payload;
    // Only a real connection lingers (requests injected in tests come over a stand-in with nothing to drain).
    if (!(socket instanceof Socket)) return payload;
    // "Connection: close" would make Node close the socket as soon as the answer is written; without it, Node
    // drains the unread body itself (`req._dump()`), and the close is ours once the body is in or time is up.
    // A client that asked for "Connection: close" itself would get the same early close, so the answer is marked
    // to keep the connection (it is closed below all the same): the refused body is drained whatever was asked.
    reply.removeHeader('connection');
    reply.raw.shouldKeepAlive = true;
    const timer = setTimeout(() => socket.destroy(), LINGER_MS);
    timer.unref();
    socket.once('close', () => clearTimeout(timer));
    raw.once('end', () => {
      clearTimeout(timer);
      socket.end();
    });
    return payload;
  });
}

export default fp(lingeringClose, { name: 'lingering-close' });
