import { PageIntro } from '../../components/ui/page-intro';
import { useT } from '../../lib/use-translation';

export function ProfilePage() {
  const t = useT();
  return <PageIntro title={t('account.profileTitle')} text={t('account.profileText')} />;
}
