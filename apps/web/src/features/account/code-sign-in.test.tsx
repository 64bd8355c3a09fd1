import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { changeLanguage } from '../../lib/i18n';
import { currentSession } from '../../lib/session';
import { staffSession } from '../../lib/staff-session';
import { mockApi, Reply } from '../../test/render';
import { customer, grant, renderAt } from './account-test-kit';
import { SignInPage } from './sign-in-page';

// Someone a store's owner or the operator took on gets a 6-digit code by text and has no password yet: the sign-in
// page takes the phone and the code, and they land where their role works.

const where = () => screen.findByTestId('location');

function fill(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label, { exact: true }), { target: { value } });
}

async function openCodeForm(words = { withCode: 'I got a sign-in code by text' }) {
  renderAt(<SignInPage />, '/sign-in?next=%2Fcart');
  fireEvent.click(await screen.findByRole('button', { name: words.withCode }));
}

const owner = { ...customer, id: 31, name: 'Faadumo', role: 'staff', store_id: 4, is_owner: true };

describe('signing in with a texted code', () => {
  it('signs a store’s owner in to the staff board’s own session and opens the board', async () => {
    const { calls } = mockApi({
      'POST /api/oauth/sign-in-code': () => grant,
      'GET /api/user/get': () => ({ data: owner }),
    });
    await openCodeForm();
    fill('Phone number', '061 555 0101');
    fill('Code from the text message', ' 123 456 ');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in with the code' }));

    expect((await where()).textContent).toBe('/staff');
    expect(await calls[0]?.clone().json()).toEqual({
      client_id: 'web',
      client_secret: '',
      username: '061 555 0101',
      code: '123456',
    });
    expect(calls[1]?.headers.get('Authorization')).toBe('Bearer a1');
    expect(staffSession.current()).toMatchObject({
      access: 'a1',
      user: { id: 31, role: 'staff', store_id: 4, is_owner: true },
    });
    // The storefront stays signed out: a shop phone keeps the board's sign-in beside a shopper's.
    expect(currentSession()).toBeNull();
  });

  it('signs a captain in on the storefront, which the captain console takes, and opens the console', async () => {
    mockApi({
      'POST /api/oauth/sign-in-code': () => grant,
      'GET /api/user/get': () => ({ data: { ...customer, role: 'captain' } }),
    });
    await openCodeForm();
    fill('Phone number', '0615550101');
    fill('Code from the text message', '654321');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in with the code' }));

    expect((await where()).textContent).toBe('/captain');
    expect(currentSession()).toMatchObject({ access: 'a1' });
    expect(staffSession.current()).toBeNull();
  });

  it('sends anyone else on to `next`, signed in on the storefront', async () => {
    mockApi({
      'POST /api/oauth/sign-in-code': () => grant,
      'GET /api/user/get': () => ({ data: customer }),
    });
    await openCodeForm();
    fill('Phone number', '0615550101');
    fill('Code from the text message', '654321');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in with the code' }));
    expect((await where()).textContent).toBe('/cart');
    expect(currentSession()).toMatchObject({ access: 'a1' });
  });

  it('asks for the phone and six digits before sending anything', async () => {
    const { calls } = mockApi({});
    await openCodeForm();
    fill('Code from the text message', '12345');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in with the code' }));
    expect(screen.getByText('Please enter your phone number.')).toBeTruthy();
    expect(screen.getByText('Please enter the 6-digit code.')).toBeTruthy();
    expect(screen.getByLabelText('Code from the text message').getAttribute('aria-invalid')).toBe('true');
    expect(calls).toHaveLength(0);
  });

  it('puts the server’s refusal of a wrong or expired code on the code, in Somali, and signs nobody in', async () => {
    await changeLanguage('so');
    const wrong = 'Koodhkani waa khalad ama waa uu dhacay. Codso mid cusub.';
    mockApi({
      'POST /api/oauth/sign-in-code': (request) =>
        request.headers.get('Accept-Language') === 'so'
          ? new Reply(422, { message: wrong, errors: { code: [wrong] } })
          : new Reply(422, { message: 'English', errors: { code: ['English'] } }),
    });
    await openCodeForm({ withCode: 'Koodh galitaan ayaa fariin iigu yimid' });
    fill('Lambarka telefoonka', '0615550101');
    fill('Koodhka fariinta kuugu yimid', '000000');
    fireEvent.click(screen.getByRole('button', { name: 'Ku soo gal koodhka' }));

    expect(await screen.findByText(wrong)).toBeTruthy();
    expect(screen.getByLabelText('Koodhka fariinta kuugu yimid').getAttribute('aria-invalid')).toBe('true');
    expect(currentSession()).toBeNull();
    expect(staffSession.current()).toBeNull();
    // And back to the password, whenever they like.
    fireEvent.click(screen.getByRole('button', { name: 'Ku soo gal furaha sirta ah' }));
    expect(await screen.findByRole('button', { name: 'Soo gal' })).toBeTruthy();
  });
});
