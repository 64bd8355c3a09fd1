import { PageIntro } from '../../components/ui/page-intro';
import { useT } from '../../lib/use-translation';

export function AddressBookPage() {
  const t = useT();
  return <PageIntro title={t('account.addressBookTitle')} text={t('account.addressBookText')} />;
}
