import { useLocation } from 'react-router';
import { paths } from '../../lib/paths';
import { Breadcrumb } from '../../components/ui/breadcrumb';
import { EmptyState } from '../../components/ui/empty-state';
import { Link } from '../../components/ui/link';
import { LoadError } from '../../components/ui/load-state';
import { Skeleton } from '../../components/ui/skeleton';
import { PageIntro } from '../../components/ui/page-intro';
import { useLanguage } from '../../lib/use-translation';
import { useCatalogT } from './messages';
import { ProductCard } from './product-card';
import { WishlistProvider } from '../../components/wishlist/wishlist-heart';
import { SearchForm } from './search-form';
import { useGetStoresQuery } from './catalog-api';
import { useSearchQuery } from './store-api';
import { StoreList } from './store-card';
import { useLiveStoreStatus } from './use-live-store-status';
import './catalog.css';

function Results({ q }: { q: string }) {
  const t = useCatalogT();
  const lang = useLanguage();
  const { currentData, isError, isFetching, refetch } = useSearchQuery({ q, lang });
  // Results mix stores: each product says where it is sold (the store list is usually cached already).
  const stores = useGetStoresQuery({ lang }, { skip: !currentData?.products.length });
  const storeName = (id: number) => stores.data?.find((store) => store.id === id)?.name;
  useLiveStoreStatus();
  if (isError) return <LoadError onRetry={() => void refetch()} />;
  if (!currentData) return <Skeleton shape="list" />;
  const { stores: storesFound, products } = currentData;
  if (storesFound.length === 0 && products.length === 0) {
    return (
      <EmptyState picture="search" title={t('search.nothingTitle', { q })} text={t('search.nothingText')}>
        <Link to={paths.home} className="button button--primary">
          {t('search.browseStores')}
        </Link>
      </EmptyState>
    );
  }
  return (
    <div aria-busy={isFetching || undefined}>
      <p className="visually-hidden" role="status">
        {t('search.found', { count: storesFound.length + products.length })}
      </p>
      {storesFound.length > 0 ? (
        <section className="search-section" aria-labelledby="search-stores">
          <h2 id="search-stores" className="store-section-title">
            {t('search.stores')}
          </h2>
          {/* In the server's order: best match first. */}
          <StoreList stores={storesFound.map((store) => ({ store }))} />
        </section>
      ) : null}
      {products.length > 0 ? (
        <section className="search-section" aria-labelledby="search-products">
          <h2 id="search-products" className="store-section-title">
            {t('search.products')}
          </h2>
          <ul className="product-grid">
            <WishlistProvider>
              {products.map((product, index) => (
                <li key={product.id}>
                  <ProductCard product={product} eager={index < 4} storeName={storeName(product.store_id)} />
                </li>
              ))}
            </WishlistProvider>
          </ul>
        </section>
      ) : null}
    </div>
  );
}

/** `/search?q=`: stores and products matching what was typed; the server forgives typos. */
export function SearchPage() {
  const t = useCatalogT();
  const { search } = useLocation();
  const q = (new URLSearchParams(search).get('q') ?? '').trim();
  return (
    <>
      <Breadcrumb
        label={t('breadcrumb')}
        items={[{ label: t('home'), to: paths.home }, { label: t('search.title') }]}
      />
      <PageIntro title={q ? t('search.resultsFor', { q }) : t('search.title')}>
        {/* Keyed by the query, so Back to an earlier search shows that query in the box too. */}
        <SearchForm key={q} initial={q} className="search-page__form" />
      </PageIntro>
      {q ? <Results q={q} /> : <p className="hint">{t('search.hint')}</p>}
    </>
  );
}
