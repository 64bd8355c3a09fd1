import { paths } from '../../app/paths';
import { Link } from '../../components/ui/link';
import { useSessionId } from '../../lib/session';
import { useT } from '../../lib/use-translation';
import './account-link.css';

/**
 * The header's way into the account: "Sign in" for a visitor, "My account" once signed in. An icon on a phone,
 * with its words beside it on wider screens. Part of every page's first download, so it is kept to this.
 */
export function AccountLink() {
  const t = useT();
  const signedIn = useSessionId() !== undefined;
  const label = signedIn ? t('account.myAccount') : t('account.signIn');
  return (
    <Link
      to={signedIn ? paths.profileHomepage : paths.signIn}
      className="button button--ghost header__account"
    >
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
        <path
          d="M8 8a4 4 0 1 0 8 0a4 4 0 1 0-8 0M4 21c1-4.5 4.5-6.5 8-6.5s7 2 8 6.5"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        />
      </svg>
      <span className="header__account-label">{label}</span>
    </Link>
  );
}
