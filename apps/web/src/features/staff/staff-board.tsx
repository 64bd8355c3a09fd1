import { lazy, Suspense, useState } from 'react';
import { Loading } from '../../components/ui/load-state';
import type { Session, SessionUser } from '../../lib/session';
import { unlockSound } from './beep';
import { useStaffMessages } from './messages';
import { isOwnerTab, OwnerTabs, type OwnerTab } from './owner/owner-tabs';
import { OrdersPanel } from './orders-panel';
import { useGetStaffStoreQuery } from './staff-api';
import { RingBar } from './ring-bar';
import { StaffBar } from './staff-bar';
import { StockPanel } from './stock-panel';
import { useOrdersBoard } from './use-orders-board';
import { useSoundSetting } from './use-sound-setting';

// The settings (and their map) are opened now and then, the orders all day: they load on the first visit.
const SettingsPanel = lazy(() =>
  import('./settings/settings-panel').then((module) => ({ default: module.SettingsPanel })),
);
// The catalog editor (and its form kit, sanitizer and styles) is for the store's owner now and then: its own chunk.
const CatalogPanel = lazy(() =>
  import('./catalog/catalog-panel').then((module) => ({ default: module.CatalogPanel })),
);
// The sales report (its table and chart) is for the store's people now and then: its own chunk.
const ReportsPanel = lazy(() =>
  import('./reports/reports-panel').then((module) => ({ default: module.ReportsPanel })),
);
// The store's team and money: its owner's, now and then.
const OwnerPanel = lazy(() =>
  import('./owner/owner-panel').then((module) => ({ default: module.OwnerPanel })),
);
type Tab = 'orders' | 'stock' | 'catalog' | 'settings' | 'reports' | OwnerTab;

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
  const board = useOrdersBoard(storeId, session.access, soundOn);
  // New orders staff have not seen on the orders tab: shown (and rung) on whichever tab they are.
  const [seen, setSeen] = useState(0);
  const unseen = tab === 'orders' ? [] : board.fresh.slice(seen);
  const show = (next: Tab) => {
    if (next === 'orders' || tab === 'orders') setSeen(board.fresh.length);
    setTab(next);
  };

  return (
    <div className="staff-board" onPointerDown={unlockSound}>
      <StaffBar user={user} store={store} soundOn={soundOn} toggleSound={toggle} />
      <div className="staff-tabs" role="group" aria-label={t('sections')}>
        <button
          type="button"
          className="button"
          aria-pressed={tab === 'orders'}
          onClick={() => show('orders')}
        >
          {t('ordersTab')}
        </button>
        <button type="button" className="button" aria-pressed={tab === 'stock'} onClick={() => show('stock')}>
          {t('stockTab')}
        </button>
        <button
          type="button"
          className="button"
          aria-pressed={tab === 'catalog'}
          onClick={() => show('catalog')}
        >
          {t('catalogTab')}
        </button>
        <button
          type="button"
          className="button"
          aria-pressed={tab === 'settings'}
          onClick={() => show('settings')}
        >
          {t('settingsTab')}
        </button>
        <button
          type="button"
          className="button"
          aria-pressed={tab === 'reports'}
          onClick={() => show('reports')}
        >
          {t('reportsTab')}
        </button>
        <OwnerTabs user={user} tab={tab} show={show} />
      </div>
      {/* The ringing's row comes and goes with new orders: below the tabs, so a tab being tapped never moves. */}
      <RingBar ring={board.ring} soundOn={soundOn} token={session.access} />
      {unseen.length > 0 ? (
        <div className="staff-alert" role="alert">
          <p>{t('newOrdersElsewhere', { count: unseen.length, numbers: unseen.join(', ') })}</p>
          <button type="button" className="button button--primary" onClick={() => show('orders')}>
            {t('showOrders')}
          </button>
        </div>
      ) : null}
      {isOwnerTab(tab) ? (
        <Suspense fallback={<Loading />}>
          <OwnerPanel tab={tab} store={store} />
        </Suspense>
      ) : tab === 'orders' ? (
        <OrdersPanel board={board} />
      ) : tab === 'stock' ? (
        <StockPanel storeId={storeId} storeName={store?.name ?? ''} />
      ) : tab === 'catalog' ? (
        <Suspense fallback={<Loading />}>
          <CatalogPanel store={store} />
        </Suspense>
      ) : tab === 'reports' ? (
        <Suspense fallback={<Loading />}>
          <ReportsPanel store={store} />
        </Suspense>
      ) : (
        <Suspense fallback={<Loading />}>
          <SettingsPanel store={store} />
        </Suspense>
      )}
    </div>
  );
}
