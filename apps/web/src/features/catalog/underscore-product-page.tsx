import { PageIntro } from '../../components/ui/page-intro';
import { useT } from '../../lib/use-translation';

export function UnderscoreProductPage() {
  const t = useT();
  return <PageIntro title={t('catalog.underscoreProductTitle')} text={t('catalog.underscoreProductText')} />;
}
