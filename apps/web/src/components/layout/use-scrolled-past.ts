import { useCallback, useSyncExternalStore } from 'react';

function subscribeToScroll(onScroll: () => void) {
  // Passive: the listener never cancels scrolling, so the browser need not wait for it on slow phones.
  window.addEventListener('scroll', onScroll, { passive: true });
  return () => window.removeEventListener('scroll', onScroll);
}

/** Whether the page is scrolled further than `threshold` pixels; re-renders only when that answer flips. */
export function useScrolledPast(threshold: number): boolean {
  const getSnapshot = useCallback(() => window.scrollY > threshold, [threshold]);
  return useSyncExternalStore(subscribeToScroll, getSnapshot, () => false);
}
