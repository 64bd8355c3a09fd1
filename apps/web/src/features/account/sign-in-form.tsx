import { paths } from '../../lib/paths';
import { SignInForm as SessionSignInForm } from '../../components/session/sign-in-form';
import { Link } from '../../components/ui/link';
import { mergeLocalWishlist } from '../../components/wishlist/wishlist-actions';
import { useAppDispatch } from '../../lib/store-hooks';
import { customerSession } from '../../lib/session';
import { useAccountT } from './messages';
import { withNext } from './next-path';
import { fetchInitials } from './use-sign-in';

/**
 * The shopper's sign-in: the one sign-in form (any account may shop), a wish list saved while signed out moved into
 * the account, and a way to register instead. Whoever shows the form reacts to the session (the sign-in page moves
 * on, a profile page shows itself). `next` is where registering should come back to.
 */
export function SignInForm({ next, notice }: { next: string; notice?: string | undefined }) {
  const t = useAccountT();
  const dispatch = useAppDispatch();
  return (
    <SessionSignInForm
      session={customerSession}
      notice={notice}
      onSignedIn={(sessionId) => {
        fetchInitials(dispatch, sessionId);
        return mergeLocalWishlist(dispatch, sessionId);
      }}
    >
      <p className="account-form__switch">
        <Link className="account-form__link" to={withNext(paths.forgotPassword, next)}>
          {t('forgotLink')}
        </Link>
      </p>
      <p className="account-form__switch">
        {t('newHere')} <Link to={withNext(paths.register, next)}>{t('createAccount')}</Link>
      </p>
    </SessionSignInForm>
  );
}
