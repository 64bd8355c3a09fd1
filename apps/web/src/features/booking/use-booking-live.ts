import { useEffect, useRef, useState } from 'react';
import type { BookingStatus, CaptainPosition } from '@suuq/shared/captain';
import type { LiveStatus } from '../../lib/live-socket';

export interface BookingLive {
  /** The socket's state: the page shows a banner while it is down after having been up. */
  status: LiveStatus;
  /** True once the socket dropped and has not come back yet. */
  lost: boolean;
  /** The captain's last position heard on the channel (newer than the booking's, until the next re-read). */
  position: CaptainPosition | undefined;
}

/**
 * Follows `booking.{id}` with the customer's token (the server checks that the booking is theirs). A status that
 * differs from the one shown re-reads the booking; a position only moves the captain. After every reconnect the
 * booking is re-read, since events may have been missed meanwhile; so it is when the tab is seen again.
 */
export function useBookingLive(
  id: number | undefined,
  token: string | undefined,
  shown: BookingStatus | undefined,
  reread: () => void,
): BookingLive {
  const [status, setStatus] = useState<LiveStatus>('idle');
  const [lost, setLost] = useState(false);
  const [position, setPosition] = useState<CaptainPosition | undefined>();
  const latest = useRef({ shown, reread });
  useEffect(() => {
    latest.current = { shown, reread };
  }, [shown, reread]);

  useEffect(() => {
    if (id === undefined || !token) return;
    let active = true;
    let stop: (() => void) | undefined;
    let subscriptions = 0;
    let wasOpen = false;
    import('../../lib/live-socket').then(
      ({ liveSocket }) => {
        if (!active) return;
        const socket = liveSocket();
        const onStatus = (next: LiveStatus) => {
          setStatus(next);
          if (next === 'open') wasOpen = true;
          setLost(wasOpen && next !== 'open');
        };
        onStatus(socket.status());
        const stopStatus = socket.onStatus(onStatus);
        const unsubscribe = socket.subscribe(
          `booking.${id}`,
          (frame) => {
            if (frame.event === 'subscribed') {
              if (subscriptions++ > 0) latest.current.reread();
              return;
            }
            if (frame.event !== 'booking.status' || frame.data.booking_id !== id) return;
            if (frame.data.captain_position) setPosition(frame.data.captain_position);
            if (frame.data.status !== latest.current.shown) latest.current.reread();
          },
          { token },
        );
        stop = () => {
          stopStatus();
          unsubscribe();
        };
      },
      (error: unknown) => console.error('Live booking updates are not available:', error),
    );
    const onVisible = () => {
      if (document.visibilityState === 'visible') latest.current.reread();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      active = false;
      stop?.();
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [id, token]);

  return { status, lost, position };
}
