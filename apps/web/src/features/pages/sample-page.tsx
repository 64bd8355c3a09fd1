import { PageIntro } from '../../components/ui/page-intro';
import { useT } from '../../lib/use-translation';

export function SamplePage() {
  const t = useT();
  return <PageIntro title={t('pages.sampleTitle')} text={t('pages.sampleText')} />;
}
