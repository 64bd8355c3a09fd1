import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp, Reply } from '../../test/render';
import { ADMIN_SESSION_STORAGE_KEY } from './admin-session';
import { anApplication, page, serveAdmin, signedInAsOperator } from './admin-test-kit';

const operator = {
  id: 9,
  name: 'Sagal Osman',
  phone: '+252610000009',
  email: 'operator@suuq.so',
  avatar: null,
  role: 'admin',
  store_id: null,
};

function serveSignIn(user: Record<string, unknown>) {
  return serveAdmin({
    'POST /api/oauth/token': () => ({
      token_type: 'Bearer',
      access_token: 'access-1',
      expires_in: 900,
      refresh_token: 'refresh-1',
    }),
    'GET /api/user/get': () => ({ data: user }),
    'GET /api/admin/store-applications': () => page([anApplication()]),
  });
}

async function signIn(username: string, password: string) {
  fireEvent.change(await screen.findByLabelText('Phone number or email'), { target: { value: username } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('the operator’s console', () => {
  it('signs the operator in with the one sign-in form and opens on the pending applications', async () => {
    const seen = serveSignIn(operator);
    renderApp('/admin');
    await signIn('+252610000009', 'suuq-operator');
    expect(await screen.findByRole('article', { name: 'Hodan Fresh' })).toBeTruthy();
    const list = seen.find((call) => call.path === '/api/admin/store-applications')!;
    expect(list.auth).toBe('Bearer access-1');
    expect(list.query.get('status')).toBe('pending');
    expect(JSON.parse(localStorage.getItem(ADMIN_SESSION_STORAGE_KEY)!)).toMatchObject({
      access: 'access-1',
      user: { id: 9, role: 'admin' },
    });
    // Its own frame: who is signed in and signing out; no cart, no shop footer.
    const banner = screen.getByRole('banner');
    expect(within(banner).getByText('Signed in as Sagal Osman')).toBeTruthy();
    expect(screen.queryByRole('contentinfo')).toBeNull();
    expect(screen.queryByRole('button', { name: /^Cart/ })).toBeNull();
    fireEvent.click(within(banner).getByRole('button', { name: 'Sign out' }));
    expect(await screen.findByLabelText('Phone number or email')).toBeTruthy();
    expect(localStorage.getItem(ADMIN_SESSION_STORAGE_KEY)).toBeNull();
  });

  it('turns away an account that is not an operator’s, saying why, and keeps no session', async () => {
    serveSignIn({ ...operator, id: 3, role: 'staff', store_id: 1 });
    renderApp('/admin');
    await signIn('+252610000101', 'suuq-staff-1');
    expect(
      await screen.findByText(
        "This account is not a platform operator's. Sign in with an operator's account.",
      ),
    ).toBeTruthy();
    expect(localStorage.getItem(ADMIN_SESSION_STORAGE_KEY)).toBeNull();
  });

  it('keeps each section in the address and moves between them from the side navigation', async () => {
    signedInAsOperator();
    serveAdmin({
      'GET /api/admin/store-applications': () => page([]),
      'GET /api/admin/audit': () => page([]),
    });
    renderApp('/admin?section=audit');
    expect(await screen.findByRole('heading', { level: 1, name: 'Audit log' })).toBeTruthy();
    expect(await screen.findByText('No operator action yet.')).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: 'Console sections' });
    expect(within(nav).getByRole('link', { name: 'Audit log' }).getAttribute('aria-current')).toBe('page');
    fireEvent.click(within(nav).getByRole('link', { name: 'Applications' }));
    expect(await screen.findByText('No shop is waiting for a decision.')).toBeTruthy();
  });

  it('speaks Somali', async () => {
    signedInAsOperator();
    serveAdmin({ 'GET /api/admin/store-applications': () => page([anApplication()]) });
    const { changeLanguage } = await import('../../lib/i18n');
    await act(() => changeLanguage('so'));
    renderApp('/admin');
    const card = await screen.findByRole('article', { name: 'Hodan Fresh' });
    expect(within(card).getByRole('button', { name: 'Ansixi' })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Qaybaha maamulka' })).toBeTruthy();
    await act(() => changeLanguage('en'));
  });

  it('says the server could not be reached, with a way to try again', async () => {
    signedInAsOperator();
    let fail = true;
    serveAdmin({
      'GET /api/admin/store-applications': () => {
        if (fail) return new Reply(503, { message: 'Busy' });
        return page([anApplication()]);
      },
    });
    renderApp('/admin');
    const retry = await screen.findByRole('button', { name: 'Try again' });
    fail = false;
    fireEvent.click(retry);
    await waitFor(() => expect(screen.getByRole('article', { name: 'Hodan Fresh' })).toBeTruthy());
  });
});
