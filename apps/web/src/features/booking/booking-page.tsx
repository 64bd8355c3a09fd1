import { lazy, Suspense } from 'react';
import { paths } from '../../lib/paths';
import { SignInForm } from '../../components/session/sign-in-form';
import { Loading } from '../../components/ui/load-state';
import { Link } from '../../components/ui/link';
import { PageIntro } from '../../components/ui/page-intro';
import { customerSession, useSession } from '../../lib/session';
import { useBookingT } from './messages';

// The rest of the page (and its styles) comes in a file of its own, so the entry lists one file fewer for it.
const BookingArea = lazy(() => import('./booking-area').then((module) => ({ default: module.BookingArea })));

/**
 * `/book`: a customer books a ride, a water tanker or a delivery by vehicle type, and follows it live to the end.
 * Signed out, the one sign-in form shows here and the page goes on once it succeeds.
 */
export function BookingPage() {
  const t = useBookingT();
  const session = useSession(customerSession);
  return (
    <div className="container booking-page">
      <PageIntro title={t('title')} />
      {session ? (
        <Suspense fallback={<Loading />}>
          <BookingArea key={session.id} session={session} />
        </Suspense>
      ) : (
        <SignInForm session={customerSession} notice={t('signInNotice')}>
          <p className="booking-page__register">
            {t('newHere')}{' '}
            <Link to={`${paths.register}?${new URLSearchParams({ next: paths.book })}`}>
              {t('createAccount')}
            </Link>
          </p>
        </SignInForm>
      )}
    </div>
  );
}
