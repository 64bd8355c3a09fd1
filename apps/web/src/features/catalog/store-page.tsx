import { lazy, Suspense, useState } from 'react';
import { useLocation, useParams } from 'react-router';
import type { Category, Product, StoreDetail } from '@suuq/shared/catalog';
import { CatalogImage } from '../../components/ui/catalog-image';
import { Carousel } from '../../components/ui/carousel';
import { Link } from '../../components/ui/link';
import { loadFeatureMessages } from '../../lib/i18n';
import { categoryFromQuery } from './category-links';
import { useCatalogT } from './messages';
import { ProductGrid } from './product-grid';
import { StoreFrame } from './store-frame';
import { storeFromState, type StoreNavigationState } from './store-state';
import { useLiveStoreStatus } from './use-live-store-status';
import { useStore } from './use-store';

// The modal, with the sanitizer for the description, is downloaded when a shopper first opens a product.
const ProductModal = lazy(async () => {
  const { ProductModal } = await import('./product-modal');
  await loadFeatureMessages();
  return { default: ProductModal };
});

/** The store's categories as chips: "All" and each category, the chosen one marked. */
export function CategoryChips({ store, current }: { store: StoreDetail; current?: Category }) {
  const t = useCatalogT();
  const { pathname } = useLocation();
  const state: StoreNavigationState = { store };
  const chip = (category: Category | undefined) => (
    <Link
      to={category ? `${pathname}?category=${category.id}` : pathname}
      state={state}
      replace
      className="category-chip"
      aria-current={category?.id === current?.id ? 'true' : undefined}
    >
      {category ? <CatalogImage path={category.image} width={160} sizes="32px" boxWidth={32} eager /> : null}
      {category ? category.name : t('store.allProducts')}
    </Link>
  );
  return (
    <Carousel
      heading={<h2 className="store-section-title">{t('store.categories')}</h2>}
      className="chip-strip"
      labels={{
        previous: t('carousel.previous'),
        next: t('carousel.next'),
        pause: t('carousel.pause'),
        play: t('carousel.play'),
      }}
      items={[
        { key: 'all', node: chip(undefined) },
        ...store.categories.map((category) => ({ key: category.id, node: chip(category) })),
      ]}
    />
  );
}

/** `/store/:name`: the store's categories and products; a product opens in a modal. */
export function StorePage() {
  const t = useCatalogT();
  const { name } = useParams();
  const location = useLocation();
  const lookup = useStore({ name, state: storeFromState(location.state) });
  const [openProduct, setOpenProduct] = useState<Product>();
  useLiveStoreStatus();

  return (
    <StoreFrame
      lookup={lookup}
      section="home"
      crumbs={(store) => {
        const category = categoryFromQuery(store, location.search);
        return category ? [{ label: category.name }] : [];
      }}
    >
      {(store) => {
        const category = categoryFromQuery(store, location.search);
        return (
          <>
            <CategoryChips store={store} current={category} />
            <ProductGrid
              key={category?.id ?? 'all'}
              title={category?.name ?? t('store.allProducts')}
              store={store}
              categoryId={category?.id}
              onOpen={setOpenProduct}
            />
            {openProduct ? (
              <Suspense fallback={null}>
                <ProductModal product={openProduct} onClose={() => setOpenProduct(undefined)} />
              </Suspense>
            ) : null}
          </>
        );
      }}
    </StoreFrame>
  );
}
