import { PageIntro } from '../../components/ui/page-intro';
import { useT } from '../../lib/use-translation';

export function ProductHomepagePage() {
  const t = useT();
  return <PageIntro title={t('catalog.productHomepageTitle')} text={t('catalog.productHomepageText')} />;
}
