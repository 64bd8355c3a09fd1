import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { message } from '@suuq/shared/labels';
import type { Order } from '@suuq/shared/orders';
import { changeLanguage } from '../../lib/i18n';
import { mockApi, renderWithRouter } from '../../test/render';
import { anOrder, nasiib } from '../../test/cart-fixtures';
import { StaffPage } from './staff-page';
import { staffSignedIn } from './staff-test-kit';

vi.mock('../../lib/live-socket', () => ({
  liveSocket: () => ({ subscribe: () => () => {}, onStatus: () => () => {}, status: () => 'open' }),
}));
vi.mock('./beep', () => ({ beep: vi.fn(), unlockSound: vi.fn() }));

const transfer = anOrder({
  order_number: 'BANK-2222',
  payment_method: 'bank_transfer',
  payment_status: 'awaiting_confirmation',
  receipt_url: '/v1/api/orders/BANK-2222/receipt',
});
const gas = anOrder({
  order_number: 'GAS-3333',
  items: [
    { ...anOrder().items[0]!, name: 'Gas 13 kg', quantity: 2, container_mode: 'exchange' },
    { ...anOrder().items[0]!, name: 'Gas 6 kg', quantity: 3, container_mode: 'new', deposit_total: 45 },
  ],
  deposit_total: 45,
  containers_returned: 0,
});

function serve(orders: Order[]) {
  let list = orders;
  const bodies: Record<string, unknown> = {};
  const receiptAuth: (string | null)[] = [];
  mockApi({
    'GET /api/merchant/orders': () => ({ data: list, meta: { page: 1, per_page: 100, total: list.length } }),
    'POST /api/stores': () => ({ data: [nasiib] }),
    'GET /v1/api/orders/BANK-2222/receipt': (request) => {
      receiptAuth.push(request.headers.get('Authorization'));
      return {};
    },
    'POST /api/merchant/orders/BANK-2222/payment': async (request) => {
      const body = (await request.json()) as { decision: string };
      bodies.payment = body;
      list = list.map((order) =>
        order.order_number === 'BANK-2222'
          ? { ...order, payment_status: body.decision === 'confirm' ? 'paid' : 'failed' }
          : order,
      );
      return { data: list[0] };
    },
    'POST /api/merchant/orders/GAS-3333/containers': async (request) => {
      const body = (await request.json()) as { returned: number };
      bodies.containers = body;
      list = list.map((order) =>
        order.order_number === 'GAS-3333' ? { ...order, containers_returned: body.returned } : order,
      );
      return { data: list[0] };
    },
  });
  return { bodies, receiptAuth };
}

const card = (number: string) => screen.getByRole('article', { name: number });

beforeEach(() => {
  staffSignedIn('access-old', 'refresh-old');
  URL.createObjectURL = vi.fn(() => 'blob:receipt');
  URL.revokeObjectURL = vi.fn();
});

