import { useLocation, useParams } from 'react-router';
import { PageIntro } from '../../components/ui/page-intro';
import { useT } from '../../lib/use-translation';
import { storeFromState } from './store-state';

export function StorePage() {
  const t = useT();
  const { name = '' } = useParams();
  const store = storeFromState(useLocation().state);
  return <PageIntro title={store?.name ?? name} text={store?.address ?? t('catalog.storeText')} />;
}
