import { Outlet, ScrollRestoration, useNavigation } from 'react-router';
import { useT } from '../../lib/use-translation';
import { Footer } from './footer';
import { Header } from './header';

/** The frame around every page: header, the page itself, footer. */
export function AppShell() {
  const t = useT();
  const navigation = useNavigation();
  return (
    <>
      <a href="#main" className="skip-link">
        {t('app.skipToContent')}
      </a>
      {/* The cart slice arrives with the cart feature; until then nothing can be in the cart. */}
      <Header cartCount={0} />
      {navigation.state === 'idle' ? null : <div className="route-progress" aria-hidden="true" />}
      <main id="main" className="main container" tabIndex={-1}>
        <Outlet />
      </main>
      <Footer />
      <ScrollRestoration />
    </>
  );
}
