import { skipToken } from '@reduxjs/toolkit/query';
import { SignInForm } from '../../components/session/sign-in-form';
import { Loading } from '../../components/ui/load-state';
import { PageIntro } from '../../components/ui/page-intro';
import { customerSession, useSession } from '../../lib/session';
import { useStorefrontUserQuery } from './captain-api';
import { CaptainConsole } from './captain-console';
import { CaptainLayout } from './captain-layout';
import { captainSession } from './captain-session';
import { useCaptainMessages } from './messages';
import './captain.css';

/**
 * The captain console (`/captain`). A captain already signed in, here or on the storefront, gets the console at once
 * (one sign-in for every role); anyone else sees whose page it is and the one sign-in form.
 */
export function CaptainScreen() {
  const t = useCaptainMessages();
  const own = useSession(captainSession);
  const shop = useSession(customerSession);
  // Only asked when the console has no sign-in of its own: is the storefront's account a captain's?
  const shopUser = useStorefrontUserQuery(!own?.user && shop ? shop.id : skipToken);
  const shopCaptain = shop && shopUser.data?.role === 'captain' ? shopUser.data : undefined;
  const session = own?.user ? own : shopCaptain ? shop : null;
  const user = own?.user ?? shopCaptain;
  const asking = !own?.user && shop !== null && shopUser.isFetching && !shopUser.data;

  return (
    <CaptainLayout>
      <div className="captain-page">
        {session && user ? (
          <>
            <h1 className="visually-hidden">{t('title')}</h1>
            <CaptainConsole key={user.id} session={session} user={user} />
          </>
        ) : asking ? (
          <Loading />
        ) : (
          <>
            <PageIntro title={t('title')} text={t('text')} />
            <section className="captain-signin" aria-labelledby="captain-signin-title">
              <h2 id="captain-signin-title">{t('signInTitle')}</h2>
              {shopUser.data && shopUser.data.role !== 'captain' ? (
                <p className="captain-note">{t('shopNotCaptain', { name: shopUser.data.name })}</p>
              ) : null}
              <SignInForm session={captainSession} wrongRole={t('notCaptain')} />
            </section>
          </>
        )}
      </div>
    </CaptainLayout>
  );
}
