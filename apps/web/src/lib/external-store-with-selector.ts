/**
 * `useSyncExternalStoreWithSelector`, as React's `use-sync-external-store/with-selector` package has it (MIT,
 * Copyright (c) Meta Platforms, Inc. and affiliates), written as a module. React Redux and RTK Query's hooks import it
 * from that package, which is CommonJS and asks Node for `react` itself: in the tests and the build-time render it
 * would bring React's own hooks next to the renderer the app runs on (docs/decisions/051-react-on-preact.md). As a
 * module, its `react` import is the app's, wherever it runs. The build, the tests and the page renderer point the
 * package's name here (`REACT_ON_PREACT` in vite.config.ts).
 */
import { useDebugValue, useEffect, useMemo, useRef, useSyncExternalStore } from 'react';

interface Memo<Selection> {
  hasValue: boolean;
  value: Selection | null;
}

/** A store's snapshot, read through `selector`: the component renders again only when the selection changes. */
export function useSyncExternalStoreWithSelector<Snapshot, Selection>(
  subscribe: (onStoreChange: () => void) => () => void,
  getSnapshot: () => Snapshot,
  getServerSnapshot: undefined | null | (() => Snapshot),
  selector: (snapshot: Snapshot) => Selection,
  isEqual?: (a: Selection, b: Selection) => boolean,
): Selection {
  const memo = useRef<Memo<Selection> | null>(null);
  if (memo.current === null) memo.current = { hasValue: false, value: null };
  const inst = memo.current;
  const [getSelection, getServerSelection] = useMemo(() => {
    let hasMemo = false;
    let memoizedSnapshot: Snapshot;
    let memoizedSelection: Selection;
    const memoizedSelector = (nextSnapshot: Snapshot): Selection => {
      if (!hasMemo) {
        hasMemo = true;
        memoizedSnapshot = nextSnapshot;
        const nextSelection = selector(nextSnapshot);
        if (isEqual !== undefined && inst.hasValue && isEqual(inst.value as Selection, nextSelection))
          return (memoizedSelection = inst.value as Selection);
        return (memoizedSelection = nextSelection);
      }
      const currentSelection = memoizedSelection;
      if (Object.is(memoizedSnapshot, nextSnapshot)) return currentSelection;
      const nextSelection = selector(nextSnapshot);
      if (isEqual !== undefined && isEqual(currentSelection, nextSelection)) {
        memoizedSnapshot = nextSnapshot;
        return currentSelection;
      }
      memoizedSnapshot = nextSnapshot;
      return (memoizedSelection = nextSelection);
    };
    const server = getServerSnapshot ?? null;
    return [
      () => memoizedSelector(getSnapshot()),
      server === null ? undefined : () => memoizedSelector(server()),
    ] as const;
  }, [getSnapshot, getServerSnapshot, selector, isEqual, inst]);
  const value = useSyncExternalStore(subscribe, getSelection, getServerSelection);
  useEffect(() => {
    inst.hasValue = true;
    inst.value = value;
  }, [inst, value]);
  useDebugValue(value);
  return value;
}
