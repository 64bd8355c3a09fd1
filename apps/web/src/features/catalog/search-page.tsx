import { PageIntro } from '../../components/ui/page-intro';
import { useT } from '../../lib/use-translation';

export function SearchPage() {
  const t = useT();
  return <PageIntro title={t('catalog.searchTitle')} text={t('catalog.searchText')} />;
}
