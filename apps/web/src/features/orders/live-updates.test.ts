import type { ServerFrame } from '@suuq/shared/live';
import { describe, expect, it, vi } from 'vitest';
import { listen } from './live-updates';
import { settle, waitingToSettle } from '../../test/settle-by-hand';

// The page settles when the test says so.
vi.mock('../../lib/settled', async (actual) =>
  (await import('../../test/settle-by-hand')).settledByHand(await actual()),
);

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
    expect(waitingToSettle()).toBe(1);

    settle();
    const stop = await listening;
    expect(socket.subscribed).toEqual([{ channel: 'order.ORD-1', options: { readSince: 1_000 } }]);
    stop();
    expect(socket.stopped).toBe(1);
  });
});
