import type { ServerFrame } from '@suuq/shared/live';
import type { OrderStatus } from '@suuq/shared/labels';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { paths } from '../../lib/paths';
import { mockApi, renderApp, Reply } from '../../test/render';
import { anOrder } from '../../test/cart-fixtures';

// A fake live socket: the test speaks for the server.
const live = vi.hoisted(() => ({
  listeners: new Map<string, (frame: ServerFrame) => void>(),
  stopped: [] as string[],
}));
vi.mock('./live-updates', () => ({
  listen: async (channel: string, onFrame: (frame: ServerFrame) => void) => {
    live.listeners.set(channel, onFrame);
    return () => {
      live.stopped.push(channel);
      live.listeners.delete(channel);
    };
  },
}));

function emit(channel: string, frame: ServerFrame) {
  const listener = live.listeners.get(channel);
  if (!listener) throw new Error(`Nobody listens to ${channel}`);
  act(() => listener(frame));
}

const channel = 'order.K7QX-3M9D';
let status: OrderStatus;
let fetches: number;

function serve(overrides: Parameters<typeof anOrder>[0] = {}) {
  mockApi({
    'GET /v1/api/orders/K7QX-3M9D': () => {
      fetches += 1;
      const history = (['sent', 'accepted', 'processing', 'ready', 'on_the_way', 'delivered'] as const)
        .slice(0, ['sent', 'accepted', 'processing', 'ready', 'on_the_way', 'delivered'].indexOf(status) + 1)
        .map((step) => ({ status: step, at: '2026-03-01T09:00:00.000Z' }));
      return {
        data: anOrder({
          status,
          status_history: status === 'cancelled' ? history.slice(0, 1) : history,
          ...overrides,
        }),
      };
    },
    'GET /v1/api/orders/NOPE-1234': () => new Reply(404, { message: 'Not found' }),
  });
}

const currentStep = () => document.querySelector('[aria-current="step"]')?.textContent ?? '';

beforeEach(() => {
  live.listeners.clear();
  live.stopped = [];
  status = 'sent';
  fetches = 0;
});

