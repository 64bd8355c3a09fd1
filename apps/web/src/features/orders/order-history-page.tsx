import { PageIntro } from '../../components/ui/page-intro';
import { useT } from '../../lib/use-translation';

export function OrderHistoryPage() {
  const t = useT();
  return <PageIntro title={t('orders.orderHistoryTitle')} text={t('orders.orderHistoryText')} />;
}
