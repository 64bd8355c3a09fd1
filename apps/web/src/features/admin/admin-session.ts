import { createSession } from '../../lib/session';

/** Where the platform operator's sign-in is kept: its own key, beside a shopper's or a staff member's (decision 008). */
export const ADMIN_SESSION_STORAGE_KEY = 'suuq.admin.session';

/** The platform operator's session: only accounts with the role `admin` sign in to the console. */
export const adminSession = createSession({ key: ADMIN_SESSION_STORAGE_KEY, role: 'admin' });
