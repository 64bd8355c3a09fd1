import { useCallback, useEffect, useState } from 'react';
import { skipToken } from '@reduxjs/toolkit/query';
import { CUSTOMER_OPEN_STATUSES, type Booking } from '@suuq/shared/captain';
import { useAppDispatch } from '../../lib/store-hooks';
import { LoadError, Loading } from '../../components/ui/load-state';
import type { Session } from '../../lib/session';
import { useLanguage } from '../../lib/use-translation';
import { bookingApi, useActiveBookingQuery, useBookingQuery } from './booking-api';
import { BookingForm } from './booking-form';
import { rememberBooking, rememberedBooking } from './remembered-booking';
import { TripView } from './trip-view';
import { useBookingLive } from './use-booking-live';
import { useBookingT } from './messages';
import './booking.css';

/** While a booking is open it is also read again this often, in case the live channel missed something. */
export const BOOKING_SAFETY_POLL_MS = 30_000;
const isOpen = (booking: Booking | null | undefined) =>
  !!booking && (CUSTOMER_OPEN_STATUSES as readonly string[]).includes(booking.status);

/** The signed-in part of /book: choosing a trip, or following the booking this phone remembers. */
export function BookingArea({ session }: { session: Session }) {
  const t = useBookingT();
  const lang = useLanguage();
  const dispatch = useAppDispatch();
  const [id, setId] = useState(rememberedBooking);
  // A booking opened on another phone (or before this one remembered it) is found and followed too.
  const active = useActiveBookingQuery(
    { session: session.id, lang },
    { skip: id !== undefined, refetchOnMountOrArgChange: true },
  );
  const [open, setOpen] = useState(false);
  const current = useBookingQuery(id === undefined ? skipToken : { id, lang }, {
    pollingInterval: open ? BOOKING_SAFETY_POLL_MS : 0,
  });
  const booking = current.data;
  useEffect(() => setOpen(isOpen(booking)), [booking]);

  const follow = useCallback((next: number | undefined) => {
    rememberBooking(next);
    setId(next);
  }, []);
  useEffect(() => {
    if (id === undefined && active.data && !active.isFetching) follow(active.data.id);
  }, [id, active.data, active.isFetching, follow]);

  const keep = (next: Booking) => {
    dispatch(bookingApi.util.upsertQueryData('booking', { id: next.id, lang }, next));
    if (next.id !== id) follow(next.id);
  };
  const reread = useCallback(() => void current.refetch(), [current]);
  const live = useBookingLive(open ? id : undefined, session.access, booking?.status, reread);

  if (id === undefined) {
    if (active.isFetching || active.data) return <Loading />;
    return <BookingForm sessionId={session.id} onBooked={keep} />;
  }
  if (booking === undefined) return current.isError ? <LoadError onRetry={reread} /> : <Loading />;
  return (
    <>
      {live.lost ? (
        <p className="booking-banner" role="status">
          {t('reconnecting')}
        </p>
      ) : null}
      {booking ? (
        <TripView
          booking={booking}
          position={live.position}
          onChanged={keep}
          onDone={() => follow(undefined)}
        />
      ) : (
        <div className="booking-trip">
          <p>{t('notFound')}</p>
          <button type="button" className="button" onClick={() => follow(undefined)}>
            {t('bookAnother')}
          </button>
        </div>
      )}
    </>
  );
}
