import type { Store } from '@suuq/shared/catalog';
import type { SessionUser } from '../../lib/session';
import { useStaffMessages } from './messages';
import { useSetStoreOpenMutation } from './staff-api';

/** Who is signed in, whether the store is open (and the switch) and the sound switch. */
export function StaffBar({
  user,
  store,
  soundOn,
  toggleSound,
}: {
  user: SessionUser;
  store: Store | null | undefined;
  soundOn: boolean;
  toggleSound: () => void;
}) {
  const t = useStaffMessages();
  const [setOpen, openState] = useSetStoreOpenMutation();
  const storeName = store?.name ?? '';
  // `is_open` is the switch AND the hours. Closed by its hours, a store still says when it opens next; closed by the
  // switch, nobody knows: so the switch is on exactly when the store is open or has a next opening.
  const switchOn = store ? store.is_open || store.next_opening != null : false;

  return (
    <div className="staff-bar">
      <p className="staff-bar__who">{t('signedInAs', { name: user.name })}</p>
      {/* Until the store is known its line and switch hold their places, unseen: the tabs below never move under a
          finger reaching for them when the answer comes. */}
      {store ? (
        <p className="staff-bar__store" data-open={store.is_open || undefined}>
          {store.is_open ? t('storeOpen', { store: storeName }) : t('storeClosed', { store: storeName })}
        </p>
      ) : (
        <p className="staff-bar__store staff-bar__unknown" aria-hidden="true">
          {t('storeClosed', { store: user.name })}
        </p>
      )}
      <div className="staff-bar__actions">
        {store ? (
          <button
            type="button"
            className="button"
            disabled={openState.isLoading}
            onClick={() => void setOpen(!switchOn)}
          >
            {switchOn ? t('closeStore') : t('openStore')}
          </button>
        ) : (
          <span className="button staff-bar__unknown" aria-hidden="true">
            {t('openStore')}
          </span>
        )}
        <button type="button" className="button" aria-pressed={soundOn} onClick={toggleSound}>
          {soundOn ? t('soundOn') : t('soundOff')}
        </button>
      </div>
    </div>
  );
}
