import { useEffect, useState } from 'react';
import { beep, soundAllowed } from './beep';

/** Seconds between two rings while a new order waits. */
export const RING_EVERY_MS = 4000;

/**
 * Rings in a loop while any of `waiting` (new orders not yet accepted) has not been quieted: at once, then every
 * `RING_EVERY_MS`, until each is accepted (it leaves `waiting`) or someone taps "Quiet" (which quiets those
 * waiting then; a later order rings again). `blocked` is true while it should ring but the browser keeps sound
 * off until a tap: the board then shows how to turn it on.
 */
export function useRinging(
  waiting: readonly string[],
  soundOn: boolean,
): { ringing: boolean; blocked: boolean; quiet: () => void } {
  const [quieted, setQuieted] = useState<readonly string[]>([]);
  const [blocked, setBlocked] = useState(false);
  const loud = waiting.filter((number) => !quieted.includes(number));
  const ringing = soundOn && loud.length > 0;
  const key = loud.join(',');

  useEffect(() => {
    if (!ringing) {
      setBlocked(false);
      return;
    }
    const ring = () => {
      setBlocked(!soundAllowed());
      beep();
    };
    ring();
    const timer = setInterval(ring, RING_EVERY_MS);
    return () => clearInterval(timer);
  }, [ringing, key]);

  return { ringing, blocked: ringing && blocked, quiet: () => setQuieted([...quieted, ...waiting]) };
}
