import { INITIALS_KEY } from './account-link';

/** A name's initials, as the avatar shows them: the first letters of its first two words. */
export function initialsOf(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase())
    .join('');
}

/**
 * Keeps the signed-in shopper's initials for the header's account icon (undefined: forget them), and tells the
 * header at once. The header reads them with the session, so they show only while signed in.
 */
export function rememberInitials(name: string | undefined) {
  try {
    if (name) localStorage.setItem(INITIALS_KEY, initialsOf(name));
    else localStorage.removeItem(INITIALS_KEY);
  } catch {
    // Storage refused (private mode): the header keeps its plain icon.
  }
  // The session's subscribers listen to storage events, the header's account icon among them.
  window.dispatchEvent(new StorageEvent('storage', { key: INITIALS_KEY }));
}
