import { paths } from '../../lib/paths';
import { Link } from '../../components/ui/link';
import { LoadError, Loading } from '../../components/ui/load-state';
import { useGetProfileQuery } from './account-api';
import { Avatar } from './avatar';
import { HeldContainers } from './held-containers';
import { useAccountT } from './messages';
import { ProfileArea } from './profile-area';

function ProfileDetails({ sessionId }: { sessionId: string }) {
  const t = useAccountT();
  const profile = useGetProfileQuery(sessionId);
  if (profile.isError && !profile.data) return <LoadError onRetry={() => void profile.refetch()} />;
  const user = profile.data;
  if (!user) return <Loading />;
  return (
    <section className="account-card profile-card">
      <Avatar user={user} size={96} />
      <dl className="profile-facts">
        <div>
          <dt>{t('name')}</dt>
          <dd>{user.name}</dd>
        </div>
        <div>
          <dt>{t('phone')}</dt>
          <dd dir="ltr">{user.phone}</dd>
        </div>
        <div>
          <dt>{t('email')}</dt>
          <dd>{user.email ?? <span className="hint">{t('noEmail')}</span>}</dd>
        </div>
      </dl>
      <div className="account-actions">
        <Link to={paths.editProfile} className="button button--primary">
          {t('menuEditProfile')}
        </Link>
        <Link to={paths.changePassword} className="button">
          {t('menuChangePassword')}
        </Link>
      </div>
    </section>
  );
}

/** `/profile`: who the customer is: picture, name, phone and email; and the returnable containers they hold. */
export function ProfilePage() {
  const t = useAccountT();
  return (
    <ProfileArea title={t('profileTitle')} text={t('profileText')}>
      {(sessionId) => (
        <>
          <ProfileDetails sessionId={sessionId} />
          <HeldContainers sessionId={sessionId} />
        </>
      )}
    </ProfileArea>
  );
}
