import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { StoreHours, SlotSettings } from '@suuq/shared/hours';
import type { DeliveryZone } from '@suuq/shared/zones';
import { resetConfig } from '../../../lib/use-config';
import { mockApi, renderWithRouter, Reply } from '../../../test/render';
import { anOrder, nasiib } from '../../../test/cart-fixtures';
import { StaffPage } from '../staff-page';
import { staffSignedIn } from '../staff-test-kit';

vi.mock('../../../lib/live-socket', () => ({
  liveSocket: () => ({ subscribe: () => () => {}, onStatus: () => () => {}, status: () => 'open' }),
}));
vi.mock('../beep', () => ({ beep: vi.fn(), unlockSound: vi.fn() }));
// Leaflet needs a real layout engine (the browser journey draws on the real map); here each tap is a button.
const taps = vi.hoisted(() => ({
  points: [
    { lat: 2.03, lng: 45.3 },
    { lat: 2.04, lng: 45.31 },
  ],
}));
vi.mock('../../../components/map/zone-map', () => ({
  ZoneMap: ({
    onPoint,
    label,
  }: {
    onPoint: (point: { lat: number; lng: number }) => void;
    label: string;
  }) => (
    <div>
      {taps.points.map((point, n) => (
        <button key={n} type="button" onClick={() => onPoint(point)}>
          {`${label} tap ${n + 1}`}
        </button>
      ))}
    </div>
  ),
}));

const hours: StoreHours = {
  timezone: 'Africa/Mogadishu',
  hours: [
    { weekday: 1, opens: '08:00', closes: '14:00' },
    { weekday: 1, opens: '17:00', closes: '01:00' },
  ],
  closures: [{ date: '2026-06-06', note: 'Eid' }],
};
const slots: SlotSettings = {
  slot_minutes: 30,
  slot_capacity: 5,
  lead_minutes: 45,
  days_ahead: 3,
  accepts_scheduled: true,
};

interface Put {
  path: string;
  auth: string | null;
  body: unknown;
}

function serve(refuse: Record<string, () => Reply | undefined> = {}, held: StoreHours = hours) {
  const puts: Put[] = [];
  let zones: DeliveryZone[] = [];
  const put = (path: string, answer: (body: never) => unknown) => async (request: Request) => {
    const body: unknown = await request.json();
    puts.push({ path, auth: request.headers.get('Authorization'), body });
    return refuse[path]?.() ?? { data: answer(body as never) };
  };
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
    'GET /api/merchant/orders': () => ({
      data: [anOrder({ order_number: 'LATE-0001', scheduled_for: '2031-03-03T12:30:00+03:00' })],
      meta: { page: 1, per_page: 100, total: 1 },
    }),
    'POST /api/stores': () => ({ data: [nasiib] }),
    'GET /api/merchant/hours': () => ({ data: held }),
    'PUT /api/merchant/hours': put('hours', (body: StoreHours) => body),
    'GET /api/merchant/slots': () => ({ data: slots }),
    'PUT /api/merchant/slots': put('slots', (body: SlotSettings) => body),
    'GET /api/merchant/zones': () => ({ data: { zones } }),
    'PUT /api/merchant/zones': put('zones', (body: { zones: DeliveryZone[] }) => {
      zones = body.zones.map((zone, n) => ({ ...zone, id: zone.id ?? 90 + n }));
      return { zones };
    }),
  });
  return { puts };
}

async function openSettings(section: string) {
  renderWithRouter(<StaffPage />, { path: '/staff' });
  fireEvent.click(await screen.findByRole('button', { name: 'Settings' }));
  fireEvent.click(await screen.findByRole('button', { name: section }));
}

beforeEach(() => {
  resetConfig();
  staffSignedIn('access-1', 'refresh-1');
});

