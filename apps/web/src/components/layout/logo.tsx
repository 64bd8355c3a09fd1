/**
 * The wordmark: a basket mark (drawn in header.css, so it costs no JavaScript) and the name. Decorative; the link
 * around it carries the accessible name.
 */
export function Logo() {
  return (
    <span className="logo" aria-hidden="true">
      <span className="logo__mark" />
      <span className="logo__name">Suuq</span>
    </span>
  );
}
