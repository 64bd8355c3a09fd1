import { BasketMark } from '../ui/icons';

/** The wordmark: a basket mark and the name. Decorative; the link around it carries the accessible name. */
export function Logo() {
  return (
    <span className="logo" aria-hidden="true">
      <BasketMark className="logo__mark" />
      <span className="logo__name">Suuq</span>
    </span>
  );
}
