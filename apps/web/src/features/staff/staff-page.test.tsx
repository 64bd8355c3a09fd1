import type { ServerFrame } from '@suuq/shared/live';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderApp, renderWithRouter, Reply } from '../../test/render';
import { anOrder, nasiib, softDrink } from '../../test/cart-fixtures';
import { beep } from './beep';
import { STAFF_POLL_MS } from './use-orders-board';
import { StaffPage } from './staff-page';
import { STAFF_SESSION_STORAGE_KEY } from './staff-session';
import { staffSignedIn } from './staff-test-kit';

const live = vi.hoisted(() => ({
  subscriptions: [] as {
    channel: string;
    token?: string | undefined;
    listener: (frame: ServerFrame) => void;
  }[],
}));
vi.mock('../../lib/live-socket', () => ({
  liveSocket: () => ({
    subscribe: (channel: string, listener: (frame: ServerFrame) => void, options?: { token?: string }) => {
      const entry = { channel, token: options?.token, listener };
      live.subscriptions.push(entry);
      return () => (live.subscriptions = live.subscriptions.filter((s) => s !== entry));
    },
    onStatus: () => () => {},
    status: () => 'open',
  }),
}));
vi.mock('./beep', () => ({ beep: vi.fn(), soundAllowed: () => true, unlockSound: vi.fn() }));

const staffUser = {
  id: 3,
  name: 'Nasiib staff',
  phone: '+252610000101',
  email: null,
  avatar: null,
  role: 'staff',
  store_id: 1,
};
const first = anOrder({
  order_number: 'AAAA-1111',
  customer: { name: 'Hodan Ali', phone: '061 234 5678', email: null },
  address: { line: 'Hodan, near Tarabuunka', lat: 2, lng: 45, notes: null },
});

interface Call {
  path: string;
  auth: string | null;
  body: unknown;
}

function serve({
  orders = [first],
  token = () => ({}) as unknown,
  status = () => undefined as unknown,
  user = staffUser as Record<string, unknown>,
  store = nasiib,
} = {}) {
  const calls: Call[] = [];
  let list = orders;
  const record = async (request: Request) => {
    const body =
      request.method === 'POST'
        ? await request
            .clone()
            .json()
            .catch(() => null)
        : null;
    calls.push({ path: new URL(request.url).pathname, auth: request.headers.get('Authorization'), body });
  };
  mockApi({
    'POST /api/oauth/token': async (request) => {
      await record(request);
      const answer = token();
      if (answer instanceof Reply) return answer;
      const grant = (calls.at(-1)!.body as { grant_type: string }).grant_type;
      const n = calls.filter((c) => c.path === '/api/oauth/token').length;
      return {
        token_type: 'Bearer',
        access_token: `access-${grant}-${n}`,
        expires_in: 900,
        refresh_token: `refresh-${n}`,
      };
    },
    'GET /api/user/get': async (request) => {
      await record(request);
      return { data: user };
    },
    'GET /api/merchant/orders': async (request) => {
      await record(request);
      return { data: list, meta: { page: 1, per_page: 100, total: list.length } };
    },
    'POST /api/merchant/orders/AAAA-1111/status': async (request) => {
      await record(request);
      const answer = status();
      if (answer instanceof Reply) return answer;
      const next = (calls.at(-1)!.body as { status: typeof first.status }).status;
      list = list.map((order) => (order.order_number === 'AAAA-1111' ? { ...order, status: next } : order));
      return { data: list[0] };
    },
    'POST /api/merchant/orders/AAAA-1111/payment': async (request) => {
      await record(request);
      list = list.map((order) => ({ ...order, payment_status: 'paid' as const }));
      return { data: list[0] };
    },
    'POST /api/stores': () => ({ data: [store] }),
    'POST /api/merchant/store': async (request) => {
      await record(request);
      return { data: { store_id: 1, is_open: false } };
    },
    'POST /api/stores/products': () => ({
      data: { categories: [], products: [softDrink] },
      meta: { page: 1, per_page: 100, total: 1 },
    }),
    'POST /api/merchant/products/17/stock': async (request) => {
      await record(request);
      return { data: { id: 17, stock: 24, unlimited_stock: true } };
    },
  });
  return {
    calls,
    addOrder: (order: typeof first) => (list = [order, ...list]),
  };
}

