import { useState } from 'react';
import type { Booking, Vehicle } from '@suuq/shared/captain';
import { distanceMeters } from '@suuq/shared/distance';
import { formatMoney } from '@suuq/shared/money';
import { apiProblem, problemText } from '../../lib/api-error';
import { useLanguage } from '../../lib/use-translation';
import { useGetOffersQuery, useReserveMutation } from './captain-api';
import { useCaptainMessages } from './messages';
import type { Position } from './use-position';

/** How often the trips on offer are read again while on duty. */
export const OFFERS_POLL_MS = 15_000;

// About 100 m: the list is asked for again when the captain has moved that far, not on every reading.
const rounded = (value: number) => Math.round(value * 1000) / 1000;

/**
 * Trips waiting for a captain near `position`, nearest pickup first, each taken with one tap. Of captains racing for
 * one trip the first wins; the others see the card go with a kind line, never an error page.
 */
export function Offers({ position, vehicles }: { position: Position; vehicles: Vehicle[] }) {
  const t = useCaptainMessages();
  const lang = useLanguage();
  const near = { lat: rounded(position.lat), lng: rounded(position.lng), lang };
  const offers = useGetOffersQuery(near, { pollingInterval: OFFERS_POLL_MS });
  const [reserve] = useReserveMutation();
  const [gone, setGone] = useState<ReadonlySet<number>>(new Set());
  const [taking, setTaking] = useState<number | undefined>(undefined);
  const [notice, setNotice] = useState('');
  const [problem, setProblem] = useState('');

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
      <ul className="captain-list">
        {list.map((booking) => (
          <li key={booking.id}>
            <article className="captain-offer" aria-label={booking.pickup.label}>
              <p className="captain-offer__head">
                <strong>
                  {t('away', { km: (distanceMeters(position, booking.pickup) / 1000).toFixed(1) })}
                </strong>
                <span className="captain-chip">{booking.vehicle_type.name}</span>
              </p>
              <dl className="captain-offer__places">
                <div>
                  <dt>{t('pickup')}</dt>
                  <dd>{booking.pickup.label}</dd>
                </div>
                <div>
                  <dt>{t('dropoff')}</dt>
                  <dd>{booking.dropoff.label}</dd>
                </div>
              </dl>
              <p className="captain-offer__fare">
                <span>
                  {t('fare')}: <strong>{formatMoney(booking.estimated_fare, booking.currency, lang)}</strong>
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
