import type { ServerFrame } from '@suuq/shared/live';
import type { Order } from '@suuq/shared/orders';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { paths } from '../../lib/paths';
import { SESSION_STORAGE_KEY } from '../../lib/session';
import { resetConfig } from '../../lib/use-config';
import { anOrder } from '../../test/cart-fixtures';
import { mockApi, renderApp } from '../../test/render';

// A fake live socket: the test speaks for the server.
const live = vi.hoisted(() => ({ listeners: new Map<string, (frame: ServerFrame) => void>() }));
vi.mock('./live-updates', () => ({
  listen: async (channel: string, onFrame: (frame: ServerFrame) => void) => {
    live.listeners.set(channel, onFrame);
    return () => live.listeners.delete(channel);
  },
}));

const channel = 'order.K7QX-3M9D';
let order: Order;

/** The server moves the payment on and says so on the order's channel. */
async function paymentMoves(changes: Partial<Order>) {
  order = { ...order, ...changes };
  await waitFor(() => expect(live.listeners.has(channel)).toBe(true));
  act(() =>
    live.listeners.get(channel)?.({
      event: 'order.status',
      channel,
      data: { order_number: 'K7QX-3M9D', status: 'sent', at: 'now', payment_status: order.payment_status },
    } as ServerFrame),
  );
}

function serve(extra: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    'GET /v1/api/orders/K7QX-3M9D': () => ({ data: order }),
    'GET /api/config': () => ({
      data: {
        ws_port: 6001,
        app_key: 'key',
        map_tile_url: '',
        payment_methods: ['cash', 'bank_transfer', 'evc_plus', 'zaad'],
      },
    }),
    ...extra,
  });
}

beforeEach(() => {
  live.listeners.clear();
  resetConfig();
});

describe('paying by mobile money on the thank-you page', () => {
  it('asks for the PIN while the wallet waits, then shows the payment live', async () => {
    order = anOrder({ payment_method: 'evc_plus', payment_status: 'pending', payer_phone: '2526*****567' });
    serve();
    renderApp(paths.orderTracking('K7QX-3M9D'));
    expect(await screen.findByText('Check your phone and enter your PIN')).toBeTruthy();
    expect(screen.getByText(/EVC Plus has sent a PIN prompt to 2526\*{5}567/)).toBeTruthy();
    await paymentMoves({ payment_status: 'paid' });
    expect(await screen.findByText('Paid with EVC Plus. Thank you!')).toBeTruthy();
  });

  it('shows why a payment failed and tries again with another number, its wallet picked from the prefix', async () => {
    order = anOrder({ payment_method: 'evc_plus', payment_status: 'pending' });
    const { calls } = serve({
      'POST /v1/api/orders/K7QX-3M9D/pay': () => {
        order = { ...order, payment_method: 'zaad', payment_status: 'pending', payment_message: null };
        return { data: order };
      },
    });
    renderApp(paths.orderTracking('K7QX-3M9D'));
    await screen.findByText('Check your phone and enter your PIN');
    await paymentMoves({
      payment_status: 'failed',
      payment_message: 'The PIN entered was wrong. Please try again.',
    });
    expect(await screen.findByText('The PIN entered was wrong. Please try again.')).toBeTruthy();

    const phone = screen.getByLabelText(/EVC Plus number/);
    fireEvent.change(phone, { target: { value: '12' } });
    fireEvent.click(screen.getByRole('button', { name: 'Try the payment again' }));
    expect(await screen.findByText('Enter a Somali mobile number, for example 61 1234567.')).toBeTruthy();

    fireEvent.change(phone, { target: { value: '063 123 4567' } });
    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'Zaad' }).checked).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Try the payment again' }));
    expect(await screen.findByText('Check your phone and enter your PIN')).toBeTruthy();
    const pay = calls.find((call) => call.method === 'POST');
    expect(await pay?.json()).toEqual({ payer_phone: '252631234567', payment_method: 'zaad' });
  });

  it('retries with the same number when none is typed', async () => {
    order = anOrder({ payment_method: 'evc_plus', payment_status: 'failed', payment_message: 'No.' });
    const { calls } = serve({
      'POST /v1/api/orders/K7QX-3M9D/pay': () => ({ data: { ...order, payment_status: 'pending' } }),
    });
    renderApp(paths.orderTracking('K7QX-3M9D'));
    fireEvent.click(await screen.findByRole('button', { name: 'Try the payment again' }));
    expect(await screen.findByText('Check your phone and enter your PIN')).toBeTruthy();
    expect(await calls.find((call) => call.method === 'POST')?.json()).toEqual({});
  });
});

