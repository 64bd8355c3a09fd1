import { PageIntro } from '../../components/ui/page-intro';
import { useT } from '../../lib/use-translation';

export function ProfileHomepagePage() {
  const t = useT();
  return <PageIntro title={t('account.profileHomepageTitle')} text={t('account.profileHomepageText')} />;
}
