/**
 * The live socket port bounds what a connection may cost before it is a web socket: a client that stays silent,
 * stops half-way through its upgrade request or trickles its headers is closed once the upgrade timeout has passed,
 * against the real listening server; a socket that did upgrade is not touched by it.
 */
import net from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { MemoryBus } from '../../lib/live-bus';
import { startSocketServer, type SocketServer } from './socket-server';
import { openSocket } from './socket-test-kit';

const silent = { info() {}, warn() {} };
let server: SocketServer | undefined;
const clients: net.Socket[] = [];
afterEach(async () => {
  for (const client of clients.splice(0)) client.destroy();
  await server?.close();
});

/** A raw connection, and a promise of how long it stayed open, settled when the server closes it. */
function connect(port: number) {
  const socket = net.connect(port, '127.0.0.1');
  clients.push(socket);
  socket.on('error', () => {});
  socket.on('data', () => {});
  const opened = Date.now();
  const closed = new Promise<number>((resolve) => socket.once('close', () => resolve(Date.now() - opened)));
  return { socket, closed };
}

describe('the socket port before the upgrade', () => {
  it('closes silent, half-header and trickling connections, and keeps upgraded sockets', async () => {
    server = await startSocketServer({
      host: '127.0.0.1',
      port: 0,
      appKey: 'test-key',
      bus: new MemoryBus(),
      log: silent,
      upgradeTimeoutMs: 500,
    });
    const port = server.port;
    const upgraded = await openSocket(port);

    const silentOne = connect(port);
    const halfHeader = connect(port);
    halfHeader.socket.write('GET /app/test-key HTTP/1.1\r\nHost: localhost\r\nUpgrade: websocket\r\n');
    const trickling = connect(port);
    trickling.socket.write('GET /app/test-key HTTP/1.1\r\nHost: localhost\r\nX-Slow: ');
    // A byte every 50 ms: each keeps the connection busy, and the headers never end.
    const drip = setInterval(() => {
      if (!trickling.socket.destroyed) trickling.socket.write('a');
    }, 50);
    try {
      const lifetimes = await Promise.all([silentOne.closed, halfHeader.closed, trickling.closed]);
      // Closed by the server, not before its timeout.
      for (const lifetime of lifetimes) expect(lifetime).toBeGreaterThanOrEqual(450);
    } finally {
      clearInterval(drip);
    }

    // The socket that upgraded before the deadline is still served after it.
    upgraded.send({ event: 'ping' });
    await upgraded.next((frame) => frame.event === 'pong');
    upgraded.ws.close();
  });
});
