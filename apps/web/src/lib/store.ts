import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { api } from './api';

/**
 * Slices that features inject with `rootReducer.inject`, so their code ships in the feature's chunk. Each feature
 * adds itself here by declaration merging (`interface LazyLoadedSlices extends WithSlice<typeof slice> {}`).
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface LazyLoadedSlices {}

export const rootReducer = combineSlices(api).withLazyLoadedSlices<LazyLoadedSlices>();

export type RootState = ReturnType<typeof rootReducer>;

/** A fresh store; tests pass their own preloaded state. */
export function makeStore(preloadedState?: Partial<RootState>) {
  const store = configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefault) => getDefault().concat(api.middleware),
  });
  // Lets queries refetch when a dropped mobile connection comes back (see `refetchOnReconnect` in lib/api).
  setupListeners(store.dispatch);
  return store;
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];

let started: AppStore | undefined;
/** Names the store the app runs on in this browser (main.tsx, once it has made it). */
export function startedWith(store: AppStore): void {
  started = store;
}
/**
 * The store the app runs on in this browser, once main.tsx has made it; none on the server. For the work a page's
 * files start as they arrive, before the page is drawn (the cart's delivery options, features/cart/cart-delivery-fee).
 */
export const startedStore = (): AppStore | undefined => started;
