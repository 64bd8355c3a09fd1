import type { Store } from '@suuq/shared/catalog';
import { paths } from '../../app/paths';
import { Link } from '../../components/ui/link';
import { useCatalogT } from './messages';
import type { StoreNavigationState } from './store-state';

/** What shows instead of the map when it cannot load (no tiles, no map code, no configuration): a plain list. */
export function MapFallback({ stores }: { stores: Store[] }) {
  const t = useCatalogT();
  return (
    <div className="map-fallback">
      <p className="map-fallback__note">{t('nearby.mapFailed')}</p>
      <ul className="map-fallback__list">
        {stores.map((store) => (
          <li key={store.id}>
            <Link to={paths.store(store.name)} state={{ store } satisfies StoreNavigationState}>
              {store.name}
            </Link>
            <span className="map-fallback__address">{store.address}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
