import { PageIntro } from '../../components/ui/page-intro';
import { useT } from '../../lib/use-translation';

export function ChangePasswordPage() {
  const t = useT();
  return <PageIntro title={t('account.changePasswordTitle')} text={t('account.changePasswordText')} />;
}
