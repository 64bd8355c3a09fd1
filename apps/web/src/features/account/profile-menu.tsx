import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { paths } from '../../lib/paths';
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

/**
 * The menu every profile-area page shares; the page shown is marked as current. Ends with Sign out. On a phone the
 * pages are a strip that scrolls sideways: it opens scrolled to the current page, and Sign out stays beside it.
 */
export function ProfileMenu() {
  const t = useAccountT();
  const { pathname } = useLocation();
  const listRef = useRef<HTMLUListElement>(null);
  useEffect(() => {
    const list = listRef.current;
    const current = list?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!list || !current) return;
    // Only the strip moves (never the page): the current pill ends up in its middle when the strip scrolls.
    list.scrollLeft = current.offsetLeft - list.offsetLeft - (list.clientWidth - current.offsetWidth) / 2;
  }, [pathname]);
  return (
    <nav className="profile-menu" aria-label={t('menuLabel')}>
      <ul ref={listRef} className="profile-menu__list">
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
      </ul>
      <button type="button" className="profile-menu__link profile-menu__sign-out" onClick={() => signOut()}>
        {t('signOut')}
      </button>
    </nav>
  );
}
