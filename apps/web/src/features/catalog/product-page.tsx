import { useLocation, useParams } from 'react-router';
import type { Product, Store } from '@suuq/shared/catalog';
import { paths } from '../../lib/paths';
import { Breadcrumb, type Crumb } from '../../components/ui/breadcrumb';
import { Link } from '../../components/ui/link';
import { LoadError } from '../../components/ui/load-state';
import { Skeleton } from '../../components/ui/skeleton';
import { PageIntro } from '../../components/ui/page-intro';
import { useLanguage } from '../../lib/use-translation';
import { useGetStoresQuery } from './catalog-api';
import { categoryLink } from './category-links';
import { useCatalogT } from './messages';
import { WishlistHeart } from '../../components/wishlist/wishlist-heart';
import { usePrefetchDeliveryOptions } from '../../lib/delivery-options';
import { productFromState } from './product-card';
import { ProductDetail } from './product-detail';
import { useGetProductQuery, useGetStoreQuery } from './store-api';
import type { StoreNavigationState } from './store-state';
import './catalog.css';
import { PageTitle } from '../../components/ui/page-title';

/**
 * The API slug for both product URLs (`/products/:slug` and the spec's `/products/_:slug`), also from a link built
 * by the spec's name rule alone: lowercased, spaces to hyphens, and the characters the API's slugs leave out
 * (brackets, commas...) dropped, so `/products/Soft drink (330 ml can)` finds `soft-drink-330-ml-can`.
 */
export function productSlugFromParam(param: string | undefined): string {
  return (param ?? '')
    .replace(/^_/, '')
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .trim()
    .replace(/\s+/g, '-')
    .replace(/-+/g, '-');
}

function useProductCrumbs(product: Product | undefined): Crumb[] {
  const t = useCatalogT();
  const lang = useLanguage();
  const stores = useGetStoresQuery({ lang }, { skip: !product });
  const store: Store | undefined = stores.data?.find((entry) => entry.id === product?.store_id);
  const detail = useGetStoreQuery({ slug: store?.slug ?? '', lang }, { skip: !store });
  const category = detail.data?.categories.find((entry) => entry.id === product?.category_id);
  const crumbs: Crumb[] = [{ label: t('home'), to: paths.home }];
  if (store) {
    const state: StoreNavigationState = { store };
    crumbs.push({ label: store.name, to: paths.store(store.name), state });
    if (category)
      crumbs.push({ label: category.name, to: categoryLink(store, category), state: { store, category } });
  }
  if (product) crumbs.push({ label: product.name });
  return crumbs;
}

/** `/products/:slug` and `/products/_:slug`: a product's page, with everything the modal has. */
export function ProductPage() {
  const t = useCatalogT();
  const lang = useLanguage();
  const slug = productSlugFromParam(useParams().slug);
  const fromState = productFromState(useLocation().state);
  const query = useGetProductQuery({ slug, lang }, { skip: slug === '' });
  // Navigation state shows the product at once; the API's answer (fresher stock, the active language) replaces it.
  const product = query.currentData ?? (fromState?.slug === slug ? fromState : undefined);
  const crumbs = useProductCrumbs(product);
  // The checkout needs the store's delivery options; fetched now, they are there when the network is not.
  usePrefetchDeliveryOptions(product?.store_id);
  const notFound =
    slug === '' ||
    (query.isError && 'status' in query.error && [404, 422].includes(query.error.status as number));

  if (!product) {
    if (notFound) {
      return (
        <PageIntro title={t('product.missingTitle')} text={t('product.missingText')}>
          <Link to={paths.search} className="button button--primary">
            {t('search.title')}
          </Link>
        </PageIntro>
      );
    }
    return (
      <>
        <PageIntro title={t('product.loadingTitle')} />
        {query.isError ? <LoadError onRetry={() => void query.refetch()} /> : <Skeleton shape="detail" />}
      </>
    );
  }
  return (
    <>
      <PageTitle text={`${product.name} · Suuq`} />
      <Breadcrumb label={t('breadcrumb')} items={crumbs} />
      <WishlistHeart product={product} labelled />
      {/* Keyed by product: choices made for one product never carry over to the next. */}
      <ProductDetail key={product.id} product={product} layout="page" />
    </>
  );
}
