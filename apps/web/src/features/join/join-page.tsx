import { useLocation } from 'react-router';
import { paths } from '../../lib/paths';
import { DrivePage } from './drive-page';
import { SellPage } from './sell-page';

/**
 * `/sell` and `/drive`, one page for the router: both come in one file behind one import, which keeps the home
 * route's entry as small as it can be (docs/decisions/003-home-route-budget.md).
 */
export function JoinPage() {
  return useLocation().pathname === paths.drive ? <DrivePage /> : <SellPage />;
}
