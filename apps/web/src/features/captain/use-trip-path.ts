import { useCallback, useEffect, useMemo, useState } from 'react';
import { sendPath } from './captain-api';
import { createPositionQueue, type PositionQueue } from './position-queue';
import type { Position } from './use-position';

/** How often points left behind by a failed send are tried again while the phone says it is online. */
export const PATH_RETRY_MS = 15_000;

function storage(): Storage | undefined {
  try {
    return localStorage;
  } catch {
    return undefined;
  }
}

/**
 * Records the path while the trip is on its way (`driving`): each reading worth keeping (10 s or 50 m after the last)
 * joins the trip's queue, which is sent at once, or when the network returns. Answers how many points wait and a
 * `flush` to call before ending the ride, so the fare is measured along the whole path.
 */
export function useTripPath(bookingId: number | undefined, driving: boolean, position: Position | undefined) {
  const queue = useMemo<PositionQueue | undefined>(
    () => (bookingId === undefined ? undefined : createPositionQueue(bookingId, storage())),
    [bookingId],
  );
  const [waiting, setWaiting] = useState(0);

  const flush = useCallback(async () => {
    if (!queue || bookingId === undefined) return true;
    const done = await queue.flush((points) => sendPath(bookingId, points));
    setWaiting(queue.pending().length);
    return done;
  }, [queue, bookingId]);

  useEffect(() => {
    if (!queue || !driving || !position?.located) return;
    if (queue.add({ lat: position.lat, lng: position.lng, at: position.at })) {
      setWaiting(queue.pending().length);
      void flush();
    }
  }, [queue, driving, position, flush]);

  useEffect(() => {
    if (!queue) return;
    const retry = () => {
      if (queue.pending().length > 0) void flush();
    };
    // Points kept before a reload or while offline go as soon as the trip shows again.
    retry();
    window.addEventListener('online', retry);
    const timer = setInterval(() => {
      if (navigator.onLine) retry();
    }, PATH_RETRY_MS);
    return () => {
      window.removeEventListener('online', retry);
      clearInterval(timer);
    };
  }, [queue, flush]);

  return { waiting, flush, clear: useCallback(() => queue?.clear(), [queue]) };
}
