import { PageIntro } from '../../components/ui/page-intro';
import { useOrderMessages } from './messages';

export function OrderHistoryPage() {
  const t = useOrderMessages();
  return <PageIntro title={t('orderHistoryTitle')} text={t('orderHistoryText')} />;
}
