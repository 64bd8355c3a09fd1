import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderApp, Reply } from '../../test/render';
import { anApplication, aStore, page, serveAdmin, signedInAsOperator } from './admin-test-kit';

beforeEach(() => signedInAsOperator());

const type = (label: string, value: string, within_: HTMLElement = document.body) =>
  fireEvent.change(within(within_).getByLabelText(label), { target: { value } });

describe('applications', () => {
  it('shows a pending application whole, pin included, and approving says whose phone got the code', async () => {
    let pending = [anApplication()];
    const seen = serveAdmin({
      'GET /api/admin/store-applications': () => page(pending),
      'POST /api/admin/store-applications/7/approve': () => {
        pending = [];
        return { data: { store: aStore(), owner: { phone: '+252611234567' } } };
      },
    });
    renderApp('/admin');
    const card = await screen.findByRole('article', { name: 'Hodan Fresh' });
    expect(within(card).getByText('Hodan Warsame')).toBeTruthy();
    expect(within(card).getByText('Grocery')).toBeTruthy();
    expect(within(card).getByText('2.03350, 45.31620')).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'Open the map' }).getAttribute('href')).toContain(
      'mlat=2.0335&mlon=45.3162',
    );
    fireEvent.click(within(card).getByRole('button', { name: 'Approve' }));
    expect(
      await screen.findByText(
        "Hodan Fresh is approved and on Suuq. A one-time sign-in code went to the owner's phone, +252611234567.",
      ),
    ).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Hodan Fresh' })).toBeNull());
    expect(seen.filter((call) => call.method === 'POST').map((call) => call.path)).toEqual([
      '/api/admin/store-applications/7/approve',
    ]);
  });

  it('rejects with a reason, asks for one when it is missing, and shows a refusal on the card', async () => {
    let decided = false;
    const seen = serveAdmin({
      'GET /api/admin/store-applications': () => page([anApplication()]),
      'POST /api/admin/store-applications/7/reject': () => {
        if (decided) return new Reply(409, { message: 'This application has already been decided.' });
        decided = true;
        return { data: anApplication({ status: 'rejected', reason: 'No such shop at that address' }) };
      },
      'POST /api/admin/store-applications/7/approve': () =>
        new Reply(409, { message: 'This application has already been decided.' }),
    });
    renderApp('/admin');
    const card = await screen.findByRole('article', { name: 'Hodan Fresh' });
    fireEvent.click(within(card).getByRole('button', { name: 'Reject…' }));
    fireEvent.click(within(card).getByRole('button', { name: 'Reject the application' }));
    expect(within(card).getByText('Say why, in a few words.')).toBeTruthy();
    type('Why is it rejected?', 'No such shop at that address', card);
    fireEvent.click(within(card).getByRole('button', { name: 'Reject the application' }));
    expect(
      await screen.findByText('The application of Hodan Fresh is rejected; the reason is kept.'),
    ).toBeTruthy();
    expect(seen.find((call) => call.path.endsWith('/reject'))?.body).toEqual({
      reason: 'No such shop at that address',
    });
    // Another operator got there first: the card says so.
    fireEvent.click(within(card).getByRole('button', { name: 'Cancel' }));
    fireEvent.click(within(card).getByRole('button', { name: 'Approve' }));
    expect(await within(card).findByText('This application has already been decided.')).toBeTruthy();
  });

  it('lists decided applications on request, with their decision and reason', async () => {
    const seen = serveAdmin({
      'GET /api/admin/store-applications': (_request, call) =>
        call.query.get('status') === 'rejected'
          ? page([
              anApplication({ status: 'rejected', reason: 'Duplicate', decided_at: '2026-11-29T09:00:00Z' }),
            ])
          : page([]),
    });
    renderApp('/admin');
    expect(await screen.findByText('No shop is waiting for a decision.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Show applications'), { target: { value: 'rejected' } });
    const card = await screen.findByRole('article', { name: 'Hodan Fresh' });
    expect(within(card).getByText('Duplicate')).toBeTruthy();
    expect(within(card).queryByRole('button', { name: 'Approve' })).toBeNull();
    expect(seen.at(-1)?.query.get('status')).toBe('rejected');
  });
});

