import { startTransition, useCallback, useEffect, useState } from 'react';
import type { LatLng } from '@suuq/shared/geo';

/**
 * `unknown` until the browser says whether it may tell; `ask` when a tap on "nearest first" would ask it;
 * `asking` while it answers; `known` with a position; `none` when it cannot or may not.
 */
export type PositionState =
  { status: 'unknown' | 'ask' | 'asking' | 'none' } | { status: 'known'; position: LatLng };

// One answer per visit, shared by every page that sorts stores, so the shopper is asked at most once.
let state: PositionState = { status: 'unknown' };
let started = false;
const listeners = new Set<() => void>();
const set = (next: PositionState) => {
  state = next;
  for (const listener of listeners) listener();
};
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

function locate() {
  set({ status: 'asking' });
  navigator.geolocation.getCurrentPosition(
    ({ coords }) => set({ status: 'known', position: { lat: coords.latitude, lng: coords.longitude } }),
    () => set({ status: 'none' }),
    // A position from the last ten minutes is good enough to rank shops, and answers at once.
    { maximumAge: 600_000, timeout: 15_000 },
  );
}

async function start() {
  if (started) return;
  started = true;
  if (!('geolocation' in navigator)) return set({ status: 'none' });
  try {
    // Asking for the position on page load would pop a permission prompt at a shopper who came to buy bread:
    // only a position the shopper already allowed is used at once; otherwise the list offers to sort by distance.
    const permission = await navigator.permissions.query({ name: 'geolocation' });
    if (permission.state === 'granted') return locate();
    set({ status: permission.state === 'denied' ? 'none' : 'ask' });
  } catch {
    set({ status: 'ask' });
  }
}

/** The shopper's position for sorting stores. Never blocks: stores show by name until a position arrives. */
export function useShopperPosition(): [PositionState, () => void] {
  const [current, setCurrent] = useState(state);
  useEffect(() => {
    // The list sorted again, or its "nearest first" offer shown, is drawn in a transition: in slices the browser
    // can answer a tap between (on the home page this lands while the page is being taken over).
    const update = () => startTransition(() => setCurrent(state));
    const unsubscribe = subscribe(update);
    update();
    void start();
    return () => {
      unsubscribe();
    };
  }, []);
  return [current, useCallback(locate, [])];
}

/** Forgets the answer (tests). */
export function resetShopperPosition() {
  state = { status: 'unknown' };
  started = false;
}
