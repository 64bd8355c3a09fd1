import { useEffect } from 'react';

/**
 * Keeps the screen on while `on` and the board is open (the Screen Wake Lock API), taking the lock again when the
 * tab comes back (the browser lets it go whenever the page is hidden). Where the API is missing, nothing happens.
 */
export function useWakeLock(on: boolean): void {
  useEffect(() => {
    const wakeLock = (navigator as Navigator & { wakeLock?: WakeLock }).wakeLock;
    if (!on || !wakeLock) return;
    let sentinel: WakeLockSentinel | undefined;
    let done = false;
    const take = () => {
      if (done || document.visibilityState !== 'visible') return;
      wakeLock.request('screen').then(
        (taken) => {
          if (done) void taken.release();
          else sentinel = taken;
        },
        () => {
          // Refused (battery saver, no permission): the board works, the screen may sleep.
        },
      );
    };
    take();
    document.addEventListener('visibilitychange', take);
    return () => {
      done = true;
      document.removeEventListener('visibilitychange', take);
      void sentinel?.release();
    };
  }, [on]);
}
