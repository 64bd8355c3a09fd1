import { paths } from '../../lib/paths';
import { Link } from '../../components/ui/link';
import { useGetProfileQuery } from './account-api';
import { Avatar } from './avatar';
import { useAccountT } from './messages';
import { ProfileArea } from './profile-area';

const TILES = [
  { to: paths.orderHistory, title: 'menuOrderHistory', text: 'orderHistoryText' },
  { to: paths.addressBook, title: 'menuAddressBook', text: 'addressBookText' },
  { to: paths.wishList, title: 'menuWishList', text: 'wishListText' },
  { to: paths.profile, title: 'menuProfile', text: 'profileText' },
  { to: paths.changePassword, title: 'menuChangePassword', text: 'changePasswordText' },
] as const;

function Overview({ sessionId }: { sessionId: string }) {
  const t = useAccountT();
  const user = useGetProfileQuery(sessionId).data;
  return (
    <>
      {user ? (
        <section className="account-card account-greeting">
          <Avatar user={user} size={56} />
          <p className="account-greeting__text">{t('hello', { name: user.name })}</p>
        </section>
      ) : null}
      <ul className="account-tiles">
        {TILES.map((tile) => (
          <li key={tile.to}>
            <Link to={tile.to} className="account-tile">
              <span className="account-tile__title">{t(tile.title)}</span>
              <span className="account-tile__text">{t(tile.text)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}

/** `/profile-homepage`: the account's home: a greeting and the way to each part of the profile area. */
export function ProfileHomepagePage() {
  const t = useAccountT();
  return (
    <ProfileArea title={t('profileHomepageTitle')} text={t('profileHomepageText')}>
      {(sessionId) => <Overview sessionId={sessionId} />}
    </ProfileArea>
  );
}
