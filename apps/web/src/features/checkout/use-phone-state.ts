import { useState } from 'react';
import { useInBrowser } from '../../lib/store-hooks';

/**
 * State that starts from what this phone keeps (`read`: the details of its last order, its last delivery point).
 * Read at once where the app draws the page itself. Where it takes over the page the server drew (which knows nothing
 * of this phone), it is `before` at first, so that the page taken over is the very one sent, and read the render
 * after, merged into what the shopper has done meanwhile (`merge`: what they typed before the app had started wins).
 * Returns the state, its setter, and what was read once it has been (undefined until then).
 */
export function usePhoneState<T>(read: () => T, before: T, merge: (found: T, current: T) => T) {
  const inBrowser = useInBrowser();
  const [found, setFound] = useState<{ value: T } | undefined>(() =>
    inBrowser ? { value: read() } : undefined,
  );
  const [value, setValue] = useState<T>(() => (found ? found.value : before));
  // Set while rendering, the render the page becomes the app's (React's pattern for state that follows other state).
  if (inBrowser && !found) {
    const kept = read();
    setFound({ value: kept });
    setValue((current) => merge(kept, current));
  }
  return [value, setValue, found?.value] as const;
}
