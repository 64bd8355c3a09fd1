import { useCatalogT } from './messages';

/**
 * What shows instead of the map when it cannot load (no tiles, no map code, no configuration). The stores are
 * listed right above the map with their addresses, so it does not list them again: it says so and leads back.
 */
export function MapFallback() {
  const t = useCatalogT();
  return (
    <div className="map-fallback">
      <p className="map-fallback__note">{t('nearby.mapFailed')}</p>
      <a className="button" href="#home-stores">
        {t('nearby.backToStores')}
      </a>
    </div>
  );
}
