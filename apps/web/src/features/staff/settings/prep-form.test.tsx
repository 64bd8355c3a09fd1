import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { resetConfig } from '../../../lib/use-config';
import { mockApi, renderWithRouter } from '../../../test/render';
import { nasiib } from '../../../test/cart-fixtures';
import { StaffPage } from '../staff-page';
import { staffSignedIn } from '../staff-test-kit';

vi.mock('../../../lib/live-socket', () => ({
  liveSocket: () => ({ subscribe: () => () => {}, onStatus: () => () => {}, status: () => 'open' }),
}));
vi.mock('../beep', () => ({ beep: vi.fn(), unlockSound: vi.fn() }));

function serve() {
  const puts: { auth: string | null; body: unknown }[] = [];
  mockApi({
    'GET /api/config': () => ({ data: { ws_port: 6001, app_key: 'suuq' } }),
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
    'POST /api/stores': () => ({ data: [nasiib] }),
    'GET /api/merchant/hours': () => ({ data: { timezone: 'Africa/Mogadishu', hours: [], closures: [] } }),
    'GET /api/merchant/prep': () => ({ data: { prep_minutes: 25 } }),
    'PUT /api/merchant/prep': async (request: Request) => {
      const body: unknown = await request.json();
      puts.push({ auth: request.headers.get('Authorization'), body });
      return { data: body };
    },
  });
  return { puts };
}

beforeEach(() => {
  resetConfig();
  staffSignedIn('access-1', 'refresh-1');
});

describe('the preparation time setting', () => {
  it('shows the store’s time, refuses one out of range before sending, and saves a whole number', async () => {
    const { puts } = serve();
    renderWithRouter(<StaffPage />, { path: '/staff' });
    fireEvent.click(await screen.findByRole('button', { name: 'Settings' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Preparation time' }));
    const minutes = (await screen.findByLabelText('Minutes to get an order ready')) as HTMLInputElement;
    expect(minutes.value).toBe('25');

    for (const bad of ['0', '241', '12.5', '']) {
      fireEvent.change(minutes, { target: { value: bad } });
      fireEvent.click(screen.getByRole('button', { name: 'Save' }));
      expect(await screen.findByText('Between 1 and 240 minutes, in whole minutes.')).toBeTruthy();
    }
    expect(puts).toEqual([]);

    fireEvent.change(minutes, { target: { value: '40' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(puts).toEqual([{ auth: 'Bearer access-1', body: { prep_minutes: 40 } }]));
    expect(await screen.findByText('Saved. Shoppers see it now.')).toBeTruthy();
  });
});
