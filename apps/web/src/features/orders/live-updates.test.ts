import type { ServerFrame } from '@suuq/shared/live';
import { describe, expect, it, vi } from 'vitest';
import type * as Settled from '../../lib/settled';
import { listen } from './live-updates';

// The page settles when the test says so.
const settled = vi.hoisted(() => ({ waiting: [] as (() => void)[] }));
vi.mock('../../lib/settled', async (actual) => ({
  ...(await actual<typeof Settled>()),
  whenSettled: (then: () => void) => {
    settled.waiting.push(then);
    return () => undefined;
  },
}));

const socket = vi.hoisted(() => ({
  subscribed: [] as { channel: string; options: unknown }[],
  stopped: 0,
}));
vi.mock('../../lib/live-socket', () => ({
  liveSocket: () => ({
    subscribe: (channel: string, _listener: (frame: ServerFrame) => void, options: unknown) => {
      socket.subscribed.push({ channel, options });
      return () => (socket.stopped += 1);
    },
  }),
}));

describe('listening to an order', () => {
  it('opens the channel once the page has settled, asking for what happened since the page began reading', async () => {
    const listening = listen('order.ORD-1', () => undefined, { readSince: 1_000 });
    await new Promise((resolve) => setTimeout(resolve));
    expect(socket.subscribed).toEqual([]);
    expect(settled.waiting).toHaveLength(1);

    settled.waiting.shift()!();
    const stop = await listening;
    expect(socket.subscribed).toEqual([{ channel: 'order.ORD-1', options: { readSince: 1_000 } }]);
    stop();
    expect(socket.stopped).toBe(1);
  });
});
