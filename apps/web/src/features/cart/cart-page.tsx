import { PageIntro } from '../../components/ui/page-intro';
import { useT } from '../../lib/use-translation';

export function CartPage() {
  const t = useT();
  return <PageIntro title={t('cart.cartTitle')} text={t('cart.cartText')} />;
}
