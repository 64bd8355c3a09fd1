import type { ServerFrame } from '@suuq/shared/live';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeStore as makeAppStore } from '../../lib/store';
import type { LiveStatus } from '../../lib/live-socket';
import { mockApi } from '../../test/render';
import { catalogApi } from './catalog-api';
import { patchStoreStatus, watchStoreStatus } from './live-store-status';
import { makeStore, makeStoreDetail } from '../../test/catalog-fixtures';

const socket = vi.hoisted(() => {
  const listeners = new Map<string, (frame: ServerFrame) => void>();
  const statusListeners = new Set<(status: LiveStatus) => void>();
  return {
    listeners,
    statusListeners,
    subscribe: vi.fn((channel: string, listener: (frame: ServerFrame) => void) => {
      listeners.set(channel, listener);
      return () => listeners.delete(channel);
    }),
    onStatus: vi.fn((listener: (status: LiveStatus) => void) => {
      statusListeners.add(listener);
      return () => statusListeners.delete(listener);
    }),
  };
});
vi.mock('../../lib/live-socket', () => ({ liveSocket: () => socket }));

const frame = (storeId: number, isOpen: boolean): ServerFrame => ({
  event: 'store.status',
  channel: 'stores',
  data: { store_id: storeId, is_open: isOpen },
});

afterEach(() => {
  socket.listeners.clear();
  socket.statusListeners.clear();
});

describe('patchStoreStatus', () => {
  it('finds stores anywhere in an answer by their id and is_open', () => {
    const answer = {
      stores: [makeStore({ id: 1 }), makeStore({ id: 2 })],
      products: [{ id: 2, store_id: 2, name: 'Rice' }],
      nested: { list: [{ store: makeStore({ id: 2 }) }] },
    };
    expect(patchStoreStatus(answer, 2, false, true)).toBe(true);
    expect(answer.stores[1]?.is_open).toBe(true);
    expect(patchStoreStatus(answer, 2, false)).toBe(true);
    expect(answer.stores.map((store) => store.is_open)).toEqual([true, false]);
    expect(answer.nested.list[0]?.store.is_open).toBe(false);
    expect(answer.products[0]).toEqual({ id: 2, store_id: 2, name: 'Rice' });
    expect(patchStoreStatus(answer, 2, false)).toBe(false);
  });
});

describe('watchStoreStatus', () => {
  it('updates every cached store when a store opens or closes, without refetching', async () => {
    const { calls } = mockApi({
      'POST /api/stores': () => ({ data: [makeStore({ id: 1 }), makeStore({ id: 2, name: 'Xamar Gas' })] }),
    });
    const store = makeAppStore();
    await store.dispatch(catalogApi.endpoints.getStores.initiate({ lang: 'en' }));
    const stop = watchStoreStatus(store, 1_234);
    expect(socket.subscribe).toHaveBeenCalledWith('stores', expect.any(Function), { readSince: 1_234 });

    socket.listeners.get('stores')?.(frame(2, false));
    const cached = catalogApi.endpoints.getStores.select({ lang: 'en' })(store.getState() as never).data;
    expect(cached?.map((entry) => entry.is_open)).toEqual([true, false]);
    expect(calls).toHaveLength(1);

    stop();
    expect(socket.listeners.size).toBe(0);
  });

  it('refetches the stores after the socket came back, since events were missed meanwhile', async () => {
    let open = true;
    const { calls } = mockApi({
      'POST /api/stores': () => ({ data: [makeStore({ id: 1, is_open: open })] }),
      'GET /api/stores/hodan-market': () => ({ data: makeStoreDetail({ id: 1 }) }),
    });
    const store = makeAppStore();
    const subscription = store.dispatch(catalogApi.endpoints.getStores.initiate({ lang: 'en' }));
    await subscription;
    watchStoreStatus(store);
    for (const listener of socket.statusListeners) listener('open');
    expect(calls).toHaveLength(1);

    open = false;
    for (const listener of socket.statusListeners) listener('waiting');
    for (const listener of socket.statusListeners) listener('open');
    await vi.waitFor(() => expect(calls).toHaveLength(2), { timeout: 20_000 });
    await vi.waitFor(
      () =>
        expect(
          catalogApi.endpoints.getStores.select({ lang: 'en' })(store.getState() as never).data?.[0]?.is_open,
        ).toBe(false),
      { timeout: 20_000 },
    );
    subscription.unsubscribe();
  });

  it('opens the channel asking for the events since the page was asked for', () => {
    const store = makeAppStore();
    watchStoreStatus(store);
    expect(socket.subscribe).toHaveBeenLastCalledWith('stores', expect.any(Function), {
      readSince: performance.timeOrigin,
    });
  });
});
