import { useSyncExternalStore } from 'react';
import { paths } from '../../lib/paths';
import { Link } from '../../components/ui/link';
import { subscribeSession, useSessionId } from '../../lib/session';
import { useT } from '../../lib/use-translation';
import { PersonIcon } from '../../components/ui/icons';
import './account-link.css';

/** Where the account pages keep the signed-in shopper's initials for the header (see remember-initials.ts). */
export const INITIALS_KEY = 'suuq.initials';

const initials = () => {
  try {
    return localStorage.getItem(INITIALS_KEY);
  } catch {
    return null;
  }
};

/**
 * The header's way into the account: "Sign in" for a visitor, "My account" once signed in. An icon on a phone,
 * with its words beside it on wider screens; signed in, the icon is the shopper's initials on a circle. Part of
 * every page's first download, so it is kept to this.
 */
export function AccountLink() {
  const t = useT();
  const signedIn = useSessionId() !== undefined;
  // A page rendered before it reached the shopper has nobody's initials (the app then renders theirs).
  const mine = useSyncExternalStore(subscribeSession, initials, () => null);
  return (
    <Link
      to={signedIn ? paths.profileHomepage : paths.signIn}
      className="button button--ghost header__account"
    >
      {signedIn && mine ? (
        <span className="header__account-icon" aria-hidden="true">
          {mine}
        </span>
      ) : (
        <PersonIcon className="header__account-person" />
      )}
      <span className="header__account-label">{signedIn ? t('account.myAccount') : t('account.signIn')}</span>
    </Link>
  );
}
