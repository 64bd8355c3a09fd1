import type { DeliveryWatch, OrderCourier, StoreCourier } from '@suuq/shared/dispatch';
import type { ServerFrame } from '@suuq/shared/live';
import type { Order } from '@suuq/shared/orders';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderWithRouter, Reply } from '../../test/render';
import { anOrder, nasiib } from '../../test/cart-fixtures';
import { StaffPage } from './staff-page';
import { staffSignedIn } from './staff-test-kit';

const live = vi.hoisted(() => ({
  subscriptions: [] as { channel: string; listener: (frame: ServerFrame) => void }[],
}));
vi.mock('../../lib/live-socket', () => ({
  liveSocket: () => ({
    subscribe: (channel: string, listener: (frame: ServerFrame) => void) => {
      const entry = { channel, listener };
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

/** An accepted delivery order being prepared, its Suuq delivery offered to captains. */
const preparing = anOrder({
  order_number: 'DLVR-0001',
  status: 'processing',
  customer: { name: 'Hodan Ali', phone: '061 234 5678', email: null },
  address: { line: 'Hodan, near Tarabuunka', lat: 2.04, lng: 45.31, notes: null },
});
const offered: DeliveryWatch = {
  id: 41,
  order_number: 'DLVR-0001',
  store: { id: 1, name: 'Nasiib Restaurant' },
  status: 'offered',
  offered_at: '2026-03-01T09:05:00.000Z',
  waiting_minutes: 2,
  overdue_at: null,
  captain: null,
};
const overdue: DeliveryWatch = { ...offered, waiting_minutes: 11, overdue_at: '2026-03-01T09:15:00.000Z' };
const captains: StoreCourier[] = [
  {
    id: 71,
    name: 'Abdi Busy',
    vehicle: { type: 'Bajaj (tuk-tuk)', colour: 'Blue', make: 'TVS' },
    distance_km: 0.4,
    busy: true,
  },
  { id: 72, name: 'Faadumo Free', vehicle: null, distance_km: 1.2, busy: false },
];
const courier = (over: Partial<OrderCourier> = {}): OrderCourier => ({
  delivery_id: 41,
  status: 'accepted',
  name: 'Faadumo Free',
  phone: '+252 61 777 1234',
  vehicle: { type: 'Bajaj (tuk-tuk)', plate_number: 'SL 2231', colour: 'Blue', make: 'TVS' },
  position: { lat: 2.03, lng: 45.3, at: '2026-03-01T09:20:00.000Z' },
  minutes_away: 14,
  ...over,
});

function serve({ order = preparing, delivery = offered as DeliveryWatch | null } = {}) {
  const state = { order, delivery, assigned: [] as unknown[], refuse: undefined as Reply | undefined };
  mockApi({
    'GET /api/user/get': () => ({ data: staffUser }),
    'POST /api/stores': () => ({ data: [nasiib] }),
    'GET /api/merchant/orders': () => ({ data: [state.order], meta: { page: 1, per_page: 100, total: 1 } }),
    'GET /api/merchant/deliveries': () => ({ data: state.delivery ? [state.delivery] : [] }),
    'GET /api/merchant/couriers': () => ({ data: captains }),
    'POST /api/merchant/orders/DLVR-0001/courier': async (request) => {
      const body = (await request.json()) as { captain_id: number };
      state.assigned.push(body);
      if (state.refuse) {
        const refusal = state.refuse;
        state.refuse = undefined;
        return refusal;
      }
      const given = courier({ name: captains.find((c) => c.id === body.captain_id)!.name });
      state.order = { ...state.order, courier: given } as Order;
      state.delivery = {
        ...state.delivery!,
        status: 'accepted',
        captain: { id: body.captain_id, name: given.name, phone: given.phone },
      };
      return { data: given };
    },
  });
  return state;
}

const card = () => screen.findByRole('article', { name: 'DLVR-0001' });
const storeChannel = () => live.subscriptions.find((s) => s.channel === 'store.1')!;

beforeEach(() => {
  live.subscriptions = [];
  staffSignedIn('access-old', 'refresh-old');
});
afterEach(async () => {
  const { changeLanguage } = await import('../../lib/i18n');
  await act(() => changeLanguage('en'));
});

describe('a Suuq delivery on the staff board', () => {
  it('says a captain is sought, and raises the alert when the store hears nobody took it', async () => {
    const api = serve();
    renderWithRouter(<StaffPage />, { path: '/staff' });
    const order = await card();
    expect(await within(order).findByText('Looking for a captain…')).toBeTruthy();
    expect(within(order).queryByText('Nobody has taken this delivery yet')).toBeNull();

    await waitFor(() => expect(storeChannel()).toBeTruthy());
    api.delivery = overdue;
    act(() =>
      storeChannel().listener({
        event: 'delivery.waiting',
        channel: 'store.1',
        data: { order_number: 'DLVR-0001', delivery_id: 41, since: offered.offered_at },
      }),
    );
    const alert = await within(order).findByRole('alert');
    expect(alert.textContent).toContain('Nobody has taken this delivery yet');
    expect(alert.textContent).toContain('Waiting for a captain for 11 min.');
    expect(within(order).queryByText('Looking for a captain…')).toBeNull();
    expect(within(order).getByRole('button', { name: 'Assign a captain' })).toBeTruthy();
  });

  it('assigns a captain by hand: the nearest listed first, a refusal in words, then the courier shown', async () => {
    const api = serve({ delivery: overdue });
    renderWithRouter(<StaffPage />, { path: '/staff' });
    const order = await card();
    fireEvent.click(await within(order).findByRole('button', { name: 'Assign a captain' }));

    const picker = await within(order).findByRole('group', { name: 'Choose a captain for DLVR-0001' });
    const choices = await within(picker).findAllByRole('radio');
    expect(choices.map((choice) => choice.closest('label')!.querySelector('strong')!.textContent)).toEqual([
      'Abdi Busy',
      'Faadumo Free',
    ]);
    const busy = within(picker).getByRole('radio', { name: /Abdi Busy/ });
    expect(busy.closest('label')!.textContent).toContain(
      'Bajaj (tuk-tuk) · Blue TVS · 0.4 km from the store · carrying another delivery',
    );
    const give = within(picker).getByRole('button', { name: 'Assign a captain' });
    expect((give as HTMLButtonElement).disabled).toBe(true);

    // The server refuses a captain who is busy: its words are shown, the choice stays open.
    api.refuse = new Reply(409, { message: 'This captain is not on duty or is carrying another delivery.' });
    fireEvent.click(busy);
    fireEvent.click(within(picker).getByRole('button', { name: 'Give it to Abdi Busy' }));
    expect((await within(picker).findByRole('alert')).textContent).toBe(
      'That did not work: This captain is not on duty or is carrying another delivery.',
    );

    fireEvent.click(within(picker).getByRole('radio', { name: /Faadumo Free/ }));
    fireEvent.click(within(picker).getByRole('button', { name: 'Give it to Faadumo Free' }));
    const coming = await within(order).findByText('Faadumo Free is coming to the store');
    expect(coming).toBeTruthy();
    expect(api.assigned).toEqual([{ captain_id: 71 }, { captain_id: 72 }]);
    expect(within(order).queryByRole('alert')).toBeNull();
    expect(within(order).queryByRole('group', { name: /Choose a captain/ })).toBeNull();
  });

  it('shows who is coming: name, vehicle, minutes away and a call button, kept current by the courier’s position', async () => {
    const api = serve({
      order: { ...preparing, courier: courier() } as Order,
      delivery: { ...offered, status: 'accepted' },
    });
    renderWithRouter(<StaffPage />, { path: '/staff' });
    const order = await card();
    const block = await within(order).findByRole('region', { name: 'Suuq captain' });
    expect(within(block).getByText('Faadumo Free is coming to the store')).toBeTruthy();
    expect(within(block).getByText('Bajaj (tuk-tuk) · Blue TVS · SL 2231')).toBeTruthy();
    expect(within(block).getByText('About 14 min away from the customer')).toBeTruthy();
    const call = within(block).getByRole('link', { name: 'Call Faadumo Free' });
    expect(call.getAttribute('href')).toBe('tel:+252617771234');
    expect(call.className).toBe('staff-order__phone');
    expect(within(order).queryByText('Looking for a captain…')).toBeNull();

    // A new position on the order's channel reads the order again.
    await waitFor(() => expect(live.subscriptions.some((s) => s.channel === 'order.DLVR-0001')).toBe(true));
    api.order = { ...api.order, courier: courier({ status: 'picked_up', minutes_away: 6 }) } as Order;
    act(() =>
      live.subscriptions
        .find((s) => s.channel === 'order.DLVR-0001')!
        .listener({
          event: 'courier.position',
          channel: 'order.DLVR-0001',
          data: { lat: 2.035, lng: 45.305, at: '2026-03-01T09:21:00.000Z' },
        }),
    );
    expect(await within(block).findByText('About 6 min away from the customer')).toBeTruthy();
    expect(within(block).getByText('Faadumo Free is taking it to the customer')).toBeTruthy();
  });

  it('words the alert, the choice and the courier in Somali', async () => {
    const { changeLanguage } = await import('../../lib/i18n');
    await act(() => changeLanguage('so'));
    serve({ delivery: overdue });
    renderWithRouter(<StaffPage />, { path: '/staff' });
    const order = await card();
    expect((await within(order).findByRole('alert')).textContent).toContain(
      'Cidna weli ma qaadan gaarsiintan',
    );
    fireEvent.click(within(order).getByRole('button', { name: 'Darawal u xilsaar' }));
    const picker = await within(order).findByRole('group', {
      name: 'Dooro darawal loogu xilsaaro DLVR-0001',
    });
    fireEvent.click(await within(picker).findByRole('radio', { name: /Faadumo Free/ }));
    expect(within(picker).getByText(/1\.2 km dukaanka u jira/)).toBeTruthy();
    fireEvent.click(within(picker).getByRole('button', { name: 'U dhiib Faadumo Free' }));
    expect(await within(order).findByText('Faadumo Free wuxuu u socdaa dukaanka')).toBeTruthy();
    expect(within(order).getByRole('link', { name: 'Wac Faadumo Free' })).toBeTruthy();
  });

  it('shows nothing of captains for an order no Suuq delivery is sought for', async () => {
    serve({ delivery: null });
    renderWithRouter(<StaffPage />, { path: '/staff' });
    const order = await card();
    expect(within(order).queryByRole('region', { name: 'Suuq captain' })).toBeNull();
    expect(within(order).queryByText('Looking for a captain…')).toBeNull();
  });
});
