import { lazy, Suspense, useState } from 'react';
import { Loading } from '../../components/ui/load-state';
import type { Session, SessionUser } from '../../lib/session';
import { unlockSound } from './beep';
import { useStaffMessages } from './messages';
import { OrdersPanel } from './orders-panel';
import { useGetStaffStoreQuery } from './staff-api';
import { StaffBar } from './staff-bar';
import { StockPanel } from './stock-panel';
import { useSoundSetting } from './use-sound-setting';

// The settings (and their map) are opened now and then, the orders all day: they load on the first visit.
const SettingsPanel = lazy(() =>
  import('./settings/settings-panel').then((module) => ({ default: module.SettingsPanel })),
);
// The catalog editor (and its form kit, sanitizer and styles) is for the store's owner now and then: its own chunk.
const CatalogPanel = lazy(() =>
  import('./catalog/catalog-panel').then((module) => ({ default: module.CatalogPanel })),
);
type Tab = 'orders' | 'stock' | 'catalog' | 'settings';

/** The signed-in board: the bar, then the store's orders, its stock, its catalog or its settings. */
export function StaffBoard({
  session,
  user,
}: {
  session: Session;
  user: SessionUser & { store_id: number };
}) {
  const t = useStaffMessages();
  const storeId = user.store_id;
  const { data: store } = useGetStaffStoreQuery(storeId);
  const [tab, setTab] = useState<Tab>('orders');
  const { soundOn, toggle } = useSoundSetting();

  return (
    <div className="staff-board" onPointerDown={unlockSound}>
      <StaffBar user={user} store={store} soundOn={soundOn} toggleSound={toggle} />
      <div className="staff-tabs" role="group" aria-label={t('sections')}>
        <button
          type="button"
          className="button"
          aria-pressed={tab === 'orders'}
          onClick={() => setTab('orders')}
        >
          {t('ordersTab')}
        </button>
        <button
          type="button"
          className="button"
          aria-pressed={tab === 'stock'}
          onClick={() => setTab('stock')}
        >
          {t('stockTab')}
        </button>
        <button
          type="button"
          className="button"
          aria-pressed={tab === 'catalog'}
          onClick={() => setTab('catalog')}
        >
          {t('catalogTab')}
        </button>
        <button
          type="button"
          className="button"
          aria-pressed={tab === 'settings'}
          onClick={() => setTab('settings')}
        >
          {t('settingsTab')}
        </button>
      </div>
      {tab === 'orders' ? (
        <OrdersPanel storeId={storeId} token={session.access} soundOn={soundOn} />
      ) : tab === 'stock' ? (
        <StockPanel storeId={storeId} storeName={store?.name ?? ''} />
      ) : tab === 'catalog' ? (
        <Suspense fallback={<Loading />}>
          <CatalogPanel store={store} />
        </Suspense>
      ) : (
        <Suspense fallback={<Loading />}>
          <SettingsPanel store={store} />
        </Suspense>
      )}
    </div>
  );
}
