import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { backoffDelay, createLiveSocket, socketUrl, type SocketLike } from './live-socket';

/** A WebSocket double: the test opens, closes and talks for the server. */
class FakeSocket implements SocketLike {
  static all: FakeSocket[] = [];
  readyState = 0;
  sent: unknown[] = [];
  onopen: SocketLike['onopen'] = null;
  onmessage: SocketLike['onmessage'] = null;
  onclose: SocketLike['onclose'] = null;
  onerror: SocketLike['onerror'] = null;
  closedByClient = false;

  constructor(readonly url: string) {
    FakeSocket.all.push(this);
  }

  send(data: string) {
    if (this.readyState !== 1) throw new Error('not open');
    this.sent.push(JSON.parse(data));
  }

  close() {
    this.closedByClient = true;
    this.readyState = 3;
  }

  open() {
    this.readyState = 1;
    this.onopen?.(new Event('open'));
  }

  receive(frame: unknown) {
    this.onmessage?.(new MessageEvent('message', { data: JSON.stringify(frame) }));
  }

  drop() {
    this.readyState = 3;
    this.onerror?.(new Event('error'));
    this.onclose?.(new CloseEvent('close'));
  }
}

const latest = () => {
  const socket = FakeSocket.all.at(-1);
  if (!socket) throw new Error('no socket was opened');
  return socket;
};

function setup(overrides: Partial<Parameters<typeof createLiveSocket>[0]> = {}) {
  const url = vi.fn(async () => 'ws://localhost:6001/app/suuq');
  const live = createLiveSocket({
    url,
    createSocket: (address) => new FakeSocket(address),
    random: () => 1,
    ...overrides,
  });
  return { live, url };
}

/** Lets the promise from `url()` settle. */
const settle = () => vi.advanceTimersByTimeAsync(0);

beforeEach(() => {
  vi.useFakeTimers();
  FakeSocket.all = [];
});

afterEach(() => {
  vi.useRealTimers();
});

