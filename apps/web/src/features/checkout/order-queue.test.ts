import { afterEach, describe, expect, it, vi } from 'vitest';
import { cartLine, nasiib } from '../../test/cart-fixtures';
import type * as OrderQueue from './order-queue';
import type { LockManagerLike, QueuedOrder, SendOrder, SendOutcome } from './order-queue';

type QueueModule = typeof OrderQueue;

/** One browser tab: its own copy of the queue module (its own "already sending" state), sharing localStorage. */
async function openTab(): Promise<QueueModule> {
  vi.resetModules();
  return import('./order-queue');
}

/** Web Locks as the browser gives them to every tab of an origin: one holder per name, the others wait in turn. */
function sharedLocks(): LockManagerLike {
  const tails = new Map<string, Promise<unknown>>();
  return {
    request<T>(name: string, callback: () => Promise<T>): Promise<T> {
      const run = (tails.get(name) ?? Promise.resolve()).then(callback, callback);
      tails.set(
        name,
        run.catch(() => undefined),
      );
      return run;
    },
  };
}

const body = {
  branch_id: 11,
  delivery_method: 'delivery' as const,
  payment_method: 'cash' as const,
  customer: { name: 'Hodan Ali', phone: '061 234 5678' },
  address: { line: 'Hodan', lat: nasiib.lat, lng: nasiib.lng },
  items: [{ product_id: 17, variant_id: null, option_ids: [], addon_ids: [], quantity: 1 }],
};

function anEntry(key: string): Omit<QueuedOrder, 'state' | 'queuedAt'> {
  return { key, storeId: 1, body, cart: { items: [cartLine()], store: nasiib } };
}

/** A server that places each key once (as the real one does) and counts what reached it. */
function fakeServer({ delay = 0 }: { delay?: number } = {}) {
  const requests: string[] = [];
  const orders = new Map<string, string>();
  const send: SendOrder = async (order) => {
    requests.push(order.key);
    await new Promise((resolve) => setTimeout(resolve, delay));
    if (!orders.has(order.key)) orders.set(order.key, `ORDER-${orders.size + 1}`);
    return { kind: 'placed', orderNumber: orders.get(order.key)! };
  };
  return { send, requests, orders };
}

afterEach(async () => {
  (await import('./order-queue')).stopOrderQueue();
  vi.resetModules();
});

