import { useCallback, useEffect, useRef, useState } from 'react';
import type { Booking, RidePaymentMethod, Vehicle } from '@suuq/shared/captain';
import { distanceMeters } from '@suuq/shared/distance';
import type { ServerFrame } from '@suuq/shared/live';
import type { Language } from '@suuq/shared/labels';
import { formatMoney } from '@suuq/shared/money';
import { PAYMENT_METHOD_TABLE } from '@suuq/shared/payment-methods';
import { apiProblem, problemText } from '../../lib/api-error';
import { useLanguage } from '../../lib/use-translation';
import { useGetOffersQuery, useReserveMutation } from './captain-api';
import { useCaptainMessages } from './messages';
import { alertNewOffer } from './offer-alert';
import { placeLines } from './navigation';
import { TripPlace } from './trip-place';
import { useOfferLive } from './use-offer-live';
import type { Position } from './use-position';

/** How often the trips on offer are read again while the live channel is down (live, they come as they happen). */
export const OFFERS_FALLBACK_POLL_MS = 30_000;

// About 100 m: the list is asked for again when the captain has moved that far, not on every reading.
const rounded = (value: number) => Math.round(value * 1000) / 1000;

/** How the rider pays, in the captain's words. */
export function paymentWords(method: RidePaymentMethod, lang: Language, cash: string): string {
  return method === 'cash' ? cash : PAYMENT_METHOD_TABLE[method].words[lang];
}

/**
 * Trips waiting for a captain near `position`, nearest pickup first, each taken with one tap. They arrive live on
 * the captain's vehicle types' offer channels: a new one rings and buzzes the phone, one another captain took
 * goes at once. Of captains racing for one trip the first wins; the others see the card go with a kind line.
 */
export function Offers({
  position,
  vehicles,
  token,
}: {
  position: Position;
  vehicles: Vehicle[];
  token: string;
}) {
  const t = useCaptainMessages();
  const lang = useLanguage();
  const near = { lat: rounded(position.lat), lng: rounded(position.lng), lang };
  const [gone, setGone] = useState<ReadonlySet<number>>(new Set());
  const refetchRef = useRef<() => unknown>(() => undefined);
  const onFrame = useCallback((frame: ServerFrame) => {
    if (frame.event === 'booking.offer') {
      // Gone at once when taken; back when a captain gives it back (it waits again).
      const { booking_id: id, available } = frame.data;
      setGone((current) => {
        const next = new Set(current);
        if (available) next.delete(id);
        else next.add(id);
        return next;
      });
    }
    if (frame.event === 'booking.offer' || frame.event === 'subscribed') void refetchRef.current();
  }, []);
  const live = useOfferLive(
    vehicles.map((vehicle) => vehicle.vehicle_type.id),
    token,
    onFrame,
  );
  const offers = useGetOffersQuery(near, {
    pollingInterval: live === 'open' ? 0 : OFFERS_FALLBACK_POLL_MS,
  });
  refetchRef.current = offers.refetch;
  const [reserve] = useReserveMutation();
  const [taking, setTaking] = useState<number | undefined>(undefined);
  const [notice, setNotice] = useState('');
  const [problem, setProblem] = useState('');

  // A trip not seen before rings once; the list found on going on duty does not.
  const seen = useRef<Set<number> | undefined>(undefined);
  useEffect(() => {
    if (!offers.data) return;
    const ids = offers.data.map((booking) => booking.id);
    const known = seen.current;
    seen.current = new Set([...(known ?? []), ...ids]);
    if (known && ids.some((id) => !known.has(id) && !gone.has(id))) alertNewOffer();
  }, [offers.data, gone]);

  const take = async (booking: Booking) => {
    if (taking !== undefined) return;
    const vehicle = vehicles.find((v) => v.vehicle_type.id === booking.vehicle_type.id);
    if (!vehicle) {
      setProblem(t('noVehicle'));
      return;
    }
    setTaking(booking.id);
    setNotice('');
    setProblem('');
    try {
      await reserve({ bookingId: booking.id, vehicleId: vehicle.id }).unwrap();
      // The trip card takes over (the active trip is read again).
    } catch (error) {
      const found = apiProblem(error);
      if (found.status === 409 || found.status === 404) {
        setGone((current) => new Set([...current, booking.id]));
        setNotice(t('taken'));
        void offers.refetch();
      } else setProblem(problemText(found, lang, t('offline')));
    } finally {
      setTaking(undefined);
    }
  };

  const list = (offers.data ?? []).filter((booking) => !gone.has(booking.id));
  return (
    <section className="captain-offers" aria-labelledby="captain-offers-title">
      <h2 id="captain-offers-title">{t('offersTitle')}</h2>
      {live !== 'open' && vehicles.length > 0 ? (
        <p className="captain-muted" role="status">
          {t('offersNotLive')}
        </p>
      ) : null}
      <p className="captain-notice" role="status">
        {notice}
      </p>
      <p className="form-problem" role="alert">
        {problem || (offers.isError && !offers.data ? t('loadProblem') : '')}
      </p>
      {vehicles.length === 0 ? <p className="captain-muted">{t('noVehicle')}</p> : null}
      {offers.isLoading ? <p className="captain-muted">{t('loading')}</p> : null}
      {offers.isSuccess && list.length === 0 && vehicles.length > 0 ? (
        <p className="captain-muted">{t('noOffers')}</p>
      ) : null}
      <ul className="captain-list" aria-live="polite">
        {list.map((booking) => (
          <li key={booking.id}>
            <article className="captain-offer" aria-label={placeLines(booking.pickup).name}>
              <p className="captain-offer__head">
                <strong>
                  {t('away', { km: (distanceMeters(position, booking.pickup) / 1000).toFixed(1) })}
                </strong>
                <span className="captain-chip">{booking.vehicle_type.name}</span>
              </p>
              <dl className="captain-offer__places">
                <TripPlace title={t('pickup')} place={booking.pickup} />
                <TripPlace title={t('dropoff')} place={booking.dropoff} navigate={false} />
              </dl>
              <p className="captain-offer__fare">
                <span>
                  {t('fare')}: <strong>{formatMoney(booking.estimated_fare, booking.currency, lang)}</strong>
                </span>
                <span className="captain-chip captain-chip--pay">
                  {paymentWords(booking.payment_method, lang, t('payCash'))}
                </span>
                <span className="captain-muted">
                  {t('tripLength', { km: booking.estimated_distance_km.toFixed(1) })}
                </span>
              </p>
              <button
                type="button"
                className="button button--primary captain-accept"
                aria-busy={taking === booking.id || undefined}
                disabled={taking !== undefined && taking !== booking.id}
                onClick={() => void take(booking)}
              >
                {taking === booking.id ? t('accepting') : t('accept')}
              </button>
            </article>
          </li>
        ))}
      </ul>
    </section>
  );
}
