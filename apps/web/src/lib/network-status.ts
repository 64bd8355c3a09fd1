import { useSyncExternalStore } from 'react';

// Whether the shopper is offline: the browser says so, or the last API call could not reach the server (a phone
// can be "online" on a mast that carries nothing). Part of every page's first download, so kept to this.

let failed = false;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

window.addEventListener('offline', notify);
// Back online: the next call tells whether the server can be reached again.
window.addEventListener('online', () => {
  failed = false;
  notify();
});

/** The network state after an API call: `false` when it never reached the server (or came from the offline cache). */
export function reportNetwork(reached: boolean): void {
  if (failed !== reached) return;
  failed = !reached;
  notify();
}

export const isOffline = (): boolean => failed || !navigator.onLine;

export function subscribeToNetwork(onChange: () => void): () => void {
  listeners.add(onChange);
  return () => listeners.delete(onChange);
}

/** True while offline; components re-render when the network comes and goes. */
export const useOffline = (): boolean => useSyncExternalStore(subscribeToNetwork, isOffline, () => false);
