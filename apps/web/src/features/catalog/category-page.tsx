import { PageIntro } from '../../components/ui/page-intro';
import { useT } from '../../lib/use-translation';

export function CategoryPage() {
  const t = useT();
  return <PageIntro title={t('catalog.categoryTitle')} text={t('catalog.categoryText')} />;
}
