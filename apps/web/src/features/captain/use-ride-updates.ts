import { useEffect, useRef } from 'react';
import { sendPosition } from './captain-api';
import { worthRecording, type PathPoint } from './position-queue';
import type { Position } from './use-position';

/**
 * Tells the customer where the captain is while the trip is open (on the way, waiting, driving): a reading at most
 * every 10 s or 50 m, as the path is kept. Only the latest matters, so nothing is queued: a reading that fails to
 * go is simply followed by the next one.
 */
export function useRideUpdates(bookingId: number | undefined, position: Position | undefined): void {
  const last = useRef<PathPoint | undefined>(undefined);
  useEffect(() => {
    last.current = undefined;
  }, [bookingId]);
  useEffect(() => {
    if (bookingId === undefined || !position?.located) return;
    const point = { lat: position.lat, lng: position.lng, at: position.at };
    if (!worthRecording(last.current, point)) return;
    last.current = point;
    void sendPosition(bookingId, point);
  }, [bookingId, position]);
}
