import { useState } from 'react';
import { useAppDispatch } from '../../lib/store-hooks';
import type { Session, SessionUser } from '../../lib/session';
import { useCaptainMessages } from './messages';
import { consoleSession } from './captain-session';
import { deliveryApi } from './delivery-api';
import { DeliveryBoard } from './delivery-board';
import { TripBoard } from './trip-board';
import { CourierPositions } from './use-courier-positions';
import { VehiclesPanel } from './vehicles-panel';
import { WalletPanel } from './wallet-panel';

type Tab = 'trips' | 'deliveries' | 'vehicles' | 'wallet';
const TABS: readonly Tab[] = ['trips', 'deliveries', 'vehicles', 'wallet'];

/**
 * The signed-in captain's console: trips (duty, offers, the trip under way), stores' deliveries, vehicles, and the
 * wallet.
 */
export function CaptainConsole({ session, user }: { session: Session; user: SessionUser }) {
  const t = useCaptainMessages();
  const [tab, setTab] = useState<Tab>('trips');
  const dispatch = useAppDispatch();
  // Another captain may sign in on this phone next: nothing of this one's stays in the cache. Signed in on the
  // storefront, signing out here signs out there too: it is one sign-in.
  const signOut = () => {
    consoleSession().save(null);
    dispatch(
      deliveryApi.util.invalidateTags([
        'CaptainVehicles',
        'CaptainTrip',
        'CaptainWallet',
        'CaptainOffers',
        'CaptainDuty',
        'CaptainDeliveries',
      ]),
    );
  };
  const label = {
    trips: t('tripsTab'),
    deliveries: t('deliveriesTab'),
    vehicles: t('vehiclesTab'),
    wallet: t('walletTab'),
  };

  return (
    <div className="captain-console">
      <CourierPositions />
      <div className="captain-bar">
        <p>{t('signedInAs', { name: user.name })}</p>
        <button type="button" className="button captain-bar__out" onClick={signOut}>
          {t('signOut')}
        </button>
      </div>
      <nav className="captain-tabs" aria-label={t('sections')}>
        {TABS.map((name) => (
          <button
            key={name}
            type="button"
            className="captain-tabs__tab"
            aria-pressed={tab === name}
            onClick={() => setTab(name)}
          >
            {label[name]}
          </button>
        ))}
      </nav>
      {tab === 'trips' ? <TripBoard token={session.access} /> : null}
      {tab === 'deliveries' ? <DeliveryBoard token={session.access} captainId={user.id} /> : null}
      {tab === 'vehicles' ? <VehiclesPanel /> : null}
      {tab === 'wallet' ? <WalletPanel /> : null}
    </div>
  );
}
