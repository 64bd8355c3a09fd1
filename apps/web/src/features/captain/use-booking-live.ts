import { useEffect, useRef, useState } from 'react';
import type { BookingStatus } from '@suuq/shared/captain';
import type { LiveStatus } from '../../lib/live-socket';

/**
 * Follows the trip on its private channel `booking.{id}` (the subscribe frame carries the captain's token, which
 * the server checks, so it subscribes again with each new token). `onChange` runs on every status the server
 * pushes, and after every subscription: a socket that was away may have missed one, so the trip is read again. Answers the socket's status, for the reconnect banner.
 */
export function useBookingLive(
  bookingId: number | undefined,
  token: string,
  onChange: (status?: BookingStatus) => void,
): LiveStatus {
  const [status, setStatus] = useState<LiveStatus>('idle');
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  }, [onChange]);

  useEffect(() => {
    if (bookingId === undefined) {
      setStatus('idle');
      return;
    }
    let active = true;
    let stop: (() => void) | undefined;
    import('../../lib/live-socket').then(
      ({ liveSocket }) => {
        if (!active) return;
        const socket = liveSocket();
        setStatus(socket.status());
        const stopStatus = socket.onStatus(setStatus);
        const unsubscribe = socket.subscribe(
          `booking.${bookingId}`,
          (frame) => {
            if (frame.event === 'booking.status') onChangeRef.current(frame.data.status);
            // Every subscription reads the trip again: the first closes the gap between the first read and the
            // subscription (a cancel in between), later ones cover a socket that was away.
            if (frame.event === 'subscribed') onChangeRef.current();
          },
          { token },
        );
        stop = () => {
          stopStatus();
          unsubscribe();
        };
      },
      (error: unknown) => console.error('Live trip updates are not available:', error),
    );
    return () => {
      active = false;
      stop?.();
    };
  }, [bookingId, token]);

  return status;
}
