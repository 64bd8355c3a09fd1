import { Navigate, useLocation } from 'react-router';
import { PageIntro } from '../../components/ui/page-intro';
import { useSessionId } from '../../lib/session';
import { useAccountT } from './messages';
import { nextPath } from './next-path';
import { SignInForm } from './sign-in-form';
import './account.css';

/** `/sign-in`: the sign-in form; once signed in, on to `?next=` (or the account's home). */
export function SignInPage() {
  const t = useAccountT();
  const next = nextPath(useLocation().search);
  if (useSessionId()) return <Navigate to={next} replace />;
  return (
    <div className="account-narrow">
      <PageIntro title={t('signInTitle')} text={t('signInText')} />
      <SignInForm next={next} />
    </div>
  );
}
