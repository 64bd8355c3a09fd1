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
type Tab = 'orders' | 'stock' | 'settings';

/** The signed-in board: the bar, then the store's orders, its stock or its settings. */
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
      ) : (
        <Suspense fallback={<Loading />}>
          <SettingsPanel store={store} />
        </Suspense>
      )}
    </div>
  );
}
