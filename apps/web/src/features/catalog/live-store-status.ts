import type { ServerFrame } from '@suuq/shared/live';
import type { AppStore } from '../../lib/store';
import { api } from '../../lib/api';
import { liveSocket } from '../../lib/live-socket';

/**
 * Sets `is_open` on every store object inside `data` (a cached answer: a list, a store, search results...).
 * Stores are recognised by shape (an `id` and an `is_open`), so a new endpoint that returns stores is covered
 * without being listed here. Returns whether anything changed (with `dryRun`, whether anything would).
 */
export function patchStoreStatus(data: unknown, storeId: number, isOpen: boolean, dryRun = false): boolean {
  if (typeof data !== 'object' || data === null) return false;
  const record = data as Record<string, unknown>;
  if (!Array.isArray(data) && 'is_open' in record && record.id === storeId) {
    if (record.is_open === isOpen) return false;
    if (!dryRun) record.is_open = isOpen;
    return true;
  }
  let changed = false;
  for (const value of Object.values(record))
    changed = patchStoreStatus(value, storeId, isOpen, dryRun) || changed;
  return changed;
}

/** Whether a cached answer holds stores (objects with an `is_open`), anywhere inside it. */
function holdsStores(data: unknown): boolean {
  if (typeof data !== 'object' || data === null) return false;
  if (!Array.isArray(data) && 'is_open' in data) return true;
  return Object.values(data).some(holdsStores);
}

type Refetchable = Record<
  string,
  { initiate(arg: unknown, options: object): Parameters<AppStore['dispatch']>[0] }
>;

/**
 * Keeps every Open/Closed badge current: listens on the `stores` channel and patches the cached answers in place,
 * so nothing is refetched for one badge. The channel is opened asking for the events since the page was asked for
 * (`since`): the watch begins once the page has settled, seconds after its answers were read, and the server may
 * have read the first of them as it rendered the page. Events already reflected are sent too and change nothing:
 * every change to a store's status is an event, in order. After the socket was down, whatever
 * shows stores is refetched once, because events sent meanwhile were missed. Returns the function that stops
 * listening.
 */
export function watchStoreStatus(store: AppStore, since = performance.timeOrigin): () => void {
  const socket = liveSocket();
  let connectedBefore = false;
  const stopStatus = socket.onStatus((status) => {
    if (status !== 'open') return;
    if (connectedBefore) {
      // Endpoints are looked up by name, so any endpoint that caches stores is covered without being listed.
      const endpoints = api.endpoints as unknown as Refetchable;
      for (const entry of Object.values(store.getState()[api.reducerPath].queries)) {
        if (entry?.status !== 'fulfilled' || !holdsStores(entry.data)) continue;
        store.dispatch(
          endpoints[entry.endpointName]!.initiate(entry.originalArgs, {
            subscribe: false,
            forceRefetch: true,
          }),
        );
      }
    }
    connectedBefore = true;
  });
  const listen = (frame: ServerFrame) => {
    if (frame.event !== 'store.status') return;
    const { store_id: storeId, is_open: isOpen } = frame.data;
    const queries = store.getState()[api.reducerPath].queries;
    for (const entry of Object.values(queries)) {
      if (entry?.status !== 'fulfilled' || !patchStoreStatus(entry.data, storeId, isOpen, true)) continue;
      // Endpoints are looked up by name: every endpoint that caches stores is patched the same way.
      store.dispatch(
        api.util.updateQueryData(
          entry.endpointName as never,
          entry.originalArgs as never,
          (draft: unknown) => {
            patchStoreStatus(draft, storeId, isOpen);
          },
        ),
      );
    }
  };
  const stopListening = socket.subscribe('stores', listen, { readSince: since });
  return () => {
    stopStatus();
    stopListening();
  };
}
