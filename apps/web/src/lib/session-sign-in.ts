import type { BaseQueryApi } from '@reduxjs/toolkit/query';
import type { AnswerOf } from '@suuq/shared/routes';
import { tokenRoute, userRoute } from '@suuq/shared/routes-account';
import { signInCodeRoute } from '@suuq/shared/routes-admin';
import { fetchJson, type ApiRequest } from './api';
import { apiProblem, type ApiProblem } from './api-error';
import type { ClientSession, SessionUser, Tokens } from './session';
import { sessionOf } from './session-auth';

export type SignInResult =
  /** `session`: the one signed in (it may have been chosen by who signed in); `user`, when it was asked. */
  | { ok: true; sessionId: string; session: ClientSession; user: SessionUser | undefined }
  /** `wrongRole`: the password was right, but the account may not sign in here (e.g. a shopper on the staff board). */
  | { ok: false; problem: ApiProblem; wrongRole: boolean };

/** Where a sign-in goes: one role's session, or one chosen by who signed in (the storefront's code sign-in). */
export type SessionTarget = ClientSession | ((user: SessionUser) => ClientSession);

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
export function signIn(session: SessionTarget, username: string, password: string): Promise<SignInResult> {
  return start(session, {
    url: tokenRoute,
    body: { grant_type: 'password', ...CLIENT, username: username.trim(), password },
  });
}

/**
 * Signs in with the one-time 6-digit code texted to someone the operator or a store's owner took on (they have no
 * password yet): the same session as a password, the same role gate. A wrong, used or expired code is the server's
 * 422, its words on the `code` field.
 */
export function signInWithCode(session: SessionTarget, phone: string, code: string): Promise<SignInResult> {
  return start(session, {
    url: signInCodeRoute,
    body: { ...CLIENT, username: phone.trim(), code: code.replace(/\s/g, '') },
  });
}

async function start(target: SessionTarget, request: ApiRequest): Promise<SignInResult> {
  const token = await fetchJson(request, noApi, {});
  if (token.error) {
    if (token.error.status !== 401 && token.error.status !== 422)
      console.error('Sign-in failed:', token.error);
    return refused(apiProblem(token.error));
  }
  const tokens = token.data as Tokens;
  let user: SessionUser | undefined;
  // A shopper's sign-in asks nobody who signed in: any account may shop.
  if (typeof target === 'function' || target.role) {
    const me = await fetchJson(
      { url: userRoute, headers: { Authorization: `Bearer ${tokens.access_token}` } },
      noApi,
      {},
    );
    if (me.error) {
      console.error(`Request failed: ${userRoute.split(' ')[1]}`, me.error);
      return refused(apiProblem(me.error));
    }
    const { id, name, role, store_id, is_owner } = (me.data as AnswerOf<typeof userRoute>).data;
    user = { id, name, role, store_id, ...(is_owner === undefined ? {} : { is_owner }) };
  }
  const session = typeof target === 'function' ? target(user!) : target;
  const { role, accepts } = session;
  if (role && user && (user.role !== role || (accepts && !accepts(user))))
    return { ok: false, problem: apiProblem({ status: 403, data: null }), wrongRole: true };
  const next = sessionOf(tokens, undefined, role ? user : undefined);
  session.save(next);
  return { ok: true, sessionId: next.id, session, user };
}
