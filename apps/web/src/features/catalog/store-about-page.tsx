import { useLocation, useParams } from 'react-router';
import { PageIntro } from '../../components/ui/page-intro';
import { useT } from '../../lib/use-translation';
import { storeFromState } from './store-state';

export function StoreAboutPage() {
  const t = useT();
  const { name = '' } = useParams();
  const store = storeFromState(useLocation().state);
  return (
    <PageIntro
      title={t('catalog.storeAboutTitle', { name: store?.name ?? name })}
      text={t('catalog.storeAboutText')}
    />
  );
}