describe('the staff board’s payments and containers', () => {
  it('shows a transfer receipt fetched with the staff token and confirms it', async () => {
    const { bodies, receiptAuth } = serve([transfer]);
    renderWithRouter(<StaffPage />, { path: '/staff' });
    const image = await screen.findByRole('img', { name: 'Transfer receipt for BANK-2222' });
    expect(image.getAttribute('src')).toBe('blob:receipt');
    expect(receiptAuth).toEqual(['Bearer access-old']);
    expect(within(card('BANK-2222')).getByText(/Receipt to check/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Confirm payment' }));
    await waitFor(() => expect(within(card('BANK-2222')).getByText(/Paid/)).toBeTruthy());
    expect(bodies.payment).toEqual({ decision: 'confirm' });
    expect(screen.queryByRole('button', { name: 'Confirm payment' })).toBeNull();
  });

  it('rejects a receipt only with the reason the customer will read', async () => {
    const { bodies } = serve([transfer]);
    renderWithRouter(<StaffPage />, { path: '/staff' });
    fireEvent.click(await screen.findByRole('button', { name: 'Reject' }));
    fireEvent.click(screen.getByRole('button', { name: 'Reject the receipt' }));
    expect(await screen.findByText('Give the reason the customer will see.')).toBeTruthy();
    expect(bodies.payment).toBeUndefined();
    fireEvent.change(screen.getByLabelText('Why is it rejected?'), {
      target: { value: ' The amount is short ' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Reject the receipt' }));
    await waitFor(() => expect(within(card('BANK-2222')).getByText(/Payment failed/)).toBeTruthy());
    expect(bodies.payment).toEqual({ decision: 'reject', reason: 'The amount is short' });
  });

  it('shows the containers an order exchanged and took new, and records returns', async () => {
    const { bodies } = serve([gas]);
    renderWithRouter(<StaffPage />, { path: '/staff' });
    expect(await screen.findByText('2 exchanged for empties')).toBeTruthy();
    expect(screen.getByText('3 new with deposit, 0 returned')).toBeTruthy();
    expect(screen.getByText('Exchange: an empty comes back')).toBeTruthy();
    expect(screen.getByText('New container, deposit paid')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Returned so far'), { target: { value: '9' } });
    expect((screen.getByLabelText('Returned so far') as HTMLInputElement).value).toBe('3');
    fireEvent.change(screen.getByLabelText('Returned so far'), { target: { value: '2' } });
    fireEvent.click(within(card('GAS-3333')).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('3 new with deposit, 2 returned')).toBeTruthy();
    expect(bodies.containers).toEqual({ returned: 2 });
  });

  it('says why a wallet payment failed in the board’s language, and again in the other after switching', async () => {
    const failed = anOrder({
      order_number: 'EVC-4444',
      payment_method: 'evc_plus',
      payment_status: 'failed',
    });
    const asked: (string | null)[] = [];
    mockApi({
      // As the server does: the reason in the request's language.
      'GET /api/merchant/orders': (request) => {
        const lang = request.headers.get('Accept-Language') === 'so' ? 'so' : 'en';
        asked.push(lang);
        const order = { ...failed, payment_message: message('paymentWrongPin', lang) };
        return { data: [order], meta: { page: 1, per_page: 100, total: 1 } };
      },
      'POST /api/stores': () => ({ data: [nasiib] }),
    });
    await act(() => changeLanguage('so'));
    renderWithRouter(<StaffPage />, { path: '/staff' });
    const reason = await screen.findByText(message('paymentWrongPin', 'so'));
    expect(within(card('EVC-4444')).getByText('Sababta lacag-bixintu u fashilantay')).toBeTruthy();
    expect(reason.closest('article')).toBe(card('EVC-4444'));
    expect(screen.queryByText(message('paymentWrongPin', 'en'))).toBeNull();

    await act(() => changeLanguage('en'));
    expect(await screen.findByText(message('paymentWrongPin', 'en'))).toBeTruthy();
    expect(within(card('EVC-4444')).getByText('Why the payment failed')).toBeTruthy();
    expect(asked).toEqual(['so', 'en']);
  });

  it('keeps a cancelled order whose eDahab payment must be given back in sight as a refund, in both languages', async () => {
    const cancelled = anOrder({
      order_number: 'EDH-5555',
      status: 'cancelled',
      payment_method: 'edahab',
      payment_status: 'paid',
      total: 12.5,
      refund_due: 12.5,
      refund_by_hand: true,
    });
    const refunded: string[] = [];
    mockApi({
      'GET /api/merchant/orders': () => ({ data: [cancelled], meta: { page: 1, per_page: 100, total: 1 } }),
      'POST /api/stores': () => ({ data: [nasiib] }),
      'POST /api/merchant/orders/EDH-5555/refund': () => {
        refunded.push('EDH-5555');
        return { data: cancelled };
      },
    });
    renderWithRouter(<StaffPage />, { path: '/staff' });
    const refunds = await screen.findByRole('region', { name: /^Refunds needed/ });
    const inRefunds = within(refunds).getByRole('article', { name: 'EDH-5555' });
    expect(within(inRefunds).getByText(/eDahab · Refund needed/)).toBeTruthy();
    expect(
      within(inRefunds).getByText(/has not gone back to the customer\. Return it to their wallet by hand\./)
        .textContent,
    ).toMatch(/\$12\.50 paid with eDahab/);
    // Not folded away with the finished orders.
    expect(screen.getAllByRole('article', { name: 'EDH-5555' })).toHaveLength(1);

    // Staff returned it by hand: two taps (the second names the amount) tell the server, once.
    fireEvent.click(within(inRefunds).getByRole('button', { name: 'I gave the money back' }));
    fireEvent.click(within(inRefunds).getByRole('button', { name: 'Yes, $12.50 went back to their eDahab' }));
    await waitFor(() => expect(refunded).toEqual(['EDH-5555']));

    await act(() => changeLanguage('so'));
    const somali = await screen.findByRole('region', { name: /^Lacag-celinta loo baahan yahay/ });
    expect(within(somali).getAllByText(/Lacag-celin ayaa loo baahan yahay/).length).toBeGreaterThan(0);
    expect(within(somali).getByText(/weli dib uguma noqon macmiilka/)).toBeTruthy();
  });

  it('says an EVC Plus payment of a cancelled order goes back by itself, and offers nothing to press', async () => {
    const cancelled = anOrder({
      order_number: 'EVC-6666',
      status: 'cancelled',
      payment_method: 'evc_plus',
      payment_status: 'paid',
      total: 20,
      refund_due: 20,
      refund_by_hand: false,
    });
    mockApi({
      'GET /api/merchant/orders': () => ({ data: [cancelled], meta: { page: 1, per_page: 100, total: 1 } }),
      'POST /api/stores': () => ({ data: [nasiib] }),
    });
    renderWithRouter(<StaffPage />, { path: '/staff' });
    const article = await screen.findByRole('article', { name: 'EVC-6666' });
    expect(within(article).getByText(/goes back to the customer by itself\. Nothing to do\./)).toBeTruthy();
    expect(within(article).queryByRole('button', { name: 'I gave the money back' })).toBeNull();
    expect(screen.queryByRole('region', { name: /^Refunds needed/ })).toBeNull();
  });

  it('shows the shopper’s note for the store on the card, in full', async () => {
    const note = 'Allergic to peanuts. Call when ready: the gate is blue.';
    mockApi({
      'GET /api/merchant/orders': () => ({
        data: [anOrder({ order_number: 'NOTE-7777', notes: note })],
        meta: { page: 1, per_page: 100, total: 1 },
      }),
      'POST /api/stores': () => ({ data: [nasiib] }),
    });
    renderWithRouter(<StaffPage />, { path: '/staff' });
    const card = await screen.findByRole('article', { name: 'NOTE-7777' });
    expect(within(card).getByText('Note for the store').nextElementSibling?.textContent).toBe(note);
  });
});
