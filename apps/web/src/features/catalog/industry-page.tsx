import { PageIntro } from '../../components/ui/page-intro';
import { useT } from '../../lib/use-translation';

export function IndustryPage() {
  const t = useT();
  return <PageIntro title={t('catalog.industryTitle')} text={t('catalog.industryText')} />;
}
