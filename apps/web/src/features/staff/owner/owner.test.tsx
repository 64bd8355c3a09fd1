import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../../lib/i18n';
import { renderWithRouter, Reply } from '../../../test/render';
import { StaffPage } from '../staff-page';
import { staffSession } from '../staff-session';
import { aStatement, ownerMember, ownerSignedIn, serveOwner } from './owner-test-kit';
import { monthPeriod } from './periods';

vi.mock('../../../lib/live-socket', () => ({
  liveSocket: () => ({
    subscribe: () => () => {},
    onStatus: () => () => {},
    status: () => 'open',
  }),
}));
vi.mock('../beep', () => ({ beep: vi.fn(), unlockSound: vi.fn() }));

const ayaan = {
  user_id: 41,
  name: 'Ayaan Cali',
  phone: '+252615550141',
  is_owner: false,
  created_at: '2026-11-20T08:00:00Z',
};

const tabs = () => screen.getByRole('group', { name: /^(Board sections|Qaybaha looxa)$/ });

async function openTab(name: string) {
  fireEvent.click(await within(tabs()).findByRole('button', { name }));
}

function fill(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label, { exact: true }), { target: { value } });
}

beforeEach(() => {
  // The store's calendar day decides "this month": the 29th of November in Mogadishu.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-29T09:00:00Z'));
});
afterEach(() => vi.useRealTimers());

describe('the owner’s tabs', () => {
  it('are the owner’s only: other staff see neither, and never ask for the team', async () => {
    const { calls } = serveOwner();
    ownerSignedIn(false);
    renderWithRouter(<StaffPage />, { path: '/staff' });
    expect(await within(tabs()).findByRole('button', { name: 'Orders' })).toBeTruthy();
    expect(within(tabs()).queryByRole('button', { name: 'Team' })).toBeNull();
    expect(within(tabs()).queryByRole('button', { name: 'Money' })).toBeNull();
    expect(calls).toEqual([]);
  });

  it('ask the server once whether a sign-in kept before owners were known is the owner’s', async () => {
    const { calls } = serveOwner();
    ownerSignedIn('unknown');
    renderWithRouter(<StaffPage />, { path: '/staff' });
    expect(await within(tabs()).findByRole('button', { name: 'Team' })).toBeTruthy();
    expect(calls.map((c) => `${c.method} ${c.path} ${c.auth}`)).toEqual([
      'GET /api/user/get Bearer access-owner',
    ]);
  });
});

