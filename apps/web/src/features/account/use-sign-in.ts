import { useCallback } from 'react';
import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { useAppDispatch } from '../../app/hooks';
import { saveSession } from '../../lib/session';
import { sessionOf } from '../../lib/session-auth';
import { useRequestTokenMutation } from './account-api';
import { mergeLocalWishlist } from './wishlist-actions';

export type SignInResult = { ok: true } | { ok: false; error: FetchBaseQueryError | SerializedError };

/**
 * Signs in with a phone number (any way Somalis write it; the server normalizes) or email and the password, keeps
 * the tokens (lib/session.ts) and moves a wish list saved while signed out into the account.
 */
export function useSignIn(): (username: string, password: string) => Promise<SignInResult> {
  const dispatch = useAppDispatch();
  const [requestToken] = useRequestTokenMutation();
  return useCallback(
    async (username, password) => {
      const result = await requestToken({ username: username.trim(), password });
      if (result.error) return { ok: false, error: result.error };
      const session = sessionOf(result.data);
      saveSession(session);
      await mergeLocalWishlist(dispatch, session.id);
      return { ok: true };
    },
    [dispatch, requestToken],
  );
}
