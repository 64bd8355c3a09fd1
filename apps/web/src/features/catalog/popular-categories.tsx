import { useDeferredValue, type ReactNode } from 'react';
import type { Store } from '@suuq/shared/catalog';
import { CatalogImage } from '../../components/ui/catalog-image';
import { Carousel } from '../../components/ui/carousel';
import { Link } from '../../components/ui/link';
import { LoadError } from '../../components/ui/load-state';
import { useLanguage } from '../../lib/use-translation';
import { categoryLink, type CategoryNavigationState } from './category-links';
import { useCatalogT } from './messages';
import { useStoreCategories, type StoreCategory } from './store-api';
import './catalog.css';

/** Tiles in view on a phone before the strip moves; the others load as they scroll near (about 2 KB each). */
const TILES_IN_VIEW = 4;

function CategoryTile({ store, category, eager }: StoreCategory & { eager: boolean }) {
  const state: CategoryNavigationState = { store, category };
  return (
    <Link to={categoryLink(store, category)} state={state} className="category-tile">
      <CatalogImage
        className="category-tile__image"
        path={category.image}
        width={160}
        max={320}
        sizes="64px"
        boxWidth={64}
        eager={eager}
      />
      <span className="category-tile__name">{category.name}</span>
      <span className="category-tile__store">{store.name}</span>
    </Link>
  );
}

/** Categories as a carousel of tiles, each opening that category in its store. */
export function CategoryCarousel({ entries, heading }: { entries: StoreCategory[]; heading: ReactNode }) {
  const t = useCatalogT();
  return (
    <Carousel
      heading={heading}
      className="category-strip"
      labels={{
        previous: t('carousel.previous'),
        next: t('carousel.next'),
        pause: t('carousel.pause'),
        play: t('carousel.play'),
      }}
      items={entries.map((entry, index) => ({
        key: `${entry.store.id}-${entry.category.id}`,
        node: <CategoryTile {...entry} eager={index < TILES_IN_VIEW} />,
      }))}
    />
  );
}

/** The home page's strip: the categories of the stores nearest the shopper (or first by name). */
export function PopularCategories({ stores, heading }: { stores: Store[]; heading: ReactNode }) {
  const lang = useLanguage();
  // Only stores a shopper can order from now: a closed store's categories would lead to a shop that cannot sell.
  const slugs = stores.filter((store) => store.is_open).map((store) => store.slug);
  const { currentData: answered, isError, refetch } = useStoreCategories(slugs, lang);
  // The strip's tiles are drawn in a transition, in slices the phone can answer a tap between: its answer usually
  // lands while the home page is still being taken over, and drawn at once it held the phone for one long task.
  const currentData = useDeferredValue(answered);
  if (isError) {
    return (
      <>
        {heading}
        <LoadError onRetry={() => void refetch()} />
      </>
    );
  }
  if (!currentData) {
    // Same height as the strip, so nothing below jumps when the categories arrive.
    return (
      <>
        <div className="carousel__head">{heading}</div>
        <div className="category-strip-placeholder" aria-hidden="true" />
      </>
    );
  }
  return <CategoryCarousel entries={currentData} heading={heading} />;
}
