import type { BookingStatus } from '@suuq/shared/captain';
import type { LiveStatus } from '../../lib/live-socket';
import { useLiveChannel } from '../../lib/use-live-channel';

/**
 * Follows the trip on its private channel `booking.{id}` with the captain's token. `onChange` runs on every status
 * the server pushes, and after every subscription: the first closes the gap between the first read and the
 * subscription (a cancel in between), later ones cover a socket that was away, so the trip is read again. Answers
 * the socket's status, for the reconnect banner.
 */
export function useBookingLive(
  bookingId: number | undefined,
  token: string,
  onChange: (status?: BookingStatus) => void,
): LiveStatus {
  return useLiveChannel(bookingId === undefined ? undefined : `booking.${bookingId}`, token, (frame) => {
    if (frame.event === 'booking.status') onChange(frame.data.status);
    if (frame.event === 'subscribed') onChange();
  });
}
