import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { ServerFrame } from '@suuq/shared/live';
import { MemoryBus } from '../../lib/live-bus';
import { startSocketServer, type SocketServer } from './socket-server';

const silent = { info() {}, warn() {} };
let bus: MemoryBus;
let server: SocketServer;

beforeAll(async () => {
  bus = new MemoryBus();
  server = await startSocketServer({ host: '127.0.0.1', port: 0, appKey: 'test-key', bus, log: silent });
});
afterAll(async () => {
  await server.close();
  await bus.close();
});

/** Opens a socket and collects every frame it receives. */
async function connect(key = 'test-key') {
  const ws = new WebSocket(`ws://127.0.0.1:${server.port}/app/${key}`);
  const frames: ServerFrame[] = [];
  const waiters: (() => void)[] = [];
  ws.on('message', (raw) => {
    frames.push(JSON.parse(raw.toString()));
    waiters.splice(0).forEach((wake) => wake());
  });
  await new Promise((resolve, reject) => {
    ws.once('open', resolve);
    ws.once('error', reject);
  });
  const next = async (predicate: (frame: ServerFrame) => boolean) => {
    for (;;) {
      const found = frames.find(predicate);
      if (found) return found;
      await new Promise<void>((resolve, reject) => {
        waiters.push(resolve);
        setTimeout(() => reject(new Error(`No such frame; got ${JSON.stringify(frames)}`)), 2000);
      });
    }
  };
  return { ws, frames, next };
}

