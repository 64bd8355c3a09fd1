import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Store } from '@suuq/shared/catalog';
import type { StoreOrdering } from '@suuq/shared/store-ordering';
import { resetConfig } from '../../../lib/use-config';
import { mockApi, renderWithRouter, Reply } from '../../../test/render';
import { nasiib } from '../../../test/cart-fixtures';
import { StaffPage } from '../staff-page';
import { staffSignedIn } from '../staff-test-kit';

vi.mock('../../../lib/live-socket', () => ({
  liveSocket: () => ({ subscribe: () => () => {}, onStatus: () => () => {}, status: () => 'open' }),
}));
vi.mock('../beep', () => ({ beep: vi.fn(), unlockSound: vi.fn() }));
// Leaflet needs a real layout engine (the browser journey taps the real map); here a tap is a button.
vi.mock('../../../components/map/address-map', () => ({
  AddressMap: ({ onPin, label }: { onPin: (point: { lat: number; lng: number }) => void; label: string }) => (
    <button type="button" onClick={() => onPin({ lat: 2.05, lng: 45.33 })}>
      {`${label}: tap`}
    </button>
  ),
}));

const ordering: StoreOrdering = {
  dine_in: false,
  pickup: true,
  delivery: true,
  delivery_fee: 1,
  lat: 2.0371,
  lng: 45.3438,
  payment_methods: ['cash', 'bank_transfer'],
  offered_payment_methods: ['evc_plus', 'cash', 'bank_transfer'],
  currency: 'USD',
};

interface Sent {
  path: string;
  body: unknown;
}

function serve({ refuse, open = true }: { refuse?: () => Reply; open?: boolean } = {}) {
  const sent: Sent[] = [];
  let store: Store = { ...nasiib, is_open: open, next_opening: open ? null : '2031-03-03T08:00:00+03:00' };
  mockApi({
    'GET /api/config': () => ({
      data: { ws_port: 6001, app_key: 'suuq', map_tile_url: '/t/{z}/{x}/{y}.png' },
    }),
    'GET /api/user/get': () => ({
      data: {
        id: 3,
        name: 'Nasiib staff',
        phone: '+252610000101',
        email: null,
        avatar: null,
        role: 'staff',
        store_id: 1,
      },
    }),
    'GET /api/merchant/orders': () => ({ data: [], meta: { page: 1, per_page: 100, total: 0 } }),
    'POST /api/stores': () => ({ data: [store] }),
    'GET /api/merchant/hours': () => ({ data: { timezone: 'Africa/Mogadishu', hours: [], closures: [] } }),
    'GET /api/merchant/store/ordering': () => ({ data: ordering }),
    'PUT /api/merchant/store/ordering': async (request: Request) => {
      const body = (await request.json()) as Omit<StoreOrdering, 'offered_payment_methods' | 'currency'>;
      sent.push({ path: 'ordering', body });
      return refuse?.() ?? { data: { ...ordering, ...body } };
    },
    'POST /api/merchant/hours/open-now': async (request: Request) => {
      sent.push({ path: 'open-now', body: await request.json() });
      store = { ...store, is_open: true, next_opening: null };
      return { data: { timezone: 'Africa/Mogadishu', hours: [], closures: [], is_open: true } };
    },
  });
  return { sent };
}

async function openSettings(section?: string) {
  renderWithRouter(<StaffPage />, { path: '/staff' });
  fireEvent.click(await screen.findByRole('button', { name: 'Settings' }));
  if (section) fireEvent.click(await screen.findByRole('button', { name: section }));
}

beforeEach(() => {
  resetConfig();
  staffSignedIn('access-1', 'refresh-1');
});

describe('how the store takes orders', () => {
  it('switches pickup off, moves the pin, takes EVC Plus too, and sends it all with the fee', async () => {
    const { sent } = serve();
    await openSettings('Ordering');
    const form = await screen.findByRole('form', { name: 'How shoppers order' });
    fireEvent.click(within(form).getByRole('checkbox', { name: 'Pickup' }));
    fireEvent.change(within(form).getByLabelText('Delivery fee (USD)'), { target: { value: '1,5' } });
    fireEvent.click(await within(form).findByRole('button', { name: /tap to place your store's pin: tap/ }));
    fireEvent.click(within(form).getByRole('checkbox', { name: 'EVC Plus' }));
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('Saved. Shoppers see it now.')).toBeTruthy();
    expect(sent).toEqual([
      {
        path: 'ordering',
        body: {
          dine_in: false,
          pickup: false,
          delivery: true,
          delivery_fee: 1.5,
          lat: 2.05,
          lng: 45.33,
          payment_methods: ['evc_plus', 'cash', 'bank_transfer'],
        },
      },
    ]);
  });

  it('warns before every way is off, and shows the server’s note under its field until it is changed', async () => {
    serve({
      refuse: () =>
        new Reply(422, {
          message: 'The given data was invalid.',
          errors: {
            delivery: ['Keep at least one way of receiving orders on: delivery, pickup or dine-in.'],
          },
        }),
    });
    await openSettings('Ordering');
    const form = await screen.findByRole('form', { name: 'How shoppers order' });
    fireEvent.click(within(form).getByRole('checkbox', { name: 'Pickup' }));
    fireEvent.click(within(form).getByRole('checkbox', { name: 'Delivery' }));
    expect(within(form).getByText('Keep at least one way on, or nobody can order.')).toBeTruthy();
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    const note = 'Keep at least one way of receiving orders on: delivery, pickup or dine-in.';
    expect(await within(form).findByText(note)).toBeTruthy();
    fireEvent.click(within(form).getByRole('checkbox', { name: 'Dine in' }));
    expect(within(form).queryByText(note)).toBeNull();
  });
});

describe('open now', () => {
  it('opens a closed store until the time chosen, and says so', async () => {
    const { sent } = serve({ open: false });
    await openSettings();
    const card = await screen.findByRole('form', { name: 'Open now' });
    fireEvent.change(within(card).getByLabelText('Open until'), { target: { value: '21:30' } });
    fireEvent.click(within(card).getByRole('button', { name: 'Open now' }));
    expect(await screen.findByText('Open now until 21:30.')).toBeTruthy();
    expect(sent).toEqual([{ path: 'open-now', body: { until: '21:30' } }]);
    expect(screen.queryByRole('form', { name: 'Open now' })).toBeNull();
  });

  it('is not offered while the store is open', async () => {
    serve({ open: true });
    await openSettings();
    await screen.findByRole('form', { name: 'Opening hours' });
    expect(screen.queryByRole('form', { name: 'Open now' })).toBeNull();
  });
});
