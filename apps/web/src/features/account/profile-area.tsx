import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { PageIntro } from '../../components/ui/page-intro';
import { sessionEnded, useSessionId } from '../../lib/session';
import { useAccountT } from './messages';
import { ProfileMenu } from './profile-menu';
import { SignInForm } from './sign-in-form';
import './account.css';

/**
 * The frame of every profile-area page: its title, the shared profile menu and the page itself, which gets the id
 * of the sign-in (the key of the customer's cached data). Signed out, the page asks to sign in right there, and
 * shows itself once that is done.
 */
export function ProfileArea({
  title,
  text,
  children,
}: {
  title: string;
  text?: string;
  children: (sessionId: string) => ReactNode;
}) {
  const t = useAccountT();
  const sessionId = useSessionId();
  const { pathname, search } = useLocation();
  if (!sessionId) {
    return (
      <div className="account-narrow">
        <PageIntro title={title} />
        <section className="account-card" aria-label={t('signInTitle')}>
          <h2 className="account-card__title">{t('signInTitle')}</h2>
          <SignInForm
            next={pathname + search}
            notice={sessionEnded() ? t('sessionEnded') : t('signInToContinue')}
          />
        </section>
      </div>
    );
  }
  return (
    <div className="profile-area">
      <PageIntro title={title} text={text} />
      <div className="profile-area__body">
        <ProfileMenu />
        <div className="profile-area__content">{children(sessionId)}</div>
      </div>
    </div>
  );
}
