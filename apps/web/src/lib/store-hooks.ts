import { startTransition, useEffect, useState, useSyncExternalStore } from 'react';
import { useDispatch, useSelector, useStore } from 'react-redux';
import type { AppDispatch, AppStore, RootState } from './store';

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();
export const useAppStore = useStore.withTypes<AppStore>();

const unchanging = () => () => {};

/**
 * False on the server and while the app takes over a page the server rendered, true from the render after: what
 * only this phone holds (its cart, an order's key) is shown a moment after the page is taken over, so the page
 * React takes over is the very one the server sent. That moment's render is a transition, drawn in slices with the
 * browser free to paint and answer a tap in between (the cart page's lines, drawn at once, were one long task on a
 * cheap phone). Here, in the entry, rather than in a file of its own: the pages that use it are separate chunks,
 * and a file shared by two of them would be one more request.
 */
export function useInBrowser(): boolean {
  // True only while React takes over what the server sent.
  const takingOver = useSyncExternalStore(
    unchanging,
    () => false,
    () => true,
  );
  const [inBrowser, setInBrowser] = useState(!takingOver);
  useEffect(() => {
    if (!inBrowser) startTransition(() => setInBrowser(true));
  }, [inBrowser]);
  return inBrowser;
}
