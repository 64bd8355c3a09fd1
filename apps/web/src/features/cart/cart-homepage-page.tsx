import { PageIntro } from '../../components/ui/page-intro';
import { useT } from '../../lib/use-translation';

export function CartHomepagePage() {
  const t = useT();
  return <PageIntro title={t('cart.cartHomepageTitle')} text={t('cart.cartHomepageText')} />;
}
