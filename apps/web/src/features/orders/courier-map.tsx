import { lazy, Suspense, useMemo, useState } from 'react';
import type { LatLng } from '@suuq/shared/distance';
import type { MapMark } from '../../components/map/address-map';
import { MapBoundary } from '../../components/map/map-boundary';
import { Loading } from '../../components/ui/load-state';
import { useConfig } from '../../lib/use-config';
import { useOrderMessages } from './messages';

// Leaflet and its styles come only when a courier is on the way, after the card shows.
const AddressMap = lazy(() =>
  import('../../components/map/address-map').then((module) => ({ default: module.AddressMap })),
);

/**
 * The courier on the map, moving as their phone reports, with the shopper's door pinned; framed to show both,
 * and again when the courier leaves the view. Fetched with its own chunk only while a courier carries the order.
 * Without a map (no configuration, Leaflet failed, no tiles) the card's words go on alone.
 */
export default function CourierMap({
  courier,
  name,
  door,
}: {
  courier: LatLng;
  name: string;
  door: LatLng | undefined;
}) {
  const t = useOrderMessages();
  const config = useConfig();
  const { lat, lng } = courier;
  const marks = useMemo<MapMark[]>(
    () => [
      {
        key: 'courier',
        point: { lat, lng },
        label: t('courierMark', { name }),
        className: 'order-courier-mark',
      },
    ],
    [lat, lng, name, t],
  );
  // The map is drawn once around where it opened: a moving courier moves the mark, not the map.
  const [centre] = useState(() => door ?? { lat, lng });
  const note = <p className="hint">{t('courierMapUnavailable')}</p>;
  if (config.status === 'failed') return note;
  if (config.status === 'loading') return <Loading />;
  return (
    <MapBoundary fallback={note}>
      <div className="order-courier__map" data-testid="courier-map" data-lat={lat} data-lng={lng}>
        <Suspense fallback={<Loading />}>
          <AddressMap
            center={centre}
            pin={door}
            tileUrl={config.config.map_tile_url}
            label={t('courierMapLabel', { name })}
            marks={marks}
            fitMarks
          />
        </Suspense>
      </div>
    </MapBoundary>
  );
}
