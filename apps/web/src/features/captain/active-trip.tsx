import { lazy, Suspense, useState } from 'react';
import type { Booking } from '@suuq/shared/captain';
import { formatMoney } from '@suuq/shared/money';
import { MapBoundary } from '../../components/map/map-boundary';
import { apiProblem, problemText } from '../../lib/api-error';
import { useConfig } from '../../lib/use-config';
import { useLanguage } from '../../lib/use-translation';
import { useArrivedMutation, useEndRideMutation, usePickedUpMutation } from './captain-api';
import { useCaptainMessages } from './messages';
import { paymentWords } from './offers';
import { TripPlace } from './trip-place';
import type { Position } from './use-position';
import { useRideUpdates } from './use-ride-updates';
import { useTripPath } from './use-trip-path';

const RouteMap = lazy(() => import('./route-map'));

/**
 * The trip under way as one large card: where to go, who to pick up (with a call button) and only the next step.
 * While the customer is on board the path is recorded and sent (use-trip-path.ts); it is sent once more before the
 * ride ends, so the fare is measured along all of it.
 */
export function ActiveTrip({
  trip,
  position,
  onEnded,
  onGone,
}: {
  trip: Booking;
  position: Position | undefined;
  onEnded: (trip: Booking) => void;
  /** The server refused the step because the trip moved on (e.g. the customer cancelled): read it again. */
  onGone: () => void;
}) {
  const t = useCaptainMessages();
  const lang = useLanguage();
  const config = useConfig();
  const [arrived, arriving] = useArrivedMutation();
  const [pickedUp, pickingUp] = usePickedUpMutation();
  const [endRide, ending] = useEndRideMutation();
  const [problem, setProblem] = useState('');
  // Ending the ride cannot be undone: the first tap asks, the second ends it.
  const [confirming, setConfirming] = useState(false);
  const path = useTripPath(trip.id, trip.status === 'on_trip', position);
  useRideUpdates(trip.id, position);
  const busy = arriving.isLoading || pickingUp.isLoading || ending.isLoading;

  const next =
    trip.status === 'accepted'
      ? { label: t('arrived'), title: t('statusAccepted'), run: () => arrived(trip.id).unwrap() }
      : trip.status === 'arrived'
        ? { label: t('pickedUp'), title: t('statusArrived'), run: () => pickedUp(trip.id).unwrap() }
        : {
            label: t('endRide'),
            title: t('statusOnTrip'),
            run: async () => {
              await path.flush();
              const ended = await endRide(trip.id).unwrap();
              path.clear();
              onEnded(ended);
              return ended;
            },
          };

  const act = async () => {
    if (busy) return;
    if (trip.status === 'on_trip' && !confirming) {
      setConfirming(true);
      return;
    }
    setConfirming(false);
    setProblem('');
    try {
      await next.run();
    } catch (error) {
      const found = apiProblem(error);
      if (found.status === 409 || found.status === 404) onGone();
      setProblem(problemText(found, lang, t('offline')));
    }
  };

  const customer = trip.customer;
  const tileUrl = config.status === 'ready' ? config.config.map_tile_url : undefined;
  return (
    <article className="captain-trip" aria-labelledby="captain-trip-title">
      <p className="captain-trip__kicker">{t('tripTitle')}</p>
      <h2 id="captain-trip-title" className="captain-trip__title">
        {next.title}
      </h2>
      <dl className="captain-trip__places">
        <TripPlace
          title={t('pickup')}
          place={trip.pickup}
          navigate={trip.status === 'accepted'}
          className={trip.status === 'on_trip' ? undefined : 'captain-trip__place--next'}
        />
        <TripPlace
          title={t('dropoff')}
          place={trip.dropoff}
          navigate={trip.status === 'on_trip'}
          className={trip.status === 'on_trip' ? 'captain-trip__place--next' : undefined}
        />
        <div>
          <dt>{t('fare')}</dt>
          <dd>
            {formatMoney(trip.estimated_fare, trip.currency, lang)} ·{' '}
            {t('tripLength', { km: trip.estimated_distance_km.toFixed(1) })}
          </dd>
        </div>
        <div>
          <dt>{t('payment')}</dt>
          <dd>
            <strong>{paymentWords(trip.payment_method, lang, t('payCash'))}</strong>
            <span className="captain-muted">
              {' '}
              · {trip.payment_method === 'cash' ? t('collectCash') : t('paidByWallet')}
            </span>
          </dd>
        </div>
      </dl>
      {customer ? (
        <div className="captain-trip__customer">
          <p>
            <span className="captain-muted">{t('customer')}</span> <strong>{customer.name}</strong>
          </p>
          <a className="button captain-call" href={`tel:${customer.phone.replace(/[^+\d]/g, '')}`}>
            {t('call', { name: customer.name })}
          </a>
        </div>
      ) : null}
      {trip.notes ? (
        <p className="captain-trip__notes">
          <span className="captain-muted">{t('notes')}</span> {trip.notes}
        </p>
      ) : null}
      {tileUrl ? (
        <MapBoundary fallback={<p className="hint">{t('mapUnavailable')}</p>}>
          <Suspense fallback={<div className="captain-map" />}>
            <RouteMap
              pickup={trip.pickup}
              dropoff={trip.dropoff}
              captain={position?.located ? position : undefined}
              tileUrl={tileUrl}
              label={t('routeMap')}
            />
          </Suspense>
        </MapBoundary>
      ) : null}
      {path.waiting > 0 ? (
        <p className="captain-trip__waiting" role="status">
          {t('pointsWaiting', { count: path.waiting })}
        </p>
      ) : null}
      <p className="form-problem" role="alert">
        {problem}
      </p>
      {confirming ? (
        <div className="captain-confirm" role="alertdialog" aria-labelledby="captain-confirm-text">
          <p id="captain-confirm-text">{t('endConfirm')}</p>
          <div className="captain-confirm__actions">
            <button type="button" className="button" onClick={() => setConfirming(false)}>
              {t('notYet')}
            </button>
            <button
              type="button"
              className="button button--primary"
              aria-busy={busy || undefined}
              onClick={() => void act()}
            >
              {busy ? t('working') : t('endConfirmYes')}
            </button>
          </div>
        </div>
      ) : (
        <button
          type="button"
          className="button button--primary captain-next"
          aria-busy={busy || undefined}
          onClick={() => void act()}
        >
          {busy ? t('working') : next.label}
        </button>
      )}
    </article>
  );
}
