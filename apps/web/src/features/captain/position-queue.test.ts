import { describe, expect, it } from 'vitest';
import { SAVEPATH_MAX_POINTS } from '@suuq/shared/captain';
import {
  BATCH_MAX_POINTS,
  createPositionQueue,
  queueKey,
  worthRecording,
  type PathPoint,
} from './position-queue';

const at = (seconds: number) => new Date(Date.UTC(2026, 0, 1, 10, 0, seconds)).toISOString();
const point = (seconds: number, lat = 2.04, lng = 45.34): PathPoint => ({ lat, lng, at: at(seconds) });

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

describe('worthRecording', () => {
  it('keeps the first point, then one every 10 seconds or 50 metres', () => {
    expect(worthRecording(undefined, point(0))).toBe(true);
    expect(worthRecording(point(0), point(5))).toBe(false);
    expect(worthRecording(point(0), point(10))).toBe(true);
    // About 55 m north, two seconds later.
    expect(worthRecording(point(0), point(2, 2.0405))).toBe(true);
  });
});

describe('the position queue', () => {
  it('sends batches no larger than the server takes', () => {
    expect(BATCH_MAX_POINTS).toBe(SAVEPATH_MAX_POINTS);
  });

  it('sends every kept point once, in order, and empties', async () => {
    const queue = createPositionQueue(7);
    queue.add(point(0));
    queue.add(point(3)); // too soon: dropped
    queue.add(point(12));
    const sent: PathPoint[][] = [];
    expect(await queue.flush(async (points) => void sent.push(points))).toBe(true);
    expect(sent).toEqual([[point(0), point(12)]]);
    expect(await queue.flush(async (points) => void sent.push(points))).toBe(true);
    expect(sent).toHaveLength(1);
  });

  it('keeps the points while the network is down and sends them once when it returns', async () => {
    const storage = memoryStorage();
    const queue = createPositionQueue(7, storage);
    queue.add(point(0));
    expect(await queue.flush(() => Promise.reject(new TypeError('Failed to fetch')))).toBe(false);
    queue.add(point(20));
    expect(queue.pending()).toHaveLength(2);
    // A reload in between: the points come back from storage.
    const reloaded = createPositionQueue(7, storage);
    expect(reloaded.pending()).toEqual([point(0), point(20)]);
    const sent: PathPoint[] = [];
    await reloaded.flush(async (points) => void sent.push(...points));
    await reloaded.flush(async (points) => void sent.push(...points));
    expect(sent).toEqual([point(0), point(20)]);
    expect(JSON.parse(storage.items.get(queueKey(7))!).pending).toEqual([]);
  });

  it('never puts a point in two requests when flushes overlap', async () => {
    const queue = createPositionQueue(7);
    queue.add(point(0));
    let release!: () => void;
    const batches: PathPoint[][] = [];
    const first = queue.flush(
      (points) =>
        new Promise<void>((resolve) => {
          batches.push(points);
          release = resolve;
        }),
    );
    queue.add(point(30));
    const second = queue.flush(async (points) => void batches.push(points));
    await Promise.resolve();
    release();
    expect(await first).toBe(true);
    expect(await second).toBe(true);
    expect(batches.flat()).toEqual([point(0), point(30)]);
  });

  it('forgets the trip when cleared', () => {
    const storage = memoryStorage();
    const queue = createPositionQueue(7, storage);
    queue.add(point(0));
    queue.clear();
    expect(queue.pending()).toEqual([]);
    expect(storage.items.has(queueKey(7))).toBe(false);
  });
});
