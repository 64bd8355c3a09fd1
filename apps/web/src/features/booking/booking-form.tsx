import { useState, type FormEvent } from 'react';
import { useId } from '../../lib/use-id';
import { skipToken } from '@reduxjs/toolkit/query';
import {
  RIDE_PAYMENT_METHODS,
  type Booking,
  type RidePaymentMethod,
  type TripPoint,
  type VehicleType,
} from '@suuq/shared/captain';
import { formatMoney } from '@suuq/shared/money';
import { PAYMENT_METHOD_TABLE } from '@suuq/shared/payment-methods';
import { apiProblem, problemText } from '../../lib/api-error';
import { useLanguage } from '../../lib/use-translation';
import { LoadError, Loading } from '../../components/ui/load-state';
import { FareQuote } from './fare-quote';
import {
  useBookingAddressesQuery,
  useFareEstimateQuery,
  useSearchBookingMutation,
  useVehicleTypesQuery,
} from './booking-api';
import { PlaceChooser, type Which } from './place-chooser';
import { useBookingT } from './messages';

function VehicleChoice({
  types,
  chosen,
  onChoose,
}: {
  types: readonly VehicleType[];
  chosen: number | undefined;
  onChoose: (id: number) => void;
}) {
  const t = useBookingT();
  const lang = useLanguage();
  const name = useId();
  return (
    <div className="booking-vehicles">
      {types.map((type) => (
        <label key={type.id} className="booking-vehicle">
          <input
            type="radio"
            name={name}
            value={type.id}
            checked={chosen === type.id}
            onChange={() => onChoose(type.id)}
          />
          <span className="booking-vehicle__text">
            <span className="booking-vehicle__name">{type.name}</span>
            <span className="booking-vehicle__detail">
              {t('vehicleRate', {
                base: formatMoney(type.base_fare, type.currency, lang),
                perKm: formatMoney(type.per_km, type.currency, lang),
              })}
              {' · '}
              {type.capacity_kg ? t('capacity', { kg: type.capacity_kg }) : t('seats', { count: type.seats })}
            </span>
          </span>
        </label>
      ))}
    </div>
  );
}

/** How the rider will pay: cash into the captain's hand, or a mobile wallet. Nothing is chosen for them. */
function PaymentChoice({
  chosen,
  onChoose,
}: {
  chosen: RidePaymentMethod | undefined;
  onChoose: (method: RidePaymentMethod) => void;
}) {
  const t = useBookingT();
  const lang = useLanguage();
  const name = useId();
  return (
    <div className="booking-vehicles" role="radiogroup" aria-labelledby="booking-payment-title">
      {RIDE_PAYMENT_METHODS.map((method) => (
        <label key={method} className="booking-vehicle">
          <input
            type="radio"
            name={name}
            value={method}
            checked={chosen === method}
            onChange={() => onChoose(method)}
          />
          <span className="booking-vehicle__text">
            <span className="booking-vehicle__name">
              {method === 'cash' ? t('payCash') : PAYMENT_METHOD_TABLE[method].words[lang]}
            </span>
            <span className="booking-vehicle__detail">
              {method === 'cash'
                ? t('payCashDetail')
                : t('payWalletDetail', { wallet: PAYMENT_METHOD_TABLE[method].words[lang] })}
            </span>
          </span>
        </label>
      ))}
    </div>
  );
}

/** Choosing a trip: the vehicle type, the two places, the fare, then the booking is asked for. */
export function BookingForm({
  sessionId,
  onBooked,
}: {
  sessionId: string;
  onBooked: (booking: Booking) => void;
}) {
  const t = useBookingT();
  const lang = useLanguage();
  const types = useVehicleTypesQuery(lang);
  const addresses = useBookingAddressesQuery(sessionId);
  const [search, searching] = useSearchBookingMutation();
  const [typeId, setTypeId] = useState<number>();
  const [pickup, setPickup] = useState<TripPoint>();
  const [dropoff, setDropoff] = useState<TripPoint>();
  const [notes, setNotes] = useState('');
  const [payment, setPayment] = useState<RidePaymentMethod>();
  const [problem, setProblem] = useState('');
  const notesId = useId();

  const type = types.data?.find((candidate) => candidate.id === typeId);
  const estimate = useFareEstimateQuery(
    type && pickup && dropoff
      ? {
          vehicle_type_id: type.id,
          pickup: { lat: pickup.lat, lng: pickup.lng },
          dropoff: { lat: dropoff.lat, lng: dropoff.lng },
          lang,
        }
      : skipToken,
  );
  // The fare of the trip chosen now, never one of a trip chosen before.
  const price = estimate.currentData;

  const onChange = (which: Which, point: TripPoint) =>
    which === 'pickup' ? setPickup(point) : setDropoff(point);
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!type || !pickup || !dropoff || !price || searching.isLoading) return;
    if (!payment) {
      setProblem(t('payFirst'));
      return;
    }
    setProblem('');
    const result = await search({
      vehicle_type_id: type.id,
      payment_method: payment,
      pickup,
      dropoff,
      ...(notes.trim() ? { notes: notes.trim() } : {}),
    });
    if (result.error) setProblem(problemText(apiProblem(result.error), lang, t('offline')));
    else onBooked(result.data);
  };

  return (
    <form className="booking-form" onSubmit={(event) => void onSubmit(event)} noValidate>
      <p className="booking-form__intro">{t('intro')}</p>
      <section className="booking-step" aria-labelledby="booking-vehicle-title">
        <h2 id="booking-vehicle-title">{t('vehicleTitle')}</h2>
        {types.data ? (
          types.data.length > 0 ? (
            <VehicleChoice types={types.data} chosen={typeId} onChoose={setTypeId} />
          ) : (
            <p>{t('noVehicles')}</p>
          )
        ) : types.isError ? (
          <LoadError onRetry={() => void types.refetch()} />
        ) : (
          <Loading />
        )}
      </section>
      <section className="booking-step" aria-labelledby="booking-places-title">
        <h2 id="booking-places-title">{t('placesTitle')}</h2>
        <PlaceChooser
          pickup={pickup}
          dropoff={dropoff}
          addresses={addresses.data ?? []}
          onChange={onChange}
        />
        <label className="field-label" htmlFor={notesId}>
          {t('notes')}
        </label>
        <textarea
          id={notesId}
          className="input booking-form__notes"
          maxLength={300}
          rows={2}
          value={notes}
          aria-describedby={`${notesId}-hint`}
          onChange={(event) => setNotes(event.target.value)}
        />
        <p id={`${notesId}-hint`} className="hint">
          {t('notesHint')}
        </p>
      </section>
      <section className="booking-step" aria-labelledby="booking-payment-title">
        <h2 id="booking-payment-title">{t('paymentTitle')}</h2>
        <PaymentChoice chosen={payment} onChoose={setPayment} />
      </section>
      <section className="booking-step" aria-labelledby="booking-fare-title" aria-live="polite">
        <h2 id="booking-fare-title">{t('fareTitle')}</h2>
        <FareQuote chosen={Boolean(type && pickup && dropoff)} estimate={estimate} />
        {price && !payment ? <p className="hint">{t('payFirst')}</p> : null}
        {problem ? (
          <p className="booking-problem" role="alert">
            {problem}
          </p>
        ) : null}
        <button
          type="submit"
          className="button button--primary booking-form__confirm"
          disabled={!price || !payment || searching.isLoading}
        >
          {searching.isLoading ? t('confirming') : t('confirm')}
        </button>
      </section>
    </form>
  );
}
