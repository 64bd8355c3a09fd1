import { useCallback, useSyncExternalStore } from 'react';

/**
 * How far the page is scrolled, as the last scroll event found it. Reading `window.scrollY` makes the browser lay the
 * page out first whenever anything changed since its last layout, and React reads a store's snapshot again after
 * rendering, to check that nothing changed under it: a snapshot that read `scrollY` laid the page out in the middle of
 * every update of every page with the header (on checkout, about 35 ms of the main thread at full speed while its
 * answers arrive). The position is read once when the header starts following it, then once per scroll.
 */
let scrolledY = 0;
const listeners = new Set<() => void>();

function onScroll() {
  scrolledY = window.scrollY;
  for (const listener of listeners) listener();
}

function subscribeToScroll(onChange: () => void) {
  listeners.add(onChange);
  if (listeners.size === 1) {
    // Passive: the listener never cancels scrolling, so the browser need not wait for it on slow phones.
    window.addEventListener('scroll', onScroll, { passive: true });
    // Scrolls while nobody followed them were not heard. The renderer read the snapshot before subscribing: a page
    // scrolled meanwhile (before the app took it over, say) is told to its first follower at once.
    const before = scrolledY;
    scrolledY = window.scrollY;
    if (scrolledY !== before) onChange();
  }
  return () => {
    listeners.delete(onChange);
    if (listeners.size === 0) window.removeEventListener('scroll', onScroll);
  };
}

/** Whether the page is scrolled further than `threshold` pixels; re-renders only when that answer flips. */
export function useScrolledPast(threshold: number): boolean {
  const getSnapshot = useCallback(() => scrolledY > threshold, [threshold]);
  return useSyncExternalStore(subscribeToScroll, getSnapshot, () => false);
}
