import { useT } from '../../lib/use-translation';
import { CartIcon } from '../ui/icons';

/** The number on the cart icon; large counts are capped so the badge keeps its size. */
export function CartBadge({ count }: { count: number }) {
  return (
    <span className="cart-badge" aria-hidden="true" data-empty={count === 0 || undefined}>
      {count > 99 ? '99+' : count}
    </span>
  );
}

/** Opens the cart drawer (its code is fetched when the button is pointed at, focused or tapped). */
export function CartButton({
  count,
  onOpen,
  onPreload,
}: {
  count: number;
  onOpen: () => void;
  onPreload: () => void;
}) {
  const t = useT();
  return (
    <button
      type="button"
      className="header__cart icon-button"
      aria-label={t('header.cartLabel', { count })}
      aria-haspopup="dialog"
      onPointerEnter={onPreload}
      onFocus={onPreload}
      onClick={onOpen}
    >
      <CartIcon />
      <CartBadge count={count} />
    </button>
  );
}
