import { useSyncExternalStore } from 'react';
import { useDispatch, useSelector, useStore } from 'react-redux';
import type { AppDispatch, AppStore, RootState } from './store';

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();
export const useAppStore = useStore.withTypes<AppStore>();

const unchanging = () => () => {};

/**
 * False on the server and while the app takes over a page the server rendered, true from the render after: what
 * only this phone holds (its cart, an order's key) is shown a moment after the page is taken over, so the page
 * React takes over is the very one the server sent. Here, in the entry, rather than in a file of its own: the
 * pages that use it are separate chunks, and a file shared by two of them would be one more request.
 */
export const useInBrowser = (): boolean =>
  useSyncExternalStore(
    unchanging,
    () => true,
    () => false,
  );
