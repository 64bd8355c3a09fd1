import { PageIntro } from '../../components/ui/page-intro';
import { useT } from '../../lib/use-translation';

export function GridPage() {
  const t = useT();
  return <PageIntro title={t('catalog.gridTitle')} text={t('catalog.gridText')} />;
}
