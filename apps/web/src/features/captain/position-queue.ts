import type { LatLng } from '@suuq/shared/captain';
// The geo helpers, not @suuq/shared/captain: its schemas would ship with the console for one constant.
import { distanceMeters } from '@suuq/shared/distance';

/** Most points one savepath call may carry (SAVEPATH_MAX_POINTS of @suuq/shared/captain; a test holds them equal). */
export const BATCH_MAX_POINTS = 500;

/** A point of the driven path as savepath takes it. */
export interface PathPoint extends LatLng {
  /** ISO time the phone read the position. */
  at: string;
}

/** A new point is kept when this long has passed since the last kept one... */
export const RECORD_EVERY_MS = 10_000;
/** ...or the captain has moved this far from it. */
export const RECORD_EVERY_METERS = 50;

/** True when `next` is worth keeping after `last`: the first point, 10 s later, or 50 m further. */
export function worthRecording(last: PathPoint | undefined, next: PathPoint): boolean {
  if (!last) return true;
  const elapsed = Date.parse(next.at) - Date.parse(last.at);
  return elapsed >= RECORD_EVERY_MS || distanceMeters(last, next) >= RECORD_EVERY_METERS;
}

/** Where the points of one trip wait while they are not sent (they survive a reload and a dropped network). */
export interface QueueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

interface Stored {
  /** Every point kept and not yet confirmed by the server, oldest first. */
  pending: PathPoint[];
  /** The last point kept (sent or not), for the throttle. */
  last?: PathPoint | undefined;
}

export interface PositionQueue {
  /** Keeps `point` when it is worth recording; answers whether it was kept. */
  add(point: PathPoint): boolean;
  /** Points waiting to be sent. */
  pending(): readonly PathPoint[];
  /**
   * Sends what waits, one batch at a time, with `send`; a batch leaves the queue only once `send` resolves. Only
   * one flush runs at a time (a second call waits for the first and then sends what is left), so a point is never
   * in two requests at once. Answers true when the queue is empty at the end, false when a send failed.
   */
  flush(send: (points: PathPoint[]) => Promise<void>): Promise<boolean>;
  /** Forgets the trip's points (the trip ended or was cancelled). */
  clear(): void;
}

/** A trip's path is kept under its booking's id; the positions a captain sends on duty under `courier`. */
export const queueKey = (bookingId: number | 'courier') => `suuq.captain.path.${bookingId}`;

/**
 * The driven path of one trip (or the positions sent on duty), kept in memory and in `storage` (localStorage) until
 * the server has it. Pure apart from `storage`: no timers, no network of its own, so its rules are tested directly.
 */
export function createPositionQueue(bookingId: number | 'courier', storage?: QueueStorage): PositionQueue {
  const key = queueKey(bookingId);
  let state: Stored = read();
  let running: Promise<boolean> | undefined;

  function read(): Stored {
    try {
      const raw = storage?.getItem(key);
      if (!raw) return { pending: [] };
      const value = JSON.parse(raw) as Partial<Stored>;
      return Array.isArray(value.pending) ? { pending: value.pending, last: value.last } : { pending: [] };
    } catch {
      return { pending: [] };
    }
  }

  function write() {
    try {
      if (state.pending.length === 0 && !state.last) storage?.removeItem(key);
      else storage?.setItem(key, JSON.stringify(state));
    } catch {
      // Storage full or refused: the points stay in memory, which is enough while the page is open.
    }
  }

  async function drain(send: (points: PathPoint[]) => Promise<void>): Promise<boolean> {
    while (state.pending.length > 0) {
      const batch = state.pending.slice(0, BATCH_MAX_POINTS);
      try {
        await send(batch);
      } catch {
        return false;
      }
      // Points added while the batch was on its way stay; only the ones sent leave.
      state = { ...state, pending: state.pending.slice(batch.length) };
      write();
    }
    return true;
  }

  return {
    add(point) {
      if (!worthRecording(state.last, point)) return false;
      state = { pending: [...state.pending, point], last: point };
      write();
      return true;
    },
    pending: () => state.pending,
    flush(send) {
      const previous = running ?? Promise.resolve(true);
      const next = previous.then(() => drain(send));
      running = next;
      void next.finally(() => {
        if (running === next) running = undefined;
      });
      return next;
    },
    clear() {
      state = { pending: [] };
      write();
    },
  };
}