function signedIn(access = 'access-old') {
  staffSignedIn(access, 'refresh-old');
}

async function signIn() {
  fireEvent.change(await screen.findByLabelText('Phone number or email'), {
    target: { value: '+252610000101' },
  });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'suuq-staff-1' } });
  fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
}

/** The store's channel saying an order came in, as the server says it. */
const announce = (orderNumber: string) =>
  act(() =>
    live.subscriptions
      .at(-1)!
      .listener({ event: 'store.order', channel: 'store.1', data: { order_number: orderNumber } }),
  );
const card = (number: string) => screen.getByRole('article', { name: number });
const column = (name: string) => screen.getByRole('region', { name: new RegExp(`^${name} \\d+$`) });

beforeEach(() => {
  live.subscriptions = [];
  vi.mocked(beep).mockClear();
});

describe('the staff board', () => {
  it('signs in with the password grant as the public web client and shows the store’s orders by status', async () => {
    const { calls } = serve();
    renderWithRouter(<StaffPage />, { path: '/staff' });
    await signIn();
    expect(await screen.findByRole('article', { name: 'AAAA-1111' })).toBeTruthy();
    expect(calls[0]).toEqual({
      path: '/api/oauth/token',
      auth: null,
      body: {
        grant_type: 'password',
        client_id: 'web',
        client_secret: '',
        username: '+252610000101',
        password: 'suuq-staff-1',
      },
    });
    expect(calls.find((c) => c.path === '/api/merchant/orders')?.auth).toBe('Bearer access-password-1');
    expect(within(column('Order Sent')).getByRole('article', { name: 'AAAA-1111' })).toBeTruthy();
    expect(within(card('AAAA-1111')).getByText('Hodan, near Tarabuunka')).toBeTruthy();
    expect(JSON.parse(localStorage.getItem(STAFF_SESSION_STORAGE_KEY)!)).toMatchObject({
      accessToken: 'access-password-1',
      refreshToken: 'refresh-1',
    });
  });

  it('has its own frame: the store’s name, language and sign out, no cart or shop footer', async () => {
    serve();
    signedIn();
    renderApp('/staff');
    const banner = await screen.findByRole('banner');
    expect(await within(banner).findByText('Nasiib Restaurant')).toBeTruthy();
    expect(within(banner).getByRole('button', { name: 'Soomaali' })).toBeTruthy();
    expect(within(banner).getByRole('button', { name: 'Sign out' })).toBeTruthy();
    expect(await screen.findByRole('article', { name: 'AAAA-1111' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Cart/ })).toBeNull();
    expect(screen.queryByRole('contentinfo')).toBeNull();
    // The customer's phone is a call link, styled as a button-sized target.
    const phone = within(card('AAAA-1111')).getByRole('link', { name: '061 234 5678' });
    expect(phone.getAttribute('href')).toBe('tel:0612345678');
    expect(phone.className).toBe('staff-order__phone');
  });

  it('words each move as a whole phrase in Somali, and names the lines in Somali', async () => {
    serve({ orders: [{ ...first, items: [{ ...first.items[0]!, name_so: 'Bariis iyo digaag' }] }] });
    signedIn();
    const { changeLanguage } = await import('../../lib/i18n');
    await act(() => changeLanguage('so'));
    renderWithRouter(<StaffPage />, { path: '/staff' });
    const order = await screen.findByRole('article', { name: 'AAAA-1111' });
    expect(within(order).getByRole('button', { name: 'Aqbal dalabka' })).toBeTruthy();
    expect(within(order).getByText('Bariis iyo digaag')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Shaqaalaha dukaanka');
    await act(() => changeLanguage('en'));
  });

  it('shows the server’s words for a wrong password', async () => {
    serve({ token: () => new Reply(401, { message: 'The phone number, email or password is incorrect.' }) });
    renderWithRouter(<StaffPage />, { path: '/staff' });
    await signIn();
    expect(await screen.findByText('The phone number, email or password is incorrect.')).toBeTruthy();
    expect(localStorage.getItem(STAFF_SESSION_STORAGE_KEY)).toBeNull();
  });

  it('refuses an account that is not store staff', async () => {
    serve({ user: { ...staffUser, role: 'customer', store_id: null } });
    renderWithRouter(<StaffPage />, { path: '/staff' });
    await signIn();
    expect(
      await screen.findByText("This account is not store staff. Sign in with your store's staff account."),
    ).toBeTruthy();
    expect(localStorage.getItem(STAFF_SESSION_STORAGE_KEY)).toBeNull();
  });

  it('offers no hand confirm for a wallet payment still waiting for the PIN', async () => {
    signedIn();
    serve({ orders: [anOrder({ ...first, payment_method: 'evc_plus' })] });
    renderWithRouter(<StaffPage />, { path: '/staff' });
    await screen.findByRole('article', { name: 'AAAA-1111' });
    expect(screen.queryByRole('button', { name: 'Payment received' })).toBeNull();
  });

  it('moves an order forward, confirms its cash payment and cancels only after asking', async () => {
    signedIn();
    const { calls } = serve();
    renderWithRouter(<StaffPage />, { path: '/staff' });
    fireEvent.click(await screen.findByRole('button', { name: 'Mark as Accepted' }));
    await waitFor(() =>
      expect(within(column('Accepted')).getByRole('article', { name: 'AAAA-1111' })).toBeTruthy(),
    );
    expect(calls.find((c) => c.path.endsWith('/status'))).toEqual({
      path: '/api/merchant/orders/AAAA-1111/status',
      auth: 'Bearer access-old',
      body: { status: 'accepted' },
    });

    fireEvent.click(screen.getByRole('button', { name: 'Payment received' }));
    await waitFor(() => expect(within(card('AAAA-1111')).getByText(/Paid/)).toBeTruthy());
    expect(screen.queryByRole('button', { name: 'Payment received' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Cancel order' }));
    expect(calls.filter((c) => c.path.endsWith('/status'))).toHaveLength(1);
    // Cancelling asks why first: the customer reads it.
    const confirm = screen.getByRole('button', { name: 'Yes, cancel order AAAA-1111' });
    expect((confirm as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('radio', { name: 'Other' }));
    expect((confirm as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('In a few words'), { target: { value: 'Oven broke down' } });
    fireEvent.click(screen.getByRole('radio', { name: 'Could not reach the customer' }));
    expect((confirm as HTMLButtonElement).disabled).toBe(false);
    fireEvent.click(confirm);
    await waitFor(() =>
      expect(calls.filter((c) => c.path.endsWith('/status')).at(-1)?.body).toEqual({
        status: 'cancelled',
        reason: 'cannot_reach_customer',
      }),
    );
  });

  it('refreshes the tokens once on a 401 and tries again', async () => {
    signedIn();
    let refused = true;
    const { calls } = serve({
      status: () => {
        if (!refused) return undefined;
        refused = false;
        return new Reply(401, { message: 'Your session has ended. Please sign in again.' });
      },
    });
    renderWithRouter(<StaffPage />, { path: '/staff' });
    fireEvent.click(await screen.findByRole('button', { name: 'Mark as Accepted' }));
    await waitFor(() =>
      expect(within(column('Accepted')).getByRole('article', { name: 'AAAA-1111' })).toBeTruthy(),
    );
    const statusCalls = calls.filter((c) => c.path.endsWith('/status'));
    expect(statusCalls.map((c) => c.auth)).toEqual(['Bearer access-old', 'Bearer access-refresh_token-1']);
    expect(calls.find((c) => c.path === '/api/oauth/token')?.body).toEqual({
      grant_type: 'refresh_token',
      client_id: 'web',
      client_secret: '',
      refresh_token: 'refresh-old',
    });
    expect(JSON.parse(localStorage.getItem(STAFF_SESSION_STORAGE_KEY)!).refreshToken).toBe('refresh-1');
  });

  it('signs out when the refresh is refused too', async () => {
    signedIn();
    serve({
      status: () => new Reply(401, { message: 'Your session has ended. Please sign in again.' }),
      token: () => new Reply(401, { message: 'Your session has ended. Please sign in again.' }),
    });
    renderWithRouter(<StaffPage />, { path: '/staff' });
    fireEvent.click(await screen.findByRole('button', { name: 'Mark as Accepted' }));
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeTruthy();
    expect(localStorage.getItem(STAFF_SESSION_STORAGE_KEY)).toBeNull();
  });

  it('listens to the store channel with the token, and rings when an order comes in', async () => {
    signedIn();
    const api = serve();
    renderWithRouter(<StaffPage />, { path: '/staff' });
    await screen.findByRole('article', { name: 'AAAA-1111' });
    await waitFor(() => expect(live.subscriptions).toHaveLength(1));
    expect(live.subscriptions[0]).toMatchObject({ channel: 'store.1', token: 'access-old' });
    api.addOrder(anOrder({ order_number: 'BBBB-2222' }));
    announce('BBBB-2222');
    expect(await screen.findByRole('article', { name: 'BBBB-2222' })).toBeTruthy();
    // It rings while it waits (use-ringing.ts): once at once.
    await waitFor(() => expect(beep).toHaveBeenCalledTimes(1));
    expect(screen.getByText('New order BBBB-2222')).toBeTruthy();
  });

  it('rings and shows a new order while staff are on another tab, one tap from the orders', async () => {
    signedIn();
    const api = serve();
    renderWithRouter(<StaffPage />, { path: '/staff' });
    await screen.findByRole('article', { name: 'AAAA-1111' });
    await waitFor(() => expect(live.subscriptions).toHaveLength(1));
    fireEvent.click(screen.getByRole('button', { name: 'Stock' }));
    api.addOrder(anOrder({ order_number: 'DDDD-4444' }));
    announce('DDDD-4444');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('New order: DDDD-4444');
    // The ring starts in an effect of the commit that shows the alert: on a busy machine it can run just after.
    await waitFor(() => expect(beep).toHaveBeenCalledTimes(1));
    // The ringing's row comes after the tabs: appearing, it does not move a tab under the finger.
    const quiet = await screen.findByRole('button', { name: 'Quiet' });
    expect(screen.getByRole('group', { name: 'Board sections' }).compareDocumentPosition(quiet)).toBe(4);
    fireEvent.click(within(alert).getByRole('button', { name: 'Show orders' }));
    expect(await screen.findByRole('article', { name: 'DDDD-4444' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('checks for orders every 30 seconds when the socket is quiet', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    signedIn();
    const api = serve();
    renderWithRouter(<StaffPage />, { path: '/staff' });
    await screen.findByRole('article', { name: 'AAAA-1111' });
    api.addOrder(anOrder({ order_number: 'CCCC-3333' }));
    await act(() => vi.advanceTimersByTimeAsync(STAFF_POLL_MS));
    expect(await screen.findByRole('article', { name: 'CCCC-3333' })).toBeTruthy();
    expect(beep).toHaveBeenCalledTimes(1);
  });

  it('offers to close a store its hours have closed, since its switch is still on', async () => {
    signedIn();
    const { calls } = serve({
      store: { ...nasiib, is_open: false, next_opening: '2026-11-26T06:00:00+03:00' },
    });
    renderWithRouter(<StaffPage />, { path: '/staff' });
    expect(await screen.findByText('Nasiib Restaurant is closed')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Close the store' }));
    await waitFor(() =>
      expect(calls.find((c) => c.path === '/api/merchant/store')?.body).toEqual({ is_open: false }),
    );
  });

  it('sets stock, opens and closes the store, and signs out cleanly', async () => {
    signedIn();
    const { calls } = serve();
    renderWithRouter(<StaffPage />, { path: '/staff' });
    expect(await screen.findByText('Nasiib Restaurant is open')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Close the store' }));
    await waitFor(() =>
      expect(calls.find((c) => c.path === '/api/merchant/store')?.body).toEqual({ is_open: false }),
    );

    fireEvent.click(screen.getByRole('button', { name: 'Stock' }));
    const stock = await screen.findByRole('spinbutton', { name: 'Stock of Soft drink (330 ml can)' });
    fireEvent.change(stock, { target: { value: '24' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Unlimited' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved')).toBeTruthy();
    expect(calls.find((c) => c.path === '/api/merchant/products/17/stock')).toEqual({
      path: '/api/merchant/products/17/stock',
      auth: 'Bearer access-old',
      body: { stock: 24, unlimited_stock: true },
    });

    fireEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeTruthy();
    expect(localStorage.getItem(STAFF_SESSION_STORAGE_KEY)).toBeNull();
  });
});
