import type { Industry, Store } from '@suuq/shared/catalog';
import { paths } from '../../app/paths';
import { Link } from '../../components/ui/link';
import { LoadError, Loading } from '../../components/ui/load-state';
import { useLanguage, useT } from '../../lib/use-translation';
import { useGetIndustriesQuery, useGetStoresQuery } from './catalog-api';
import type { StoreNavigationState } from './store-state';
import './home-page.css';

function IndustryList({ industries }: { industries: Industry[] }) {
  const t = useT();
  if (industries.length === 0) return <p>{t('home.noIndustries')}</p>;
  return (
    <ul className="industry-list">
      {industries.map((industry) => (
        <li key={industry.id}>
          <Link to={paths.industryPage(industry.slug)} className="industry-card">
            {/* Empty alt: the name is right beside it, and screen readers would otherwise read it twice. */}
            <img src={industry.image} alt="" width="56" height="56" decoding="async" />
            <span className="industry-card__name">{industry.name}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

function StoreCard({ store }: { store: Store }) {
  const t = useT();
  const state: StoreNavigationState = { store };
  // The image is decorative for the same reason as the industry icons: the store name follows it in the link.
  return (
    <Link to={paths.store(store.name)} state={state} className="store-card">
      <img
        className="store-card__image"
        src={store.image}
        alt=""
        width="96"
        height="96"
        loading="lazy"
        decoding="async"
      />
      <span className="store-card__body">
        <span className="store-card__name">{store.name}</span>
        <span className="store-card__address">{store.address}</span>
        <span className={store.is_open ? 'status status--open' : 'status status--closed'}>
          {store.is_open ? t('home.open') : t('home.closed')}
        </span>
      </span>
    </Link>
  );
}

function StoreList({ stores }: { stores: Store[] }) {
  const t = useT();
  if (stores.length === 0) return <p>{t('home.noStores')}</p>;
  return (
    <ul className="store-list">
      {stores.map((store) => (
        <li key={store.id}>
          <StoreCard store={store} />
        </li>
      ))}
    </ul>
  );
}

export function HomePage() {
  const t = useT();
  const lang = useLanguage();
  const industries = useGetIndustriesQuery(lang);
  const stores = useGetStoresQuery({ lang });

  return (
    <>
      <title>{`${t('app.name')} · ${t('home.title')}`}</title>
      <section className="banner">
        <h1 className="banner__title">{t('home.title')}</h1>
        <p className="banner__text">{t('home.text')}</p>
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

      <section className="home-section" aria-labelledby="home-stores">
        <h2 id="home-stores">{t('home.storesTitle')}</h2>
        {stores.data ? (
          <StoreList stores={stores.data} />
        ) : stores.isError ? (
          <LoadError onRetry={() => void stores.refetch()} />
        ) : (
          <Loading />
        )}
      </section>
    </>
  );
}
