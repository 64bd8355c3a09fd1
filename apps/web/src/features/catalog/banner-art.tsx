/**
 * The home banner's picture: a basket, a water jerrycan, a gas cylinder and a bowl of rice standing on the dunes.
 * Drawn in the page, not as a CSS image: an SVG image is a document of its own, built while the page is first styled.
 */
export function BannerArt() {
  return (
    <svg className="banner__art" viewBox="0 0 240 100" preserveAspectRatio="xMaxYMax meet" aria-hidden="true">
      <ellipse cx="120" cy="94" rx="116" ry="6" fill="#000" opacity=".12" />
      <path d="M8 50h64l-8 44H16z" fill="#c2410c" />
      <g fill="none" stroke="#7c2d12" strokeWidth="4">
        <path d="M8 50h64" strokeLinecap="round" />
        <path d="M22 50c0-22 36-22 36 0" />
      </g>
      <path d="M14 62h52M17 74h46M19 86h42" stroke="#fdba74" strokeWidth="2" opacity=".7" />
      <circle cx="28" cy="44" r="9" fill="#ef4444" />
      <circle cx="44" cy="42" r="9" fill="#facc15" />
      <circle cx="57" cy="45" r="8" fill="#22c55e" />
      <rect x="84" y="34" width="44" height="60" rx="8" fill="#0ea5e9" />
      <rect x="90" y="26" width="14" height="10" rx="2" fill="#0369a1" />
      <path d="M108 30h14a6 6 0 0 1 6 6v6" fill="none" stroke="#0369a1" strokeWidth="5" />
      <rect x="92" y="50" width="28" height="30" rx="4" fill="#bae6fd" opacity=".8" />
      <rect x="140" y="28" width="40" height="66" rx="14" fill="#ea580c" />
      <rect x="152" y="16" width="16" height="14" rx="3" fill="#525252" />
      <rect x="146" y="12" width="28" height="6" rx="3" fill="#737373" />
      <path d="M140 52h40M140 74h40" stroke="#fff" strokeWidth="3" opacity=".55" />
      <path d="M188 72a26 20 0 0 0 50 0z" fill="#fff" />
      <path d="M193 72q20-24 40 0z" fill="#fbbf24" />
      <path d="M186 72h54" stroke="#d6d3d1" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}
