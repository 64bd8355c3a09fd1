import type { ReactNode } from 'react';
import type { Store } from '@suuq/shared/catalog';
import { useLanguage } from '../../lib/use-translation';
import { roundedKm, sortStores } from './sort-stores';
import { useCatalogT } from './messages';
import { StoreList } from './store-card';
import { useLiveStoreStatus } from './use-live-store-status';
import { useShopperPosition } from './use-shopper-position';

/**
 * Stores nearest first (with "1.2 km") once the browser gave the shopper's position, by name until then, with the
 * offer to sort by distance when the browser would ask first. Open/Closed badges follow the live updates.
 */
export function NearbyStoreList({ stores, heading }: { stores: Store[]; heading: ReactNode }) {
  const t = useCatalogT();
  const lang = useLanguage();
  const [position, locate] = useShopperPosition();
  useLiveStoreStatus();
  const distance = (km: number) => {
    const rounded = roundedKm(km, lang);
    return rounded === undefined ? t('nearby.nearby') : t('nearby.distance', { km: rounded });
  };
  const sorted = sortStores(stores, position.status === 'known' ? position.position : undefined, lang).map(
    ({ store, km }) => ({ store, distance: km === undefined ? undefined : distance(km) }),
  );
  return (
    <>
      <div className="section-head">
        {heading}
        {position.status === 'known' ? (
          <p className="section-head__note">{t('nearby.nearestFirst')}</p>
        ) : position.status === 'ask' ? (
          <button type="button" className="button button--small" onClick={locate}>
            {t('nearby.sortByDistance')}
          </button>
        ) : position.status === 'asking' ? (
          <p className="section-head__note">{t('nearby.locating')}</p>
        ) : null}
      </div>
      <StoreList stores={sorted} />
    </>
  );
}
