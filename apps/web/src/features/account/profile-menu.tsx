import { useLocation } from 'react-router';
import { paths } from '../../app/paths';
import { Link } from '../../components/ui/link';
import { signOut } from '../../lib/session';
import { useAccountT } from './messages';

/** The profile area's pages, in the menu's order. */
export const PROFILE_MENU = [
  { to: paths.profileHomepage, label: 'menuHome' },
  { to: paths.profile, label: 'menuProfile' },
  { to: paths.editProfile, label: 'menuEditProfile' },
  { to: paths.changePassword, label: 'menuChangePassword' },
  { to: paths.addressBook, label: 'menuAddressBook' },
  { to: paths.orderHistory, label: 'menuOrderHistory' },
  { to: paths.wishList, label: 'menuWishList' },
] as const;

/** The menu every profile-area page shares; the page shown is marked as current. Ends with Sign out. */
export function ProfileMenu() {
  const t = useAccountT();
  const { pathname } = useLocation();
  return (
    <nav className="profile-menu" aria-label={t('menuLabel')}>
      <ul className="profile-menu__list">
        {PROFILE_MENU.map((entry) => (
          <li key={entry.to}>
            <Link
              to={entry.to}
              className="profile-menu__link"
              aria-current={pathname === entry.to ? 'page' : undefined}
            >
              {t(entry.label)}
            </Link>
          </li>
        ))}
        <li>
          <button
            type="button"
            className="profile-menu__link profile-menu__sign-out"
            onClick={() => signOut()}
          >
            {t('signOut')}
          </button>
        </li>
      </ul>
    </nav>
  );
}
