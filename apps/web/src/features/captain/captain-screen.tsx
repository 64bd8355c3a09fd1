import { SignInForm } from '../../components/session/sign-in-form';
import { PageIntro } from '../../components/ui/page-intro';
import { useSession } from '../../lib/session';
import { CaptainConsole } from './captain-console';
import { captainSession } from './captain-session';
import { useCaptainMessages } from './messages';
import './captain.css';

/** The captain console (`/captain`): captains sign in here; anyone else sees whose page it is and the form. */
export function CaptainScreen() {
  const t = useCaptainMessages();
  const session = useSession(captainSession);
  const user = session?.user;
  return (
    <div className="captain-page">
      <PageIntro title={t('title')} text={user ? undefined : t('text')} />
      {session && user ? (
        <CaptainConsole key={user.id} session={session} user={user} />
      ) : (
        <section className="captain-signin" aria-labelledby="captain-signin-title">
          <h2 id="captain-signin-title">{t('signInTitle')}</h2>
          <SignInForm session={captainSession} wrongRole={t('notCaptain')} />
        </section>
      )}
    </div>
  );
}
