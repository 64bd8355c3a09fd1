/** The wordmark: a basket mark and the name. Decorative; the link around it carries the accessible name. */
export function Logo() {
  return (
    <span className="logo" aria-hidden="true">
      <svg viewBox="0 0 32 32" width="28" height="28">
        <rect width="32" height="32" rx="8" fill="currentColor" />
        <path
          d="M8 13h16l-2 10H10z M12 13l4-6 4 6"
          fill="none"
          stroke="#fff"
          strokeWidth="2"
          strokeLinejoin="round"
        />
      </svg>
      <span className="logo__name">Suuq</span>
    </span>
  );
}
