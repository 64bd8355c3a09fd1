import type { ReactNode } from 'react';
import { LanguageSwitch } from '../../components/layout/language-switch';
import { Logo } from '../../components/layout/logo';
import { OfflineBanner } from '../../components/layout/offline-banner';
import { api } from '../../lib/api';
import { useAppDispatch } from '../../lib/store-hooks';
import { useT } from '../../lib/use-translation';
import { adminSession } from './admin-session';
import { useAdminMessages } from './messages';

/**
 * The console's own frame: the mark, whose console it is, the language switch and signing out. Nothing of the shop
 * around it (no cart, no footer).
 */
export function AdminLayout({ name, children }: { name: string | undefined; children: ReactNode }) {
  const t = useAdminMessages();
  const tApp = useT();
  const dispatch = useAppDispatch();
  return (
    <>
      <a href="#main" className="skip-link">
        {tApp('app.skipToContent')}
      </a>
      <header className="admin-header">
        <div className="admin-header__bar">
          <p className="admin-header__brand">
            <Logo />
            <span className="admin-header__title">
              {t('title')}
              {name ? <span className="admin-header__who">{t('signedInAs', { name })}</span> : null}
            </span>
          </p>
          <div className="admin-header__actions">
            <LanguageSwitch className="button button--ghost" />
            {name ? (
              <button
                type="button"
                className="button button--ghost"
                onClick={() => {
                  adminSession.save(null);
                  // Owners' phones and the money of every store must not stay in memory after the operator leaves.
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
      <main id="main" className="main admin-main" tabIndex={-1}>
        {children}
      </main>
    </>
  );
}
