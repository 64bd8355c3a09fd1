import { STAFF_SESSION_STORAGE_KEY } from './staff-session';

/** Nasiib's staff signed in on this device, as the staff session keeps them, with the tokens a test names. */
export function staffSignedIn(access: string, refresh: string): void {
  localStorage.setItem(
    STAFF_SESSION_STORAGE_KEY,
    JSON.stringify({
      accessToken: access,
      refreshToken: refresh,
      user: { id: 3, name: 'Nasiib staff', role: 'staff', store_id: 1 },
    }),
  );
}
