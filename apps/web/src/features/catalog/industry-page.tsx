import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import type { StoresRequest } from '@suuq/shared/catalog';
import { paths } from '../../lib/paths';
import { Breadcrumb } from '../../components/ui/breadcrumb';
import { Link } from '../../components/ui/link';
import { LoadError } from '../../components/ui/load-state';
import { Skeleton } from '../../components/ui/skeleton';
import { PageIntro } from '../../components/ui/page-intro';
import { useLanguage } from '../../lib/use-translation';
import { useGetIndustriesQuery, useGetStoresQuery } from './catalog-api';
import { useCatalogT } from './messages';
import { NearbyStoreList } from './nearby-stores';
import './catalog.css';

type IndustrySlug = NonNullable<StoresRequest['industry']>;
const INDUSTRIES: readonly string[] = ['food', 'grocery', 'water', 'gas'] satisfies IndustrySlug[];

/** The stores of an industry (or all), under their heading, nearest first when the shopper allows it. */
export function StoresOf({ filter, heading }: { filter?: StoresRequest; heading: ReactNode }) {
  const lang = useLanguage();
  const stores = useGetStoresQuery({ lang, filter });
  if (stores.data) return <NearbyStoreList stores={stores.data} heading={heading} />;
  return (
    <>
      {heading}
      {stores.isError ? <LoadError onRetry={() => void stores.refetch()} /> : <Skeleton shape="list" />}
    </>
  );
}

/** `/industry?industry={slug}`: the stores of one industry (food, grocery, water, gas), with the others a tap away. */
export function IndustryPage() {
  const t = useCatalogT();
  const lang = useLanguage();
  const wanted = new URLSearchParams(useLocation().search).get('industry') ?? '';
  const slug = INDUSTRIES.includes(wanted) ? (wanted as IndustrySlug) : undefined;
  const industries = useGetIndustriesQuery(lang);
  const industry = industries.data?.find((entry) => entry.slug === slug);
  const title = industry?.name ?? t('industry.title');

  return (
    <>
      <Breadcrumb label={t('breadcrumb')} items={[{ label: t('home'), to: paths.home }, { label: title }]} />
      <PageIntro title={title} text={slug ? t(`industry.text.${slug}`) : t('industry.text.all')}>
        {industries.data ? (
          <ul className="chip-list">
            {industries.data.map((entry) => (
              <li key={entry.id}>
                <Link
                  to={paths.industryPage(entry.slug)}
                  className="category-chip"
                  aria-current={entry.slug === slug ? 'page' : undefined}
                >
                  <img src={entry.image} alt="" width="32" height="32" decoding="async" />
                  {entry.name}
                </Link>
              </li>
            ))}
          </ul>
        ) : null}
      </PageIntro>
      <section aria-labelledby="industry-stores">
        <StoresOf
          key={slug ?? 'all'}
          filter={slug ? { industry: slug } : undefined}
          heading={
            <h2 id="industry-stores" className="store-section-title">
              {t('stores.title')}
            </h2>
          }
        />
      </section>
    </>
  );
}
