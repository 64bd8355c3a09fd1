import {
  createContext,
  useContext,
  useLayoutEffect,
  useMemo,
  useRef,
  type ComponentProps,
  type MouseEvent,
  type ReactNode,
} from 'react';
import { createPath, useLocation, useNavigate, type NavigateOptions } from 'react-router';

type LinkProps = Omit<ComponentProps<'a'>, 'href'> & {
  /** An address of the app, from its root (lib/paths.ts). */
  to: string;
  /** Navigation state for the next page (`useLocation().state`). */
  state?: unknown;
  replace?: boolean;
};

/** The router's navigation as every link of the page shares it: one set of hooks, not one per link. */
interface LinkNavigation {
  navigate: (to: string, options: NavigateOptions) => void;
  /** Path, query and hash of the page shown now. */
  current: () => string;
}

const LinkNavigationContext = createContext<LinkNavigation | null>(null);

/**
 * Gives the links inside it the router's navigation. It never changes, so a page change does not draw every link
 * again; the navigation and the location it reads are the latest the router gave.
 */
export function LinkNavigationProvider({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const location = useLocation();
  const latest = useRef({ navigate, path: createPath(location) });
  useLayoutEffect(() => {
    latest.current = { navigate, path: createPath(location) };
  });
  const shared = useMemo<LinkNavigation>(
    () => ({
      navigate: (to, options) => void latest.current.navigate(to, options),
      current: () => latest.current.path,
    }),
    [],
  );
  return <LinkNavigationContext value={shared}>{children}</LinkNavigationContext>;
}

/** A plain left click on a link opening in this page: not a new tab, window or download (React Router's rule). */
const followsInPage = (event: MouseEvent<HTMLAnchorElement>, target: string | undefined) =>
  event.button === 0 &&
  (!target || target === '_self') &&
  !(event.metaKey || event.altKey || event.ctrlKey || event.shiftKey);

/**
 * A client-side link. A page has dozens (store cards, categories, the header and footer), each taken over when the
 * page starts: each reads the navigation its page shares (LinkNavigationProvider, around the app's routes) and
 * renders a plain anchor, instead of React Router's `useHref` and `useLinkClickHandler`, about a dozen hooks and a
 * layout effect per link. Addresses are the app's own, from its root, so there is nothing to resolve. Modified
 * clicks (new tab, new window, download) and other targets are left to the browser, as React Router's `<Link>`
 * does; a link to the page already shown replaces it in the history rather than adding it again, as it does too.
 */
export function Link({ to, state, replace, target, onClick, ...anchor }: LinkProps) {
  const navigation = useContext(LinkNavigationContext);
  if (!navigation) throw new Error('A Link is drawn outside LinkNavigationProvider (app/router.tsx).');
  if (!to.startsWith('/')) throw new Error(`A Link's address must start at the app's root: ${to}`);
  return (
    <a
      {...anchor}
      href={to}
      target={target}
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented || !followsInPage(event, target)) return;
        event.preventDefault();
        navigation.navigate(to, { state, replace: replace ?? navigation.current() === to });
      }}
    />
  );
}
