import { useCallback } from 'react';
import { useAppDispatch } from '../../app/hooks';
import type { ApiProblem } from '../../lib/api-error';
import { customerSession } from '../../lib/session';
import { signIn } from '../../lib/session-sign-in';
import { mergeLocalWishlist } from '../../components/wishlist/wishlist-actions';

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
      await mergeLocalWishlist(dispatch, result.sessionId);
      return { ok: true };
    },
    [dispatch],
  );
}
