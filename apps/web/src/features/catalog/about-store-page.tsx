import { useLocation } from 'react-router';
import { PageIntro } from '../../components/ui/page-intro';
import { useT } from '../../lib/use-translation';
import { storeFromState } from './store-state';

/** The spec's /about-store receives the store as navigation state; without it, the general text shows. */
export function AboutStorePage() {
  const t = useT();
  const store = storeFromState(useLocation().state);
  return (
    <PageIntro
      title={store ? t('catalog.storeAboutTitle', { name: store.name }) : t('catalog.aboutStoreTitle')}
      text={store ? `${store.address} · ${store.phone}` : t('catalog.aboutStoreText')}
    />
  );
}
