import { createSession, customerSession, type ClientSession } from '../../lib/session';

/** A captain's sign-in made on the console itself: only captain accounts open it. */
export const captainSession = createSession({ key: 'suuq.captain.session', role: 'captain' });

/**
 * The session the console calls the API with: its own sign-in when there is one, else the storefront's, which the
 * console opens with when the account signed in there is a captain's (one sign-in for every role: a captain who
 * signed in on the shop is not asked again).
 */
export function consoleSession(): ClientSession {
  return captainSession.current() ? captainSession : customerSession;
}
