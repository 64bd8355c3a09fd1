import type { ReactNode } from 'react';
import type { Store, StoreDetail } from '@suuq/shared/catalog';
import { CatalogImage } from '../../components/ui/catalog-image';
import { paths } from '../../lib/paths';
import { Breadcrumb, type Crumb } from '../../components/ui/breadcrumb';
import { Link } from '../../components/ui/link';
import { LoadError } from '../../components/ui/load-state';
import { Skeleton } from '../../components/ui/skeleton';
import { PageIntro } from '../../components/ui/page-intro';
import { usePrefetchDeliveryOptions } from '../../lib/delivery-options';
import { categoryLink } from './category-links';
import { useCatalogT } from './messages';
import { MinimumOrderBadge } from './product-grid';
import { StatusBadge } from './store-card';
import { OpeningNote } from './store-opening';
import type { StoreNavigationState } from './store-state';
import type { StoreLookup } from './use-store';
import './catalog.css';
import { PageTitle } from '../../components/ui/page-title';

export type StoreSection = 'home' | 'about' | 'categories' | 'aboutStore';

/** The store's own menu: Home, About {store name}, Categories, About Store (the spec's sub-navigation). */
export function StoreNav({ store, current }: { store: Store; current?: StoreSection }) {
  const t = useCatalogT();
  const state: StoreNavigationState = { store };
  const links: { section: StoreSection; to: string; label: string }[] = [
    { section: 'home', to: paths.store(store.name), label: t('storeNav.home') },
    { section: 'about', to: paths.storeAbout(store.name), label: t('storeNav.about', { name: store.name }) },
    { section: 'categories', to: categoryLink(store), label: t('storeNav.categories') },
    { section: 'aboutStore', to: paths.aboutStore, label: t('storeNav.aboutStore') },
  ];
  return (
    <nav className="store-nav" aria-label={t('storeNav.label', { name: store.name })}>
      <ul className="store-nav__list">
        {links.map((link) => (
          <li key={link.section}>
            <Link
              to={link.to}
              state={state}
              className="store-nav__link"
              aria-current={link.section === current ? 'page' : undefined}
            >
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The store's name, picture, address, Open/Closed and minimum order, at the top of every store page. */
export function StoreHero({ store, title }: { store: Store; title: string }) {
  const t = useCatalogT();
  return (
    <header className="store-hero">
      <CatalogImage
        className="store-hero__image"
        path={store.image}
        width={480}
        max={960}
        sizes="(min-width: 40em) 16rem, 5.5rem"
        boxWidth={480}
        boxHeight={240}
        eager
      />
      <div className="store-hero__body">
        <PageTitle text={`${title} · Suuq`} />
        <h1 className="store-hero__title">
          {store.logo ? (
            <CatalogImage
              className="store-hero__logo"
              path={store.logo}
              width={160}
              sizes="36px"
              boxWidth={36}
              eager
            />
          ) : null}
          <span>{title}</span>
        </h1>
        <p className="store-hero__address">{store.address}</p>
        <p className="store-hero__meta">
          <StatusBadge open={store.is_open} />
          <OpeningNote store={store} />
          <MinimumOrderBadge store={store} />
          <a className="store-hero__phone" href={`tel:${store.phone.replace(/\s+/g, '')}`}>
            <span className="visually-hidden">{t('store.phone')} </span>
            {store.phone}
          </a>
        </p>
      </div>
    </header>
  );
}

/** The breadcrumb's first steps: Home › {store}. */
export function storeCrumbs(store: Store, home: string): Crumb[] {
  const state: StoreNavigationState = { store };
  return [
    { label: home, to: paths.home },
    { label: store.name, to: paths.store(store.name), state },
  ];
}

/**
 * The frame of every store page: breadcrumb, hero, sub-navigation, then the page. While the store loads it shows
 * what navigation state already knows; an unknown store gets a plain "not found" with a way back.
 */
export function StoreFrame({
  lookup,
  section,
  title,
  crumbs,
  children,
}: {
  lookup: StoreLookup;
  section?: StoreSection;
  /** The page's h1; the store's name when left out. */
  title?: (store: Store) => string;
  /** Steps after Home › {store}; the store itself is the last step when left out. */
  crumbs?: (store: StoreDetail) => Crumb[];
  children: (store: StoreDetail) => ReactNode;
}) {
  const t = useCatalogT();
  // The checkout needs them; fetched now, they are there when the network is not.
  usePrefetchDeliveryOptions('store' in lookup ? lookup.store?.id : undefined);
  if (lookup.status === 'missing') {
    return (
      <PageIntro
        title={t(lookup.paused ? 'store.pausedTitle' : 'store.missingTitle')}
        text={t(lookup.paused ? 'store.pausedText' : 'store.missingText')}
      >
        <Link to={paths.storeDashes} className="button button--primary">
          {t('store.allStores')}
        </Link>
      </PageIntro>
    );
  }
  if (lookup.status === 'failed') {
    return (
      <>
        <PageIntro title={t('store.loadingTitle')} />
        <LoadError onRetry={lookup.retry} />
      </>
    );
  }
  const store = lookup.store;
  if (!store) {
    return (
      <>
        <PageIntro title={t('store.loadingTitle')} />
        <Skeleton shape="store" />
      </>
    );
  }
  return (
    <div className="store-page">
      <Breadcrumb
        label={t('breadcrumb')}
        items={[
          ...storeCrumbs(store, t('home')),
          ...(crumbs && lookup.status === 'ready' ? crumbs(lookup.store) : []),
        ]}
      />
      <StoreHero store={store} title={title ? title(store) : store.name} />
      <StoreNav store={store} current={section} />
      {lookup.status === 'ready' ? children(lookup.store) : <Skeleton shape="grid" />}
    </div>
  );
}
