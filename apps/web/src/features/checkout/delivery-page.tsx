import { PageIntro } from '../../components/ui/page-intro';
import { useT } from '../../lib/use-translation';

export function DeliveryPage() {
  const t = useT();
  return <PageIntro title={t('checkout.deliveryTitle')} text={t('checkout.deliveryText')} />;
}
