import { describe, expect, it, vi } from 'vitest';
import { mockApi, Reply } from '../test/render';
import { authorized, createSession, customerSession } from './session';
import { signIn, signInWithCode } from './session-sign-in';

// A role is one createSession call: the captain console's session, as it will be declared.
const captainSession = () => createSession({ key: 'suuq.captain.session', role: 'captain' });

const grant = { token_type: 'Bearer', access_token: 'c1', refresh_token: 'r1', expires_in: 900 };
const account = (role: string) => ({
  data: { id: 9, name: 'Abdi', phone: '+252615550101', email: null, avatar: null, role, store_id: null },
});

describe('signing in to a role', () => {
  it('keeps who signed in when the account has the role, beside (not instead of) a shopper’s session', async () => {
    const { calls } = mockApi({
      'POST /api/oauth/token': () => grant,
      'GET /api/user/get': () => account('captain'),
    });
    const session = captainSession();
    const result = await signIn(session, ' 0615550101 ', 'pass-word-1');
    expect(result).toMatchObject({ ok: true });
    expect(session.current()).toMatchObject({
      access: 'c1',
      refresh: 'r1',
      user: { id: 9, name: 'Abdi', role: 'captain', store_id: null },
    });
    expect(calls.at(-1)?.headers.get('Authorization')).toBe('Bearer c1');
    expect(await calls[0]?.clone().json()).toMatchObject({ grant_type: 'password', username: '0615550101' });
    expect(customerSession.current()).toBeNull();
  });

  it('refuses an account of another role and keeps none of its tokens', async () => {
    mockApi({ 'POST /api/oauth/token': () => grant, 'GET /api/user/get': () => account('customer') });
    const session = captainSession();
    expect(await signIn(session, '0615550101', 'pass-word-1')).toMatchObject({
      ok: false,
      wrongRole: true,
      problem: { status: 403 },
    });
    expect(session.current()).toBeNull();
    expect(localStorage.getItem('suuq.captain.session')).toBeNull();
  });

  it('answers the server’s refusal as a problem, and asks nothing more', async () => {
    const { calls } = mockApi({
      'POST /api/oauth/token': () => new Reply(401, { message: 'The password is incorrect.' }),
    });
    expect(await signIn(captainSession(), '0615550101', 'wrong')).toMatchObject({
      ok: false,
      wrongRole: false,
      problem: { kind: 'refused', status: 401, message: 'The password is incorrect.' },
    });
    expect(calls).toHaveLength(1);
  });

  it('a shopper’s sign-in asks nobody who signed in: any account may shop', async () => {
    const { calls } = mockApi({ 'POST /api/oauth/token': () => grant });
    expect(await signIn(customerSession, '0615550101', 'pass-word-1')).toMatchObject({ ok: true });
    expect(calls).toHaveLength(1);
    expect(customerSession.current()?.user).toBeUndefined();
  });
});

describe('signing in with a texted code', () => {
  it('posts the phone and the digits to the code route and keeps the role gate', async () => {
    const { calls } = mockApi({
      'POST /api/oauth/sign-in-code': () => grant,
      'GET /api/user/get': () => account('customer'),
    });
    const session = captainSession();
    expect(await signInWithCode(session, ' 0615550101 ', '12 34 56')).toMatchObject({
      ok: false,
      wrongRole: true,
    });
    expect(await calls[0]?.clone().json()).toEqual({
      client_id: 'web',
      client_secret: '',
      username: '0615550101',
      code: '123456',
    });
    expect(session.current()).toBeNull();
  });

  it('lets who signed in choose the session, and keeps no user in a shopper’s', async () => {
    mockApi({ 'POST /api/oauth/sign-in-code': () => grant, 'GET /api/user/get': () => account('customer') });
    const result = await signInWithCode(() => customerSession, '0615550101', '123456');
    expect(result).toMatchObject({ ok: true, session: customerSession, user: { id: 9, role: 'customer' } });
    expect(customerSession.current()).toMatchObject({ access: 'c1' });
    expect(customerSession.current()?.user).toBeUndefined();
  });

  it('answers a refused code as the server’s problem', async () => {
    mockApi({
      'POST /api/oauth/sign-in-code': () =>
        new Reply(422, { message: 'This code is wrong or has expired.', errors: { code: ['x'] } }),
    });
    expect(await signInWithCode(captainSession(), '0615550101', '000000')).toMatchObject({
      ok: false,
      wrongRole: false,
      problem: { status: 422, fields: { code: ['x'] } },
    });
  });
});

describe('a call of a role-gated session', () => {
  it('is answered with its refusal after a refused renewal, never sent again without a token', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    mockApi({ 'POST /api/oauth/token': () => new Reply(401, { message: 'Your session has ended.' }) });
    const session = captainSession();
    session.save({ access: 'c1', refresh: 'r1', expires: Date.now() + 60_000, id: 's1' });
    const send = vi.fn(async (authorization?: string) =>
      authorization ? { error: { status: 401 } } : { data: 'public' },
    );
    expect(await authorized(session, '/api/captain/bookings', send)).toEqual({ error: { status: 401 } });
    expect(send.mock.calls).toEqual([['Bearer c1']]);
    expect(session.current()).toBeNull();
    expect(session.ended()).toBe(true);
  });
});
