import type { ServerFrame } from '@suuq/shared/live';
import type { OrderCourier } from '@suuq/shared/dispatch';
import type { Order } from '@suuq/shared/orders';
import { act, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { paths } from '../../lib/paths';
import { resetConfig } from '../../lib/use-config';
import { mockApi, renderApp } from '../../test/render';
import { anOrder } from '../../test/cart-fixtures';
import { minutesFrom, withCourierAt } from './courier-position';

// Leaflet cannot draw in jsdom: a stand-in that lists the marks and the pin it was given.
vi.mock('../../components/map/address-map', () => ({
  AddressMap: ({
    pin,
    marks = [],
    label,
  }: {
    pin?: { lat: number; lng: number };
    marks?: { key: string; point: { lat: number; lng: number }; label: string }[];
    label: string;
  }) => (
    <div role="img" aria-label={label}>
      {pin ? <span data-testid="door-pin">{`${pin.lat},${pin.lng}`}</span> : null}
      {marks.map((mark) => (
        <span key={mark.key} data-testid={`mark-${mark.key}`} title={mark.label}>
          {`${mark.point.lat},${mark.point.lng}`}
        </span>
      ))}
    </div>
  ),
}));

// A fake live socket: the test speaks for the server.
const live = vi.hoisted(() => ({ listeners: new Map<string, (frame: ServerFrame) => void>() }));
vi.mock('./live-updates', () => ({
  listen: async (channel: string, onFrame: (frame: ServerFrame) => void) => {
    live.listeners.set(channel, onFrame);
    onFrame({ event: 'subscribed', channel });
    return () => live.listeners.delete(channel);
  },
}));

const NUMBER = 'K7QX-3M9D';
const channel = `order.${NUMBER}`;
const store = {
  id: 1,
  name: 'Nasiib Restaurant',
  slug: 'nasiib-restaurant',
  phone: '+252 61 523 4471',
  lat: 2.0335,
  lng: 45.3035,
};
const address = { line: 'Hodan, near Tarabuunka', lat: 2.04, lng: 45.32, notes: null };
const courier = (overrides: Partial<OrderCourier> = {}): OrderCourier => ({
  delivery_id: 3,
  status: 'picked_up',
  name: 'Abdi Farah',
  phone: '+252 61 555 0101',
  vehicle: { type: 'Bajaj', plate_number: 'BN 12345', colour: 'Green', make: 'Bajaj' },
  position: { lat: 2.035, lng: 45.305, at: '2026-11-29T11:00:00.000Z' },
  minutes_away: 12,
  ...overrides,
});

/** What the server answers for the order now; the test changes it as the order moves on. */
let current: Partial<Order>;
let reads = 0;

function serve() {
  mockApi({
    'GET /api/config': () => ({
      data: { ws_port: 6001, app_key: 'suuq', map_tile_url: '/tiles/{z}/{x}/{y}.png' },
    }),
    [`GET /v1/api/orders/${NUMBER}`]: () => {
      reads += 1;
      return {
        data: anOrder({ delivery_method: 'delivery', store, address, ...current }),
      };
    },
  });
}

function emit(frame: ServerFrame) {
  const listener = live.listeners.get(channel);
  if (!listener) throw new Error(`Nobody listens to ${channel}`);
  act(() => listener(frame));
}

const moved = (lat: number, lng: number, at: string): ServerFrame => ({
  event: 'courier.position',
  channel,
  data: { lat, lng, at },
});

beforeEach(() => {
  live.listeners.clear();
  resetConfig();
  reads = 0;
});

describe('following the courier on the tracking page', () => {
  it('shows no map while the order is only being prepared, and no courier carries it', async () => {
    current = { status: 'processing', courier: null };
    serve();
    renderApp(paths.orderTracking(NUMBER));
    await screen.findByRole('region', { name: 'Order progress' });
    await waitFor(() => expect(live.listeners.has(channel)).toBe(true));
    expect(screen.queryByTestId('courier-map')).toBeNull();
    expect(screen.queryByRole('img', { name: /^Map: where/ })).toBeNull();
  });

  it('shows the courier and the door on the map while carrying, and moves the mark on each position', async () => {
    current = { status: 'on_the_way', courier: courier(), handover_code: '4821', courier_eta_minutes: 12 };
    serve();
    renderApp(paths.orderTracking(NUMBER));
    const map = await screen.findByRole('img', { name: 'Map: where Abdi Farah is now, and your door' });
    expect(within(map).getByTestId('mark-courier').textContent).toBe('2.035,45.305');
    expect(within(map).getByTestId('door-pin').textContent).toBe('2.04,45.32');
    expect(screen.getByTestId('courier-minutes').textContent).toBe('12 min away');
    const call = screen.getByRole('link', { name: 'Call Abdi Farah' });
    expect(call.getAttribute('href')).toBe('tel:+252615550101');
    expect(screen.getByText('Bajaj, Green, plate BN 12345')).toBeTruthy();

    await waitFor(() => expect(live.listeners.has(channel)).toBe(true));
    const before = reads;
    // At the door's own point: the minutes left are the handover's only.
    emit(moved(2.04, 45.32, '2026-11-29T11:00:15.000Z'));
    expect(screen.getByTestId('mark-courier').textContent).toBe('2.04,45.32');
    expect(screen.getByTestId('courier-minutes').textContent).toBe('5 min away');
    expect(screen.getByTestId('order-eta').textContent).toBe('Arrives in about 5 min');
    // A position is not a change of the order: it is not read again for it.
    expect(reads).toBe(before);
    // An older position arriving late does not move the courier back.
    emit(moved(2.03, 45.3, '2026-11-29T11:00:05.000Z'));
    expect(screen.getByTestId('mark-courier').textContent).toBe('2.04,45.32');
  });

  it('reads the order again after a dropped connection, and shows the last position the answer carries', async () => {
    current = { status: 'on_the_way', courier: courier() };
    serve();
    renderApp(paths.orderTracking(NUMBER));
    await screen.findByTestId('mark-courier');
    await waitFor(() => expect(live.listeners.has(channel)).toBe(true));
    // While the page was away, the courier moved twice; the server kept the last.
    current = {
      ...current,
      courier: courier({
        position: { lat: 2.038, lng: 45.315, at: '2026-11-29T11:05:00.000Z' },
        minutes_away: 7,
      }),
    };
    emit({ event: 'subscribed', channel });
    await waitFor(() => expect(screen.getByTestId('mark-courier').textContent).toBe('2.038,45.315'));
    expect(screen.getByTestId('courier-minutes').textContent).toBe('7 min away');
  });

  it('takes the map away once the order is delivered', async () => {
    current = { status: 'on_the_way', courier: courier(), handover_code: '4821' };
    serve();
    renderApp(paths.orderTracking(NUMBER));
    await screen.findByTestId('mark-courier');
    await waitFor(() => expect(live.listeners.has(channel)).toBe(true));
    current = {
      status: 'delivered',
      status_history: [{ status: 'delivered', at: '2026-11-29T11:20:00.000Z' }],
      courier: null,
      handover_code: null,
    };
    emit({
      event: 'order.status',
      channel,
      data: { order_number: NUMBER, status: 'delivered', at: '2026-11-29T11:20:00.000Z' },
    });
    await waitFor(() => expect(screen.queryByTestId('courier-map')).toBeNull());
    expect(screen.queryByTestId('mark-courier')).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Abdi Farah is bringing your order' })).toBeNull();
    expect(screen.queryByTestId('handover-code')).toBeNull();
  });

  it('reads the order when a courier it has not heard of yet starts moving', async () => {
    current = { status: 'processing', courier: null };
    serve();
    renderApp(paths.orderTracking(NUMBER));
    await screen.findByRole('region', { name: 'Order progress' });
    await waitFor(() => expect(live.listeners.has(channel)).toBe(true));
    current = { status: 'processing', courier: courier({ status: 'accepted' }) };
    emit(moved(2.035, 45.305, '2026-11-29T11:00:00.000Z'));
    expect(await screen.findByTestId('mark-courier')).toBeTruthy();
  });
});

describe('the minutes away', () => {
  const order = anOrder({ delivery_method: 'delivery', store, address, courier: courier() });

  it('count straight to the door once picked up, and by the store before', () => {
    expect(minutesFrom(order, { lat: 2.04, lng: 45.32 })).toBe(5);
    const atStore = { ...order, courier: courier({ status: 'accepted' }) };
    expect(minutesFrom(atStore, { lat: 2.0335, lng: 45.3035 })).toBe(
      5 + (minutesFrom(order, { lat: 2.0335, lng: 45.3035 }) ?? 0),
    );
  });

  it('leave an order no courier carries as it is', () => {
    const none = anOrder({ courier: null });
    expect(withCourierAt(none, { lat: 2, lng: 45, at: '2026-11-29T11:00:00.000Z' })).toBe(none);
  });
});
