import { lazy, Suspense, useState } from 'react';
import type { Store } from '@suuq/shared/catalog';
import type { LatLng } from '@suuq/shared/geo';
import { TextField } from '../../components/form/text-field';
import { MapBoundary } from '../../components/map/map-boundary';
import { formatMoney } from '@suuq/shared/money';
import { Loading } from '../../components/ui/load-state';
import { useLanguage } from '../../lib/use-translation';
import { useConfig } from '../../lib/use-config';
import type { CheckoutAccount } from '../account/checkout-account';
import type { CheckoutSlots } from './checkout-slots';
import type { CheckoutDetails } from './checkout-details';
import { CheckoutSection } from './checkout-section';
import { useCheckoutMessages } from './messages';
import type { DetailChange } from './use-checkout-form';
import type { DeliveryChoice } from './use-delivery-choice';

const AddressMap = lazy(() =>
  import('../../components/map/address-map').then((module) => ({ default: module.AddressMap })),
);

type Locating = 'idle' | 'asking' | 'failed';

/** "Use my location": the phone's own position as the delivery point, when the shopper allows it. */
function LocateButton({ onPin }: { onPin: (point: LatLng) => void }) {
  const t = useCheckoutMessages();
  const [state, setState] = useState<Locating>('idle');
  if (!('geolocation' in navigator)) return null;
  const locate = () => {
    setState('asking');
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        setState('idle');
        onPin({ lat: coords.latitude, lng: coords.longitude });
      },
      () => setState('failed'),
      { enableHighAccuracy: true, maximumAge: 60_000, timeout: 20_000 },
    );
  };
  return (
    <>
      <button
        type="button"
        className="button checkout-locate"
        onClick={locate}
        aria-busy={state === 'asking'}
      >
        {state === 'asking' ? t('locating') : t('useMyLocation')}
      </button>
      {state === 'failed' ? <p className="hint">{t('locateFailed')}</p> : null}
    </>
  );
}

/**
 * The map to pin the door on, downloaded when the shopper asks for it: Leaflet and its styles are about 45 KB that
 * an order placed with the phone's location or a saved address never needs.
 */
function DoorMap({
  store,
  pin,
  onPin,
  open,
}: {
  store: Pick<Store, 'lat' | 'lng'>;
  pin: LatLng | undefined;
  onPin: (point: LatLng | undefined) => void;
  /** Shown at once: a chosen saved address needs its pin. */
  open: boolean;
}) {
  const t = useCheckoutMessages();
  const config = useConfig();
  const [shown, setShown] = useState(false);
  if (!shown && !open) {
    return (
      <button type="button" className="button checkout-locate" onClick={() => setShown(true)}>
        {t('showMap')}
      </button>
    );
  }
  if (config.status === 'failed') return <p className="hint">{t('mapUnavailable')}</p>;
  if (config.status !== 'ready') return <Loading />;
  return (
    <MapBoundary fallback={<p className="hint">{t('mapUnavailable')}</p>}>
      <Suspense fallback={<Loading />}>
        <AddressMap
          center={{ lat: store.lat, lng: store.lng }}
          pin={pin}
          onPin={onPin}
          tileUrl={config.config.map_tile_url}
          label={t('mapLabel')}
          pinCentreLabel={t('pinCentre')}
        />
      </Suspense>
    </MapBoundary>
  );
}

/** What delivery costs at the point, or that the store does not deliver there. */
function PointQuote({ delivery, currency }: { delivery: DeliveryChoice; currency: string }) {
  const t = useCheckoutMessages();
  const lang = useLanguage();
  if (delivery.refusedHere !== undefined) {
    return (
      <p className="checkout-warning" role="status">
        {delivery.refusedHere || t('notDeliveredHere')} {t('pickupInstead')}
      </p>
    );
  }
  if (delivery.pricing) return <p className="hint">{t('pricing')}</p>;
  if (delivery.zone === undefined || delivery.fee === undefined) return null;
  return (
    <p className="checkout-zone" role="status">
      {t('zoneFee', {
        zone: delivery.zone,
        fee: delivery.fee > 0 ? formatMoney(delivery.fee, currency, lang) : t('feeNone'),
      })}
    </p>
  );
}

/**
 * Where to deliver: a saved address or a written one, and the point on the map (a pin, the saved address's own
 * point or the phone's location). Delivery needs the point: the fee and the zone are the point's.
 */
export function AddressSection({
  store,
  details,
  error,
  pointError,
  change,
  pin,
  onPin,
  delivery,
  currency,
  account,
  SavedAddresses,
}: {
  store: Pick<Store, 'lat' | 'lng'>;
  details: CheckoutDetails;
  error: string | undefined;
  pointError: string | undefined;
  change: DetailChange;
  pin: LatLng | undefined;
  onPin: (point: LatLng | undefined) => void;
  delivery: DeliveryChoice;
  currency: string;
  account: CheckoutAccount;
  SavedAddresses: CheckoutSlots['SavedAddresses'];
}) {
  const t = useCheckoutMessages();
  const pinPrompt =
    account.needsPin && !pin ? t('savedNeedsPin', { label: account.needsPin.label }) : undefined;
  return (
    <CheckoutSection title={t('addressTitle')}>
      <SavedAddresses
        account={account}
        line={details.addressLine}
        legend={t('savedAddresses')}
        needsPin={t('needsPin')}
      />
      <TextField
        label={t('addressLine')}
        hint={t('addressHint')}
        error={error}
        name="address"
        autoComplete="street-address"
        required
        value={details.addressLine}
        onChange={change('addressLine')}
      />
      <TextField
        label={t('addressNotes')}
        name="address-notes"
        value={details.addressNotes}
        onChange={change('addressNotes')}
      />
      <p className="checkout-point-hint" id="checkout-point-hint">
        {t('mapHint')}
      </p>
      <LocateButton onPin={onPin} />
      <DoorMap store={store} pin={pin} onPin={onPin} open={!!pinPrompt} />
      {pin ? (
        <p className="checkout-pin">
          {t('pinned')}{' '}
          <button type="button" className="link-button" onClick={() => onPin(undefined)}>
            {t('removePin')}
          </button>
        </p>
      ) : null}
      {pinPrompt ? (
        // A saved address without its pin: asked for here, not refused.
        <p
          className={pointError ? 'checkout-point-error' : 'checkout-warning'}
          role={pointError ? 'alert' : 'status'}
          data-invalid={pointError ? '' : undefined}
          tabIndex={-1}
        >
          {pinPrompt}
        </p>
      ) : pointError && !pin ? (
        <p className="checkout-point-error" role="alert" data-invalid tabIndex={-1}>
          {pointError}
        </p>
      ) : null}
      {pin ? <PointQuote delivery={delivery} currency={currency} /> : null}
    </CheckoutSection>
  );
}
