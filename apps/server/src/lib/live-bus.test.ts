import { afterAll, describe, expect, it } from 'vitest';
import type { LiveEvent } from '@suuq/shared/live';
import { MemoryBus, RedisBus, type LiveBus } from './live-bus';

const event: LiveEvent = { event: 'store.status', channel: 'stores', data: { store_id: 1, is_open: true } };

function nextEvent(bus: LiveBus) {
  return new Promise<LiveEvent>((resolve, reject) => {
    const stop = bus.subscribe((received) => {
      stop();
      resolve(received);
    });
    setTimeout(() => reject(new Error('no event within 3 s')), 3000);
  });
}

describe('MemoryBus', () => {
  it('delivers to every listener until it stops listening', async () => {
    const bus = new MemoryBus();
    const seen: LiveEvent[] = [];
    const stop = bus.subscribe((e) => seen.push(e));
    await bus.publish(event);
    stop();
    await bus.publish(event);
    expect(seen).toEqual([event]);
  });
});

const redisUrl = process.env.TEST_REDIS_URL;
if (!redisUrl) console.warn('\n  TEST_REDIS_URL is not set: the Redis fan-out test does not run.\n');

describe.runIf(redisUrl)('RedisBus', () => {
  const buses: RedisBus[] = [];
  afterAll(async () => {
    await Promise.all(buses.map((bus) => bus.close()));
  });

  it('carries an event published by one process to the listeners of another', async () => {
    const errors: Error[] = [];
    // A channel of this run's own, so concurrent runs on one Redis never hear each other.
    const channel = `suuq:test:${process.pid}:${Date.now()}`;
    const a = new RedisBus(redisUrl!, (e) => errors.push(e), channel);
    const b = new RedisBus(redisUrl!, (e) => errors.push(e), channel);
    buses.push(a, b);
    await Promise.all([a.ready(), b.ready()]);
    const arrivedAtB = nextEvent(b);
    const arrivedAtA = nextEvent(a);
    await a.publish(event);
    expect(await arrivedAtB).toEqual(event);
    expect(await arrivedAtA).toEqual(event);
    expect(errors).toEqual([]);
  });
});
