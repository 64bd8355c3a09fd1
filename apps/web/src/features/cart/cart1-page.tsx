import { PageIntro } from '../../components/ui/page-intro';
import { useT } from '../../lib/use-translation';

export function Cart1Page() {
  const t = useT();
  return <PageIntro title={t('cart.cart1Title')} text={t('cart.cart1Text')} />;
}
