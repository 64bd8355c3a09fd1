import { PageIntro } from '../../components/ui/page-intro';
import { useT } from '../../lib/use-translation';

export function CookPage() {
  const t = useT();
  return <PageIntro title={t('catalog.cookTitle')} text={t('catalog.cookText')} />;
}
