import { lazy, Suspense, useEffect, useRef, useState, type ComponentType, type ReactNode } from 'react';
import type { Store } from '@suuq/shared/catalog';
import { paths } from '../../lib/paths';
import { Link } from '../../components/ui/link';
import { Loading } from '../../components/ui/load-state';
import { useLanguage, useT } from '../../lib/use-translation';
import { sortStores } from './sort-stores';
import { NearbyStoreList } from './nearby-stores';
import { MapFallback } from './map-fallback';
import { useShopperPosition } from './use-shopper-position';
import { useCatalogT } from './messages';

// Everything on the home page that can arrive a moment after the first paint: the categories strip, the stores
// sorted by distance with live Open/Closed badges, and the map (docs/decisions/003-home-route-budget.md).

/** How many stores (the nearest, or the first by name) lend their categories to the strip. */
const CATEGORY_STORES = 4;

/**
 * How long the strip waits for a position the shopper already allowed before it shows the first stores by name:
 * a position from the last minutes comes at once, and asking for the stores by name and then for the nearest ones
 * would download both.
 */
const POSITION_PATIENCE_MS = 1000;

// The strip's carousel and its data come next; the strip is a shortcut, so without its file it is left out.
const PopularCategories = lazy<ComponentType<{ stores: Store[]; heading: ReactNode }>>(() =>
  import('./popular-categories').then(
    (module) => ({ default: module.PopularCategories }),
    (error: unknown) => {
      console.warn('The categories could not be downloaded:', error);
      return { default: () => null };
    },
  ),
);

// Leaflet is about 40 KB: it is downloaded only when the map is about to scroll into view. Without the file
// (offline, a stale deploy) the plain list shows instead.
const StoreMap = lazy(() =>
  import('./store-map').then(
    (module) => ({ default: module.StoreMap }),
    (error: unknown) => {
      console.warn('The map could not be downloaded:', error);
      return { default: MapFallback };
    },
  ),
);

/** The strip of categories from the stores nearest the shopper (or the first by name). */
function CategoriesSection({ stores, heading }: { stores: Store[]; heading: ReactNode }) {
  const lang = useLanguage();
  const [position] = useShopperPosition();
  const [patient, setPatient] = useState(true);
  useEffect(() => {
    const timer = setTimeout(() => setPatient(false), POSITION_PATIENCE_MS);
    return () => clearTimeout(timer);
  }, []);
  const nearest = sortStores(stores, position.status === 'known' ? position.position : undefined, lang)
    .slice(0, CATEGORY_STORES)
    .map(({ store }) => store);
  const placeholder = (
    <>
      <div className="carousel__head">{heading}</div>
      <div className="category-strip-placeholder" />
    </>
  );
  if (patient && (position.status === 'unknown' || position.status === 'asking')) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <PopularCategories stores={nearest} heading={heading} />
    </Suspense>
  );
}

/** A slot of fixed height that loads the map of the stores when it comes near the screen. */
function MapSection({ stores }: { stores: Store[] }) {
  const slotRef = useRef<HTMLDivElement>(null);
  // Far at first everywhere, the server's render included (it has no IntersectionObserver), so that the page the
  // server sent is taken over as it is; a browser without one loads the map at once.
  const [near, setNear] = useState(false);

  useEffect(() => {
    const slot = slotRef.current;
    if (!slot || near) return;
    if (typeof IntersectionObserver === 'undefined') return setNear(true);
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: '150px 0px' },
    );
    observer.observe(slot);
    return () => observer.disconnect();
  }, [near]);

  return (
    <div ref={slotRef} className="map-slot">
      {near ? (
        <Suspense fallback={<Loading />}>
          <StoreMap stores={stores} />
        </Suspense>
      ) : null}
    </div>
  );
}

/**
 * The home page below the industries: popular categories, the stores (nearest first when allowed, live badges)
 * and the map. Until it arrives the home page keeps a blank of about the same height.
 */
export function HomeBelow({ stores }: { stores: Store[] }) {
  const t = useT();
  const tc = useCatalogT();
  return (
    <>
      <p className="home-section">
        <Link to={paths.book} className="button">
          {t('nav.book')}
        </Link>
      </p>
      {stores.length > 0 ? (
        <section className="home-section" aria-labelledby="home-categories">
          <CategoriesSection
            stores={stores}
            heading={<h2 id="home-categories">{tc('homeBelow.categoriesTitle')}</h2>}
          />
        </section>
      ) : null}
      <section className="home-section" aria-labelledby="home-stores">
        <NearbyStoreList stores={stores} heading={<h2 id="home-stores">{t('home.storesTitle')}</h2>} />
      </section>
      {stores.length > 0 ? (
        <section className="home-section" aria-labelledby="home-map">
          <h2 id="home-map">{tc('homeBelow.mapTitle')}</h2>
          <MapSection stores={stores} />
        </section>
      ) : null}
    </>
  );
}
