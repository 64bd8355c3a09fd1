const FOCUSABLE =
  'input:not(:disabled), textarea:not(:disabled), select:not(:disabled), button:not(:disabled)';

/**
 * Takes the shopper to the first field marked invalid in `root` (in page order): scrolls it to the middle of the
 * screen and focuses it, so a refused form never leaves them at its button with the errors out of sight. A marked
 * group (a radio group, the map's pin) gives focus to its first control, or takes it itself.
 */
export function focusFirstInvalid(root: HTMLElement | null): boolean {
  const marked = root?.querySelector<HTMLElement>('[aria-invalid="true"], [data-invalid]');
  if (!marked) return false;
  const control = marked.matches(FOCUSABLE)
    ? marked
    : (marked.querySelector<HTMLElement>(FOCUSABLE) ?? marked);
  if (control === marked && !marked.matches(FOCUSABLE) && !marked.hasAttribute('tabindex'))
    marked.tabIndex = -1;
  const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? true;
  control.scrollIntoView?.({ block: 'center', behavior: reduced ? 'auto' : 'smooth' });
  control.focus({ preventScroll: true });
  return true;
}
