import type { ComponentProps } from 'react';
import { useHref, useLinkClickHandler, type To } from 'react-router';

type LinkProps = Omit<ComponentProps<'a'>, 'href'> & {
  to: To;
  /** Navigation state for the next page (`useLocation().state`). */
  state?: unknown;
  replace?: boolean;
};

/**
 * A client-side link: React Router's `useHref` and `useLinkClickHandler`, the building blocks of its own `<Link>`,
 * without that component's framework-mode extras (prefetching, view transitions, document reloads) that declarative
 * routing never uses. They cost the home route 2 KB gzipped; see docs/decisions/003-home-route-budget.md.
 * Modified clicks (new tab, new window, download) and other targets are left to the browser, as `<Link>` does.
 */
export function Link({ to, state, replace, target, onClick, ...anchor }: LinkProps) {
  const href = useHref(to);
  const navigate = useLinkClickHandler(to, { state, replace, target });
  return (
    <a
      {...anchor}
      href={href}
      target={target}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) navigate(event);
      }}
    />
  );
}
