/**
 * What one socket may cost the server: a few frames a second, a bounded number of channels (those being checked
 * included), and nothing at all once it stops answering pings.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { MemoryBus } from '../../lib/live-bus';
import { startSocketServer, type SocketServer, type SocketServerOptions } from './socket-server';
import { eventually, openSocket } from './socket-test-kit';

const silent = { info() {}, warn() {} };
const running: SocketServer[] = [];
afterEach(async () => {
  await Promise.all(running.splice(0).map((server) => server.close()));
});

async function start(options: Partial<SocketServerOptions> = {}) {
  const server = await startSocketServer({
    host: '127.0.0.1',
    port: 0,
    appKey: 'test-key',
    bus: new MemoryBus(),
    log: silent,
    ...options,
  });
  running.push(server);
  return server;
}

describe('socket limits', () => {
  it('closes a socket that floods it with 2,000 subscribe frames, after a handful of checks', async () => {
    let checks = 0;
    const server = await start({
      authorize: async () => {
        checks += 1;
        return true;
      },
    });
    const flood = await openSocket(server.port);
    const bystander = await openSocket(server.port);
    for (let i = 0; i < 2000; i += 1) {
      flood.send({ event: 'subscribe', channel: `store.${i}`, token: 'some-token' });
    }
    expect(await flood.closed).toBe(1008);
    expect(flood.frames).toContainEqual({ event: 'error', message: 'Too many frames. Slow down.' });
    expect(checks).toBeLessThanOrEqual(20);
    // Everyone else is served as before.
    bystander.send({ event: 'ping' });
    await bystander.next((frame) => frame.event === 'pong');
    bystander.ws.close();
  });

  it('lets a socket hold a bounded number of channels, counting those still being checked', async () => {
    let checks = 0;
    const server = await start({
      framesPerSecond: 1000,
      authorize: async () => {
        checks += 1;
        await new Promise((resolve) => setTimeout(resolve, 200));
        return true;
      },
    });
    const socket = await openSocket(server.port);
    for (let i = 0; i < 60; i += 1)
      socket.send({ event: 'subscribe', channel: `booking.${i + 1}`, token: 't' });
    await eventually(() => socket.frames.length >= 60);
    expect(socket.frames.filter((frame) => frame.event === 'subscribed')).toHaveLength(50);
    expect(socket.frames.filter((frame) => frame.event === 'error')).toHaveLength(10);
    expect(socket.frames.find((frame) => frame.event === 'error')).toMatchObject({
      message: 'Too many channels on one socket.',
    });
    expect(checks).toBe(50);
    socket.ws.close();
  });

  it('drops a peer that stops answering pings, and keeps one that answers', async () => {
    const server = await start({ heartbeatMs: 100 });
    const dead = await openSocket(server.port, 'test-key', { autoPong: false });
    const live = await openSocket(server.port);
    expect(await dead.closed).toBe(1006);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(server.clients()).toBe(1);
    live.send({ event: 'ping' });
    await live.next((frame) => frame.event === 'pong');
    live.ws.close();
  });
});