describe('the Team tab', () => {
  it('lists the store’s staff with the owner marked, and takes someone on, saying a code was texted', async () => {
    const { calls } = serveOwner({ team: [ownerMember, ayaan] });
    ownerSignedIn();
    renderWithRouter(<StaffPage />, { path: '/staff' });
    await openTab('Team');
    const list = await screen.findByRole('list');
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining('Nasiib ownerOwner+252 61 000 0101'),
      expect.stringContaining('Ayaan Cali+252 61 555 0141'),
    ]);
    // The owner cannot be removed; anyone else can.
    expect(within(items[0]!).queryByRole('button')).toBeNull();
    expect(within(items[1]!).getByRole('button', { name: 'Remove Ayaan Cali' })).toBeTruthy();
    expect(within(items[1]!).getByRole('link', { name: '+252 61 555 0141' }).getAttribute('href')).toBe(
      'tel:+252615550141',
    );

    fill('Name', 'Hodan Warsame');
    fill('Phone number', '061 555 0142');
    fireEvent.click(screen.getByRole('button', { name: 'Add to the team' }));
    expect(
      await screen.findByText(
        'Hodan Warsame is on the team. We sent a sign-in code by text to +252 61 555 0142: they sign in with it on this board.',
      ),
    ).toBeTruthy();
    const post = calls.find((c) => c.method === 'POST')!;
    expect(post).toMatchObject({
      path: '/api/merchant/staff',
      auth: 'Bearer access-owner',
      body: { name: 'Hodan Warsame', phone: '061 555 0142' },
    });
    expect(await screen.findByText('Hodan Warsame')).toBeTruthy();
    expect((screen.getByLabelText('Name', { exact: true }) as HTMLInputElement).value).toBe('');
  });

  it('asks for a name and a phone before sending, and shows the server’s refusal', async () => {
    const { calls } = serveOwner({
      add: () => new Reply(409, { message: 'This person already works for a store.' }),
    });
    ownerSignedIn();
    renderWithRouter(<StaffPage />, { path: '/staff' });
    await openTab('Team');
    fireEvent.click(await screen.findByRole('button', { name: 'Add to the team' }));
    expect(screen.getByText('Please enter their name.')).toBeTruthy();
    expect(screen.getByText('Please enter their phone number.')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);

    fill('Name', 'Hodan Warsame');
    fill('Phone number', '061 555 0142');
    fireEvent.click(screen.getByRole('button', { name: 'Add to the team' }));
    expect(await screen.findByText('This person already works for a store.')).toBeTruthy();
  });

  it('removes someone only once the owner confirms, and says so', async () => {
    const { calls } = serveOwner({ team: [ownerMember, ayaan] });
    ownerSignedIn();
    renderWithRouter(<StaffPage />, { path: '/staff' });
    await openTab('Team');
    fireEvent.click(await screen.findByRole('button', { name: 'Remove Ayaan Cali' }));
    expect(screen.getByText('Remove Ayaan Cali from the team? They are signed out at once.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Keep' }));
    expect(calls.filter((c) => c.method === 'DELETE')).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Remove Ayaan Cali' }));
    fireEvent.click(screen.getByRole('button', { name: 'Yes, remove' }));
    expect(await screen.findByText('Ayaan Cali is no longer on the team.')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => `${c.path} ${c.auth}`)).toEqual([
      '/api/merchant/staff/41 Bearer access-owner',
    ]);
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(1));
  });

  it('shows a refused removal beside the member', async () => {
    serveOwner({
      team: [ownerMember, ayaan],
      remove: () => new Reply(404, { message: 'No such member of your store’s staff.' }),
    });
    ownerSignedIn();
    renderWithRouter(<StaffPage />, { path: '/staff' });
    await openTab('Team');
    fireEvent.click(await screen.findByRole('button', { name: 'Remove Ayaan Cali' }));
    fireEvent.click(screen.getByRole('button', { name: 'Yes, remove' }));
    expect(await screen.findByText('No such member of your store’s staff.')).toBeTruthy();
  });
});

