import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Delivery, DeliveryOffer } from '@suuq/shared/dispatch';
import { resetConfig } from '../../lib/use-config';
import { mockApi, renderWithRouter, Reply } from '../../test/render';
import { CaptainScreen as CaptainPage } from './captain-screen';
import { bajaj, fakeGeolocation, fakeLive, signedInAsCaptain } from './captain-test-kit';

const live = vi.hoisted(() => ({ current: undefined as ReturnType<typeof fakeLive> | undefined }));
vi.mock('../../lib/live-socket', () => ({ liveSocket: () => live.current!.socket }));
// Leaflet cannot draw in jsdom: a stand-in that names the points the card gives the map, in order.
vi.mock('./route-map', () => ({
  default: ({
    pickup,
    dropoff,
    captain,
    label,
  }: {
    pickup: { lat: number; lng: number };
    dropoff: { lat: number; lng: number };
    captain?: { lat: number; lng: number };
    label: string;
  }) => (
    <div role="img" aria-label={label}>
      {`from ${pickup.lat},${pickup.lng} to ${dropoff.lat},${dropoff.lng}`}
      {captain ? ` captain ${captain.lat},${captain.lng}` : ''}
    </div>
  ),
}));

beforeEach(() => {
  live.current = fakeLive();
  localStorage.clear();
  resetConfig();
});

const offer = (id: number, store: string, cash = 12.5): DeliveryOffer => ({
  id,
  store: { name: store, address: 'KM4, Hodan', location: { lat: 2.03, lng: 45.31 } },
  dropoff: { district: 'Wadajir', location: { lat: 2.01, lng: 45.29 } },
  distance_km: 0.8,
  fee: 1.5,
  cash_to_collect: cash,
  currency: 'USD',
  offered_at: new Date().toISOString(),
});

const carried = (id: number, status: Delivery['status']): Delivery => ({
  id,
  status,
  order_number: 'SQ-2026-0042',
  store: {
    name: 'Hodan Fresh',
    address: 'KM4, Hodan',
    phone: '+252 61 555 0000',
    location: { lat: 2.03, lng: 45.31 },
  },
  dropoff: {
    name: 'Ayaan Warsame',
    phone: '+252 61 444 2020',
    address: 'Near the blue mosque',
    notes: null,
    location: { lat: 2.01, lng: 45.29 },
    district: 'Wadajir',
  },
  fee: 1.5,
  cash_to_collect: 12.5,
  currency: 'USD',
  handover_tries_left: 5,
  offered_at: new Date().toISOString(),
  accepted_at: new Date().toISOString(),
  picked_up_at: null,
  delivered_at: null,
});

function serveDeliveries({ tiles = '', start = null }: { tiles?: string; start?: Delivery | null } = {}) {
  const positions: unknown[] = [];
  const network = { up: true };
  let active: Delivery | null = start;
  let finished = false;
  mockApi({
    'GET /api/config': () => ({ data: { ws_port: 6001, app_key: 'suuq', map_tile_url: tiles } }),
    'GET /api/vehical/getall': () => ({ data: [bajaj] }),
    'GET /api/booking/active': () => ({ data: null }),
    'GET /api/booking/available': () => ({ data: [] }),
    'GET /api/captain/duty': () => ({ data: { on_duty: true } }),
    'POST /api/captain/position': async (request) => {
      if (!network.up) throw new TypeError('Failed to fetch');
      positions.push(await request.json());
      return { data: { at: new Date().toISOString(), carrying: null } };
    },
    'GET /api/deliveries/available': () => ({
      data: active || finished ? [] : [offer(7, 'Taken Store'), offer(8, 'Hodan Fresh')],
    }),
    'GET /api/deliveries/active': () => ({ data: active }),
    'POST /api/deliveries/7/accept': () => new Reply(409, { message: 'Another captain took this delivery.' }),
    'POST /api/deliveries/8/accept': () => {
      active = carried(8, 'accepted');
      return { data: active };
    },
    'POST /api/deliveries/8/pickedup': () => {
      active = carried(8, 'picked_up');
      return { data: active };
    },
    'POST /api/deliveries/8/delivered': async (request) => {
      const { code } = (await request.json()) as { code: string };
      if (code !== '4821') return new Reply(422, { message: 'That code is not right. 4 tries left.' });
      const done = { ...carried(8, 'delivered'), delivered_at: new Date().toISOString() };
      active = null;
      finished = true;
      return { data: done };
    },
  });
  return { positions, network };
}

