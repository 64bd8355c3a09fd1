import { lazy, Suspense } from 'react';
import type { LatLng } from '@suuq/shared/geo';
import type { MapMark } from '../../components/map/address-map';
import { MapBoundary } from '../../components/map/map-boundary';
import { Loading } from '../../components/ui/load-state';
import { useConfig } from '../../lib/use-config';

// Leaflet and its styles come only with this page, after it shows.
const AddressMap = lazy(() =>
  import('../../components/map/address-map').then((module) => ({ default: module.AddressMap })),
);

/** Where the map opens when nothing is set yet: the centre of Mogadishu. */
export const CITY_CENTRE: LatLng = { lat: 2.0469, lng: 45.3182 };

/**
 * The trip on the app's one map: the pickup, the drop-off and the captain as marks; taps go to `onPoint` while
 * choosing. Without a map (no configuration, Leaflet failed) `fallback` shows and the page goes on.
 */
export function TripMap({
  center,
  marks,
  label,
  onPoint,
  pinCentreLabel,
  fallback,
}: {
  center: LatLng;
  marks: readonly MapMark[];
  label: string;
  onPoint?: ((point: LatLng) => void) | undefined;
  pinCentreLabel?: string | undefined;
  fallback: string;
}) {
  const config = useConfig();
  const note = <p className="hint">{fallback}</p>;
  if (config.status === 'failed') return note;
  if (config.status === 'loading') return <Loading />;
  return (
    <MapBoundary fallback={note}>
      {/* Its own stacking context: the map's layers stay under the sticky header. */}
      <div className="booking-map">
        <Suspense fallback={<Loading />}>
          <AddressMap
            center={center}
            pin={undefined}
            onPin={onPoint}
            tileUrl={config.config.map_tile_url}
            label={label}
            pinCentreLabel={pinCentreLabel}
            marks={marks}
          />
        </Suspense>
      </div>
    </MapBoundary>
  );
}
