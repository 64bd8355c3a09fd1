import { useCallback, useEffect, useRef, useState } from 'react';
import type { Booking, BookingStatus } from '@suuq/shared/captain';
import { formatMoney } from '@suuq/shared/money';
import { useLanguage } from '../../lib/use-translation';
import { ActiveTrip } from './active-trip';
import { useGetActiveTripQuery, useGetVehiclesQuery } from './captain-api';
import { useCaptainMessages } from './messages';
import { Offers } from './offers';
import { useBookingLive } from './use-booking-live';
import { DutySwitch } from './duty-switch';
import { unlockOfferSound } from './offer-alert';
import { useDuty } from './use-duty';
import { usePosition } from './use-position';

/** How often the open trip is read again, besides the live channel (a socket may be down for a while). */
export const TRIP_POLL_MS = 30_000;

type Notice = { kind: 'cancelled' } | { kind: 'ended'; trip: Booking };

/**
 * The Trips tab: the duty switch, then either the trip under way or the trips on offer near the captain. The open
 * trip follows `booking.{id}` live (a cancelled trip says so), with a banner while the live channel is down.
 */
export function TripBoard({ token }: { token: string }) {
  const t = useCaptainMessages();
  const lang = useLanguage();
  const duty = useDuty();
  const onDuty = duty.onDuty === true;
  const active = useGetActiveTripQuery(lang, { pollingInterval: TRIP_POLL_MS });
  const vehicles = useGetVehiclesQuery(lang);
  const trip = active.data ?? undefined;
  const position = usePosition(onDuty || trip !== undefined);
  const [notice, setNotice] = useState<Notice | undefined>(undefined);
  const shown = useRef<Booking | undefined>(undefined);
  const ended = useRef<number | undefined>(undefined);
  const { refetch } = active;

  // Sound may play only after a tap on the page: the first tap anywhere (going on duty is one) allows it.
  useEffect(() => {
    const unlock = () => unlockOfferSound();
    document.addEventListener('pointerdown', unlock, { once: true });
    return () => document.removeEventListener('pointerdown', unlock);
  }, []);

  const onLive = useCallback(
    (status?: BookingStatus) => {
      if (status === 'cancelled') setNotice({ kind: 'cancelled' });
      void refetch();
    },
    [refetch],
  );
  const live = useBookingLive(trip?.id, token, onLive);

  // A trip that vanished without the captain ending it was cancelled by the customer (the live event may be lost).
  useEffect(() => {
    if (!active.isSuccess) return;
    const before = shown.current;
    shown.current = trip;
    if (before && !trip && ended.current !== before.id) setNotice({ kind: 'cancelled' });
  }, [active.isSuccess, trip]);

  const onEnded = useCallback((finished: Booking) => {
    ended.current = finished.id;
    setNotice({ kind: 'ended', trip: finished });
  }, []);

  return (
    <>
      {trip && live === 'waiting' ? (
        <p className="captain-banner" role="status">
          {t('liveDown')}
        </p>
      ) : null}
      {notice ? (
        <section className="captain-card captain-card--notice" role="status" aria-live="polite">
          <h2>{notice.kind === 'cancelled' ? t('cancelledTitle') : t('endedTitle')}</h2>
          <p>
            {notice.kind === 'cancelled'
              ? t('cancelledText')
              : t(notice.trip.payment_method === 'cash' ? 'endedCash' : 'endedText', {
                  fare: formatMoney(
                    notice.trip.fare ?? notice.trip.estimated_fare,
                    notice.trip.currency,
                    lang,
                  ),
                })}
          </p>
          <button type="button" className="button" onClick={() => setNotice(undefined)}>
            {t('ok')}
          </button>
        </section>
      ) : null}
      {trip ? (
        <ActiveTrip
          key={trip.id}
          trip={trip}
          position={position}
          onEnded={onEnded}
          onGone={() => void refetch()}
        />
      ) : (
        <>
          <DutySwitch duty={duty} />
          {onDuty && position && !position.located ? <p className="captain-note">{t('noLocation')}</p> : null}
          {onDuty && !position ? <p className="captain-muted">{t('finding')}</p> : null}
          {onDuty && position && vehicles.data ? (
            <Offers position={position} vehicles={vehicles.data} token={token} />
          ) : null}
        </>
      )}
    </>
  );
}