describe('the Money tab', () => {
  it('shows this month’s statement: who owes whom in plain words, per method, commission and payouts', async () => {
    const { calls } = serveOwner();
    ownerSignedIn();
    renderWithRouter(<StaffPage />, { path: '/staff' });
    await openTab('Money');
    expect(await screen.findByText('Suuq owes you $37.50')).toBeTruthy();
    expect(calls.at(-1)).toMatchObject({
      path: '/api/merchant/statement',
      search: '?from=2026-11-01&to=2026-11-29',
      auth: 'Bearer access-owner',
    });
    expect(screen.getByText('1 November 2026 to 29 November 2026')).toBeTruthy();
    const bySuuq = screen.getByRole('region', { name: 'Collected by Suuq' });
    expect(within(bySuuq).getByText('EVC Plus')).toBeTruthy();
    expect(within(bySuuq).getByText('3 orders · given back $5.00')).toBeTruthy();
    expect(within(bySuuq).getAllByText('$60.00')).toHaveLength(2);
    const byStore = screen.getByRole('region', { name: 'Collected by your store' });
    expect(within(byStore).getByText('Cash')).toBeTruthy();
    expect(within(byStore).getByText('1 order')).toBeTruthy();
    expect(
      screen.getByText('Suuq’s commission (10% of $75.00, the items of delivered orders)'.replace('’', "'")),
    ).toBeTruthy();
    expect(screen.getByText('$7.50')).toBeTruthy();
    expect(screen.getByText('Paid to you by Suuq').nextElementSibling?.textContent).toBe('$10.00');
  });

  it('shows last month, and says when the store owes Suuq', async () => {
    const { calls } = serveOwner({
      statement: (from, to) => ({
        data: aStatement({ from, to, methods: [], collected_by_suuq: 0, balance: -12, currency: 'USD' }),
      }),
    });
    ownerSignedIn();
    renderWithRouter(<StaffPage />, { path: '/staff' });
    await openTab('Money');
    await screen.findByText('You owe Suuq $12.00');
    fireEvent.click(screen.getByRole('button', { name: 'Last month' }));
    expect(await screen.findByText('1 October 2026 to 31 October 2026')).toBeTruthy();
    expect(calls.at(-1)?.search).toBe('?from=2026-10-01&to=2026-10-31');
    expect(screen.getAllByText('Nothing in this period.')).toHaveLength(2);
  });

  it('takes dates of the owner’s choosing, in order', async () => {
    const { calls } = serveOwner({ statement: (from, to) => ({ data: aStatement({ from, to }) }) });
    ownerSignedIn();
    renderWithRouter(<StaffPage />, { path: '/staff' });
    await openTab('Money');
    await screen.findByText('Suuq owes you $37.50');
    fireEvent.click(screen.getByRole('button', { name: 'Choose dates' }));
    fill('From', '2026-11-10');
    fill('To', '2026-11-02');
    fireEvent.click(screen.getByRole('button', { name: 'Show' }));
    expect(screen.getByText('The end date must be on or after the start date.')).toBeTruthy();
    const before = calls.length;
    fill('To', '2026-11-12');
    fireEvent.click(screen.getByRole('button', { name: 'Show' }));
    expect(await screen.findByText('10 November 2026 to 12 November 2026')).toBeTruthy();
    expect(calls.slice(before).map((c) => c.search)).toEqual(['?from=2026-11-10&to=2026-11-12']);
  });

  it('speaks Somali', async () => {
    serveOwner();
    ownerSignedIn();
    await act(() => changeLanguage('so'));
    renderWithRouter(<StaffPage />, { path: '/staff' });
    await openTab('Lacagta');
    expect(await screen.findByText('Suuq ayaa kuu qaamaysan $37.50')).toBeTruthy();
    expect(screen.getByText('1 Nofembar 2026 ilaa 29 Nofembar 2026')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Waxa Suuq ururiyey' })).toBeTruthy();
    await openTab('Kooxda');
    expect(await screen.findByText('Milkiile')).toBeTruthy();
    await act(() => changeLanguage('en'));
  });

  it('shows the server’s refusal when the board’s account is not the owner any more', async () => {
    serveOwner({
      statement: () => new Reply(403, { message: 'Only the store’s owner can manage its staff.' }),
    });
    ownerSignedIn();
    renderWithRouter(<StaffPage />, { path: '/staff' });
    await openTab('Money');
    expect(await screen.findByText('Only the store’s owner can manage its staff.')).toBeTruthy();
  });
});

describe('the board’s own code sign-in', () => {
  it('signs in an owner with no password yet, who then sees the owner’s tabs', async () => {
    const { calls } = serveOwner();
    renderWithRouter(<StaffPage />, { path: '/staff' });
    fireEvent.click(await screen.findByRole('button', { name: 'I got a sign-in code by text' }));
    fill('Phone number', '061 000 0101');
    fill('Code from the text message', '123456');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in with the code' }));
    expect(
      await within(await screen.findByRole('group', { name: 'Board sections' })).findByRole('button', {
        name: 'Team',
      }),
    ).toBeTruthy();
    expect(staffSession.current()?.user).toMatchObject({ is_owner: true });
    expect(calls[0]).toMatchObject({
      path: '/api/oauth/sign-in-code',
      auth: null,
      body: { client_id: 'web', client_secret: '', username: '061 000 0101', code: '123456' },
    });
  });
});

describe('periods', () => {
  it('are this month so far, or the whole month before, across a year', () => {
    expect(monthPeriod('2026-11-29', 'this')).toEqual({ from: '2026-11-01', to: '2026-11-29' });
    expect(monthPeriod('2026-03-05', 'last')).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    expect(monthPeriod('2028-03-05', 'last')).toEqual({ from: '2028-02-01', to: '2028-02-29' });
    expect(monthPeriod('2027-01-15', 'last')).toEqual({ from: '2026-12-01', to: '2026-12-31' });
  });
});
