import { lazy, Suspense, useState, type FormEvent } from 'react';
import type { LatLng } from '@suuq/shared/geo';
import { DELIVERY_METHOD_LABELS, PAYMENT_METHOD_LABELS, type DeliveryMethod } from '@suuq/shared/labels';
import type { PaymentMethod } from '@suuq/shared/payment-methods';
import type { StoreOrdering } from '@suuq/shared/store-ordering';
import { TextField } from '../../../components/form/text-field';
import { MapBoundary } from '../../../components/map/map-boundary';
import { Loading } from '../../../components/ui/load-state';
import { useConfig } from '../../../lib/use-config';
import { useLanguage } from '../../../lib/use-translation';
import { useStaffMessages } from '../messages';
import { SaveBar } from './save-bar';
import { useSaveOrderingMutation } from './settings-api';
import { useSaveProblem } from './use-save-problem';

// The map checkout pins addresses on, loaded only with this section.
const AddressMap = lazy(() =>
  import('../../../components/map/address-map').then((module) => ({ default: module.AddressMap })),
);

/** Delivery first, as checkout lists them. */
const WAYS: readonly DeliveryMethod[] = ['delivery', 'pickup', 'dine_in'];

/**
 * How the store takes orders, in three parts: the ways shoppers receive them (at least one on) with the delivery
 * fee of a store without zones, the store's pin on the map, and the payment methods it takes. Saved together;
 * the server checks each field and shoppers' checkout follows at once.
 */
export function OrderingForm({ value }: { value: StoreOrdering }) {
  const t = useStaffMessages();
  const lang = useLanguage();
  const [ways, setWays] = useState<Record<DeliveryMethod, boolean>>({
    delivery: value.delivery,
    pickup: value.pickup,
    dine_in: value.dine_in,
  });
  const [fee, setFee] = useState(String(value.delivery_fee));
  const [pin, setPin] = useState<LatLng>({ lat: value.lat, lng: value.lng });
  const [payments, setPayments] = useState<PaymentMethod[]>(value.payment_methods);
  const [save, state] = useSaveOrderingMutation();
  const [edited, setEdited] = useState(false);
  // A note goes once its field is changed again: it spoke of the value sent, not of the one shown.
  const problem = useSaveProblem(edited ? undefined : state.error);
  const touched = () => {
    setEdited(true);
    state.reset();
  };

  const noWay = !ways.delivery && !ways.pickup && !ways.dine_in;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setEdited(false);
    const clean = fee.trim().replace(',', '.');
    void save({
      dine_in: ways.dine_in,
      pickup: ways.pickup,
      delivery: ways.delivery,
      delivery_fee: clean === '' ? NaN : Number(clean),
      lat: pin.lat,
      lng: pin.lng,
      payment_methods: payments,
    });
  };

  return (
    <form className="staff-settings-form" onSubmit={submit} aria-labelledby="staff-ordering-title" noValidate>
      <h2 id="staff-ordering-title" className="staff-settings__title">
        {t('orderingTitle')}
      </h2>
      <p className="hint">{t('orderingHint')}</p>

      <fieldset className="staff-day staff-ordering__part">
        <legend className="staff-day__name">{t('waysTitle')}</legend>
        {WAYS.map((way) => (
          <label key={way} className="staff-check">
            <input
              type="checkbox"
              name={`way-${way}`}
              checked={ways[way]}
              onChange={(event) => {
                touched();
                setWays((current) => ({ ...current, [way]: event.target.checked }));
              }}
            />
            {DELIVERY_METHOD_LABELS[way][lang]}
          </label>
        ))}
        {noWay ? (
          <p className="staff-settings__warning" role="note">
            {t('noWayWarning')}
          </p>
        ) : null}
        {problem.note('delivery') ? <p className="form-field__error">{problem.note('delivery')}</p> : null}
        <TextField
          label={t('deliveryFee', { currency: value.currency })}
          hint={t('deliveryFeeHint')}
          error={problem.note('delivery_fee')}
          name="delivery_fee"
          inputMode="decimal"
          value={fee}
          onChange={(event) => {
            touched();
            setFee(event.target.value);
          }}
        />
      </fieldset>

      <fieldset className="staff-day staff-ordering__part">
        <legend className="staff-day__name">{t('pinTitle')}</legend>
        <p className="hint">{t('pinHint')}</p>
        <PinMap
          pin={pin}
          onPin={(point) => {
            touched();
            setPin(point);
          }}
        />
        {problem.note('lat', 'lng') ? (
          <p className="form-field__error">{problem.note('lat', 'lng')}</p>
        ) : null}
      </fieldset>

      <fieldset className="staff-day staff-ordering__part">
        <legend className="staff-day__name">{t('paymentsTitle')}</legend>
        <p className="hint">{t('paymentsHint')}</p>
        {value.offered_payment_methods.map((method, index) => (
          <label key={method} className="staff-check">
            <input
              type="checkbox"
              name={`payment-${method}`}
              checked={payments.includes(method)}
              aria-invalid={problem.note(`payment_methods.${index}`) ? true : undefined}
              onChange={(event) => {
                touched();
                setPayments((current) =>
                  value.offered_payment_methods.filter((m) =>
                    m === method ? event.target.checked : current.includes(m),
                  ),
                );
              }}
            />
            {PAYMENT_METHOD_LABELS[method][lang]}
          </label>
        ))}
        {payments.length === 0 ? (
          <p className="staff-settings__warning" role="note">
            {t('noPaymentWarning')}
          </p>
        ) : null}
        {problem.note('payment_methods') ? (
          <p className="form-field__error">{problem.note('payment_methods')}</p>
        ) : null}
      </fieldset>

      <SaveBar saving={state.isLoading} saved={state.isSuccess} problem={problem.text} />
    </form>
  );
}

function PinMap({ pin, onPin }: { pin: LatLng; onPin: (point: LatLng) => void }) {
  const t = useStaffMessages();
  const config = useConfig();
  // The map opens where the pin was when the form opened; taps move the pin, not the view.
  const [center] = useState(pin);
  if (config.status === 'failed') return <p className="hint">{t('mapUnavailable')}</p>;
  if (config.status !== 'ready') return <Loading />;
  return (
    <MapBoundary fallback={<p className="hint">{t('mapUnavailable')}</p>}>
      <Suspense fallback={<Loading />}>
        <AddressMap
          center={center}
          pin={pin}
          onPin={onPin}
          tileUrl={config.config.map_tile_url}
          label={t('pinLabel')}
          pinCentreLabel={t('pinCentre')}
        />
      </Suspense>
    </MapBoundary>
  );
}
