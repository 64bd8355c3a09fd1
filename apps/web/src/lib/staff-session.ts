import { createSession, type SessionCodec, type SessionUser } from './session';

/** Where a staff member's sign-in is kept (the access and refresh tokens, and who they are). */
export const STAFF_SESSION_STORAGE_KEY = 'suuq.staff.session';

/** The stored shape of a staff sign-in: the board's own since before sessions were one, so phones stay signed in. */
interface StoredStaffSession {
  accessToken: string;
  refreshToken: string;
  /** Absent in sign-ins stored before renewal knew the expiry. */
  expires?: number | null;
  id?: string;
  user: SessionUser | undefined;
}

const staffCodec: SessionCodec = {
  read(value) {
    const stored = value as Partial<StoredStaffSession> | null;
    const user = stored?.user;
    if (
      typeof stored?.accessToken !== 'string' ||
      typeof stored.refreshToken !== 'string' ||
      typeof user !== 'object' ||
      user === null ||
      typeof user.id !== 'number' ||
      typeof user.store_id !== 'number'
    )
      return null;
    return {
      access: stored.accessToken,
      refresh: stored.refreshToken,
      expires: typeof stored.expires === 'number' ? stored.expires : Infinity,
      id: typeof stored.id === 'string' ? stored.id : `staff-${user.id}`,
      user,
    };
  },
  write: (session): StoredStaffSession => ({
    accessToken: session.access,
    refreshToken: session.refresh,
    expires: Number.isFinite(session.expires) ? session.expires : null,
    id: session.id,
    user: session.user,
  }),
};

/** A store staff member's session: only staff of a store sign in to the board. */
export const staffSession = createSession({
  key: STAFF_SESSION_STORAGE_KEY,
  role: 'staff',
  accepts: (user) => user.store_id !== null,
  codec: staffCodec,
});
