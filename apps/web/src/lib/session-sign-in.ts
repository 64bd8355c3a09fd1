import type { BaseQueryApi } from '@reduxjs/toolkit/query';
import type { AnswerOf } from '@suuq/shared/routes';
import { tokenRoute, userRoute } from '@suuq/shared/routes-account';
import { fetchJson } from './api';
import { apiProblem, type ApiProblem } from './api-error';
import type { ClientSession, SessionUser } from './session';
import { sessionOf } from './session-auth';

export type SignInResult =
  | { ok: true; sessionId: string }
  /** `wrongRole`: the password was right, but the account may not sign in here (e.g. a shopper on the staff board). */
  | { ok: false; problem: ApiProblem; wrongRole: boolean };

// The web app is OAuth's public client `web`, whose secret is empty.
const CLIENT = { client_id: 'web', client_secret: '' };

// fetchJson outside RTK Query: of its second argument it reads only the abort signal, and sign-in never aborts.
const noApi = { signal: new AbortController().signal } as BaseQueryApi;

const refused = (problem: ApiProblem): SignInResult => ({ ok: false, problem, wrongRole: false });

/**
 * Signs in to `session` with the password grant: a phone number (any way Somalis write it; the server normalizes)
 * or email, and the password. A session gated on a role then asks the server who signed in and keeps them only if
 * they are that role (and whatever else it `accepts`); a refused account's tokens are dropped unused. Answers the
 * server's refusal (wrong password, too many tries, offline) as a problem for the form.
 */
export async function signIn(
  session: ClientSession,
  username: string,
  password: string,
): Promise<SignInResult> {
  const token = await fetchJson(
    {
      url: tokenRoute,
      body: { grant_type: 'password', ...CLIENT, username: username.trim(), password },
    },
    noApi,
    {},
  );
  if (token.error) {
    if (token.error.status !== 401) console.error('Sign-in failed:', token.error);
    return refused(apiProblem(token.error));
  }
  const tokens = token.data as AnswerOf<typeof tokenRoute>;
  const { role, accepts } = session;
  let user: SessionUser | undefined;
  if (role) {
    const me = await fetchJson(
      { url: userRoute, headers: { Authorization: `Bearer ${tokens.access_token}` } },
      noApi,
      {},
    );
    if (me.error) {
      console.error(`Request failed: ${userRoute.split(' ')[1]}`, me.error);
      return refused(apiProblem(me.error));
    }
    const { id, name, role: userRole, store_id } = (me.data as AnswerOf<typeof userRoute>).data;
    user = { id, name, role: userRole, store_id };
    if (user.role !== role || (accepts && !accepts(user)))
      return { ok: false, problem: apiProblem({ status: 403, data: null }), wrongRole: true };
  }
  const next = sessionOf(tokens, undefined, user);
  session.save(next);
  return { ok: true, sessionId: next.id };
}
