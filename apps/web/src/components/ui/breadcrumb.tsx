import { Link } from './link';
import './breadcrumb.css';

export interface Crumb {
  label: string;
  /** Where the crumb leads; the last crumb is the current page and is not a link. */
  to?: string;
  state?: unknown;
}

/** "Home › Store › Category": where this page sits, each step but the last a link. */
export function Breadcrumb({ label, items }: { label: string; items: Crumb[] }) {
  return (
    <nav aria-label={label} className="breadcrumb">
      <ol className="breadcrumb__list">
        {items.map((item, index) => (
          <li key={`${index}-${item.label}`} className="breadcrumb__item">
            {item.to !== undefined && index < items.length - 1 ? (
              <Link to={item.to} state={item.state}>
                {item.label}
              </Link>
            ) : (
              <span aria-current="page">{item.label}</span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
