import type { Store } from '@suuq/shared/catalog';

/** Navigation state of the store pages: the spec passes the store along so the page can show it at once. */
export interface StoreNavigationState {
  store: Store;
}

/** The store from navigation state, if the state holds one (a reload or a typed URL has none). */
export function storeFromState(state: unknown): Store | undefined {
  if (typeof state !== 'object' || state === null || !('store' in state)) return undefined;
  const { store } = state as { store: unknown };
  if (typeof store !== 'object' || store === null) return undefined;
  return typeof (store as { name?: unknown }).name === 'string' ? (store as Store) : undefined;
}
