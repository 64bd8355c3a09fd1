import { useOffline } from '../../lib/network-status';
import { useT } from '../../lib/use-translation';

/** Says so while there is no network (a status message, announced when it appears); nothing while online. */
export function OfflineBanner() {
  const t = useT();
  return useOffline() ? (
    <p className="offline-banner" role="status">
      {t('network.offline')}
    </p>
  ) : null;
}
