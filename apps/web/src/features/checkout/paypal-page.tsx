import { PageIntro } from '../../components/ui/page-intro';
import { useT } from '../../lib/use-translation';

export function PaypalPage() {
  const t = useT();
  return <PageIntro title={t('checkout.paypalTitle')} text={t('checkout.paypalText')} />;
}
