import { lazy, Suspense } from 'react';
import type { Store } from '@suuq/shared/catalog';
import type { LatLng } from '@suuq/shared/geo';
import { TextField } from '../../components/form/text-field';
import { MapBoundary } from '../../components/map/map-boundary';
import { Loading } from '../../components/ui/load-state';
import { useConfig } from '../../lib/use-config';
import type { CheckoutAccount } from '../account/checkout-account';
import type { CheckoutSlots } from './checkout-slots';
import type { CheckoutDetails } from './checkout-details';
import { CheckoutSection } from './checkout-section';
import { useCheckoutMessages } from './messages';
import type { DetailChange } from './use-checkout-form';

const AddressMap = lazy(() =>
  import('../../components/map/address-map').then((module) => ({ default: module.AddressMap })),
);

/** Where to deliver: a saved address or a written one, and an optional pin on the map. */
export function AddressSection({
  store,
  details,
  error,
  change,
  pin,
  onPin,
  account,
  SavedAddresses,
}: {
  store: Pick<Store, 'lat' | 'lng'>;
  details: CheckoutDetails;
  error: string | undefined;
  change: DetailChange;
  pin: LatLng | undefined;
  onPin: (point: LatLng | undefined) => void;
  account: CheckoutAccount;
  SavedAddresses: CheckoutSlots['SavedAddresses'];
}) {
  const t = useCheckoutMessages();
  const config = useConfig();
  return (
    <CheckoutSection title={t('addressTitle')}>
      <SavedAddresses account={account} line={details.addressLine} legend={t('savedAddresses')} />
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
      <p className="hint">{t('mapHint')}</p>
      {config.status === 'ready' ? (
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
      ) : config.status === 'failed' ? (
        <p className="hint">{t('mapUnavailable')}</p>
      ) : null}
      {pin ? (
        <p className="checkout-pin">
          {t('pinned', { lat: pin.lat.toFixed(5), lng: pin.lng.toFixed(5) })}{' '}
          <button type="button" className="link-button" onClick={() => onPin(undefined)}>
            {t('removePin')}
          </button>
        </p>
      ) : null}
    </CheckoutSection>
  );
}
