import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { api } from '../lib/api';

// Feature slices (the cart first) join later with `rootReducer.inject`, so they ship in their own chunks.
export const rootReducer = combineSlices(api);

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
