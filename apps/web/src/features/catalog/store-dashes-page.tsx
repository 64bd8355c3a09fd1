import { PageIntro } from '../../components/ui/page-intro';
import { useT } from '../../lib/use-translation';

export function StoreDashesPage() {
  const t = useT();
  return <PageIntro title={t('catalog.storeDashesTitle')} text={t('catalog.storeDashesText')} />;
}
