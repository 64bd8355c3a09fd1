import { Suspense, useEffect, type ReactNode } from 'react';
import { Outlet, useLocation } from 'react-router';
import { useAppSelector, useAppStore } from '../../lib/store-hooks';
import { selectCartCount, startCart } from '../../features/cart/cart-count';
import { ORDER_QUEUE_STORAGE_KEY } from '../../features/checkout/order-queue-key';
import { loadFeatureMessages } from '../../lib/i18n';
import { preloadable } from '../../lib/preloadable';
import { useT } from '../../lib/use-translation';
import { RouteErrorBoundary } from '../../components/errors/route-error-boundary';
import { Loading } from '../../components/ui/load-state';
import { Header } from './header';
import { OfflineBanner } from '../../components/layout/offline-banner';
import { useScrollRestoration } from '../../components/layout/use-scroll-restoration';

// The footer sits below the fold on every page: it arrives just after the first paint instead of with it (the
// home route's budget, docs/decisions/003-home-route-budget.md). Offline it is simply left out.
export const Footer = preloadable<object>(() =>
  import('./footer').then(
    async (module) => {
      await loadFeatureMessages();
      return module.Footer;
    },
    () => () => null,
  ),
);

// An order placed with no network waits in the queue; its notice (and the code that sends it when the network
// returns) is downloaded only when there is one.
const QueuedOrders = preloadable<object>(() =>
  import('../../features/checkout/queued-orders').then(
    async (module) => {
      await loadFeatureMessages();
      return module.QueuedOrders;
    },
    () => () => null,
  ),
);

function hasQueuedOrders(): boolean {
  try {
    return localStorage.getItem(ORDER_QUEUE_STORAGE_KEY) !== null;
  } catch {
    return false;
  }
}

/**
 * Where a page shows: pages are downloaded on first visit, so only this area waits for them, or fails. Each address
 * has a waiting area of its own: a shopper who leaves a page while its file is still on its way (Back on a slow
 * network) sees the page they go to at once, not the loading state of the page they left until its file comes.
 */
export function PageArea({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <RouteErrorBoundary>
      <Suspense key={pathname} fallback={<Loading />}>
        {children}
      </Suspense>
    </RouteErrorBoundary>
  );
}

/** The frame around every page: header, the page itself, footer. */
export function AppShell() {
  const t = useT();
  const store = useAppStore();
  const cartCount = useAppSelector(selectCartCount);
  useScrollRestoration();
  useEffect(() => startCart(store), [store]);
  return (
    <>
      <a href="#main" className="skip-link">
        {t('app.skipToContent')}
      </a>
      <Header cartCount={cartCount} />
      <OfflineBanner />
      {hasQueuedOrders() ? (
        <Suspense fallback={null}>
          <QueuedOrders />
        </Suspense>
      ) : null}
      <main id="main" className="main container" tabIndex={-1}>
        <PageArea>
          <Outlet />
        </PageArea>
      </main>
      <Suspense fallback={null}>
        <Footer />
      </Suspense>
    </>
  );
}
