import { paths } from '../../lib/paths';
import { Breadcrumb } from '../../components/ui/breadcrumb';
import { PageIntro } from '../../components/ui/page-intro';
import { StoresOf } from './industry-page';
import { useCatalogT } from './messages';

/** `/---store`: the directory of every store, nearest first when the shopper allows it. */
export function StoreDashesPage() {
  const t = useCatalogT();
  return (
    <>
      <Breadcrumb
        label={t('breadcrumb')}
        items={[{ label: t('home'), to: paths.home }, { label: t('stores.all') }]}
      />
      <PageIntro title={t('stores.all')} text={t('stores.allText')} />
      <section aria-labelledby="all-stores">
        <StoresOf
          heading={
            <h2 id="all-stores" className="store-section-title">
              {t('stores.title')}
            </h2>
          }
        />
      </section>
    </>
  );
}
