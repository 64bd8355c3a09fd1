import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { paths } from '../../lib/paths';
import { changeLanguage } from '../../lib/i18n';
import { currentSession, saveSession } from '../../lib/session';
import { mockApi, renderApp } from '../../test/render';
import { customer, grant, signedIn } from './account-test-kit';

const profilePages = [
  [paths.profileHomepage, 'My account'],
  [paths.profile, 'Profile'],
  [paths.editProfile, 'Edit profile'],
  [paths.changePassword, 'Change password'],
  [paths.addressBook, 'Address book'],
  [paths.orderHistory, 'Order history'],
] as const;

function accountApi() {
  return mockApi({
    'GET /api/user/get': () => ({ data: customer }),
    'GET /api/address/getall': () => ({ data: [] }),
    'GET /api/user/orders': () => ({ data: [], meta: { page: 1, per_page: 10, total: 0 } }),
    'GET /api/wishlist': () => ({ data: [] }),
    'GET /api/config': () => ({
      data: { ws_port: 6001, app_key: 'suuq', map_tile_url: '/t/{z}/{x}/{y}.png' },
    }),
    'POST /api/oauth/token': () => grant,
  });
}

describe('profile area', () => {
  it.each(profilePages)(
    'asks a signed-out visitor of %s to sign in, under the page’s own title',
    async (url, title) => {
      accountApi();
      renderApp(url);
      expect(await screen.findByRole('heading', { level: 1, name: title })).toBeTruthy();
      expect(screen.getByText('Please sign in to continue.')).toBeTruthy();
      expect(screen.getByRole('button', { name: 'Sign in' })).toBeTruthy();
      expect(screen.queryByRole('navigation', { name: 'My account' })).toBeNull();
    },
  );

  it('shows the page itself once the visitor signs in on it, without leaving it', async () => {
    accountApi();
    renderApp(paths.profile);
    fireEvent.change(await screen.findByLabelText('Phone number or email'), {
      target: { value: '0612345678' },
    });
    fireEvent.change(screen.getByLabelText('Password', { exact: true }), {
      target: { value: 'good-pass-1' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('+252612345678')).toBeTruthy();
    expect(screen.getByText('hodan@example.so')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Profile' })).toBeTruthy();
  });

  it('shares one menu: every profile page, the current one marked, and Sign out', async () => {
    signedIn();
    accountApi();
    renderApp(paths.addressBook);
    const menu = await screen.findByRole('navigation', { name: 'My account' });
    const links = within(menu).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['My account', '/profile-homepage'],
      ['Profile', '/profile'],
      ['Edit profile', '/edit-profile'],
      ['Change password', '/change-password'],
      ['Address book', '/address-book'],
      ['Order history', '/order-history'],
      ['Wish list', '/wish-list'],
    ]);
    expect(within(menu).getByRole('link', { name: 'Address book' }).getAttribute('aria-current')).toBe(
      'page',
    );
    expect(within(menu).getByRole('link', { name: 'Profile' }).getAttribute('aria-current')).toBeNull();

    fireEvent.click(within(menu).getByRole('link', { name: 'Order history' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Order history' })).toBeTruthy();
    expect(
      within(screen.getByRole('navigation', { name: 'My account' }))
        .getByRole('link', { name: 'Order history' })
        .getAttribute('aria-current'),
    ).toBe('page');
  });

  it('opens the strip scrolled to the current page, with Sign out kept beside the strip, not at its far end', async () => {
    // The layout a phone gives: a strip 300 px wide whose current pill (Wish list) starts 600 px in.
    const spies = [
      vi.spyOn(HTMLElement.prototype, 'offsetLeft', 'get').mockImplementation(function (this: HTMLElement) {
        return this.getAttribute('aria-current') === 'page' ? 600 : 0;
      }),
      vi.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockReturnValue(100),
      vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(300),
    ];
    signedIn();
    accountApi();
    renderApp(paths.wishList);
    const menu = await screen.findByRole('navigation', { name: 'My account' });
    const list = within(menu).getByRole('list');
    // Scrolled by an effect, which runs once the strip is drawn.
    await waitFor(() => expect(list.scrollLeft).toBe(500));
    const signOut = within(menu).getByRole('button', { name: 'Sign out' });
    expect(list.contains(signOut)).toBe(false);
    spies.forEach((spy) => spy.mockRestore());
  });

  it('signs out from the menu: the tokens go and the page asks to sign in again', async () => {
    signedIn();
    accountApi();
    renderApp(paths.profileHomepage);
    expect(await screen.findByText('Hello, Hodan Ali')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(await screen.findByText('Please sign in to continue.')).toBeTruthy();
    expect(currentSession()).toBeNull();
    expect(localStorage.getItem('userToken')).toBeNull();
  });

  it('says the session ended when the server ended it', async () => {
    signedIn();
    accountApi();
    renderApp(paths.profile);
    await screen.findByText('+252612345678');
    act(() => saveSession(null, true));
    expect(await screen.findByText('Your session has ended. Please sign in again.')).toBeTruthy();
  });

  it('speaks Somali, menu included', async () => {
    await changeLanguage('so');
    signedIn();
    accountApi();
    renderApp(paths.profileHomepage);
    const menu = await screen.findByRole('navigation', { name: 'Akoonkayga' });
    expect(within(menu).getByRole('link', { name: 'Cinwaannadayda' })).toBeTruthy();
    expect(within(menu).getByRole('button', { name: 'Ka bax' })).toBeTruthy();
    expect(await screen.findByText('Ku soo dhawoow, Hodan Ali')).toBeTruthy();
  });

  it('puts a sign-in link in the header, which becomes My account once signed in', async () => {
    accountApi();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderApp(paths.signIn);
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/sign-in');
    fireEvent.change(await screen.findByLabelText('Phone number or email'), {
      target: { value: '0612345678' },
    });
    fireEvent.change(screen.getByLabelText('Password', { exact: true }), {
      target: { value: 'good-pass-1' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    const account = await within(header).findByRole('link', { name: 'My account' });
    expect(await screen.findByRole('heading', { level: 1, name: 'My account' })).toBeTruthy();
    // Signed in, the header's icon is the shopper's initials (hidden from screen readers: the link says My account).
    await waitFor(() => expect(account.querySelector('.header__account-icon')?.textContent).toBe('HA'));
    expect(account.querySelector('svg')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    const signIn = await within(header).findByRole('link', { name: 'Sign in' });
    // Signed out, the person icon again, and nobody's initials.
    expect(signIn.querySelector('.header__account-icon')).toBeNull();
    expect(signIn.querySelector('svg.header__account-person')).not.toBeNull();
  });
});
