import { PageIntro } from '../../components/ui/page-intro';
import { useT } from '../../lib/use-translation';

export function ThankyouHomepagePage() {
  const t = useT();
  return <PageIntro title={t('orders.thankyouHomepageTitle')} text={t('orders.thankyouHomepageText')} />;
}
