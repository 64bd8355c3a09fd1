import { useLocation } from 'react-router';
import type { Category, Store, StoreDetail } from '@suuq/shared/catalog';
import { compareNames } from '@suuq/shared/intl';
import { CatalogImage } from '../../components/ui/catalog-image';
import { paths } from '../../lib/paths';
import { Breadcrumb } from '../../components/ui/breadcrumb';
import { Link } from '../../components/ui/link';
import { LoadError } from '../../components/ui/load-state';
import { Skeleton } from '../../components/ui/skeleton';
import { PageIntro } from '../../components/ui/page-intro';
import { useLanguage } from '../../lib/use-translation';
import { useGetStoresQuery } from './catalog-api';
import { categoryFromQuery, categoryLink, type CategoryNavigationState } from './category-links';
import { useCatalogT } from './messages';
import { ProductGrid } from './product-grid';
import { useStoreCategories } from './store-api';
import { StoreFrame } from './store-frame';
import { useLiveStoreStatus } from './use-live-store-status';
import { useStore } from './use-store';
import './catalog.css';

function categoryState(state: unknown): Partial<CategoryNavigationState> {
  if (typeof state !== 'object' || state === null) return {};
  const { store, category } = state as Partial<CategoryNavigationState>;
  return {
    store: typeof store?.slug === 'string' ? store : undefined,
    category: typeof category?.id === 'number' ? category : undefined,
  };
}

/** Big tiles for a store's categories, each opening that category's products. */
function CategoryGrid({ entries }: { entries: { store: Store; category: Category }[] }) {
  return (
    <ul className="category-grid">
      {entries.map(({ store, category }) => (
        <li key={`${store.id}-${category.id}`}>
          <Link to={categoryLink(store, category)} state={{ store, category }} className="category-card">
            <CatalogImage
              path={category.image}
              width={320}
              max={640}
              sizes="(min-width: 40em) 12rem, 45vw"
              boxWidth={320}
            />
            <span className="category-card__name">{category.name}</span>
            <span className="category-card__store">{store.name}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** Without a store: the categories of every store, to start from a kind of product rather than a shop. */
export function AllCategories() {
  const t = useCatalogT();
  const lang = useLanguage();
  const stores = useGetStoresQuery({ lang });
  const slugs = stores.data?.map((store) => store.slug) ?? [];
  const categories = useStoreCategories(slugs, lang, { skip: !stores.data });
  const failed = stores.isError ? stores : categories.isError ? categories : undefined;
  return (
    <>
      <Breadcrumb
        label={t('breadcrumb')}
        items={[{ label: t('home'), to: paths.home }, { label: t('categories.title') }]}
      />
      <PageIntro title={t('categories.title')} text={t('categories.text')} />
      {categories.currentData ? (
        // Grouped by store (the query takes the stores in turns, for the home page's strip).
        <CategoryGrid
          entries={[...categories.currentData].sort((a, b) => compareNames(lang)(a.store.name, b.store.name))}
        />
      ) : failed ? (
        <LoadError onRetry={() => void failed.refetch()} />
      ) : (
        <Skeleton shape="grid" />
      )}
    </>
  );
}

function StoreCategories({ store, category }: { store: StoreDetail; category?: Category }) {
  const t = useCatalogT();
  if (category)
    return (
      <ProductGrid key={category.id} title={t('store.products')} store={store} categoryId={category.id} />
    );
  return (
    <section aria-labelledby="store-categories">
      <h2 id="store-categories" className="store-section-title">
        {t('store.categories')}
      </h2>
      {store.categories.length > 0 ? (
        <CategoryGrid entries={store.categories.map((entry) => ({ store, category: entry }))} />
      ) : (
        <p className="hint">{t('store.noProducts')}</p>
      )}
    </section>
  );
}

/**
 * `/category?store={slug}&category={id}` (also as navigation state): a category's products in its store, with the
 * store's breadcrumb and menu. With a store only: that store's categories. With neither: every store's categories.
 */
export function CategoryPage() {
  const t = useCatalogT();
  const location = useLocation();
  const fromState = categoryState(location.state);
  const query = new URLSearchParams(location.search);
  const slug = query.get('store') ?? fromState.store?.slug ?? undefined;
  const lookup = useStore({ slug, state: fromState.store });
  useLiveStoreStatus();
  if (slug === undefined) return <AllCategories />;

  const categoryOf = (store: StoreDetail) =>
    categoryFromQuery(store, location.search) ??
    (fromState.category ? store.categories.find((entry) => entry.id === fromState.category?.id) : undefined);

  return (
    <StoreFrame
      lookup={lookup}
      section="categories"
      title={(store) =>
        ('categories' in store ? categoryOf(store as StoreDetail)?.name : undefined) ?? t('store.categories')
      }
      crumbs={(store) => {
        const category = categoryOf(store);
        return category
          ? [
              { label: t('store.categories'), to: categoryLink(store), state: { store } },
              { label: category.name },
            ]
          : [{ label: t('store.categories') }];
      }}
    >
      {(store) => <StoreCategories store={store} category={categoryOf(store)} />}
    </StoreFrame>
  );
}
