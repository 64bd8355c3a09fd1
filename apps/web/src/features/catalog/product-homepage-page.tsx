import type { Store } from '@suuq/shared/catalog';
import { paths } from '../../lib/paths';
import { Breadcrumb } from '../../components/ui/breadcrumb';
import { Link } from '../../components/ui/link';
import { LoadError, Loading } from '../../components/ui/load-state';
import { PageIntro } from '../../components/ui/page-intro';
import { useLanguage } from '../../lib/use-translation';
import { useGetStoresQuery } from './catalog-api';
import { sortStores } from './sort-stores';
import { useCatalogT } from './messages';
import { ProductCard } from './product-card';
import { WishlistProvider } from '../../components/wishlist/wishlist-heart';
import { useGetStoreProductsQuery } from './store-api';
import type { StoreNavigationState } from './store-state';
import { useShopperPosition } from './use-shopper-position';
import './catalog.css';

/** How many stores, and how many of each store's products, the page shows. */
const STORES = 3;
const PER_STORE = 4;

function StoreShelf({ store, eager }: { store: Store; eager: boolean }) {
  const t = useCatalogT();
  const lang = useLanguage();
  const { currentData, isError, refetch } = useGetStoreProductsQuery({ lang, store_id: store.id, page: 1 });
  const state: StoreNavigationState = { store };
  return (
    <section className="shelf" aria-labelledby={`shelf-${store.id}`}>
      <div className="shelf__head">
        <h2 id={`shelf-${store.id}`} className="store-section-title">
          {t('popular.from', { name: store.name })}
        </h2>
        <Link to={paths.store(store.name)} state={state} className="shelf__more">
          {t('popular.seeAll')}
        </Link>
      </div>
      {currentData ? (
        <ul className="product-grid">
          <WishlistProvider>
            {currentData.products.slice(0, PER_STORE).map((product) => (
              <li key={product.id}>
                <ProductCard product={product} eager={eager} />
              </li>
            ))}
          </WishlistProvider>
        </ul>
      ) : isError ? (
        <LoadError onRetry={() => void refetch()} />
      ) : (
        <Loading />
      )}
    </section>
  );
}

/**
 * `/product-homepage` (and its twin `/_product`): a few products from each of the open stores nearest the shopper
 * (or first by name), for shoppers who start from what to buy rather than where.
 */
export function ProductHomepagePage() {
  const t = useCatalogT();
  const lang = useLanguage();
  const stores = useGetStoresQuery({ lang });
  const [position] = useShopperPosition();
  const shelves = stores.data
    ? sortStores(
        stores.data.filter((store) => store.is_open),
        position.status === 'known' ? position.position : undefined,
        lang,
      ).slice(0, STORES)
    : [];
  return (
    <>
      <Breadcrumb
        label={t('breadcrumb')}
        items={[{ label: t('home'), to: paths.home }, { label: t('popular.title') }]}
      />
      <PageIntro title={t('popular.title')} text={t('popular.text')} />
      {stores.isError ? (
        <LoadError onRetry={() => void stores.refetch()} />
      ) : !stores.data ? (
        <Loading />
      ) : (
        shelves.map(({ store }, index) => <StoreShelf key={store.id} store={store} eager={index === 0} />)
      )}
    </>
  );
}
