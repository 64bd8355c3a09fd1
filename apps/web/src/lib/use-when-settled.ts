import { useEffect } from 'react';
import { whenSettled } from './settled';

/**
 * While the calling component is mounted, once the page has settled (`whenSettled`): loads a module (`load`, a
 * dynamic import, so its file is fetched then and not with the page) and starts it (`begin`, which returns what stops
 * it). Unmounted before the module is in, nothing starts; unmounted after, it is stopped. A module that cannot be
 * loaded is logged with `failure`: the page works without what waits. `load` and `begin` are the effect's
 * dependencies: keep them stable (module-level, or memoized).
 */
export function useWhenSettled<M>(
  load: () => Promise<M>,
  begin: (module: M) => () => void,
  failure: string,
): void {
  useEffect(() => {
    let stop: (() => void) | undefined;
    let cancelled = false;
    const cancel = whenSettled(
      () =>
        void load().then(
          (module) => {
            if (!cancelled) stop = begin(module);
          },
          (error: unknown) => console.warn(failure, error),
        ),
    );
    return () => {
      cancelled = true;
      cancel();
      stop?.();
    };
  }, [load, begin, failure]);
}
