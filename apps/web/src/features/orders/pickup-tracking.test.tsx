import type { ServerFrame } from '@suuq/shared/live';
import type { OrderStatus } from '@suuq/shared/labels';
import { act, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { paths } from '../../lib/paths';
import { mockApi, renderApp } from '../../test/render';
import { anOrder } from '../../test/cart-fixtures';

// A fake live socket: the test speaks for the server.
const live = vi.hoisted(() => ({ listeners: new Map<string, (frame: ServerFrame) => void>() }));
vi.mock('./live-updates', () => ({
  listen: async (channel: string, onFrame: (frame: ServerFrame) => void) => {
    live.listeners.set(channel, onFrame);
    return () => live.listeners.delete(channel);
  },
}));

function emit(channel: string, frame: ServerFrame) {
  const listener = live.listeners.get(channel);
  if (!listener) throw new Error(`Nobody listens to ${channel}`);
  act(() => listener(frame));
}

const channel = 'order.K7QX-3M9D';
let status: OrderStatus;

/** The order at `status`, with every step up to it passed. */
function serve(overrides: Parameters<typeof anOrder>[0] = {}) {
  mockApi({
    'GET /v1/api/orders/K7QX-3M9D': () => {
      const path = ['sent', 'accepted', 'processing', 'ready', 'delivered'] as const;
      const history = path
        .slice(0, (path as readonly string[]).indexOf(status) + 1)
        .map((step) => ({ status: step, at: '2026-03-01T09:00:00.000Z' }));
      return { data: anOrder({ status, status_history: history, ...overrides }) };
    },
  });
}

const currentStep = () => document.querySelector('[aria-current="step"]')?.textContent ?? '';

beforeEach(() => {
  live.listeners.clear();
  status = 'sent';
});

describe('a pickup order and what the store changed', () => {
  const store = {
    id: 1,
    name: 'Nasiib Restaurant',
    slug: 'nasiib-restaurant',
    phone: '+252 61 523 4471',
    address: 'Maka Al-Mukarama Road, Hodan',
    lat: 2.0335,
    lng: 45.3035,
  };

  it('shows its own steps (never On The Way), where to collect it and when it was ready', async () => {
    status = 'ready';
    serve({ delivery_method: 'pickup', store });
    renderApp(paths.orderTracking('K7QX-3M9D'));
    const progress = await screen.findByRole('region', { name: 'Order progress' });
    expect(
      within(progress)
        .getAllByRole('listitem')
        .map((step) => step.querySelector('.order-step__label')?.textContent),
    ).toEqual(['Order Sent', 'Accepted', 'Processing', 'Ready for pickup', 'Collected']);
    expect(currentStep()).toContain('Ready for pickup');
    const summary = screen.getByRole('region', { name: 'Order summary' });
    expect(within(summary).getByText('Collect from')).toBeTruthy();
    expect(within(summary).getByText('Maka Al-Mukarama Road, Hodan')).toBeTruthy();
    expect(within(summary).getByRole('link', { name: 'Directions' }).getAttribute('href')).toBe(
      'https://www.google.com/maps/dir/?api=1&destination=2.0335,45.3035',
    );
    expect(within(summary).getByText(/^Ready for pickup since /)).toBeTruthy();
  });

  it('says Collected at the end, not Delivered', async () => {
    status = 'delivered';
    serve({ delivery_method: 'pickup', store });
    renderApp(paths.orderTracking('K7QX-3M9D'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Collected' })).toBeTruthy();
    expect(screen.queryByText(/Your order has arrived/)).toBeNull();
  });

  it('shows a line the store took out, live, and why an order was cancelled', async () => {
    let changes: NonNullable<Parameters<typeof anOrder>[0]>['changes'] = [];
    mockApi({
      'GET /v1/api/orders/K7QX-3M9D': () => ({
        data: anOrder({
          status,
          status_history: [{ status: 'sent', at: '2026-03-01T09:00:00.000Z' }],
          changes,
          ...(status === 'cancelled'
            ? { cancellation: { reason: 'store_closing', note: null, text: 'The store is closing' } }
            : {}),
        }),
      }),
    });
    renderApp(paths.orderTracking('K7QX-3M9D'));
    await screen.findByRole('region', { name: 'Order progress' });
    expect(screen.queryByRole('status', { name: 'The store changed your order' })).toBeNull();
    changes = [
      {
        kind: 'removed',
        name: 'Grilled fish',
        quantity: 2,
        new_name: null,
        new_quantity: null,
        amount: -9,
        reason: 'out_of_stock',
        note: null,
        text: 'Out of stock',
        at: '2026-03-01T09:05:00.000Z',
      },
    ];
    await waitFor(() => expect(live.listeners.has(channel)).toBe(true));
    emit(channel, {
      event: 'order.status',
      channel,
      data: { order_number: 'K7QX-3M9D', status: 'sent', at: '2026-03-01T09:05:00.000Z' },
    });
    const changed = await screen.findByRole('status', { name: 'The store changed your order' });
    expect(within(changed).getByText('2 × Grilled fish was taken out.')).toBeTruthy();
    expect(within(changed).getByText('Why: Out of stock')).toBeTruthy();
    expect(within(changed).getByText('Your total went down by $9.00.')).toBeTruthy();

    status = 'cancelled';
    emit(channel, {
      event: 'order.status',
      channel,
      data: { order_number: 'K7QX-3M9D', status: 'cancelled', at: '2026-03-01T09:06:00.000Z' },
    });
    expect(await screen.findByText('Reason: The store is closing')).toBeTruthy();
  });
});