describe('a bank transfer’s receipt', () => {
  it('sends the photo, waits for the store, and shows a rejection’s reason live', async () => {
    order = anOrder({ payment_method: 'bank_transfer', payment_status: 'pending' });
    const { calls } = serve({
      'POST /v1/api/orders/K7QX-3M9D/receipt': () => {
        order = { ...order, payment_status: 'awaiting_confirmation' };
        return { data: order };
      },
    });
    const view = renderApp(paths.orderTracking('K7QX-3M9D'));
    await screen.findByText('Send your transfer receipt');
    const input = view.container.querySelector<HTMLInputElement>('input[name="receipt"]');
    const photo = new File(['receipt'], 'receipt.jpg', { type: 'image/jpeg' });
    fireEvent.change(input!, { target: { files: [photo] } });
    expect(await screen.findAllByText('Awaiting confirmation')).not.toHaveLength(0);
    const sent = await calls.find((call) => call.method === 'POST')?.formData();
    expect((sent?.get('receipt') as File).name).toBe('receipt.jpg');

    await paymentMoves({ payment_status: 'failed', payment_message: 'The amount does not match.' });
    expect(await screen.findByText('The amount does not match.')).toBeTruthy();
    expect(screen.getByText('The store did not accept your receipt')).toBeTruthy();
  });

  it('refuses a file that is not a photo or a PDF before sending it', async () => {
    order = anOrder({ payment_method: 'bank_transfer', payment_status: 'pending' });
    serve();
    const view = renderApp(paths.orderTracking('K7QX-3M9D'));
    await screen.findByText('Send your transfer receipt');
    const input = view.container.querySelector<HTMLInputElement>('input[name="receipt"]');
    fireEvent.change(input!, { target: { files: [new File(['x'], 'a.txt', { type: 'text/plain' })] } });
    expect(await screen.findByText('The receipt must be a photo (JPEG, PNG or WebP) or a PDF.')).toBeTruthy();
  });

  it('shows the signed-in owner the receipt they sent, fetched with their token', async () => {
    // Signed in, as lib/session.ts keeps the shopper's tokens.
    localStorage.setItem(
      SESSION_STORAGE_KEY,
      JSON.stringify({
        access: 'owner-token',
        refresh: 'r1',
        expires: Date.now() + 3_600_000,
        id: 's-owner',
      }),
    );
    URL.createObjectURL = vi.fn(() => 'blob:sent-receipt');
    URL.revokeObjectURL = vi.fn();
    order = anOrder({ payment_method: 'bank_transfer', payment_status: 'pending' });
    const receiptAuth: (string | null)[] = [];
    serve({
      'POST /v1/api/orders/K7QX-3M9D/receipt': () => {
        order = {
          ...order,
          payment_status: 'awaiting_confirmation',
          receipt_url: '/v1/api/orders/K7QX-3M9D/receipt',
        };
        return { data: order };
      },
      'GET /v1/api/orders/K7QX-3M9D/receipt': (request) => {
        receiptAuth.push(request.headers.get('Authorization'));
        return {};
      },
    });
    const view = renderApp(paths.orderTracking('K7QX-3M9D'));
    await screen.findByText('Send your transfer receipt');
    const input = view.container.querySelector<HTMLInputElement>('input[name="receipt"]');
    fireEvent.change(input!, { target: { files: [new File(['png'], 'r.png', { type: 'image/png' })] } });
    const image = await screen.findByRole('img', { name: 'Your transfer receipt for K7QX-3M9D' });
    expect(image.getAttribute('src')).toBe('blob:sent-receipt');
    expect(image.closest('a')?.getAttribute('href')).toBe('blob:sent-receipt');
    expect(screen.getByText('The receipt you sent')).toBeTruthy();
    expect(receiptAuth).toEqual(['Bearer owner-token']);
  });

  it('shows a guest the PDF they just sent as a link, without asking the server for it', async () => {
    const local = vi.fn((_: Blob) => 'blob:local-pdf');
    URL.createObjectURL = local as typeof URL.createObjectURL;
    URL.revokeObjectURL = vi.fn();
    order = anOrder({ payment_method: 'bank_transfer', payment_status: 'pending' });
    const { calls } = serve({
      // A guest's answer has no receipt address: the server shows receipts to signed-in owners and staff only.
      'POST /v1/api/orders/K7QX-3M9D/receipt': () => {
        order = { ...order, payment_status: 'awaiting_confirmation', receipt_url: null };
        return { data: order };
      },
    });
    const view = renderApp(paths.orderTracking('K7QX-3M9D'));
    await screen.findByText('Send your transfer receipt');
    const pdf = new File(['%PDF-1.4'], 'receipt.pdf', { type: 'application/pdf' });
    const input = view.container.querySelector<HTMLInputElement>('input[name="receipt"]');
    fireEvent.change(input!, { target: { files: [pdf] } });
    const link = await screen.findByRole('link', { name: 'View receipt (PDF)' });
    expect(link.getAttribute('href')).toBe('blob:local-pdf');
    expect(local).toHaveBeenCalledWith(pdf);
    expect(calls.some((call) => call.method === 'GET' && call.url.endsWith('/receipt'))).toBe(false);
  });
});
