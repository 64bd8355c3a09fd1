import { useState } from 'react';
import { PageIntro } from '../../components/ui/page-intro';
import { CodeSignInForm } from '../../components/session/code-sign-in-form';
import { useSignInMessages } from '../../components/session/messages';
import { SignInForm } from '../../components/session/sign-in-form';
import { useSession } from '../../lib/session';
import { unlockSound } from './beep';
import { useStaffMessages } from './messages';
import { StaffBoard } from './staff-board';
import { StaffLayout } from './staff-layout';
import { staffSession } from './staff-session';
import './staff.css';

/**
 * The store staff board (`/staff`), in its own frame: sign in, then the store's orders live, its stock and its opening.
 */
export function StaffPage() {
  const t = useStaffMessages();
  const tSign = useSignInMessages();
  // Someone the operator or the store's owner took on has no password yet: a texted code signs them in.
  const [withCode, setWithCode] = useState(false);
  const session = useSession(staffSession);
  const user = session?.user;
  // The session's codec lets in only staff of a store; anything else is the sign-in form.
  const storeId = session && user ? user.store_id : null;
  const board =
    session && user && storeId !== null ? (
      <StaffBoard key={user.id} session={session} user={{ ...user, store_id: storeId }} />
    ) : null;
  return (
    <StaffLayout storeId={storeId}>
      <PageIntro title={t('title')} text={board ? undefined : t('text')} />
      {board ?? (
        <section className="staff-signin" aria-labelledby="staff-signin-title">
          <h2 id="staff-signin-title">{t('signInTitle')}</h2>
          {withCode ? (
            <CodeSignInForm session={staffSession} wrongRole={t('notStaff')} onAttempt={unlockSound}>
              <button type="button" className="button sign-in-switch" onClick={() => setWithCode(false)}>
                {tSign('withPassword')}
              </button>
            </CodeSignInForm>
          ) : (
            <SignInForm session={staffSession} wrongRole={t('notStaff')} onAttempt={unlockSound}>
              <button type="button" className="button sign-in-switch" onClick={() => setWithCode(true)}>
                {tSign('withCode')}
              </button>
            </SignInForm>
          )}
        </section>
      )}
    </StaffLayout>
  );
}
