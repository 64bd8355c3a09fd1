import { PageIntro } from '../../components/ui/page-intro';
import { useT } from '../../lib/use-translation';

export function EditProfilePage() {
  const t = useT();
  return <PageIntro title={t('account.editProfileTitle')} text={t('account.editProfileText')} />;
}
