import { useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { PageIntro } from '../../components/ui/page-intro';
import { paths } from '../../lib/paths';
import { customerSession, useSessionId, type SessionUser } from '../../lib/session';
import { ForgotPasswordPage } from './forgot-password-page';
import { useAccountT } from './messages';
import { nextPath } from './next-path';
import { SignInForm } from './sign-in-form';
// After the password form's: the page's chunk then lists its styles in the order it always has, which the home
// route's entry repeats for every account page (a different order costs it bytes).
import { CodeSignInForm } from '../../components/session/code-sign-in-form';
import { useSignInMessages } from '../../components/session/messages';
import { mergeLocalWishlist } from '../../components/wishlist/wishlist-actions';
import { staffSession } from '../../lib/staff-session';
import { useAppDispatch } from '../../lib/store-hooks';
import { fetchInitials } from './use-sign-in';
import './account.css';

/**
 * Staff of a store sign in to the board's own session (a shop phone keeps it beside a shopper's, decision 008);
 * everyone else, captains included, to the storefront's (the captain console takes it, decision 018).
 */
const sessionFor = (user: SessionUser) =>
  user.role === 'staff' && user.store_id !== null ? staffSession : customerSession;

/**
 * `/sign-in`: the sign-in form, or the texted code of someone a store's owner or the operator took on; once signed
 * in, on to `?next=` (or the account's home), and staff and captains to their boards. `/forgot-password` comes here
 * too, so both pages share one chunk.
 */
export function SignInPage() {
  const t = useAccountT();
  const tSign = useSignInMessages();
  const location = useLocation();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const next = nextPath(location.search);
  const signedIn = useSessionId();
  const [withCode, setWithCode] = useState(false);
  if (location.pathname === paths.forgotPassword) return <ForgotPasswordPage />;
  if (signedIn && !withCode) return <Navigate to={next} replace />;
  const toggle = (
    <button type="button" className="button sign-in-switch" onClick={() => setWithCode(!withCode)}>
      {withCode ? tSign('withPassword') : tSign('withCode')}
    </button>
  );
  return (
    <div className="account-narrow">
      <PageIntro title={t('signInTitle')} text={withCode ? undefined : t('signInText')} />
      {withCode ? (
        <CodeSignInForm
          session={sessionFor}
          onSignedIn={async ({ session, sessionId, user }) => {
            if (session === customerSession) {
              fetchInitials(dispatch, sessionId);
              await mergeLocalWishlist(dispatch, sessionId);
            }
            const to =
              session === staffSession ? paths.staff : user?.role === 'captain' ? paths.captain : next;
            navigate(to, { replace: true });
          }}
        >
          {toggle}
        </CodeSignInForm>
      ) : (
        <>
          <SignInForm next={next} />
          <p className="account-form__switch">{toggle}</p>
        </>
      )}
    </div>
  );
}
