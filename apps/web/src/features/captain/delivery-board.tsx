import { lazy, Suspense, useState } from 'react';
import type { Delivery, DeliveryOffer } from '@suuq/shared/dispatch';
import { formatMoney } from '@suuq/shared/money';
import { MapBoundary } from '../../components/map/map-boundary';
import { apiProblem, problemText } from '../../lib/api-error';
import { useConfig } from '../../lib/use-config';
import { useLanguage } from '../../lib/use-translation';
import {
  useAcceptDeliveryMutation,
  useDeliveryHandedOverMutation,
  useDeliveryPickedUpMutation,
  useGetActiveDeliveryQuery,
  useGetDeliveryOffersQuery,
  useReleaseDeliveryMutation,
} from './delivery-api';
import { useCaptainMessages } from './messages';
import { useDeliveryLive } from './use-delivery-live';
import { useDuty } from './use-duty';
import { usePosition, type Position } from './use-position';

const RouteMap = lazy(() => import('./route-map'));

/** How often offers and the carried delivery are read again while the live channel is down. */
export const DELIVERIES_FALLBACK_POLL_MS = 15_000;

const tel = (phone: string) => `tel:${phone.replace(/[^+\d]/g, '')}`;

/**
 * The Deliveries tab: stores' orders waiting near the captain, nearest first, each taken with one tap (the first
 * captain wins; the others see it go with a kind line), then the carried one as a card with the next step only.
 * The phone's position goes to the server while on duty, whatever the tab (use-courier-positions.ts): it decides
 * which offers reach the captain, and while carrying, the shopper follows it.
 */
export function DeliveryBoard({ token, captainId }: { token: string; captainId: number }) {
  const t = useCaptainMessages();
  const duty = useDuty();
  const onDuty = duty.onDuty === true;
  const position = usePosition(onDuty);
  const live = useDeliveryLive(captainId, token, () => {
    void offers.refetch();
    void active.refetch();
  });
  const poll = live === 'open' ? 0 : DELIVERIES_FALLBACK_POLL_MS;
  const active = useGetActiveDeliveryQuery(undefined, { pollingInterval: poll });
  const offers = useGetDeliveryOffersQuery(undefined, { pollingInterval: poll, skip: !onDuty });

  const carried = active.data ?? undefined;
  const [done, setDone] = useState<Delivery | undefined>(undefined);
  const lang = useLanguage();
  return (
    <>
      {done ? (
        <section className="captain-card captain-card--notice" role="status" aria-live="polite">
          <h2>{t('deliveryDoneTitle')}</h2>
          <p>{t('deliveryDone', { fee: formatMoney(done.fee, done.currency, lang) })}</p>
          <button type="button" className="button" onClick={() => setDone(undefined)}>
            {t('ok')}
          </button>
        </section>
      ) : null}
      {!onDuty && !carried ? <p className="captain-muted">{t('deliveriesOffDuty')}</p> : null}
      {carried ? (
        <CarriedDelivery delivery={carried} position={position} onDone={setDone} />
      ) : onDuty ? (
        <DeliveryOffers offers={offers.data} loading={offers.isLoading} failed={offers.isError} />
      ) : null}
    </>
  );
}

function DeliveryOffers({
  offers,
  loading,
  failed,
}: {
  offers: DeliveryOffer[] | undefined;
  loading: boolean;
  failed: boolean;
}) {
  const t = useCaptainMessages();
  const lang = useLanguage();
  const [accept] = useAcceptDeliveryMutation();
  const [taking, setTaking] = useState<number | undefined>(undefined);
  const [gone, setGone] = useState<ReadonlySet<number>>(new Set());
  const [notice, setNotice] = useState('');
  const [problem, setProblem] = useState('');

  const take = async (offer: DeliveryOffer) => {
    if (taking !== undefined) return;
    setTaking(offer.id);
    setNotice('');
    setProblem('');
    try {
      await accept(offer.id).unwrap();
    } catch (error) {
      const found = apiProblem(error);
      if (found.status === 409 || found.status === 404) {
        setGone((current) => new Set([...current, offer.id]));
        setNotice(t('deliveryTaken'));
      } else setProblem(problemText(found, lang, t('offline')));
    } finally {
      setTaking(undefined);
    }
  };

  const list = (offers ?? []).filter((offer) => !gone.has(offer.id));
  return (
    <section className="captain-offers" aria-labelledby="captain-deliveries-title">
      <h2 id="captain-deliveries-title">{t('deliveriesTitle')}</h2>
      <p className="captain-notice" role="status">
        {notice}
      </p>
      <p className="form-problem" role="alert">
        {problem || (failed && !offers ? t('loadProblem') : '')}
      </p>
      {loading ? <p className="captain-muted">{t('loading')}</p> : null}
      {offers && list.length === 0 ? <p className="captain-muted">{t('noDeliveries')}</p> : null}
      <ul className="captain-list" aria-live="polite">
        {list.map((offer) => (
          <li key={offer.id}>
            <article className="captain-offer" aria-label={offer.store.name}>
              <p className="captain-offer__head">
                <strong>{t('away', { km: offer.distance_km.toFixed(1) })}</strong>
              </p>
              <dl className="captain-offer__places">
                <div>
                  <dt>{t('deliveryFrom')}</dt>
                  <dd>
                    {offer.store.name}, {offer.store.address}
                  </dd>
                </div>
                <div>
                  <dt>{t('deliveryTo')}</dt>
                  <dd>{offer.dropoff.district ?? t('deliveryNearby')}</dd>
                </div>
              </dl>
              <p className="captain-offer__fare">
                <span>
                  {t('deliveryFee')}: <strong>{formatMoney(offer.fee, offer.currency, lang)}</strong>
                </span>
                <span className="captain-chip captain-chip--pay">
                  {offer.cash_to_collect > 0
                    ? t('deliveryCash', { amount: formatMoney(offer.cash_to_collect, offer.currency, lang) })
                    : t('deliveryPaid')}
                </span>
              </p>
              <button
                type="button"
                className="button button--primary captain-accept"
                aria-busy={taking === offer.id || undefined}
                disabled={taking !== undefined && taking !== offer.id}
                onClick={() => void take(offer)}
              >
                {taking === offer.id ? t('accepting') : t('acceptDelivery')}
              </button>
            </article>
          </li>
        ))}
      </ul>
    </section>
  );
}