describe('deliveries in the captain console', () => {
  it('sends the position, takes a delivery kindly lost or won, and finishes it with the shopper’s code', async () => {
    signedInAsCaptain();
    const { positions } = serveDeliveries();
    const geo = fakeGeolocation();
    renderWithRouter(<CaptainPage />, { path: '/captain' });
    fireEvent.click(await screen.findByRole('button', { name: 'Deliveries' }));
    act(() => geo.move(2.031, 45.311, Date.now()));
    await waitFor(() => expect(positions).toContainEqual({ lat: 2.031, lng: 45.311 }));
    expect(live.current!.state.subscriptions.map((s) => s.channel)).toContain('captain.2');

    const lost = await screen.findByRole('article', { name: 'Taken Store' });
    expect(lost.textContent).toContain('Collect $12.50 in cash');
    expect(lost.textContent).not.toContain('blue mosque');
    fireEvent.click(screen.getAllByRole('button', { name: 'Accept delivery' })[0]!);
    expect(
      await screen.findByText('Another captain took this delivery. There may be others below.'),
    ).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Taken Store' })).toBeNull());

    fireEvent.click(screen.getByRole('button', { name: 'Accept delivery' }));
    expect(
      await screen.findByRole('heading', { name: 'Go to the store and pick up the order' }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Call the store' }).getAttribute('href')).toBe(
      'tel:+252615550000',
    );
    fireEvent.click(screen.getByRole('button', { name: 'I have the order' }));
    expect(await screen.findByRole('heading', { name: 'Take the order to the customer' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Call Ayaan Warsame' })).toBeTruthy();

    const code = screen.getByLabelText("The customer's 4-digit code");
    fireEvent.change(code, { target: { value: '1111' } });
    fireEvent.click(screen.getByRole('button', { name: 'Finish the delivery' }));
    expect(await screen.findByText('That code is not right. 4 tries left.')).toBeTruthy();
    fireEvent.change(code, { target: { value: '4821' } });
    fireEvent.click(screen.getByRole('button', { name: 'Finish the delivery' }));
    expect(await screen.findByText('Well done. $1.50 has been added to your wallet.')).toBeTruthy();
    expect(
      await screen.findByText(
        'No deliveries are waiting near you right now. New ones show here by themselves.',
      ),
    ).toBeTruthy();
  });
});

describe('the carried delivery', () => {
  it('shows the store and then the customer on the map with the route, and the captain on it', async () => {
    signedInAsCaptain();
    serveDeliveries({ tiles: '/tiles/{z}/{x}/{y}.png', start: carried(8, 'accepted') });
    const geo = fakeGeolocation();
    renderWithRouter(<CaptainPage />, { path: '/captain' });
    fireEvent.click(await screen.findByRole('button', { name: 'Deliveries' }));
    act(() => geo.move(2.031, 45.311, Date.now()));
    const map = await screen.findByRole('img', { name: 'Map of the delivery: the store, then the customer' });
    await waitFor(() => expect(map.textContent).toBe('from 2.03,45.31 to 2.01,45.29 captain 2.031,45.311'));
    // One next step only, and giving it back asks why.
    expect(screen.getAllByRole('button', { name: /^(I have the order|Finish the delivery)$/ })).toHaveLength(
      1,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Give it back' }));
    expect(screen.getByRole('button', { name: 'Give the delivery back' }).hasAttribute('disabled')).toBe(
      true,
    );
  });
});

describe('the positions sent on duty', () => {
  it('go whatever tab the console shows', async () => {
    signedInAsCaptain();
    const { positions } = serveDeliveries({ start: carried(8, 'picked_up') });
    const geo = fakeGeolocation();
    renderWithRouter(<CaptainPage />, { path: '/captain' });
    fireEvent.click(await screen.findByRole('button', { name: 'Wallet' }));
    act(() => geo.move(2.031, 45.311, Date.now()));
    await waitFor(() => expect(positions).toEqual([{ lat: 2.031, lng: 45.311 }]));
  });

  it('keeps the positions read while offline and sends the newest once when the network returns', async () => {
    signedInAsCaptain();
    const { positions, network } = serveDeliveries({ start: carried(8, 'picked_up') });
    const geo = fakeGeolocation();
    renderWithRouter(<CaptainPage />, { path: '/captain' });
    fireEvent.click(await screen.findByRole('button', { name: 'Deliveries' }));
    await screen.findByRole('heading', { name: 'Take the order to the customer' });
    act(() => geo.move(2.031, 45.311, Date.now()));
    await waitFor(() => expect(positions).toEqual([{ lat: 2.031, lng: 45.311 }]));

    // The network drops; the captain rides on about 110 m, then 220 m: both readings wait, on the phone.
    network.up = false;
    act(() => geo.move(2.032, 45.311, Date.now()));
    act(() => geo.move(2.033, 45.311, Date.now()));
    await waitFor(() =>
      expect(JSON.parse(localStorage.getItem('suuq.captain.path.courier') ?? '{}').pending).toHaveLength(2),
    );
    expect(positions).toHaveLength(1);

    // Back online: the newest goes, once; another "online" sends nothing more.
    network.up = true;
    act(() => void window.dispatchEvent(new Event('online')));
    await waitFor(() =>
      expect(positions).toEqual([
        { lat: 2.031, lng: 45.311 },
        { lat: 2.033, lng: 45.311 },
      ]),
    );
    await waitFor(() =>
      expect(localStorage.getItem('suuq.captain.path.courier')).not.toContain('"pending":[{'),
    );
    await act(async () => void window.dispatchEvent(new Event('online')));
    expect(positions).toHaveLength(2);
  });
});
