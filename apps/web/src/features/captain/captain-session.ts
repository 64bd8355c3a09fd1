import { createSession } from '../../lib/session';

/** A captain's sign-in: only captain accounts open the console, kept apart from a shopper's sign-in on the phone. */
export const captainSession = createSession({ key: 'suuq.captain.session', role: 'captain' });
