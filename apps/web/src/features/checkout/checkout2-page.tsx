import { PageIntro } from '../../components/ui/page-intro';
import { useT } from '../../lib/use-translation';

export function Checkout2Page() {
  const t = useT();
  return <PageIntro title={t('checkout.checkout2Title')} text={t('checkout.checkout2Text')} />;
}
