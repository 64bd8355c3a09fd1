import { useLocation } from 'react-router';
import { Link } from '../../components/ui/link';
import { ApplicationsSection } from './applications-section';
import { AuditSection } from './audit-section';
import { CaptainsSection } from './captains-section';
import { DeliveriesSection } from './deliveries-section';
import { PayoutsSection } from './payouts-section';
import { StatementsSection } from './statements-section';
import { StoresSection } from './stores-section';
import { useAdminMessages } from './messages';
import { PageTitle } from '../../components/ui/page-title';

const SECTIONS = [
  'applications',
  'stores',
  'captains',
  'deliveries',
  'statements',
  'payouts',
  'audit',
] as const;
export type AdminSection = (typeof SECTIONS)[number];

const VIEWS: Record<AdminSection, () => React.JSX.Element> = {
  applications: ApplicationsSection,
  stores: StoresSection,
  captains: CaptainsSection,
  deliveries: DeliveriesSection,
  statements: StatementsSection,
  payouts: PayoutsSection,
  audit: AuditSection,
};

/**
 * The signed-in console: its sections beside it on a wide screen, above it on a phone. The section is in the
 * address (`?section=stores`), so a reload or the back button keeps the operator where they were.
 */
export function AdminConsole() {
  const t = useAdminMessages();
  // React Router's useSearchParams would ship with the home route (it shares react-router's chunk): read it here.
  const { pathname, search } = useLocation();
  const wanted = new URLSearchParams(search).get('section');
  const current = SECTIONS.find((section) => section === wanted) ?? 'applications';
  const View = VIEWS[current];
  return (
    <div className="admin-console">
      <PageTitle text={`${t(`nav.${current}`)} · ${t('title')} · Suuq`} />
      <nav className="admin-nav" aria-label={t('sections')}>
        <ul>
          {SECTIONS.map((section) => (
            <li key={section}>
              <Link
                to={`${pathname}?section=${section}`}
                className="admin-nav__link"
                aria-current={section === current ? 'page' : undefined}
              >
                {t(`nav.${section}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <section className="admin-section" aria-labelledby="admin-section-title">
        <h1 id="admin-section-title" className="admin-section__title">
          {t(`nav.${current}`)}
        </h1>
        <View key={current} />
      </section>
    </div>
  );
}
