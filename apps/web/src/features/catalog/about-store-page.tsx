import { useLocation } from 'react-router';
import type { StoreDetail } from '@suuq/shared/catalog';
import { formatMoney } from '@suuq/shared/money';
import { paths } from '../../lib/paths';
import { Link } from '../../components/ui/link';
import { LoadError } from '../../components/ui/load-state';
import { Skeleton } from '../../components/ui/skeleton';
import { PageIntro } from '../../components/ui/page-intro';
import { useLanguage } from '../../lib/use-translation';
import { useGetStoresQuery } from './catalog-api';
import { categoryLink } from './category-links';
import { useCatalogT } from './messages';
import { StatusBadge } from './store-card';
import { OpeningNote } from './store-opening';
import { WeekHours } from './store-week-hours';
import { StoreFrame } from './store-frame';
import { storeFromState, type StoreNavigationState } from './store-state';
import { useLiveStoreStatus } from './use-live-store-status';
import { useStore } from './use-store';

function StoreFacts({ store }: { store: StoreDetail }) {
  const t = useCatalogT();
  const lang = useLanguage();
  const mapLink = `https://www.openstreetmap.org/?mlat=${store.lat}&mlon=${store.lng}#map=17/${store.lat}/${store.lng}`;
  return (
    <dl className="store-facts">
      <div>
        <dt>{t('aboutStore.status')}</dt>
        <dd>
          <StatusBadge open={store.is_open} /> <OpeningNote store={store} />
        </dd>
      </div>
      {store.hours.length > 0 || store.closures.length > 0 ? (
        <div>
          <dt>{t('aboutStore.hours')}</dt>
          <dd>
            <WeekHours store={store} />
          </dd>
        </div>
      ) : null}
      <div>
        <dt>{t('aboutStore.address')}</dt>
        <dd>
          {store.address}{' '}
          <a href={mapLink} rel="noopener noreferrer">
            {t('aboutStore.openMap')}
          </a>
        </dd>
      </div>
      <div>
        <dt>{t('aboutStore.phone')}</dt>
        <dd>
          <a href={`tel:${store.phone.replace(/\s+/g, '')}`}>{store.phone}</a>
        </dd>
      </div>
      <div>
        <dt>{t('aboutStore.minimum')}</dt>
        <dd>
          {store.min_order_amount > 0
            ? formatMoney(store.min_order_amount, store.currency, lang)
            : t('store.noMinimumOrder')}
        </dd>
      </div>
      <div>
        <dt>{t('aboutStore.categories')}</dt>
        <dd>
          <ul className="inline-list">
            {store.categories.map((category) => (
              <li key={category.id}>
                <Link to={categoryLink(store, category)} state={{ store, category }}>
                  {category.name}
                </Link>
              </li>
            ))}
          </ul>
        </dd>
      </div>
    </dl>
  );
}

/** Without a store in state: every store, to pick the one to read about. */
function StorePicker() {
  const t = useCatalogT();
  const lang = useLanguage();
  const stores = useGetStoresQuery({ lang });
  return (
    <PageIntro title={t('aboutStore.pickTitle')} text={t('aboutStore.pickText')}>
      {stores.data ? (
        <ul className="pick-list">
          {stores.data.map((store) => (
            <li key={store.id}>
              <Link
                to={paths.aboutStore}
                state={{ store } satisfies StoreNavigationState}
                className="pick-list__link"
              >
                <span className="pick-list__name">{store.name}</span>
                <span className="pick-list__detail">{store.address}</span>
              </Link>
            </li>
          ))}
        </ul>
      ) : stores.isError ? (
        <LoadError onRetry={() => void stores.refetch()} />
      ) : (
        <Skeleton shape="list" />
      )}
    </PageIntro>
  );
}

/** `/about-store`: the facts of the store passed as state (address, phone, status, minimum, categories). */
export function AboutStorePage() {
  const t = useCatalogT();
  const state = storeFromState(useLocation().state);
  const lookup = useStore({ state });
  useLiveStoreStatus();
  if (!state) return <StorePicker />;
  return (
    <StoreFrame
      lookup={lookup}
      section="aboutStore"
      title={(store) => t('aboutStore.title', { name: store.name })}
      crumbs={() => [{ label: t('storeNav.aboutStore') }]}
    >
      {(store) => <StoreFacts store={store} />}
    </StoreFrame>
  );
}