describe('the thank-you and tracking page', () => {
  it('shows the number, the six steps and the order summary', async () => {
    serve();
    renderApp(paths.orderTracking('K7QX-3M9D'));
    expect(await screen.findByText('Order number: K7QX-3M9D')).toBeTruthy();
    const progress = await screen.findByRole('region', { name: 'Order progress' });
    expect(
      within(progress)
        .getAllByRole('listitem')
        .map((step) => step.querySelector('.order-step__label')?.textContent),
    ).toEqual(['Order Sent', 'Accepted', 'Processing', 'Ready', 'On The Way', 'Delivered']);
    expect(currentStep()).toContain('Order Sent');
    const summary = screen.getByRole('region', { name: 'Order summary' });
    expect(within(summary).getByText('Rice with chicken')).toBeTruthy();
    expect(within(summary).getByText('Choose your rice: Basmati rice')).toBeTruthy();
    expect(within(summary).getByText('+ Extra meat')).toBeTruthy();
    expect(within(summary).getByText('$14.00')).toBeTruthy();
    expect(within(summary).getByText('$1.00')).toBeTruthy();
    expect(within(summary).getByText('Cash · Not paid yet')).toBeTruthy();
  });

  it('says when the order is wanted: its slot in the store’s time, or as soon as possible', async () => {
    serve({ scheduled_for: '2030-06-14T10:30:00+03:00' });
    const view = renderApp(paths.orderTracking('K7QX-3M9D'));
    const summary = await screen.findByRole('region', { name: 'Order summary' });
    expect(within(summary).getByText('When').nextElementSibling?.textContent).toBe('Fri 14 Jun, 10:30');
    view.unmount();

    serve();
    renderApp(paths.orderTracking('K7QX-3M9D'));
    const now = await screen.findByRole('region', { name: 'Order summary' });
    expect(within(now).getByText('When').nextElementSibling?.textContent).toBe('As soon as possible');
  });

  it('shows the shopper’s note for the store in full', async () => {
    const note = 'Allergic to peanuts.\nCall when ready: the gate is blue.';
    serve({ notes: note });
    renderApp(paths.orderTracking('K7QX-3M9D'));
    const summary = await screen.findByRole('region', { name: 'Order summary' });
    expect(within(summary).getByText('Your note for the store').nextElementSibling?.textContent).toBe(note);
  });

  it('says where the order goes: the delivery address, or the store to collect from with directions', async () => {
    serve({
      delivery_method: 'delivery',
      address: { line: 'KM4, Hodan', lat: 2.03, lng: 45.31, notes: null },
    });
    const view = renderApp(paths.orderTracking('K7QX-3M9D'));
    const summary = await screen.findByRole('region', { name: 'Order summary' });
    expect(within(summary).getByText('Delivery address').nextElementSibling?.textContent).toBe('KM4, Hodan');
    view.unmount();

    serve({
      delivery_method: 'pickup',
      store: {
        id: 1,
        name: 'Karaan',
        slug: 'karaan',
        phone: '',
        address: 'Near the market',
        lat: 2.05,
        lng: 45.32,
      },
    });
    renderApp(paths.orderTracking('K7QX-3M9D'));
    const pickup = await screen.findByRole('region', { name: 'Order summary' });
    expect(within(pickup).getByText('Collect from').nextElementSibling?.textContent).toContain(
      'Near the market',
    );
    expect(within(pickup).getByRole('link', { name: 'Directions' }).getAttribute('href')).toContain(
      '2.05,45.32',
    );
  });

  it('says what a cancelled order means for the money paid', async () => {
    status = 'cancelled';
    serve({ payment_method: 'evc_plus', payment_status: 'paid', refund_due: 14, refund_by_hand: false });
    const view = renderApp(paths.orderTracking('K7QX-3M9D'));
    expect(
      await screen.findByText(/The \$14\.00 you paid with EVC Plus is on its way back to you\./),
    ).toBeTruthy();
    view.unmount();
    serve({ payment_status: 'refunded' });
    const again = renderApp(paths.orderTracking('K7QX-3M9D'));
    expect(await screen.findByText(/What you paid has been given back to you\./)).toBeTruthy();
    again.unmount();
    serve();
    renderApp(paths.orderTracking('K7QX-3M9D'));
    expect(await screen.findByText(/Nothing is charged for it\./)).toBeTruthy();
  });

  it('moves along live on each order.status event, without a reload', async () => {
    serve();
    renderApp(paths.orderTracking('K7QX-3M9D'));
    await screen.findByRole('region', { name: 'Order progress' });
    await waitFor(() => expect(live.listeners.has(channel)).toBe(true));
    for (const next of ['accepted', 'processing', 'ready', 'on_the_way', 'delivered'] as const) {
      status = next;
      emit(channel, {
        event: 'order.status',
        channel,
        data: { order_number: 'K7QX-3M9D', status: next, at: 'now' },
      });
      const label = {
        accepted: 'Accepted',
        processing: 'Processing',
        ready: 'Ready',
        on_the_way: 'On The Way',
        delivered: 'Delivered',
      }[next];
      await waitFor(() => expect(currentStep()).toContain(label));
    }
    // A delivered order will not change again: the page stops listening.
    await waitFor(() => expect(live.stopped).toContain(channel));
  });

  it('fetches again after the socket comes back and when the tab is shown again', async () => {
    serve();
    renderApp(paths.orderTracking('K7QX-3M9D'));
    await screen.findByRole('region', { name: 'Order progress' });
    await waitFor(() => expect(live.listeners.has(channel)).toBe(true));
    const before = fetches;
    emit(channel, { event: 'subscribed', channel });
    expect(fetches).toBe(before);

    status = 'ready';
    emit(channel, { event: 'subscribed', channel });
    await waitFor(() => expect(currentStep()).toContain('Ready'));

    status = 'on_the_way';
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await waitFor(() => expect(currentStep()).toContain('On The Way'));
  });

  it('titles a delivered order Delivered, marks its last step finished, and dates every step', async () => {
    status = 'delivered';
    mockApi({
      'GET /v1/api/orders/K7QX-3M9D': () => ({
        data: anOrder({
          status: 'delivered',
          created_at: '2026-03-01T09:00:00.000Z',
          // Staff skipped Processing: it happened when the order moved on to Ready.
          status_history: [
            { status: 'accepted', at: '2026-03-01T09:05:00.000Z' },
            { status: 'ready', at: '2026-03-01T09:30:00.000Z' },
            { status: 'on_the_way', at: '2026-03-01T09:40:00.000Z' },
            { status: 'delivered', at: '2026-03-01T10:00:00.000Z' },
          ],
        }),
      }),
    });
    renderApp(paths.orderTracking('K7QX-3M9D'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Delivered' })).toBeTruthy();
    expect(screen.getByText('Order number: K7QX-3M9D')).toBeTruthy();
    // The order's parts are drawn by a deferred render, a moment after the title.
    const progress = await screen.findByRole('region', { name: 'Order progress' });
    const steps = within(progress).getAllByRole('listitem');
    expect(steps.map((step) => step.dataset.state)).toEqual(['done', 'done', 'done', 'done', 'done', 'done']);
    expect(steps.map((step) => step.querySelector('time')?.getAttribute('datetime'))).toEqual([
      '2026-03-01T09:00:00.000Z',
      '2026-03-01T09:05:00.000Z',
      '2026-03-01T09:30:00.000Z',
      '2026-03-01T09:30:00.000Z',
      '2026-03-01T09:40:00.000Z',
      '2026-03-01T10:00:00.000Z',
    ]);
    expect(currentStep()).toContain('Delivered');
  });

  it('titles a looked-up order “Your order”, and makes the store’s phone a tap to call', async () => {
    serve();
    renderApp(paths.orderTracking('K7QX-3M9D'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Your order' })).toBeTruthy();
    const call = await screen.findByRole('link', { name: '+252 61 523 4471' });
    expect(call.getAttribute('href')).toBe('tel:+252615234471');
  });

  it('writes the number in capitals as it is typed, and does not thank a shopper who only looks up', async () => {
    serve();
    renderApp(paths.orderTracking('NOPE-1234'));
    const box = await screen.findByRole('textbox', { name: 'Order number' });
    expect(screen.getByText('You find it in your order confirmation, for example 7KQ2-M9XD.')).toBeTruthy();
    fireEvent.change(box, { target: { value: 'k7qx-3m9d' } });
    expect((box as HTMLInputElement).value).toBe('K7QX-3M9D');
    fireEvent.click(screen.getByRole('button', { name: 'Track' }));
    expect(await screen.findByRole('region', { name: 'Order progress' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Your order' })).toBeTruthy();
  });

  it('shows a cancelled order clearly', async () => {
    status = 'cancelled';
    serve();
    renderApp(paths.orderTracking('K7QX-3M9D'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Order cancelled' })).toBeTruthy();
    expect(await screen.findByText('Cancelled')).toBeTruthy();
    expect(
      screen.getByText('This order was cancelled by the store. Nothing is charged for it.'),
    ).toBeTruthy();
    expect(currentStep()).toBe('');
  });

  it('shows the bank details of a pending bank transfer', async () => {
    serve({
      payment_method: 'bank_transfer',
      bank_details: {
        bank: 'Premier Bank',
        account_name: 'Suuq Online',
        account_number: '0201 4455',
        reference: 'K7QX-3M9D',
      },
    });
    renderApp(paths.orderTracking('K7QX-3M9D'));
    expect(await screen.findByText('Pay by bank transfer')).toBeTruthy();
    expect(
      screen.getByText(
        'Send $14.00 to this account and give the reference, so the store can match your payment.',
      ),
    ).toBeTruthy();
    expect(screen.getByText('0201 4455')).toBeTruthy();
    // The account comes first, then the prompt for the receipt of the transfer.
    const account = screen.getByText('0201 4455');
    const prompt = screen.getByRole('button', { name: 'Take a photo' });
    expect(account.compareDocumentPosition(prompt) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('links a pending PayPal order to its approval page', async () => {
    serve({ payment_method: 'paypal', approve_url: 'https://paypal.test/approve?token=1' });
    renderApp(paths.orderTracking('K7QX-3M9D'));
    const link = await screen.findByRole('link', { name: 'Pay with PayPal' });
    expect(link.getAttribute('href')).toBe('https://paypal.test/approve?token=1');
  });

  it('says when an order number is unknown and offers to track another', async () => {
    serve();
    renderApp(paths.orderTracking('NOPE-1234'));
    expect(await screen.findByRole('heading', { name: 'Order not found' })).toBeTruthy();
    expect(
      screen.getByText(
        'We could not find an order with the number NOPE-1234. Check the number and try again.',
      ),
    ).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: 'Order number' }), {
      target: { value: 'K7QX-3M9D' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Track' }));
    expect(await screen.findByRole('region', { name: 'Order progress' })).toBeTruthy();
  });

  it('speaks Somali labels, and names the lines in Somali, or as placed on an older order', async () => {
    const line = anOrder().items[0]!;
    serve({
      items: [
        {
          ...line,
          name: 'Rice with chicken',
          name_so: 'Bariis iyo digaag',
          options: [
            {
              id: 23,
              group: 'Choose your rice',
              item: 'Basmati rice',
              group_so: 'Dooro bariiska',
              item_so: 'Bariis basmati',
              price: 0.5,
            },
          ],
        },
        { ...line, name: 'Tea with milk', name_so: null },
      ],
    });
    const { changeLanguage } = await import('../../lib/i18n');
    await act(() => changeLanguage('so'));
    renderApp('/Thankyou-homepage?order-number=K7QX-3M9D');
    await screen.findByRole('region', { name: 'Horumarka dalabka' });
    expect(currentStep()).toContain('Dalabka waa la diray');
    const summary = screen.getByRole('region', { name: 'Soo koobidda dalabka' });
    expect(within(summary).getByText('Bariis iyo digaag')).toBeTruthy();
    expect(within(summary).queryByText('Rice with chicken')).toBeNull();
    expect(within(summary).getByText('Dooro bariiska: Bariis basmati')).toBeTruthy();
    expect(within(summary).getByText('Tea with milk')).toBeTruthy();
    // Back in English, the same answer names the line in English.
    await act(() => changeLanguage('en'));
    expect(await within(summary).findByText('Rice with chicken')).toBeTruthy();
  });
});

describe('the PayPal return page', () => {
  it('captures the payment, then shows the order', async () => {
    let captured = 0;
    mockApi({
      'POST /v1/api/orders/K7QX-3M9D/paypal/capture': () => {
        captured += 1;
        return { data: anOrder({ payment_method: 'paypal', payment_status: 'paid' }) };
      },
      'GET /v1/api/orders/K7QX-3M9D': () => ({
        data: anOrder({ payment_method: 'paypal', payment_status: 'paid' }),
      }),
    });
    renderApp('/paypal?order-number=K7QX-3M9D');
    expect(await screen.findByText('Paypal · Paid')).toBeTruthy();
    expect(captured).toBe(1);
  });

  it('says a cancelled payment was cancelled and offers to try again', async () => {
    let captured = 0;
    mockApi({
      'POST /v1/api/orders/K7QX-3M9D/paypal/capture': () => {
        captured += 1;
        return {};
      },
      'GET /v1/api/orders/K7QX-3M9D': () => ({ data: anOrder({ payment_method: 'paypal' }) }),
    });
    renderApp('/paypal?order-number=K7QX-3M9D&cancelled=1');
    expect(
      await screen.findByText(
        'You cancelled the PayPal payment. Your order is kept, but it is not paid yet.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try PayPal again' })).toBeTruthy();
    expect(captured).toBe(0);
  });
});
