import { useT } from '../../lib/use-translation';

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
      <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
        <path
          d="M3 4h2l2.4 11.2a1 1 0 0 0 1 .8h9.2a1 1 0 0 0 1-.8L20 8H6.2"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
        <circle cx="9" cy="20" r="1.5" fill="currentColor" />
        <circle cx="17" cy="20" r="1.5" fill="currentColor" />
      </svg>
      <CartBadge count={count} />
    </button>
  );
}
