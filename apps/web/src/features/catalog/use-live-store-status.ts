import { useCallback } from 'react';
import { useWhenSettled } from '../../lib/use-when-settled';
import { useAppStore } from '../../lib/store-hooks';
import type * as LiveStoreStatus from './live-store-status';

const loadLiveStoreStatus = () => import('./live-store-status');

/**
 * Starts the live Open/Closed updates once the page has settled (`whenSettled`: a few seconds after the load event,
 * at an idle moment): the socket client is downloaded then, never with the page itself, and the page works the same
 * without it. The page the shopper opened shows the hours the server answered a moment ago; what changed since is
 * sent again when the channel opens (`watchStoreStatus`).
 */
export function useLiveStoreStatus() {
  const store = useAppStore();
  const begin = useCallback((module: typeof LiveStoreStatus) => module.watchStoreStatus(store), [store]);
  useWhenSettled(loadLiveStoreStatus, begin, 'Live updates are off:');
}
