import { useLayoutEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/**
 * A page opened by a link starts at the top, as a new document would. Back and Forward stay with the browser's own
 * scroll restoration: React renders the earlier page during the `popstate` event, before the browser restores the
 * position, so a shopper returns to the same place in the store list.
 */
export function useScrollRestoration() {
  const { key, hash } = useLocation();
  const navigationType = useNavigationType();

  useLayoutEffect(() => {
    // An in-page anchor (the skip link) scrolls by itself.
    if (navigationType !== 'POP' && !hash) window.scrollTo(0, 0);
  }, [key, hash, navigationType]);
}
