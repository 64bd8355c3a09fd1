/**
 * The first screen's icons, drawn in the page itself in the text colour. An SVG file or a `data:` SVG in CSS is a
 * document of its own: the browser builds, parses and lays out one for each while it first styles the page, on the
 * main thread (about 2 ms each on a fast machine; several times that on a cheap phone). Inline, each is a few
 * elements of the page's own tree. All are decorative: the control around each names it.
 */
type IconProps = { size?: number; className?: string };

const frame = (size: number, className: string | undefined) => ({
  viewBox: '0 0 24 24',
  width: size,
  height: size,
  className,
  'aria-hidden': true as const,
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round' as const,
  strokeLinejoin: 'round' as const,
});

/** Suuq's basket on its brand-coloured tile. */
export function BasketMark({ size = 28, className }: IconProps) {
  return (
    <svg viewBox="0 0 32 32" width={size} height={size} className={className} aria-hidden="true">
      <rect width="32" height="32" rx="8" fill="#0f766e" />
      <path
        d="M8 13h16l-2 10H10z M12 13l4-6 4 6"
        fill="none"
        stroke="#fff"
        strokeWidth="2"
        strokeLinejoin="round"
      />
    </svg>
  );
}

export function CartIcon({ size = 24, className }: IconProps) {
  return (
    <svg {...frame(size, className)}>
      <path d="M3 4h2l2.4 11.2a1 1 0 0 0 1 .8h9.2a1 1 0 0 0 1-.8L20 8H6.2" />
      <circle cx="9" cy="20" r="1.5" fill="currentColor" stroke="none" />
      <circle cx="17" cy="20" r="1.5" fill="currentColor" stroke="none" />
    </svg>
  );
}

export function MenuIcon({ size = 24, className }: IconProps) {
  return (
    <svg {...frame(size, className)}>
      <path d="M4 7h16M4 12h16M4 17h16" />
    </svg>
  );
}

export function CloseIcon({ size = 24, className }: IconProps) {
  return (
    <svg {...frame(size, className)}>
      <path d="M6 6l12 12M18 6L6 18" />
    </svg>
  );
}

export function PersonIcon({ size = 22, className }: IconProps) {
  return (
    <svg {...frame(size, className)}>
      <path d="M8 8a4 4 0 1 0 8 0a4 4 0 1 0-8 0M4 21c1-4.5 4.5-6.5 8-6.5s7 2 8 6.5" />
    </svg>
  );
}

export function SearchIcon({ size = 22, className }: IconProps) {
  return (
    <svg {...frame(size, className)} strokeWidth={2.25}>
      <circle cx="11" cy="11" r="6.5" />
      <path d="M16 16l4.5 4.5" />
    </svg>
  );
}
