import { PageIntro } from '../../components/ui/page-intro';
import { useT } from '../../lib/use-translation';

export function StaffPage() {
  const t = useT();
  return <PageIntro title={t('staff.title')} text={t('staff.text')} />;
}
