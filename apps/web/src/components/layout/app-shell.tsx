import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { useT } from '../../lib/use-translation';
import { RouteErrorBoundary } from '../errors/route-error-boundary';
import { Loading } from '../ui/load-state';
import { Footer } from './footer';
import { Header } from './header';
import { useScrollRestoration } from './use-scroll-restoration';

/** The frame around every page: header, the page itself, footer. */
export function AppShell() {
  const t = useT();
  useScrollRestoration();
  return (
    <>
      <a href="#main" className="skip-link">
        {t('app.skipToContent')}
      </a>
      {/* The cart slice arrives with the cart feature; until then nothing can be in the cart. */}
      <Header cartCount={0} />
      <main id="main" className="main container" tabIndex={-1}>
        {/* Pages are downloaded on first visit: only this area waits for them, or fails. */}
        <RouteErrorBoundary>
          <Suspense fallback={<Loading />}>
            <Outlet />
          </Suspense>
        </RouteErrorBoundary>
      </main>
      <Footer />
    </>
  );
}
