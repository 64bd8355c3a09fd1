import { PageIntro } from '../../components/ui/page-intro';
import { useT } from '../../lib/use-translation';

export function CategoryHomepagePage() {
  const t = useT();
  return <PageIntro title={t('catalog.categoryHomepageTitle')} text={t('catalog.categoryHomepageText')} />;
}
