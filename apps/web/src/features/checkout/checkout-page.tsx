import { PageIntro } from '../../components/ui/page-intro';
import { useT } from '../../lib/use-translation';

export function CheckoutPage() {
  const t = useT();
  return <PageIntro title={t('checkout.checkoutTitle')} text={t('checkout.checkoutText')} />;
}