describe('the staff settings', () => {
  it('edits the week: a second range on a day, one past midnight, and saves it with the staff token', async () => {
    const { puts } = serve();
    await openSettings('Hours');
    const monday = await screen.findByRole('group', { name: 'Monday' });
    expect((within(monday).getByLabelText('Closes, Monday range 2') as HTMLInputElement).value).toBe('01:00');
    expect(within(monday).getByText('Closes after midnight, the next day.')).toBeTruthy();
    const friday = screen.getByRole('group', { name: 'Friday' });
    expect(within(friday).getByText('Closed')).toBeTruthy();
    fireEvent.click(within(friday).getByRole('button', { name: 'Add hours on Friday' }));
    fireEvent.change(within(friday).getByLabelText('Opens, Friday range 1'), { target: { value: '14:00' } });
    fireEvent.click(within(friday).getByRole('button', { name: 'Add hours on Friday' }));
    fireEvent.click(screen.getByRole('button', { name: 'Remove Monday range 1' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved. Shoppers see it now.')).toBeTruthy();
    expect(puts).toEqual([
      {
        path: 'hours',
        auth: 'Bearer access-1',
        body: {
          timezone: 'Africa/Mogadishu',
          hours: [
            { weekday: 1, opens: '17:00', closes: '01:00' },
            { weekday: 5, opens: '14:00', closes: '13:00' },
            { weekday: 5, opens: '16:00', closes: '22:00' },
          ],
          closures: hours.closures,
        },
      },
    ]);
  });

  it('warns which days a save would close, and copies one day’s hours to every day', async () => {
    const { puts } = serve();
    await openSettings('Hours');
    const warning = await screen.findByRole('note');
    expect(warning.textContent).toMatch(/^Closed all day once saved: .*Friday/);
    fireEvent.click(screen.getByRole('button', { name: 'Same hours every day' }));
    expect(screen.queryByRole('note')).toBeNull();
    const friday = screen.getByRole('group', { name: 'Friday' });
    expect((within(friday).getByLabelText('Opens, Friday range 1') as HTMLInputElement).value).not.toBe('');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved. Shoppers see it now.')).toBeTruthy();
    const sent = (puts[0]?.body as { hours: { weekday: number }[] }).hours;
    expect(new Set(sent.map((range) => range.weekday))).toEqual(new Set([1, 2, 3, 4, 5, 6, 7]));
  });

  it('says a store without hours is open around the clock, rather than closed every day', async () => {
    serve({}, { ...hours, hours: [] });
    await openSettings('Hours');
    expect(await screen.findByText(/^No hours set: the store is open around the clock/)).toBeTruthy();
    expect(within(screen.getByRole('group', { name: 'Monday' })).queryByText('Closed')).toBeNull();
  });

  it('shows the server’s note beside the range it is about', async () => {
    serve({
      hours: () =>
        new Reply(422, {
          message: 'The given data was invalid.',
          errors: { 'hours.1.closes': ['Ranges on one day must not overlap.'] },
        }),
    });
    await openSettings('Hours');
    fireEvent.click(await screen.findByRole('button', { name: 'Save' }));
    const monday = screen.getByRole('group', { name: 'Monday' });
    expect(await within(monday).findByText('Ranges on one day must not overlap.')).toBeTruthy();
    expect(within(monday).getByLabelText('Closes, Monday range 2').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('alert').textContent).toContain('The given data was invalid.');
  });

  it('plans a closed day and special hours on a date, keeping the week as it is', async () => {
    const { puts } = serve();
    await openSettings('Closures');
    fireEvent.click(await screen.findByRole('button', { name: 'Add a date' }));
    const added = screen.getByRole('group', { name: 'New date' });
    fireEvent.change(within(added).getByLabelText('Date'), { target: { value: '2026-07-01' } });
    fireEvent.click(within(added).getByLabelText('Closed all day'));
    fireEvent.change(within(added).getByLabelText('Note for shoppers (optional)'), {
      target: { value: 'Independence Day' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(puts).toHaveLength(1));
    expect(puts[0]!.body).toEqual({
      timezone: 'Africa/Mogadishu',
      hours: hours.hours,
      closures: [
        { date: '2026-06-06', note: 'Eid' },
        { date: '2026-07-01', opens: '10:00', closes: '14:00', note: 'Independence Day' },
      ],
    });
  });

  it('checks the slot settings with the server’s words before sending, then saves them', async () => {
    const { puts } = serve();
    await openSettings('Order for later');
    const length = await screen.findByLabelText('Slot length (minutes)');
    fireEvent.change(length, { target: { value: '3' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Between 5 and 240 minutes.')).toBeTruthy();
    expect(length.getAttribute('aria-invalid')).toBe('true');
    expect(puts).toEqual([]);
    fireEvent.change(length, { target: { value: '20' } });
    fireEvent.click(screen.getByLabelText('Shoppers may order for a later time'));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(puts).toHaveLength(1));
    expect(puts[0]!.body).toEqual({ ...slots, slot_minutes: 20, accepts_scheduled: false });
  });

  it('draws a circle zone on the map with its fee, and the next save keeps the id the server gave it', async () => {
    const { puts } = serve();
    await openSettings('Delivery zones');
    fireEvent.click(await screen.findByRole('button', { name: 'Add a circle' }));
    fireEvent.click(await screen.findByRole('button', { name: /tap to draw Zone 1 tap 2$/ }));
    expect(screen.getByText('Centre at 2.04000, 45.31000. Tap the map to move it.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Zone name'), { target: { value: 'Hodan' } });
    fireEvent.change(screen.getByLabelText('Radius (km)'), { target: { value: '3,5' } });
    fireEvent.change(screen.getByLabelText('Delivery fee'), { target: { value: '1.5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved. Shoppers see it now.')).toBeTruthy();
    const zone = {
      name: 'Hodan',
      kind: 'radius',
      center: { lat: 2.04, lng: 45.31 },
      radius_km: 3.5,
      fee: 1.5,
      active: true,
    };
    expect(puts[0]!.body).toEqual({ zones: [zone] });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(puts).toHaveLength(2));
    expect(puts[1]!.body).toEqual({ zones: [{ id: 90, ...zone }] });
  });

  it('will not send a drawn zone with too few corners, and says so with the server’s words', async () => {
    const { puts } = serve();
    await openSettings('Delivery zones');
    fireEvent.click(await screen.findByRole('button', { name: 'Add a shape' }));
    fireEvent.click(await screen.findByRole('button', { name: /tap 1$/ }));
    fireEvent.click(screen.getByRole('button', { name: /tap 2$/ }));
    expect(screen.getByText('Corners: 2. Tap the map to add another.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Delivery fee'), { target: { value: '2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findAllByText('A drawn zone needs 3 to 200 points.')).length).toBeGreaterThan(0);
    expect(puts).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Remove the last corner' }));
    expect(screen.getByText('Corners: 1. Tap the map to add another.')).toBeTruthy();
  });

  it('shows an order’s slot on its card', async () => {
    serve();
    renderWithRouter(<StaffPage />, { path: '/staff' });
    const card = await screen.findByRole('article', { name: 'LATE-0001' });
    expect(within(card).getByText('For Mon 3 Mar, 12:30')).toBeTruthy();
  });
});
