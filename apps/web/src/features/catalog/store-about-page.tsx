import { useLocation, useParams } from 'react-router';
import { LazySafeHtml } from '../../components/ui/lazy-safe-html';
import { useCatalogT } from './messages';
import { StoreFrame } from './store-frame';
import { WeekHours } from './store-week-hours';
import { storeFromState } from './store-state';
import { useLiveStoreStatus } from './use-live-store-status';
import { useStore } from './use-store';

/** `/store/about/:name`: the store's own story (merchant HTML, sanitized). */
export function StoreAboutPage() {
  const t = useCatalogT();
  const { name } = useParams();
  const lookup = useStore({ name, state: storeFromState(useLocation().state) });
  useLiveStoreStatus();
  return (
    <StoreFrame
      lookup={lookup}
      section="about"
      title={(store) => t('storeAbout.title', { name: store.name })}
      crumbs={(store) => [{ label: t('storeAbout.title', { name: store.name }) }]}
    >
      {(store) => (
        <>
          {store.about.trim() ? (
            <LazySafeHtml className="store-about rich-text" html={store.about} />
          ) : (
            <p className="hint">{t('storeAbout.empty')}</p>
          )}
          {store.hours.length > 0 || store.closures.length > 0 ? (
            <section className="store-about__hours" aria-labelledby="store-about-hours">
              <h2 id="store-about-hours" className="store-section-title">
                {t('hours.weekTitle')}
              </h2>
              <WeekHours store={store} />
            </section>
          ) : null}
        </>
      )}
    </StoreFrame>
  );
}
