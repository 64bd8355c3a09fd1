import type { ReactNode } from 'react';
import { useAppDispatch } from '../../lib/store-hooks';
import { LanguageSwitch } from '../../components/layout/language-switch';
import { Logo } from '../../components/layout/logo';
import { OfflineBanner } from '../../components/layout/offline-banner';
import { api } from '../../lib/api';
import { useT } from '../../lib/use-translation';
import { useStaffMessages } from './messages';
import { useGetStaffStoreQuery } from './staff-api';
import { staffSession } from './staff-session';

/**
 * The staff board's own frame: the store's name, the language switch and signing out. Nothing of the shop around
 * it (no cart, no footer): staff use the board all day on the counter's phone.
 */
export function StaffLayout({ storeId, children }: { storeId: number | null; children: ReactNode }) {
  const t = useStaffMessages();
  const tApp = useT();
  const dispatch = useAppDispatch();
  const { data: store } = useGetStaffStoreQuery(storeId ?? 0, { skip: storeId === null });
  return (
    <>
      <a href="#main" className="skip-link">
        {tApp('app.skipToContent')}
      </a>
      <header className="staff-header">
        <div className="staff-header__bar container" data-signed-in={storeId !== null || undefined}>
          <p className="staff-header__brand">
            <Logo />
            <span className="staff-header__store">
              {/* Signed in, the store's name has its line before it is known: the board below does not move. */}
              {storeId === null ? t('title') : (store?.name ?? '\u00a0')}
              {storeId === null ? null : <span className="staff-header__role">{t('title')}</span>}
            </span>
          </p>
          <div className="staff-header__actions">
            <LanguageSwitch className="button button--ghost" />
            {storeId !== null ? (
              <button
                type="button"
                className="button button--ghost"
                onClick={() => {
                  staffSession.save(null);
                  // Customer names, phones and addresses must not stay in memory after the staff member leaves.
                  dispatch(api.util.resetApiState());
                }}
              >
                {t('signOut')}
              </button>
            ) : null}
          </div>
        </div>
      </header>
      <OfflineBanner />
      <main id="main" className="main container" tabIndex={-1}>
        {children}
      </main>
    </>
  );
}
