import { useParams } from 'react-router';
import { PageIntro } from '../../components/ui/page-intro';
import { useT } from '../../lib/use-translation';

/** The slug of both product URLs: `/products/:slug` and the spec's `/products/_:slug`. */
export function productSlugFromParam(param: string | undefined): string {
  return (param ?? '').replace(/^_/, '');
}

export function ProductPage() {
  const t = useT();
  const slug = productSlugFromParam(useParams().slug);
  return (
    <PageIntro title={t('catalog.productTitle')} text={t('catalog.productText')}>
      <p className="hint" data-testid="product-slug">
        {slug}
      </p>
    </PageIntro>
  );
}
