/**
 * Where live events travel between the code that changes something and the sockets that show it. In one process
 * an in-memory emitter is enough; with REDIS_URL every API process publishes to Redis and every socket server
 * hears every event, so a status change reaches its subscribers whichever process made it.
 */
import { EventEmitter } from 'node:events';
import { Redis } from 'ioredis';
import type { LiveEvent } from '@suuq/shared/live';

export type LiveListener = (event: LiveEvent) => void;

export interface LiveBus {
  /** Resolves once events published anywhere will reach this bus's listeners. */
  ready(): Promise<void>;
  publish(event: LiveEvent): Promise<void>;
  /** Returns the function that stops listening. */
  subscribe(listener: LiveListener): () => void;
  /** Resolves when the bus answers (Redis: a PING); throws when it does not. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

export class MemoryBus implements LiveBus {
  private readonly emitter = new EventEmitter().setMaxListeners(0);

  async ready() {}

  async ping() {}

  async publish(event: LiveEvent) {
    this.emitter.emit('event', event);
  }

  subscribe(listener: LiveListener) {
    this.emitter.on('event', listener);
    return () => void this.emitter.off('event', listener);
  }

  async close() {
    this.emitter.removeAllListeners();
  }
}

const REDIS_CHANNEL = 'suuq:live';

export class RedisBus implements LiveBus {
  private readonly local = new MemoryBus();
  private readonly publisher: Redis;
  private readonly subscriber: Redis;
  private readonly subscribed: Promise<unknown>;

  constructor(
    url: string,
    onError: (error: Error) => void,
    private readonly channel = REDIS_CHANNEL,
  ) {
    this.publisher = new Redis(url, { maxRetriesPerRequest: 2, lazyConnect: false });
    this.subscriber = new Redis(url, { maxRetriesPerRequest: null, lazyConnect: false });
    this.publisher.on('error', onError);
    this.subscriber.on('error', onError);
    this.subscriber.on('message', (_channel: string, payload: string) => {
      try {
        void this.local.publish(JSON.parse(payload) as LiveEvent);
      } catch (error) {
        onError(error as Error);
      }
    });
    this.subscribed = this.subscriber.subscribe(channel);
  }

  async ready() {
    await this.subscribed;
  }

  async ping() {
    await this.publisher.ping();
  }

  async publish(event: LiveEvent) {
    await this.publisher.publish(this.channel, JSON.stringify(event));
  }

  subscribe(listener: LiveListener) {
    return this.local.subscribe(listener);
  }

  async close() {
    await this.local.close();
    this.subscriber.disconnect();
    this.publisher.disconnect();
  }
}

export function createBus(redisUrl: string | undefined, onError: (error: Error) => void): LiveBus {
  return redisUrl ? new RedisBus(redisUrl, onError) : new MemoryBus();
}
