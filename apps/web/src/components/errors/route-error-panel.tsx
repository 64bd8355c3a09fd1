import { useEffect } from 'react';
import { useLocation, useNavigate, useRouteError } from 'react-router';
import { isChunkLoadError } from '../../lib/preload-error';
import { ErrorPanel } from './error-panel';

/** The router's errorElement: shows the failure inside the shell, so header and footer keep working. */
export function RouteErrorPanel() {
  const error = useRouteError();
  const location = useLocation();
  const navigate = useNavigate();

  useEffect(() => {
    console.error('Route error:', error);
  }, [error]);

  const retry = () => {
    // The router and the browser both remember a failed chunk download; only a fresh page load fetches it again.
    if (isChunkLoadError(error)) {
      window.location.reload();
      return;
    }
    // Navigating to the same place gives the route a new location, which clears the boundary and renders again.
    void navigate(
      { pathname: location.pathname, search: location.search, hash: location.hash },
      { replace: true, state: location.state },
    );
  };

  return <ErrorPanel error={error} onReset={retry} />;
}
