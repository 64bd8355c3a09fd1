import { paths } from '../../lib/paths';
import { Breadcrumb } from '../../components/ui/breadcrumb';
import { PageIntro } from '../../components/ui/page-intro';
import { StoresOf } from './industry-page';
import { useCatalogT } from './messages';

/** `/cook`: cooking at home needs two kinds of shop, so here are both: groceries and cooking gas. */
export function CookPage() {
  const t = useCatalogT();
  return (
    <>
      <Breadcrumb
        label={t('breadcrumb')}
        items={[{ label: t('home'), to: paths.home }, { label: t('cook.title') }]}
      />
      <PageIntro title={t('cook.title')} text={t('cook.text')} />
      <section className="cook-section" aria-labelledby="cook-grocery">
        <StoresOf
          filter={{ industry: 'grocery' }}
          heading={
            <h2 id="cook-grocery" className="store-section-title">
              {t('cook.grocery')}
            </h2>
          }
        />
      </section>
      <section className="cook-section" aria-labelledby="cook-gas">
        <StoresOf
          filter={{ industry: 'gas' }}
          heading={
            <h2 id="cook-gas" className="store-section-title">
              {t('cook.gas')}
            </h2>
          }
        />
      </section>
    </>
  );
}
