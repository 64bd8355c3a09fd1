import { useEffect, useRef, useState } from 'react';
import type { BookingStatus, CaptainPosition } from '@suuq/shared/captain';
import type { LiveStatus } from '../../lib/live-socket';
import { useLiveChannel } from '../../lib/use-live-channel';

export interface BookingLive {
  /** The socket's state: the page shows a banner while it is down after having been up. */
  status: LiveStatus;
  /** True once the socket dropped and has not come back yet. */
  lost: boolean;
  /** The captain's last position heard on the channel (newer than the booking's, until the next re-read). */
  position: CaptainPosition | undefined;
}

/**
 * Follows `booking.{id}` with the customer's token (the server checks that the booking is theirs), through the
 * shared live channel. A status that differs from the one shown re-reads the booking; a position only moves the
 * captain. Once the channel is confirmed, and after every reconnect, the booking is re-read, since events may have
 * been missed meanwhile; so it is when the tab is seen again.
 */
export function useBookingLive(
  id: number | undefined,
  token: string | undefined,
  shown: BookingStatus | undefined,
  reread: () => void,
): BookingLive {
  const channel = id !== undefined && token ? `booking.${id}` : undefined;
  const [position, setPosition] = useState<CaptainPosition | undefined>();
  const [openedOn, setOpenedOn] = useState<string | undefined>();
  const latest = useRef({ shown, reread });
  useEffect(() => {
    latest.current = { shown, reread };
  }, [shown, reread]);

  const status = useLiveChannel(channel, token, (frame) => {
    if (frame.event === 'subscribed') {
      // The booking is read again each time the channel is confirmed: the first time, a step taken between the first
      // read and the subscription (the socket may still have been connecting) would otherwise wait for the safety
      // poll; every later time comes after a reconnect, when events may have been missed.
      latest.current.reread();
      return;
    }
    if (frame.event !== 'booking.status' || frame.data.booking_id !== id) return;
    if (frame.data.captain_position) setPosition(frame.data.captain_position);
    if (frame.data.status !== latest.current.shown) latest.current.reread();
  });

  // The banner shows once the channel has been open and dropped, until it opens again.
  useEffect(() => {
    if (status === 'open' && channel !== undefined) setOpenedOn(channel);
  }, [status, channel]);

  useEffect(() => {
    if (channel === undefined) return;
    const onVisible = () => {
      if (document.visibilityState === 'visible') latest.current.reread();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, [channel]);

  const lost = channel !== undefined && openedOn === channel && status !== 'open';
  return { status, lost, position };
}
