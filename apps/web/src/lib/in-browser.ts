import { useSyncExternalStore } from 'react';

const unchanging = () => () => {};

/**
 * False on the server and while the app takes over a page the server rendered, true from the render after: what
 * only this phone knows (its cart, an order's key) is shown a moment after the page is taken over, so the page
 * React takes over is the very one the server sent.
 */
export const useInBrowser = (): boolean =>
  useSyncExternalStore(
    unchanging,
    () => true,
    () => false,
  );
