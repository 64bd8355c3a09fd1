import { Navigate, useLocation } from 'react-router';
import { PageIntro } from '../../components/ui/page-intro';
import { paths } from '../../lib/paths';
import { useSessionId } from '../../lib/session';
import { ForgotPasswordPage } from './forgot-password-page';
import { useAccountT } from './messages';
import { nextPath } from './next-path';
import { SignInForm } from './sign-in-form';
import './account.css';

/**
 * `/sign-in`: the sign-in form; once signed in, on to `?next=` (or the account's home). `/forgot-password` comes
 * here too, so both pages share one chunk.
 */
export function SignInPage() {
  const t = useAccountT();
  const location = useLocation();
  const next = nextPath(location.search);
  const signedIn = useSessionId();
  if (location.pathname === paths.forgotPassword) return <ForgotPasswordPage />;
  if (signedIn) return <Navigate to={next} replace />;
  return (
    <div className="account-narrow">
      <PageIntro title={t('signInTitle')} text={t('signInText')} />
      <SignInForm next={next} />
    </div>
  );
}