describe('live socket', () => {
  it('connects on the first subscription and subscribes once open', async () => {
    const { live, url } = setup();
    expect(live.status()).toBe('idle');
    expect(url).not.toHaveBeenCalled();

    const listener = vi.fn();
    live.subscribe('stores', listener);
    expect(live.status()).toBe('connecting');
    await settle();
    const socket = latest();
    expect(socket.url).toBe('ws://localhost:6001/app/suuq');
    socket.open();
    expect(live.status()).toBe('open');
    expect(socket.sent).toEqual([{ event: 'subscribe', channel: 'stores' }]);

    socket.receive({ event: 'store.status', channel: 'stores', data: { store_id: 3, is_open: false } });
    expect(listener).toHaveBeenCalledWith({
      event: 'store.status',
      channel: 'stores',
      data: { store_id: 3, is_open: false },
    });
  });

  it('gives each listener only the frames of its channel', async () => {
    const { live } = setup();
    const stores = vi.fn();
    const order = vi.fn();
    live.subscribe('stores', stores);
    live.subscribe('order.ABC123', order, { token: 'secret' });
    await settle();
    latest().open();
    expect(latest().sent).toEqual([
      { event: 'subscribe', channel: 'stores' },
      { event: 'subscribe', channel: 'order.ABC123', token: 'secret' },
    ]);

    latest().receive({
      event: 'order.status',
      channel: 'order.ABC123',
      data: { order_number: 'ABC123', status: 'accepted', at: '2030-01-01T10:00:00Z' },
    });
    latest().receive({ event: 'pong' });
    latest().onmessage?.(new MessageEvent('message', { data: 'not json' }));
    expect(order).toHaveBeenCalledTimes(1);
    expect(stores).not.toHaveBeenCalled();
  });

  it('asks, when it opens a channel, for the events since its listener began reading, and no more once confirmed', async () => {
    let clock = 1_000_000;
    const { live } = setup({ now: () => clock });
    // The page read its stores at 1,000,000; the socket opens four seconds later.
    live.subscribe('stores', vi.fn(), { readSince: clock });
    await settle();
    clock += 4_000;
    latest().open();
    // A second's margin: the answer may have been worked out just before the clock was read.
    expect(latest().sent).toEqual([{ event: 'subscribe', channel: 'stores', replay_ms: 5_000 }]);

    // Never more than the server keeps; never negative for a clock read after the subscription.
    live.subscribe('order.OLD1', vi.fn(), { readSince: clock - 10 * 60_000 });
    live.subscribe('order.NEW1', vi.fn(), { readSince: clock + 60_000 });
    expect(latest().sent.slice(1)).toEqual([
      { event: 'subscribe', channel: 'order.OLD1', replay_ms: 120_000 },
      { event: 'subscribe', channel: 'order.NEW1', replay_ms: 0 },
    ]);

    // Confirmed, then the socket drops: after the reconnect, listeners read again themselves.
    latest().receive({ event: 'subscribed', channel: 'stores' });
    latest().drop();
    await vi.advanceTimersByTimeAsync(1_000);
    latest().open();
    expect(latest().sent).toContainEqual({ event: 'subscribe', channel: 'stores' });
    expect(latest().sent).toContainEqual({ event: 'subscribe', channel: 'order.OLD1', replay_ms: 120_000 });
  });

  it('reconnects with growing, capped waits and subscribes again after reconnecting', async () => {
    const { live } = setup({ minDelayMs: 1000, maxDelayMs: 4000 });
    const statuses: string[] = [];
    live.onStatus((status) => statuses.push(status));
    const listener = vi.fn();
    live.subscribe('stores', listener);
    await settle();
    latest().open();

    latest().drop();
    expect(live.status()).toBe('waiting');
    await vi.advanceTimersByTimeAsync(999);
    expect(FakeSocket.all).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(FakeSocket.all).toHaveLength(2);

    // Fails again before opening: the next wait doubles.
    latest().drop();
    await vi.advanceTimersByTimeAsync(1999);
    expect(FakeSocket.all).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(FakeSocket.all).toHaveLength(3);
    latest().drop();
    await vi.advanceTimersByTimeAsync(4000);
    latest().drop();
    // Capped at 4000 ms.
    await vi.advanceTimersByTimeAsync(4000);
    expect(FakeSocket.all).toHaveLength(5);

    latest().open();
    expect(latest().sent).toEqual([{ event: 'subscribe', channel: 'stores' }]);
    latest().receive({ event: 'store.status', channel: 'stores', data: { store_id: 1, is_open: true } });
    expect(listener).toHaveBeenCalledTimes(1);
    expect(statuses).toEqual([
      'connecting',
      'open',
      'waiting',
      'connecting',
      'waiting',
      'connecting',
      'waiting',
      'connecting',
      'waiting',
      'connecting',
      'open',
    ]);

    // A successful connection starts the count again.
    latest().drop();
    await vi.advanceTimersByTimeAsync(1000);
    expect(FakeSocket.all).toHaveLength(6);
  });

  it('spreads the waits with jitter between half and all of the delay', () => {
    expect(backoffDelay(0, 1000, 30_000, () => 0)).toBe(500);
    expect(backoffDelay(0, 1000, 30_000, () => 1)).toBe(1000);
    expect(backoffDelay(3, 1000, 30_000, () => 0.5)).toBe(6000);
    expect(backoffDelay(10, 1000, 30_000, () => 1)).toBe(30_000);
  });

  it('keeps trying when the configuration cannot be fetched, without throwing', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const url = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue('ws://localhost:6001/app/suuq');
    const { live } = setup({ url });
    live.subscribe('stores', () => {});
    await settle();
    expect(live.status()).toBe('waiting');
    expect(FakeSocket.all).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1000);
    expect(FakeSocket.all).toHaveLength(1);
    expect(warn).toHaveBeenCalled();
  });

  it('pings every 25 seconds and drops a link that stopped answering', async () => {
    let clock = 0;
    const { live } = setup({ now: () => clock });
    live.subscribe('stores', () => {});
    await settle();
    const socket = latest();
    socket.open();

    clock = 25_000;
    await vi.advanceTimersByTimeAsync(25_000);
    expect(socket.sent.at(-1)).toEqual({ event: 'ping' });
    socket.receive({ event: 'pong' });

    clock = 50_000;
    await vi.advanceTimersByTimeAsync(25_000);
    expect(socket.sent.filter((frame) => (frame as { event: string }).event === 'ping')).toHaveLength(2);

    // Nothing heard since the pong at 25 s: at 100 s that is more than two pings.
    clock = 75_000;
    await vi.advanceTimersByTimeAsync(25_000);
    expect(socket.closedByClient).toBe(false);
    clock = 100_000;
    await vi.advanceTimersByTimeAsync(25_000);
    expect(socket.closedByClient).toBe(true);
    expect(live.status()).toBe('waiting');
    await vi.advanceTimersByTimeAsync(1000);
    expect(FakeSocket.all).toHaveLength(2);
  });

  it('unsubscribes the channel when its last listener leaves and closes the idle socket later', async () => {
    const { live } = setup({ idleCloseMs: 10_000 });
    const first = live.subscribe('stores', () => {});
    const second = live.subscribe('stores', () => {});
    await settle();
    const socket = latest();
    socket.open();

    first();
    expect(socket.sent).toEqual([{ event: 'subscribe', channel: 'stores' }]);
    second();
    second();
    expect(socket.sent.at(-1)).toEqual({ event: 'unsubscribe', channel: 'stores' });

    // A page change that subscribes again within the grace period reuses the socket.
    const again = live.subscribe('stores', () => {});
    expect(socket.sent.at(-1)).toEqual({ event: 'subscribe', channel: 'stores' });
    again();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(socket.closedByClient).toBe(true);
    expect(live.status()).toBe('idle');
    expect(FakeSocket.all).toHaveLength(1);
  });

  it('reconnects at once when told the network is back', async () => {
    const { live } = setup({ minDelayMs: 1000, maxDelayMs: 30_000 });
    live.subscribe('stores', () => {});
    await settle();
    latest().drop();
    latest().drop();
    expect(live.status()).toBe('waiting');
    live.reconnectNow();
    await settle();
    expect(FakeSocket.all).toHaveLength(2);
  });

  it('keeps other listeners running when one throws', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { live } = setup();
    const good = vi.fn();
    live.subscribe('stores', () => {
      throw new Error('broken');
    });
    live.subscribe('stores', good);
    await settle();
    latest().open();
    latest().receive({ event: 'store.status', channel: 'stores', data: { store_id: 1, is_open: true } });
    expect(good).toHaveBeenCalledTimes(1);
  });

  it('stops for good on close', async () => {
    const { live } = setup();
    live.subscribe('stores', () => {});
    await settle();
    latest().open();
    live.close();
    expect(latest().closedByClient).toBe(true);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(FakeSocket.all).toHaveLength(1);
    expect(live.status()).toBe('idle');
  });
});

describe('socketUrl', () => {
  it('uses the page host, the configured port and key, and wss on https pages', () => {
    const config = { ws_port: 6001, app_key: 'suuq' };
    expect(socketUrl(config, { protocol: 'http:', hostname: 'localhost' })).toBe(
      'ws://localhost:6001/app/suuq',
    );
    expect(socketUrl(config, { protocol: 'https:', hostname: 'suuq.so' })).toBe(
      'wss://suuq.so:6001/app/suuq',
    );
  });
});
