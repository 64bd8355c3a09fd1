import { PageIntro } from '../../components/ui/page-intro';
import { useT } from '../../lib/use-translation';

export function WishListPage() {
  const t = useT();
  return <PageIntro title={t('account.wishListTitle')} text={t('account.wishListText')} />;
}
