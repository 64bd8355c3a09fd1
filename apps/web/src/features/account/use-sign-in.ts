import { useCallback } from 'react';
import { useAppDispatch } from '../../lib/store-hooks';
import type { AppDispatch } from '../../lib/store';
import type { ApiProblem } from '../../lib/api-error';
import { customerSession } from '../../lib/session';
import { signIn } from '../../lib/session-sign-in';
import { mergeLocalWishlist } from '../../components/wishlist/wishlist-actions';
import { accountApi } from './account-api';
import { rememberInitials } from './remember-initials';

/**
 * After a sign-in: the last shopper's initials go, and the profile (fetched now) brings the new one's for the
 * header's account icon (getProfile keeps them).
 */
export function fetchInitials(dispatch: AppDispatch, sessionId: string) {
  rememberInitials(undefined);
  void dispatch(accountApi.endpoints.getProfile.initiate(sessionId, { subscribe: false }));
}

export type SignInResult = { ok: true } | { ok: false; error: ApiProblem };

/**
 * Signs a shopper in (lib/session-sign-in.ts: any account may shop) and moves a wish list saved while signed out
 * into the account.
 */
export function useSignIn(): (username: string, password: string) => Promise<SignInResult> {
  const dispatch = useAppDispatch();
  return useCallback(
    async (username, password) => {
      const result = await signIn(customerSession, username, password);
      if (!result.ok) return { ok: false, error: result.problem };
      fetchInitials(dispatch, result.sessionId);
      await mergeLocalWishlist(dispatch, result.sessionId);
      return { ok: true };
    },
    [dispatch],
  );
}
