import { useLocation } from 'react-router';
import { NotFoundPage } from '../../features/pages/not-found-page';
import { loadFeatureMessages } from '../../lib/i18n';
import { paths } from '../../lib/paths';
import { preloadable } from '../../lib/preloadable';

// A shop's application (/sell) and a captain's (/drive), in their own download, with their messages.
const JoinPage = preloadable(() =>
  import('../../features/join/join-page').then(async (module) => {
    await loadFeatureMessages();
    return module.JoinPage;
  }),
);

/**
 * Every path the route table does not name: the joining pages, else "Page not found". The joining pages are
 * reached from here rather than from the table so the home route's entry carries no import of theirs
 * (docs/decisions/003-home-route-budget.md); the shell's loading state covers their download.
 */
export function CatchAllRoute() {
  const { pathname } = useLocation();
  return pathname === paths.sell || pathname === paths.drive ? <JoinPage /> : <NotFoundPage />;
}