function CarriedDelivery({
  delivery,
  position,
  onDone,
}: {
  delivery: Delivery;
  position: Position | undefined;
  onDone: (done: Delivery) => void;
}) {
  const t = useCaptainMessages();
  const lang = useLanguage();
  const config = useConfig();
  const tileUrl = config.status === 'ready' ? config.config.map_tile_url : undefined;
  const door = delivery.dropoff.location;
  const [pickedUp, picking] = useDeliveryPickedUpMutation();
  const [handOver, handing] = useDeliveryHandedOverMutation();
  const [release, releasing] = useReleaseDeliveryMutation();
  const [code, setCode] = useState('');
  const [reason, setReason] = useState('');
  const [givingBack, setGivingBack] = useState(false);
  const [problem, setProblem] = useState('');
  const busy = picking.isLoading || handing.isLoading || releasing.isLoading;
  const atStore = delivery.status === 'accepted';

  const run = async (work: () => Promise<unknown>) => {
    setProblem('');
    try {
      await work();
    } catch (error) {
      setProblem(problemText(apiProblem(error), lang, t('offline')));
    }
  };

  return (
    <article className="captain-trip" aria-labelledby="captain-delivery-title">
      <p className="captain-trip__kicker">{t('deliveryTitle', { number: delivery.order_number })}</p>
      <h2 id="captain-delivery-title" className="captain-trip__title">
        {atStore ? t('deliveryToStore') : t('deliveryToShopper')}
      </h2>
      <dl className="captain-trip__places">
        <div className={atStore ? 'captain-trip__place--next' : undefined}>
          <dt>{t('deliveryFrom')}</dt>
          <dd>
            {delivery.store.name}, {delivery.store.address}
          </dd>
        </div>
        <div className={atStore ? undefined : 'captain-trip__place--next'}>
          <dt>{t('deliveryTo')}</dt>
          <dd>
            {delivery.dropoff.name}, {delivery.dropoff.address}
            {delivery.dropoff.notes ? ` (${delivery.dropoff.notes})` : ''}
          </dd>
        </div>
      </dl>
      {delivery.cash_to_collect > 0 ? (
        <p className="captain-chip captain-chip--pay">
          {t('deliveryCash', { amount: formatMoney(delivery.cash_to_collect, delivery.currency, lang) })}
        </p>
      ) : null}
      <a className="button captain-call" href={tel(atStore ? delivery.store.phone : delivery.dropoff.phone)}>
        {atStore ? t('callStore') : t('call', { name: delivery.dropoff.name })}
      </a>
      {tileUrl && door ? (
        <MapBoundary fallback={<p className="hint">{t('mapUnavailable')}</p>}>
          <Suspense fallback={<div className="captain-map" />}>
            <RouteMap
              pickup={delivery.store.location}
              dropoff={door}
              captain={position?.located ? position : undefined}
              tileUrl={tileUrl}
              label={t('deliveryMap')}
            />
          </Suspense>
        </MapBoundary>
      ) : null}
      <p className="form-problem" role="alert">
        {problem}
      </p>
      {atStore ? (
        <button
          type="button"
          className="button button--primary captain-accept"
          disabled={busy}
          onClick={() => void run(() => pickedUp(delivery.id).unwrap())}
        >
          {busy ? t('working') : t('deliveryPickedUp')}
        </button>
      ) : (
        <form
          className="captain-handover"
          onSubmit={(event) => {
            event.preventDefault();
            void run(async () => onDone(await handOver({ id: delivery.id, code }).unwrap()));
          }}
        >
          <label htmlFor="captain-handover-code">{t('handoverCode')}</label>
          <p className="captain-muted">{t('handoverHint')}</p>
          <input
            id="captain-handover-code"
            className="input"
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="[0-9]{4}"
            maxLength={4}
            value={code}
            onChange={(event) => setCode(event.target.value.replace(/\D/g, ''))}
          />
          <button
            type="submit"
            className="button button--primary captain-accept"
            disabled={busy || code.length !== 4}
          >
            {busy ? t('working') : t('handOver')}
          </button>
        </form>
      )}
      {atStore && !givingBack ? (
        <button type="button" className="button" onClick={() => setGivingBack(true)}>
          {t('releaseDelivery')}
        </button>
      ) : null}
      {atStore && givingBack ? (
        <form
          className="captain-handover"
          onSubmit={(event) => {
            event.preventDefault();
            void run(() => release({ id: delivery.id, reason }).unwrap());
          }}
        >
          <label htmlFor="captain-release-reason">{t('releaseReason')}</label>
          <input
            id="captain-release-reason"
            className="input"
            maxLength={300}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
          />
          <button type="submit" className="button" disabled={busy || reason.trim() === ''}>
            {t('releaseSend')}
          </button>
        </form>
      ) : null}
    </article>
  );
}