describe('socket server', () => {
  it('refuses an unknown app key', async () => {
    await expect(connect('wrong')).rejects.toThrow(/404/);
  });

  it('answers ping and delivers events only to the subscribed channel', async () => {
    const a = await connect();
    const b = await connect();
    a.ws.send(JSON.stringify({ event: 'ping' }));
    await a.next((f) => f.event === 'pong');

    a.ws.send(JSON.stringify({ event: 'subscribe', channel: 'order.AB12-CD34' }));
    b.ws.send(JSON.stringify({ event: 'subscribe', channel: 'stores' }));
    await a.next((f) => f.event === 'subscribed');
    await b.next((f) => f.event === 'subscribed');

    await bus.publish({
      event: 'order.status',
      channel: 'order.AB12-CD34',
      data: { order_number: 'AB12-CD34', status: 'accepted', at: new Date(0).toISOString() },
    });
    await bus.publish({ event: 'store.status', channel: 'stores', data: { store_id: 3, is_open: false } });

    const order = await a.next((f) => f.event === 'order.status');
    expect(order).toMatchObject({ data: { status: 'accepted' } });
    const store = await b.next((f) => f.event === 'store.status');
    expect(store).toMatchObject({ data: { store_id: 3, is_open: false } });
    expect(a.frames.some((f) => f.event === 'store.status')).toBe(false);
    expect(b.frames.some((f) => f.event === 'order.status')).toBe(false);
    a.ws.close();
    b.ws.close();
  });

  it('keeps store order channels private', async () => {
    const d = await connect();
    d.ws.send(JSON.stringify({ event: 'subscribe', channel: 'store.4', token: 'anything' }));
    const refused = await d.next((f) => f.event === 'error');
    expect(refused).toMatchObject({ message: 'Not allowed on this channel.' });
    await bus.publish({ event: 'store.order', channel: 'store.4', data: { order_number: 'AAAA-BBBB' } });
    d.ws.send(JSON.stringify({ event: 'ping' }));
    await d.next((f) => f.event === 'pong');
    expect(d.frames.some((f) => f.event === 'store.order')).toBe(false);
    d.ws.close();
  });

  it('sends again, after subscribed, the channel’s events of the moments the subscriber asks for, in order', async () => {
    // Heard by no one yet: the page read its data, then subscribes a few seconds later.
    const at = new Date(0).toISOString();
    for (const status of ['accepted', 'processing'] as const) {
      await bus.publish({
        event: 'order.status',
        channel: 'order.RPLY-0001',
        data: { order_number: 'RPLY-0001', status, at },
      });
    }
    await bus.publish({ event: 'store.status', channel: 'stores', data: { store_id: 9, is_open: false } });

    const late = await connect();
    late.ws.send(JSON.stringify({ event: 'subscribe', channel: 'order.RPLY-0001', replay_ms: 60_000 }));
    await late.next((f) => f.event === 'order.status' && f.data.status === 'processing');
    expect(late.frames.map((f) => (f.event === 'order.status' ? f.data.status : f.event))).toEqual([
      'subscribed',
      'accepted',
      'processing',
    ]);

    // Without replay_ms, nothing of the past: only what happens from now on.
    const plain = await connect();
    plain.ws.send(JSON.stringify({ event: 'subscribe', channel: 'order.RPLY-0001' }));
    await plain.next((f) => f.event === 'subscribed');
    await bus.publish({
      event: 'order.status',
      channel: 'order.RPLY-0001',
      data: { order_number: 'RPLY-0001', status: 'ready', at },
    });
    await plain.next((f) => f.event === 'order.status');
    expect(plain.frames.filter((f) => f.event === 'order.status')).toHaveLength(1);

    // More than the window is refused as any malformed frame is.
    plain.ws.send(JSON.stringify({ event: 'subscribe', channel: 'stores', replay_ms: 10 * 60_000 }));
    await plain.next((f) => f.event === 'error');
    late.ws.close();
    plain.ws.close();
  });

  it('replays a private channel only to a subscriber it lets in', async () => {
    const own = new MemoryBus();
    const guarded = await startSocketServer({
      host: '127.0.0.1',
      port: 0,
      appKey: 'test-key',
      bus: own,
      log: silent,
      authorize: async (_channel, token) => token === 'staff-of-4',
    });
    try {
      await own.publish({ event: 'store.order', channel: 'store.4', data: { order_number: 'PRIV-0001' } });
      const open = (token: string) =>
        new Promise<ServerFrame[]>((resolve, reject) => {
          const ws = new WebSocket(`ws://127.0.0.1:${guarded.port}/app/test-key`);
          const frames: ServerFrame[] = [];
          ws.on('message', (raw) => {
            const frame = JSON.parse(raw.toString()) as ServerFrame;
            frames.push(frame);
            // The answer to the subscription, then a ping: its pong comes after anything replayed.
            if (frame.event === 'subscribed' || frame.event === 'error') {
              ws.send(JSON.stringify({ event: 'ping' }));
            }
            if (frame.event === 'pong') {
              ws.close();
              resolve(frames);
            }
          });
          ws.once('error', reject);
          ws.once('open', () =>
            ws.send(JSON.stringify({ event: 'subscribe', channel: 'store.4', token, replay_ms: 60_000 })),
          );
        });
      expect((await open('someone-else')).map((f) => f.event)).toEqual(['error', 'pong']);
      expect((await open('staff-of-4')).map((f) => f.event)).toEqual(['subscribed', 'store.order', 'pong']);
    } finally {
      await guarded.close();
      await own.close();
    }
  });

  it('answers garbage with an error frame and stays open', async () => {
    const c = await connect();
    c.ws.send('not json');
    await c.next((f) => f.event === 'error');
    c.ws.send(JSON.stringify({ event: 'subscribe', channel: 'admin.secrets' }));
    expect(await c.next((f) => f.event === 'error' && c.frames.length === 2)).toBeDefined();
    c.ws.send(JSON.stringify({ event: 'ping' }));
    await c.next((f) => f.event === 'pong');
    c.ws.close();
  });
});

describe('socket server stopping', () => {
  it('tells its sockets to go with 1001 once its port takes no new connection', async () => {
    const own = new MemoryBus();
    const stopping = await startSocketServer({
      host: '127.0.0.1',
      port: 0,
      appKey: 'test-key',
      bus: own,
      log: silent,
    });
    const ws = new WebSocket(`ws://127.0.0.1:${stopping.port}/app/test-key`);
    await new Promise((resolve, reject) => ws.once('open', resolve).once('error', reject));
    // The moment the client hears it must go, it reconnects (as the web app does): that attempt must be refused
    // here, so behind a proxy it reaches another process instead of this one, which is closing.
    const reconnect = new Promise<string>((resolve) =>
      ws.once('close', (code) => {
        const again = new WebSocket(`ws://127.0.0.1:${stopping.port}/app/test-key`);
        again.once('open', () => {
          again.close();
          resolve(`${code}: reconnected to the closing process`);
        });
        again.once('error', (error) => resolve(`${code}: ${(error as NodeJS.ErrnoException).code}`));
      }),
    );
    const closed = stopping.close();
    expect(await reconnect).toBe('1001: ECONNREFUSED');
    await closed;
    await own.close();
  });
});
