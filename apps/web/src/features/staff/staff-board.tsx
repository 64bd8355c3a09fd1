import { useState } from 'react';
import type { Session, SessionUser } from '../../lib/session';
import { unlockSound } from './beep';
import { useStaffMessages } from './messages';
import { OrdersPanel } from './orders-panel';
import { useGetStaffStoreQuery } from './staff-api';
import { StaffBar } from './staff-bar';
import { StockPanel } from './stock-panel';
import { useSoundSetting } from './use-sound-setting';

/** The signed-in board: the bar, then the store's orders or its stock. */
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
  const [tab, setTab] = useState<'orders' | 'stock'>('orders');
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
      </div>
      {tab === 'orders' ? (
        <OrdersPanel storeId={storeId} token={session.access} soundOn={soundOn} />
      ) : (
        <StockPanel storeId={storeId} storeName={store?.name ?? ''} />
      )}
    </div>
  );
}
