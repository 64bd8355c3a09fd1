import type { PlaceOrderRequest } from '@suuq/shared/orders';
import type { CartState } from '../cart/cart-slice';
import { ORDER_QUEUE_STORAGE_KEY } from './order-queue-key';
import type { Shortfall } from './use-place-order';

/**
 * Orders placed with no network. Each is kept in localStorage with its Idempotency-Key and body until the server
 * answers, and sent when the network returns (the `online` event, the next start, a retry every little while). It
 * is placed at most once: sending happens under a lock shared by every tab of the store (Web Locks), the queue is
 * read again inside the lock, and the server answers a repeated key with the order it already made.
 */
export { ORDER_QUEUE_STORAGE_KEY };
const CHANGED = 'suuq:order-queue';
const LOCK_NAME = 'suuq:order-queue';

export interface QueuedOrder {
  /** The checkout attempt's Idempotency-Key. */
  key: string;
  storeId: number;
  body: PlaceOrderRequest;
  /** The cart as it was, put back if the store refuses the order. */
  cart: CartState;
  queuedAt: number;
  state: 'pending' | 'placed' | 'refused';
  /** Once placed: its number, and its key for this phone (`view_key`). */
  orderNumber?: string;
  viewKey?: string | undefined;
  /** Once refused: the server's words, the short lines and the wrong fields. */
  message?: string;
  shortfalls?: Shortfall[];
  fields?: string[];
}

/** What one try to send a queued order came to. `retry`: no answer, or none yet that settles it. */
export type SendOutcome =
  | { kind: 'placed'; orderNumber: string; viewKey?: string | undefined }
  | { kind: 'refused'; message: string; shortfalls: Shortfall[]; fields: string[] }
  | { kind: 'retry' };

export type SendOrder = (order: QueuedOrder) => Promise<SendOutcome>;

/** The part of `navigator.locks` the queue uses. */
export interface LockManagerLike {
  request<T>(name: string, callback: () => Promise<T>): Promise<T>;
}

function storage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

function isQueuedOrder(value: unknown): value is QueuedOrder {
  if (typeof value !== 'object' || value === null) return false;
  const order = value as Record<string, unknown>;
  return (
    typeof order.key === 'string' &&
    typeof order.storeId === 'number' &&
    typeof order.body === 'object' &&
    order.body !== null &&
    typeof order.cart === 'object' &&
    order.cart !== null &&
    (order.state === 'pending' || order.state === 'placed' || order.state === 'refused')
  );
}

/** Every queued order, oldest first; an unreadable queue counts as empty (and is logged). */
export function queuedOrders(from: Storage | undefined = storage()): QueuedOrder[] {
  try {
    const text = from?.getItem(ORDER_QUEUE_STORAGE_KEY);
    if (!text) return [];
    const parsed: unknown = JSON.parse(text);
    if (!Array.isArray(parsed)) throw new Error('Saved order queue is not a list');
    return parsed.filter(isQueuedOrder);
  } catch (error) {
    console.error('Error loading state from localStorage:', error);
    return [];
  }
}

function save(orders: QueuedOrder[]) {
  try {
    const to = storage();
    if (orders.length === 0) to?.removeItem(ORDER_QUEUE_STORAGE_KEY);
    else to?.setItem(ORDER_QUEUE_STORAGE_KEY, JSON.stringify(orders));
  } catch (error) {
    console.error('Error saving state to localStorage:', error);
  }
  window.dispatchEvent(new Event(CHANGED));
}

function update(key: string, change: (order: QueuedOrder) => QueuedOrder | undefined) {
  save(queuedOrders().flatMap((order) => (order.key === key ? (change(order) ?? []) : [order])));
}

/** Keeps an order to send later. The same key twice is one order: the first one stays. */
export function enqueueOrder(order: Omit<QueuedOrder, 'state' | 'queuedAt'>): void {
  const orders = queuedOrders();
  if (orders.some((queued) => queued.key === order.key)) return;
  save([...orders, { ...order, state: 'pending', queuedAt: Date.now() }]);
}

/** Forgets an order whose result the shopper has seen. */
export function dismissOrder(key: string): void {
  update(key, () => undefined);
}

/** Calls `onChange` when this or another tab changes the queue. */
export function subscribeToQueue(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === ORDER_QUEUE_STORAGE_KEY) onChange();
  };
  window.addEventListener(CHANGED, onChange);
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener(CHANGED, onChange);
    window.removeEventListener('storage', onStorage);
  };
}

function defaultLocks(): LockManagerLike | undefined {
  return typeof navigator !== 'undefined' && 'locks' in navigator
    ? (navigator.locks as LockManagerLike)
    : undefined;
}

let flushing: Promise<void> | undefined;

/**
 * Sends every pending order, one after the other, under the queue's lock. Another tab that holds the lock makes
 * this one wait, then find those orders already settled. Stops at the first order that gets no settling answer
 * (the network is still gone): the rest waits for the next flush. Without Web Locks (old browsers) tabs may send
 * the same order at once; the server's idempotency then makes one order and answers the other with it or a 409,
 * which is retried.
 */
export function flushOrders(
  send: SendOrder,
  locks: LockManagerLike | undefined = defaultLocks(),
): Promise<void> {
  if (flushing) return flushing;
  const run = async () => {
    // Read inside the lock: another tab may have settled these orders while this one waited.
    for (const order of queuedOrders().filter((queued) => queued.state === 'pending')) {
      let outcome: SendOutcome;
      try {
        outcome = await send(order);
      } catch (error) {
        console.error('Could not send a queued order:', error);
        outcome = { kind: 'retry' };
      }
      if (outcome.kind === 'retry') break;
      update(order.key, (current) =>
        outcome.kind === 'placed'
          ? { ...current, state: 'placed', orderNumber: outcome.orderNumber, viewKey: outcome.viewKey }
          : {
              ...current,
              state: 'refused',
              message: outcome.message,
              shortfalls: outcome.shortfalls,
              fields: outcome.fields,
            },
      );
    }
  };
  flushing = (locks ? locks.request(LOCK_NAME, run) : run()).finally(() => {
    flushing = undefined;
  });
  return flushing;
}

const RETRY_MS = 15_000;
let stopRunner: (() => void) | undefined;

/**
 * Sends the queue now and whenever the network may be back: the `online` event, the tab coming to the front, and
 * every 15 seconds while orders wait. Once per tab; later calls only send now.
 */
export function startOrderQueue(send: SendOrder): void {
  const flush = () => {
    // The browser knows it has no network: no point trying.
    if (!navigator.onLine) return;
    if (queuedOrders().some((order) => order.state === 'pending')) void flushOrders(send);
  };
  flush();
  if (stopRunner) return;
  const onVisible = () => {
    if (document.visibilityState === 'visible') flush();
  };
  const timer = window.setInterval(flush, RETRY_MS);
  window.addEventListener('online', flush);
  document.addEventListener('visibilitychange', onVisible);
  stopRunner = () => {
    window.clearInterval(timer);
    window.removeEventListener('online', flush);
    document.removeEventListener('visibilitychange', onVisible);
    stopRunner = undefined;
  };
}

/** For tests: stops the runner started by `startOrderQueue`. */
export function stopOrderQueue(): void {
  stopRunner?.();
}
