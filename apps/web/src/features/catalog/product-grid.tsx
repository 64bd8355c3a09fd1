import { useState } from 'react';
import { useId } from '../../lib/use-id';
import type { Product, Store } from '@suuq/shared/catalog';
import { formatMoney } from '@suuq/shared/money';
import { LoadError } from '../../components/ui/load-state';
import { Skeleton } from '../../components/ui/skeleton';
import { useLanguage } from '../../lib/use-translation';
import { useCatalogT } from './messages';
import { ProductCard } from './product-card';
import { WishlistProvider } from '../../components/wishlist/wishlist-heart';
import { useOpeningText } from './store-opening';
import { PRODUCTS_PER_PAGE, useGetStoreProductsQuery } from './store-api';

/** Cards above the fold on a phone load at once; the rest wait until they are scrolled near. */
const EAGER_CARDS = 4;
/** The first row on a phone: the largest pictures of the first screen, asked for before the others. */
const FIRST_ROW = 2;

/** "Minimum order: $5.00", or that there is none. */
export function MinimumOrderBadge({ store }: { store: Pick<Store, 'min_order_amount' | 'currency'> }) {
  const t = useCatalogT();
  const lang = useLanguage();
  return (
    <span className="min-order-badge">
      {store.min_order_amount > 0
        ? t('store.minimumOrder', { amount: formatMoney(store.min_order_amount, store.currency, lang) })
        : t('store.noMinimumOrder')}
    </span>
  );
}

interface GridArgs {
  store: Store;
  categoryId?: number;
  onOpen?: (product: Product) => void;
}

/** One page of cards; every page is its own cached request, so "Load more" never refetches the earlier ones. */
function GridPage({ store, categoryId, onOpen, page }: GridArgs & { page: number }) {
  const lang = useLanguage();
  const t = useCatalogT();
  const opens = useOpeningText(store);
  // A closed store's cards: orders for later when it takes them, else when it opens instead of an add button.
  const closed = store.is_open
    ? undefined
    : store.accepts_scheduled
      ? ({ later: true } as const)
      : ({ later: false, opens: opens ?? t('product.closedNow') } as const);
  const { currentData } = useGetStoreProductsQuery({
    lang,
    store_id: store.id,
    category_id: categoryId,
    page,
  });
  return (
    <WishlistProvider>
      {currentData?.products.map((product, index) => (
        <li key={product.id}>
          <ProductCard
            product={product}
            onOpen={onOpen}
            eager={page === 1 && index < EAGER_CARDS}
            priority={page === 1 && index < FIRST_ROW}
            closed={closed}
          />
        </li>
      ))}
    </WishlistProvider>
  );
}

/**
 * The products of a store, or of one of its categories: the title, the minimum-order badge, the cards, and
 * "Load more" while the server has more (20 at a time).
 */
export function ProductGrid({ title, ...args }: GridArgs & { title: string }) {
  const t = useCatalogT();
  const lang = useLanguage();
  const titleId = useId();
  const [pages, setPages] = useState(1);
  const query = { lang, store_id: args.store.id, category_id: args.categoryId };
  const first = useGetStoreProductsQuery({ ...query, page: 1 });
  // The same request as the last GridPage makes (one cache entry): tells whether "Load more" is still loading.
  const last = useGetStoreProductsQuery({ ...query, page: pages });
  const total = first.currentData?.meta.total ?? 0;

  let body;
  if (first.isError) body = <LoadError onRetry={() => void first.refetch()} />;
  else if (!first.currentData) body = <Skeleton shape="grid" />;
  else if (total === 0) body = <p className="hint">{t('store.noProducts')}</p>;
  else
    body = (
      <>
        <ul className="product-grid">
          {Array.from({ length: pages }, (_, index) => (
            <GridPage key={index + 1} {...args} page={index + 1} />
          ))}
        </ul>
        {last.isError ? <LoadError onRetry={() => void last.refetch()} /> : null}
        {pages * PRODUCTS_PER_PAGE < total ? (
          <div className="product-grid__more">
            <button
              type="button"
              className="button"
              disabled={last.isFetching}
              onClick={() => setPages((count) => count + 1)}
            >
              {last.isFetching ? t('store.loadingMore') : t('store.loadMore')}
            </button>
            <p className="hint">{t('store.shown', { shown: pages * PRODUCTS_PER_PAGE, total })}</p>
          </div>
        ) : null}
      </>
    );

  return (
    <section className="product-section" aria-labelledby={titleId}>
      <div className="product-section__head">
        <h2 id={titleId} className="product-section__title">
          {title}
        </h2>
        <MinimumOrderBadge store={args.store} />
      </div>
      {body}
    </section>
  );
}
