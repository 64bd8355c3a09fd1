import { lazy, Suspense } from 'react';
import type { Industry, Store } from '@suuq/shared/catalog';
import { paths } from '../../lib/paths';
import { Link } from '../../components/ui/link';
import { LoadError, Loading } from '../../components/ui/load-state';
import { loadFeatureMessages } from '../../lib/i18n';
import { useLanguage, useT } from '../../lib/use-translation';
import { useGetIndustriesQuery, useGetStoresQuery } from './catalog-api';
import type * as Extras from './home-extras';
import { SearchForm } from './search-form';
import { BannerArt } from './banner-art';
import './home-page.css';
import { PageTitle } from '../../components/ui/page-title';

// Everything below the industries (categories strip, the store cards sorted by distance with live badges, the map)
// is one more file, requested as soon as this module runs, in parallel with the API calls, so it is usually there
// before the stores are: it counts nothing against the home route's byte budget
// (docs/decisions/003-home-route-budget.md). Without it (offline, a stale deploy) the stores show as plain links.
let extras: Promise<typeof Extras> | undefined;
const loadExtras = () =>
  (extras ??= import('./home-extras').then(async (module) => {
    await loadFeatureMessages();
    return module;
  }));
void loadExtras().catch(() => {});
const HomeBelow = lazy(() =>
  loadExtras().then(
    (module) => ({ default: module.HomeBelow }),
    (error: unknown) => {
      console.warn('The rest of the home page could not be downloaded:', error);
      extras = undefined;
      return { default: PlainStores };
    },
  ),
);

function IndustryList({ industries }: { industries: Industry[] }) {
  const t = useT();
  if (industries.length === 0) return <p>{t('home.noIndustries')}</p>;
  return (
    <ul className="industry-list">
      {industries.map((industry) => (
        <li key={industry.id}>
          <Link
            to={paths.industryPage(industry.slug)}
            className={`industry-card industry-card--${industry.slug}`}
          >
            {/* Empty alt: the name is right beside it, and screen readers would otherwise read it twice. */}
            <img src={industry.image} alt="" width="56" height="56" decoding="async" />
            {industry.name}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** The stores as plain links, when the rest of the page could not be downloaded. */
function PlainStores({ stores }: { stores: Store[] }) {
  const t = useT();
  return (
    <section className="home-section" aria-labelledby="home-stores">
      <h2 id="home-stores">{t('home.storesTitle')}</h2>
      <ul>
        {stores.map((store) => (
          <li key={store.id}>
            <Link to={paths.store(store.name)} state={{ store }}>
              {store.name}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function HomePage() {
  const t = useT();
  const lang = useLanguage();
  const industries = useGetIndustriesQuery(lang);
  const stores = useGetStoresQuery({ lang });

  return (
    <>
      <PageTitle text={`${t('app.name')} · ${t('home.title')}`} />
      <section className="banner">
        <div className="banner__content">
          <h1 className="banner__title">{t('home.title')}</h1>
          <p className="banner__text">{t('home.text')}</p>
          <SearchForm className="banner__search" />
        </div>
        <BannerArt />
      </section>

      <section className="home-section" aria-labelledby="home-industries">
        <h2 id="home-industries">{t('home.industriesTitle')}</h2>
        {industries.data ? (
          <IndustryList industries={industries.data} />
        ) : industries.isError ? (
          <LoadError onRetry={() => void industries.refetch()} />
        ) : (
          <Loading />
        )}
      </section>

      {stores.data ? (
        // About as tall as the strip and the store cards, so the footer does not jump around meanwhile.
        <Suspense fallback={<div style={{ minHeight: `${12 + stores.data.length * 7}rem` }} />}>
          <HomeBelow stores={stores.data} />
        </Suspense>
      ) : stores.isError ? (
        <LoadError onRetry={() => void stores.refetch()} />
      ) : (
        <Loading />
      )}
    </>
  );
}
