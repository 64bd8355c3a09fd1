import type { Store } from '@suuq/shared/catalog';
import { useAppDispatch } from '../../app/hooks';
import { api } from '../../lib/api';
import type { SessionUser } from '../../lib/session';
import { useStaffMessages } from './messages';
import { useSetStoreOpenMutation } from './staff-api';
import { staffSession } from './staff-session';

/** Who is signed in, whether the store is open (and the switch), the sound switch and signing out. */
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
  const dispatch = useAppDispatch();
  const [setOpen, openState] = useSetStoreOpenMutation();
  const storeName = store?.name ?? '';
  // `is_open` is the switch AND the hours. Closed by its hours, a store still says when it opens next; closed by the
  // switch, nobody knows: so the switch is on exactly when the store is open or has a next opening.
  const switchOn = store ? store.is_open || store.next_opening != null : false;

  return (
    <div className="staff-bar">
      <p className="staff-bar__who">{t('signedInAs', { name: user.name })}</p>
      {store ? (
        <p className="staff-bar__store" data-open={store.is_open || undefined}>
          {store.is_open ? t('storeOpen', { store: storeName }) : t('storeClosed', { store: storeName })}
        </p>
      ) : null}
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
        ) : null}
        <button type="button" className="button" aria-pressed={soundOn} onClick={toggleSound}>
          {soundOn ? t('soundOn') : t('soundOff')}
        </button>
        <button
          type="button"
          className="button"
          onClick={() => {
            staffSession.save(null);
            // Customer names, phones and addresses must not stay in memory after the staff member leaves.
            dispatch(api.util.resetApiState());
          }}
        >
          {t('signOut')}
        </button>
      </div>
    </div>
  );
}
