import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { changeLanguage } from '../../lib/i18n';
import { currentSession } from '../../lib/session';
import { mockApi, Reply } from '../../test/render';
import { softDrink } from '../../test/cart-fixtures';
import { RegisterPage } from './register-page';
import { SignInPage } from './sign-in-page';
import { customer, grant, renderAt } from './account-test-kit';
import { WISHLIST_STORAGE_KEY } from '../../components/wishlist/wishlist-local';

const where = () => screen.findByTestId('location');

function fill(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label, { exact: true }), { target: { value } });
}

describe('sign in', () => {
  it('asks for what is missing beside each field, without calling the server', async () => {
    const { calls } = mockApi({});
    renderAt(<SignInPage />, '/sign-in');
    fireEvent.click(await screen.findByRole('button', { name: 'Sign in' }));
    expect(screen.getByText('Please enter your phone number or email.')).toBeTruthy();
    expect(screen.getByText('Please enter your password.')).toBeTruthy();
    expect(screen.getByLabelText('Phone number or email').getAttribute('aria-invalid')).toBe('true');
    expect(calls).toHaveLength(0);
  });

  it('shows the server’s refusal in the shopper’s language, and keeps them signed out', async () => {
    await changeLanguage('so');
    const { calls } = mockApi({
      'POST /api/oauth/token': (request) =>
        new Reply(401, {
          message:
            request.headers.get('Accept-Language') === 'so'
              ? 'Lambarka telefoonka, iimaylka ama furaha sirta ahi waa khalad.'
              : 'The phone number, email or password is incorrect.',
        }),
    });
    renderAt(<SignInPage />, '/sign-in');
    fireEvent.change(await screen.findByLabelText('Lambarka telefoonka ama iimaylka'), {
      target: { value: '061 234 5678' },
    });
    fireEvent.change(screen.getByLabelText('Furaha sirta ah', { exact: true }), {
      target: { value: 'wrong-one' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Soo gal' }));

    expect(
      await screen.findByText('Lambarka telefoonka, iimaylka ama furaha sirta ahi waa khalad.'),
    ).toBeTruthy();
    expect(currentSession()).toBeNull();
    expect(await calls[0]?.clone().json()).toEqual({
      grant_type: 'password',
      client_id: 'web',
      client_secret: '',
      username: '061 234 5678',
      password: 'wrong-one',
    });
  });

  it('says so when the server cannot be reached', async () => {
    mockApi({
      'POST /api/oauth/token': () => {
        throw new Error('offline');
      },
    });
    renderAt(<SignInPage />, '/sign-in');
    fill('Phone number or email', '0612345678');
    fill('Password', 'good-pass-1');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(
      await screen.findByText('Suuq could not be reached. Check your connection and try again.'),
    ).toBeTruthy();
  });

  it('signs in, moves the wish list kept on this phone into the account, and goes back to `next`', async () => {
    localStorage.setItem(WISHLIST_STORAGE_KEY, JSON.stringify([softDrink]));
    const merged: unknown[] = [];
    mockApi({
      'POST /api/oauth/token': () => grant,
      'POST /api/wishlist/merge': async (request) => {
        merged.push(await request.clone().json());
        return { data: [softDrink] };
      },
    });
    renderAt(<SignInPage />, '/sign-in?next=%2Faddress-book');
    fill('Phone number or email', ' 061 234 5678 ');
    fill('Password', 'good-pass-1');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));

    expect((await where()).textContent).toBe('/address-book');
    expect(currentSession()?.access).toBe('a1');
    expect(merged).toEqual([{ product_ids: [softDrink.id] }]);
    expect(localStorage.getItem(WISHLIST_STORAGE_KEY)).toBeNull();
  });

  it('never follows a `next` that leaves the app', async () => {
    mockApi({ 'POST /api/oauth/token': () => grant });
    renderAt(<SignInPage />, '/sign-in?next=%2F%2Fevil.example%2Fphish');
    fill('Phone number or email', '0612345678');
    fill('Password', 'good-pass-1');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect((await where()).textContent).toBe('/profile-homepage');
  });
});

describe('register', () => {
  it('checks the fields before sending: name, phone, email shape, password length', async () => {
    const { calls } = mockApi({});
    renderAt(<RegisterPage />, '/register');
    fill('Phone number', '12');
    fill('Email (optional)', 'not-an-email');
    fill('Password', 'short');
    fireEvent.click(screen.getByRole('button', { name: 'Create an account' }));

    expect(screen.getByText('Please enter your name.')).toBeTruthy();
    expect(screen.getByText('Enter a valid phone number, for example 061 234 5678.')).toBeTruthy();
    expect(screen.getByText('Please enter a valid email, or leave it empty.')).toBeTruthy();
    expect(screen.getByText('The password must be at least 8 characters long.')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Name')));
    expect(calls).toHaveLength(0);
  });

  it('shows the server’s field refusals beside their fields, and says nothing twice', async () => {
    mockApi({
      'POST /api/register': () =>
        new Reply(409, {
          message: 'This phone number is already registered.',
          errors: { phone: ['This phone number is already registered.'] },
        }),
    });
    renderAt(<RegisterPage />, '/register');
    fill('Name', 'Hodan Ali');
    fill('Phone number', '061 234 5678');
    fill('Password', 'good-pass-1');
    fireEvent.click(screen.getByRole('button', { name: 'Create an account' }));

    expect(await screen.findAllByText('This phone number is already registered.')).toHaveLength(1);
    const phone = screen.getByLabelText('Phone number');
    expect(phone.getAttribute('aria-invalid')).toBe('true');
    expect(phone.getAttribute('aria-describedby')).toContain(
      screen.getByText('This phone number is already registered.').id,
    );
  });

  it('replaces the schema checker’s English notes with its own words', async () => {
    await changeLanguage('so');
    mockApi({
      'POST /api/register': () =>
        new Reply(422, {
          message: 'Qaar ka mid ah meelaha aad buuxisay sax ma aha.',
          errors: { phone: ['Too small: expected string to have >=6 characters'] },
        }),
    });
    renderAt(<RegisterPage />, '/register');
    fireEvent.change(await screen.findByLabelText('Magaca'), { target: { value: 'Hodan' } });
    fireEvent.change(screen.getByLabelText('Lambarka telefoonka'), { target: { value: '0612 345' } });
    fireEvent.change(screen.getByLabelText('Furaha sirta ah', { exact: true }), {
      target: { value: 'good-pass-1' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Samee akoon' }));
    expect(
      await screen.findByText('Geli lambar telefoon oo sax ah, tusaale ahaan 061 234 5678.'),
    ).toBeTruthy();
    expect(screen.queryByText(/Too small/)).toBeNull();
  });

  it('makes the account, signs in with the phone as the server stored it, and moves on', async () => {
    const sent: Record<string, unknown>[] = [];
    mockApi({
      'POST /api/register': async (request) => {
        sent.push(await request.clone().json());
        return new Reply(201, { data: customer });
      },
      'POST /api/oauth/token': async (request) => {
        sent.push(await request.clone().json());
        return grant;
      },
    });
    renderAt(<RegisterPage />, '/register?next=%2Fwish-list');
    fill('Name', ' Hodan Ali ');
    fill('Phone number', '061 234 5678');
    fill('Password', 'good-pass-1');
    fireEvent.click(screen.getByRole('button', { name: 'Create an account' }));

    expect((await where()).textContent).toBe('/wish-list');
    expect(sent[0]).toEqual({ name: 'Hodan Ali', phone: '061 234 5678', email: '', password: 'good-pass-1' });
    expect(sent[1]).toMatchObject({
      grant_type: 'password',
      username: '+252612345678',
      password: 'good-pass-1',
    });
  });

  it('shows the password while "Show password" is ticked', async () => {
    mockApi({});
    renderAt(<RegisterPage />, '/register');
    const password = screen.getByLabelText('Password', { exact: true });
    expect(password.getAttribute('type')).toBe('password');
    fireEvent.click(screen.getByLabelText('Show password'));
    expect(password.getAttribute('type')).toBe('text');
  });
});