describe('stores', () => {
  it('searches by name and status, then suspends a store with its reason and reactivates it', async () => {
    let store = aStore();
    const seen = serveAdmin({
      'GET /api/admin/stores': () => page([store]),
      'POST /api/admin/stores/13/status': (_request, call) => {
        const { status, reason } = call.body as { status: 'active' | 'suspended'; reason?: string };
        store = { ...store, status, suspended_reason: status === 'suspended' ? (reason ?? null) : null };
        return { data: store };
      },
      'GET /api/admin/stores/13/staff': () => ({ data: [] }),
    });
    renderApp('/admin?section=stores');
    await screen.findByRole('row', { name: /Hodan Fresh/ });
    type('Name, address or phone', 'hodan');
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'active' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => {
      const last = seen.filter((call) => call.path === '/api/admin/stores').at(-1)!;
      expect([last.query.get('search'), last.query.get('status')]).toEqual(['hodan', 'active']);
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Manage Hodan Fresh' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Suspend the store' }));
    expect(screen.getByText('Say why, in a few words.')).toBeTruthy();
    type('Why is it suspended?', 'Selling expired milk');
    fireEvent.click(screen.getByRole('button', { name: 'Suspend the store' }));
    expect(
      await screen.findByText(
        'Hodan Fresh is suspended: it has left the storefront. Orders already placed carry on.',
      ),
    ).toBeTruthy();
    expect(screen.getByText('Shoppers cannot see it. Reason: Selling expired milk')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Reactivate the store' }));
    expect(
      await screen.findByText('Hodan Fresh is active again: shoppers can find it and order.'),
    ).toBeTruthy();
    expect(
      seen.filter((call) => call.path === '/api/admin/stores/13/status').map((call) => call.body),
    ).toEqual([{ status: 'suspended', reason: 'Selling expired milk' }, { status: 'active' }]);
  });

  it('adds a store: the server’s notes show beside their fields, and the new store opens', async () => {
    let attempt = 0;
    const seen = serveAdmin({
      'GET /api/admin/stores': () => page([]),
      'POST /api/admin/stores': () =>
        ++attempt === 1
          ? new Reply(422, {
              message: 'Some fields need fixing.',
              errors: {
                phone: ['Enter a Somali mobile number, such as 061 234 5678.'],
                'location.lat': ['Put the shop on the map.'],
              },
            })
          : { data: aStore({ name: 'Xamar Fresh', id: 14 }) },
      'GET /api/admin/stores/14/staff': () => ({ data: [] }),
    });
    renderApp('/admin?section=stores');
    expect(await screen.findByText('No store matches.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Add a store' }));
    const form = await screen.findByRole('form', { name: 'Add a store' });
    type('Store name', 'Xamar Fresh', form);
    fireEvent.change(within(form).getByLabelText('What it sells'), { target: { value: '1' } });
    type('Phone', '0611', form);
    type('Address', 'Xamar Weyne, near the fish market', form);
    type('Commission (%)', '12.5', form);
    fireEvent.change(within(form).getByLabelText('Deliveries'), { target: { value: 'suuq' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Add the store' }));
    expect(await within(form).findByText('Enter a Somali mobile number, such as 061 234 5678.')).toBeTruthy();
    expect(within(form).getByText('Put the shop on the map.')).toBeTruthy();
    expect(within(form).getByLabelText('Phone').getAttribute('aria-invalid')).toBe('true');
    type('Phone', '061 234 5678', form);
    type('Latitude', '2.04', form);
    type('Longitude', '45.34', form);
    fireEvent.click(within(form).getByRole('button', { name: 'Add the store' }));
    expect(
      await screen.findByText(
        'Xamar Fresh is added. It has no products and no owner yet: add its owner below.',
      ),
    ).toBeTruthy();
    expect(
      seen.filter((call) => call.path === '/api/admin/stores' && call.method === 'POST').at(-1)?.body,
    ).toEqual({
      name: 'Xamar Fresh',
      industry_id: 1,
      phone: '061 234 5678',
      address: 'Xamar Weyne, near the fish market',
      location: { lat: 2.04, lng: 45.34 },
      currency: 'USD',
      commission_percent: 12.5,
      courier_mode: 'suuq',
    });
    expect(await screen.findByRole('heading', { name: 'Owner and staff' })).toBeTruthy();
  });

  it('edits a store and takes on and removes its staff', async () => {
    let staff = [
      { user_id: 30, name: 'Hodan Warsame', phone: '+252611234567', is_owner: true, created_at: '' },
      { user_id: 31, name: 'Ayaan Ali', phone: '+252617654321', is_owner: false, created_at: '' },
    ];
    const seen = serveAdmin({
      'GET /api/admin/stores': () => page([aStore()]),
      'PUT /api/admin/stores/13': (_request, call) => ({ data: { ...aStore(), ...(call.body as object) } }),
      'GET /api/admin/stores/13/staff': () => ({ data: staff }),
      'POST /api/admin/stores/13/staff': (_request, call) => {
        const body = call.body as { name: string; phone: string };
        if (body.phone === '0610000101')
          return new Reply(409, {
            message: 'This phone number already belongs to another store’s staff, a captain or an operator.',
            errors: {
              phone: [
                'This phone number already belongs to another store’s staff, a captain or an operator.',
              ],
            },
          });
        const added = {
          user_id: 32,
          name: body.name,
          phone: '+252615551234',
          is_owner: false,
          created_at: '',
        };
        staff = [...staff, added];
        return { data: added };
      },
      'DELETE /api/admin/stores/13/staff/31': () => {
        staff = staff.filter((member) => member.user_id !== 31);
        return { data: { removed: true } };
      },
    });
    renderApp('/admin?section=stores');
    fireEvent.click(await screen.findByRole('button', { name: 'Manage Hodan Fresh' }));
    const details = await screen.findByRole('form', { name: 'Store details' });
    type('Commission (%)', '7.25', details);
    fireEvent.click(within(details).getByRole('button', { name: 'Save changes' }));
    expect(
      await screen.findByText('The changes to Hodan Fresh are saved. Shoppers see them at once.'),
    ).toBeTruthy();
    expect(
      (seen.find((call) => call.method === 'PUT')?.body as { commission_percent: number }).commission_percent,
    ).toBe(7.25);

    // The owner cannot be removed; anyone else can, after a second tap.
    const team = screen.getByRole('region', { name: 'Owner and staff' });
    expect(within(team).queryByRole('button', { name: 'Remove Hodan Warsame' })).toBeNull();
    // The store has its owner: nobody else can be taken on as one.
    expect(within(team).queryByLabelText("As the store's owner")).toBeNull();
    fireEvent.click(within(team).getByRole('button', { name: 'Remove Ayaan Ali' }));
    fireEvent.click(within(team).getByRole('button', { name: 'Yes, remove Ayaan Ali' }));
    expect(await within(team).findByText('Ayaan Ali is removed and signed out everywhere.')).toBeTruthy();

    const add = within(team).getByRole('form', { name: 'Take someone on' });
    type('Name', 'Farhiya', add);
    type('Phone', '0610000101', add);
    fireEvent.click(within(add).getByRole('button', { name: 'Add' }));
    expect(
      await within(add).findByText(
        'This phone number already belongs to another store’s staff, a captain or an operator.',
      ),
    ).toBeTruthy();
    type('Phone', '061 555 1234', add);
    fireEvent.click(within(add).getByRole('button', { name: 'Add' }));
    expect(
      await within(team).findByText(
        'Farhiya is on the staff. A one-time sign-in code went to +252615551234.',
      ),
    ).toBeTruthy();
    expect(seen.filter((call) => call.method === 'POST').at(-1)?.body).toEqual({
      name: 'Farhiya',
      phone: '061 555 1234',
      is_owner: false,
    });
  });

  it('takes on a store’s first owner', async () => {
    const seen = serveAdmin({
      'GET /api/admin/stores': () => page([aStore()]),
      'GET /api/admin/stores/13/staff': () => ({ data: [] }),
      'POST /api/admin/stores/13/staff': (_request, call) => ({
        data: { user_id: 40, name: 'Hodan Warsame', phone: '+252611234567', is_owner: true, created_at: '' },
        call,
      }),
    });
    renderApp('/admin?section=stores');
    fireEvent.click(await screen.findByRole('button', { name: 'Manage Hodan Fresh' }));
    const team = await screen.findByRole('region', { name: 'Owner and staff' });
    expect(await within(team).findByText('Nobody works here yet.')).toBeTruthy();
    type('Name', 'Hodan Warsame', team);
    type('Phone', '061 123 4567', team);
    fireEvent.click(within(team).getByLabelText("As the store's owner"));
    fireEvent.click(within(team).getByRole('button', { name: 'Add' }));
    expect(
      await within(team).findByText(
        "Hodan Warsame is the store's owner. A one-time sign-in code went to +252611234567.",
      ),
    ).toBeTruthy();
    expect(seen.find((call) => call.method === 'POST')?.body).toMatchObject({ is_owner: true });
  });
});
