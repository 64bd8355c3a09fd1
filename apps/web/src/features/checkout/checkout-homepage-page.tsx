import { PageIntro } from '../../components/ui/page-intro';
import { useT } from '../../lib/use-translation';

export function CheckoutHomepagePage() {
  const t = useT();
  return <PageIntro title={t('checkout.checkoutHomepageTitle')} text={t('checkout.checkoutHomepageText')} />;
}
