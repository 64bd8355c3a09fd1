import { PageIntro } from '../../components/ui/page-intro';
import { SignInForm } from '../../components/session/sign-in-form';
import { useSession } from '../../lib/session';
import { AdminConsole } from './admin-console';
import { AdminLayout } from './admin-layout';
import { adminSession } from './admin-session';
import { useAdminMessages } from './messages';
import './admin.css';

/**
 * The platform operator's console (`/admin`), in its own frame: sign in with an operator's account, then shops'
 * applications, stores and their staff, captains, statements, payouts and the audit trail.
 */
export function AdminScreen() {
  const t = useAdminMessages();
  const session = useSession(adminSession);
  // The session lets in only accounts with the role `admin`; anything else is the sign-in form.
  const user = session?.user;
  return (
    <AdminLayout name={user?.name}>
      {session && user ? (
        <AdminConsole key={user.id} />
      ) : (
        <div className="admin-gate">
          <PageIntro title={t('title')} text={t('text')} />
          <section className="admin-signin" aria-labelledby="admin-signin-title">
            <h2 id="admin-signin-title">{t('signInTitle')}</h2>
            <SignInForm session={adminSession} wrongRole={t('notAdmin')} />
          </section>
        </div>
      )}
    </AdminLayout>
  );
}
