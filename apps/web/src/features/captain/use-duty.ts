import { useCallback, useState } from 'react';

const DUTY_KEY = 'suuq.captain.duty';

function read(userId: number): boolean {
  try {
    return localStorage.getItem(DUTY_KEY) === String(userId);
  } catch {
    return false;
  }
}

/**
 * Whether the captain is on duty, kept on this phone (a reload keeps it). The server has no duty switch: being on
 * duty means the phone reads the position and looks for trips, and off duty it does neither.
 */
export function useDuty(userId: number): [boolean, (next: boolean) => void] {
  const [onDuty, setOnDuty] = useState(() => read(userId));
  const set = useCallback(
    (next: boolean) => {
      setOnDuty(next);
      try {
        if (next) localStorage.setItem(DUTY_KEY, String(userId));
        else localStorage.removeItem(DUTY_KEY);
      } catch {
        // Private mode: duty lasts until the page closes.
      }
    },
    [userId],
  );
  return [onDuty, set];
}
