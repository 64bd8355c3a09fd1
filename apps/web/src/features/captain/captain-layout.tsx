import type { ReactNode } from 'react';
import { LanguageSwitch } from '../../components/layout/language-switch';
import { Logo } from '../../components/layout/logo';
import { OfflineBanner } from '../../components/layout/offline-banner';
import { useT } from '../../lib/use-translation';
import { useCaptainMessages } from './messages';

/**
 * The console's own frame: the mark, whose page it is and the language switch. Nothing of the shop around it (no
 * cart, no store links, no footer): a captain keeps it open on the phone all shift.
 */
export function CaptainLayout({ children }: { children: ReactNode }) {
  const t = useCaptainMessages();
  const tApp = useT();
  return (
    <>
      <a href="#main" className="skip-link">
        {tApp('app.skipToContent')}
      </a>
      <header className="captain-header">
        <div className="captain-header__bar container">
          <p className="captain-header__brand">
            <Logo />
            <span>{t('title')}</span>
          </p>
          <LanguageSwitch className="button button--ghost" />
        </div>
      </header>
      <OfflineBanner />
      <main id="main" className="main container" tabIndex={-1}>
        {children}
      </main>
    </>
  );
}