describe('order queue', () => {
  it('keeps an order with its key, once per key, oldest first', async () => {
    const queue = await openTab();
    queue.enqueueOrder(anEntry('a'));
    queue.enqueueOrder({ ...anEntry('a'), storeId: 99 });
    queue.enqueueOrder(anEntry('b'));
    const orders = queue.queuedOrders();
    expect(orders.map((order) => [order.key, order.storeId, order.state])).toEqual([
      ['a', 1, 'pending'],
      ['b', 1, 'pending'],
    ]);
    expect(orders[0]!.body).toEqual(body);
  });

  it('survives a reload: a fresh start finds the order and sends it with the same key', async () => {
    (await openTab()).enqueueOrder(anEntry('kept-key'));

    const afterReload = await openTab();
    expect(afterReload.queuedOrders().map((order) => order.key)).toEqual(['kept-key']);
    const server = fakeServer();
    await afterReload.flushOrders(server.send, sharedLocks());
    expect(server.requests).toEqual(['kept-key']);
    expect(afterReload.queuedOrders()).toMatchObject([
      { key: 'kept-key', state: 'placed', orderNumber: 'ORDER-1' },
    ]);
  });

  it('sends an order exactly once when two tabs flush at the same time', async () => {
    const first = await openTab();
    first.enqueueOrder(anEntry('one-order'));
    const second = await openTab();
    const locks = sharedLocks();
    const server = fakeServer({ delay: 20 });

    await Promise.all([
      first.flushOrders(server.send, locks),
      second.flushOrders(server.send, locks),
      // A second flush in the same tab joins the one under way.
      first.flushOrders(server.send, locks),
    ]);
    expect(server.requests).toEqual(['one-order']);
    expect(second.queuedOrders()).toMatchObject([{ key: 'one-order', state: 'placed' }]);
  });

  it('without Web Locks (old browsers) both tabs may send it, with the same key: the server makes one order', async () => {
    const first = await openTab();
    first.enqueueOrder(anEntry('one-order'));
    const second = await openTab();
    const noLocks: LockManagerLike = { request: (_, callback) => callback() };
    const server = fakeServer({ delay: 20 });
    await Promise.all([first.flushOrders(server.send, noLocks), second.flushOrders(server.send, noLocks)]);
    expect(server.requests).toEqual(['one-order', 'one-order']);
    expect(server.orders.size).toBe(1);
  });

  it('keeps what a tab settled while another waited for the lock', async () => {
    const first = await openTab();
    first.enqueueOrder(anEntry('x'));
    first.enqueueOrder(anEntry('y'));
    const second = await openTab();
    const locks = sharedLocks();
    const server = fakeServer({ delay: 5 });
    await Promise.all([first.flushOrders(server.send, locks), second.flushOrders(server.send, locks)]);
    expect(server.requests).toEqual(['x', 'y']);
    expect(first.queuedOrders().map((order) => order.state)).toEqual(['placed', 'placed']);
  });

  it.each<[string, SendOutcome | Error]>([
    ['no answer (retry)', { kind: 'retry' }],
    ['a failure to send', new Error('offline')],
  ])('on %s keeps the order pending and leaves the rest for the next try', async (_, outcome) => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const queue = await openTab();
    queue.enqueueOrder(anEntry('first'));
    queue.enqueueOrder(anEntry('second'));
    const sent: string[] = [];
    await queue.flushOrders(async (order) => {
      sent.push(order.key);
      if (outcome instanceof Error) throw outcome;
      return outcome;
    }, sharedLocks());
    expect(sent).toEqual(['first']);
    expect(queue.queuedOrders().map((order) => order.state)).toEqual(['pending', 'pending']);

    // Next try, with the network back: both go, the first one first, each with its own key.
    const server = fakeServer();
    await queue.flushOrders(server.send, sharedLocks());
    expect(server.requests).toEqual(['first', 'second']);
  });

  it('records a refusal with the server’s reason and never sends that order again', async () => {
    const queue = await openTab();
    queue.enqueueOrder(anEntry('refused'));
    const send = vi.fn<SendOrder>(async () => ({
      kind: 'refused',
      message: 'Select minimum order amount to proceed! USD 5.00',
      shortfalls: [],
      fields: ['minimum'],
    }));
    await queue.flushOrders(send, sharedLocks());
    await queue.flushOrders(send, sharedLocks());
    expect(send).toHaveBeenCalledTimes(1);
    expect(queue.queuedOrders()).toMatchObject([
      { key: 'refused', state: 'refused', message: 'Select minimum order amount to proceed! USD 5.00' },
    ]);
    queue.dismissOrder('refused');
    expect(queue.queuedOrders()).toEqual([]);
  });

  it('does not send a placed order again', async () => {
    const queue = await openTab();
    queue.enqueueOrder(anEntry('done'));
    const server = fakeServer();
    await queue.flushOrders(server.send, sharedLocks());
    await queue.flushOrders(server.send, sharedLocks());
    expect(server.requests).toEqual(['done']);
  });

  it('reads an unreadable queue as empty', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    localStorage.setItem('suuq.orderQueue', '{not json');
    expect((await openTab()).queuedOrders()).toEqual([]);
    localStorage.setItem(
      'suuq.orderQueue',
      JSON.stringify([{ key: 1 }, { ...anEntry('ok'), state: 'pending' }]),
    );
    expect((await openTab()).queuedOrders().map((order) => order.key)).toEqual(['ok']);
  });

  it('sends when the network returns, not while the browser knows it is offline', async () => {
    const queue = await openTab();
    queue.enqueueOrder(anEntry('waiting'));
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const server = fakeServer();
    queue.startOrderQueue(server.send);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(server.requests).toEqual([]);

    online.mockReturnValue(true);
    window.dispatchEvent(new Event('online'));
    await vi.waitFor(() => expect(queue.queuedOrders()).toMatchObject([{ state: 'placed' }]), {
      timeout: 20_000,
    });
    expect(server.requests).toEqual(['waiting']);
  });

  it('tells listeners when the queue changes', async () => {
    const queue = await openTab();
    const onChange = vi.fn();
    const stop = queue.subscribeToQueue(onChange);
    queue.enqueueOrder(anEntry('a'));
    expect(onChange).toHaveBeenCalledTimes(1);
    stop();
    queue.dismissOrder('a');
    expect(onChange).toHaveBeenCalledTimes(1);
  });
});
