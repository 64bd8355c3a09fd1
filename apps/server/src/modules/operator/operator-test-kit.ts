/** Helpers for the operator's tests: an app whose sign-in codes are kept for the test, the demo operator and owner. */
import { expect } from 'vitest';
import type { TokenResponse } from '@suuq/shared/accounts';
import type { App } from '../../app';
import { DEMO_USERS } from '../../db/seed/seed-users';
import type { Env } from '../../env';
import { createTestApp, type TestContext } from '../../test/test-app';
import { bearer, signIn } from '../accounts/accounts-test-kit';
import type { SignInCodeMessage, SignInCodeSender } from './operator-module';

export interface OperatorTestContext extends TestContext {
  /** Every sign-in code sent, oldest first. */
  codes: SignInCodeMessage[];
}

/** The app as `createTestApp` builds it, keeping the sign-in codes it sends. */
export async function createOperatorTestApp(
  overrides: Partial<Record<keyof Env, string>> = {},
): Promise<OperatorTestContext> {
  const codes: SignInCodeMessage[] = [];
  const signInCodes: SignInCodeSender = { send: async (message) => void codes.push(message) };
  const ctx = await createTestApp({ LOGIN_MAX_FAILURES_PER_IP: '1000000', ...overrides }, { signInCodes });
  return { ...ctx, codes };
}

export const OPERATOR = DEMO_USERS.find((user) => user.role === 'admin')!;

export async function operatorHeaders(app: App) {
  return bearer((await signIn(app, OPERATOR.phone, OPERATOR.password)).access_token);
}

/** The demo owner (and only staff member) of the store with this slug. */
export async function ownerOf(app: App, slug: string) {
  const owner = DEMO_USERS.find((user) => user.role === 'staff' && user.storeSlug === slug)!;
  const tokens = await signIn(app, owner.phone, owner.password);
  const headers = bearer(tokens.access_token);
  const me = await app.inject({ url: '/api/user/get', headers });
  return { ...owner, user_id: me.json<{ data: { id: number } }>().data.id, tokens, headers };
}

let applications = 0;

/** A valid application; each from its own client address unless one is given. */
export function applicationBody(fields: Record<string, unknown> = {}) {
  applications += 1;
  return {
    store_name: `Hiil Grocery ${applications}`,
    owner_name: 'Faadumo Cali',
    phone: `061 7${String(100_000 + applications).padStart(6, '0')}`,
    industry_id: 1,
    address: 'KM4, Hodan, Mogadishu',
    location: { lat: 2.03, lng: 45.31 },
    ...fields,
  };
}

export async function apply(app: App, body = applicationBody(), ip = `10.77.0.${applications % 250}`) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/store-applications',
    payload: body,
    remoteAddress: ip,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ data: { id: number; status: 'pending' } }>().data.id;
}

/** Signs in with a one-time code. */
export function signInWithCode(app: App, username: string, code: string) {
  return app.inject({
    method: 'POST',
    url: '/api/oauth/sign-in-code',
    payload: { client_id: 'web', client_secret: '', username, code },
  });
}

/** The tokens of a sign-in with the newest code sent to `phone`. */
export async function signInWithLatestCode(ctx: OperatorTestContext, phone: string): Promise<TokenResponse> {
  const sent = ctx.codes.findLast((message) => message.phone === phone);
  expect(sent, `a code for ${phone}`).toBeDefined();
  const res = await signInWithCode(ctx.app, phone, sent!.code);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<TokenResponse>();
}
