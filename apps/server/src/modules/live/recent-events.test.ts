import { describe, expect, it } from 'vitest';
import { RecentEvents } from './recent-events';

const text = (buffers: Buffer[]) => buffers.map((buffer) => buffer.toString());

describe('the recent events kept for late subscribers', () => {
  it('answers a channel’s events of the last moments asked for, oldest first, never beyond the window', () => {
    let now = 1_000_000;
    const recent = new RecentEvents(120_000, 50, () => now);
    recent.add('stores', Buffer.from('a'));
    now += 60_000;
    recent.add('stores', Buffer.from('b'));
    recent.add('order.X', Buffer.from('x'));
    now += 30_000;
    expect(text(recent.since('stores', 30_000))).toEqual(['b']);
    expect(text(recent.since('stores', 90_000))).toEqual(['a', 'b']);
    now += 60_000;
    // The first is now 150 s old: beyond the window, whatever is asked.
    expect(text(recent.since('stores', 10 * 60_000))).toEqual(['b']);
    expect(text(recent.since('order.Y', 60_000))).toEqual([]);
  });

  it('keeps at most so many events a channel, and forgets channels whose events are all old', () => {
    let now = 0;
    const recent = new RecentEvents(120_000, 3, () => now);
    for (const name of ['1', '2', '3', '4']) recent.add('stores', Buffer.from(name));
    expect(text(recent.since('stores', 1_000))).toEqual(['2', '3', '4']);
    recent.add('order.X', Buffer.from('x'));
    now += 100_000;
    recent.add('order.Y', Buffer.from('y'));
    now += 30_000;
    recent.prune();
    expect(recent.channels()).toBe(1);
    expect(text(recent.since('order.Y', 120_000))).toEqual(['y']);
  });
});
