import { paths } from '../../lib/paths';

/**
 * Where to go after signing in: `next` from the query when it is a path of this app (never another site, so a
 * crafted link cannot send a shopper away after they typed their password), else the account's home.
 */
export function nextPath(search: string): string {
  const next = new URLSearchParams(search).get('next') ?? '';
  return /^\/(?![/\\])/.test(next) ? next : paths.profileHomepage;
}

/** The sign-in or register page, coming back to `next` afterwards. */
export function withNext(page: string, next: string): string {
  return next === paths.profileHomepage ? page : `${page}?${new URLSearchParams({ next })}`;
}
