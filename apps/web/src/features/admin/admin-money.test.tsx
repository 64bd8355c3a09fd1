import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderApp, Reply } from '../../test/render';
import { aCaptain, aStore, page, serveAdmin, signedInAsOperator } from './admin-test-kit';

beforeEach(() => signedInAsOperator());

const statement = {
  store_id: 13,
  currency: 'USD',
  from: '2026-11-01',
  to: '2026-11-29',
  methods: [
    { method: 'cash', collected_by: 'store', orders: 3, collected: 30, refunds: 0 },
    { method: 'evc_plus', collected_by: 'suuq', orders: 2, collected: 40, refunds: 5 },
  ],
  collected_by_store: 30,
  collected_by_suuq: 40,
  refunds_by_suuq: 5,
  refunds_by_store: 0,
  delivered_items_total: 60,
  commission_percent: 10,
  commission: 6,
  payouts: 0,
  balance: 29,
};

const payout = {
  id: 3,
  store_id: 13,
  amount: 12.5,
  currency: 'USD',
  method: 'evc',
  reference: 'EVC-777',
  created_at: '2026-11-29T07:30:00Z',
};

describe('captains', () => {
  it('lists captains by status, approves a pending one and suspends an approved one with a reason', async () => {
    let captains = [aCaptain(), aCaptain({ id: 22, name: 'Faarax Cali', status: 'approved', on_duty: true })];
    const seen = serveAdmin({
      'GET /api/admin/captains': (_request, call) =>
        page(captains.filter((captain) => captain.status === call.query.get('status'))),
      'POST /api/admin/captains/21/status': () => {
        captains = captains.map((c) => (c.id === 21 ? { ...c, status: 'approved' as const } : c));
        return { data: captains[0] };
      },
      'POST /api/admin/captains/22/status': (_request, call) => {
        const { reason } = call.body as { reason: string };
        captains = captains.map((c) => (c.id === 22 ? { ...c, status: 'suspended' as const, reason } : c));
        return { data: captains[1] };
      },
    });
    renderApp('/admin?section=captains');
    const pending = await screen.findByRole('article', { name: /Abdi Farah/ });
    expect(within(pending).getByText('Bajaj (tuk-tuk) · BN 12345')).toBeTruthy();
    fireEvent.click(within(pending).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('Abdi Farah is approved and may go on duty.')).toBeTruthy();
    expect(seen.find((call) => call.path === '/api/admin/captains/21/status')?.body).toEqual({
      status: 'approved',
    });

    fireEvent.change(screen.getByLabelText('Show captains'), { target: { value: 'approved' } });
    const approved = await screen.findByRole('article', { name: /Faarax Cali/ });
    expect(within(approved).getByText('On duty now')).toBeTruthy();
    fireEvent.click(within(approved).getByRole('button', { name: 'Suspend…' }));
    fireEvent.change(within(approved).getByLabelText('Why is the captain suspended?'), {
      target: { value: 'Riders complained of speeding' },
    });
    fireEvent.click(within(approved).getByRole('button', { name: 'Suspend the captain' }));
    expect(await screen.findByText('Faarax Cali is suspended and taken off duty.')).toBeTruthy();
    expect(seen.find((call) => call.path === '/api/admin/captains/22/status')?.body).toEqual({
      status: 'suspended',
      reason: 'Riders complained of speeding',
    });
    await waitFor(() => expect(screen.queryByRole('article', { name: /Faarax Cali/ })).toBeNull());
  });
});

describe('statements', () => {
  it('shows a store’s figures by payment method and its balance in plain words', async () => {
    const seen = serveAdmin({
      'GET /api/admin/stores': () => page([aStore()]),
      'GET /api/admin/statements': () => ({ data: statement }),
    });
    renderApp('/admin?section=statements');
    const form = await screen.findByRole('form', { name: 'Statement' });
    fireEvent.click(within(form).getByRole('button', { name: 'Show the statement' }));
    expect(within(form).getByText('Choose a store.')).toBeTruthy();
    await within(form).findByRole('option', { name: 'Hodan Fresh' });
    fireEvent.change(within(form).getByLabelText('Store'), { target: { value: '13' } });
    fireEvent.change(within(form).getByLabelText('From'), { target: { value: '2026-11-01' } });
    fireEvent.change(within(form).getByLabelText('To (included)'), { target: { value: '2026-11-29' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Show the statement' }));
    expect(await screen.findByText('Suuq owes Hodan Fresh $29.00.')).toBeTruthy();
    const call = seen.find((one) => one.path === '/api/admin/statements')!;
    expect(Object.fromEntries(call.query)).toEqual({ store_id: '13', from: '2026-11-01', to: '2026-11-29' });
    const cash = screen.getByRole('row', { name: /Cash/ });
    expect(within(cash).getByText('The store')).toBeTruthy();
    expect(within(cash).getByText('$30.00')).toBeTruthy();
    expect(screen.getByText("Suuq's commission (10%)")).toBeTruthy();
  });

  it('shows a captain’s statement, and the server’s word on a period it refuses', async () => {
    let refuse = true;
    serveAdmin({
      'GET /api/admin/captains': () => page([aCaptain({ status: 'approved' })]),
      'GET /api/admin/captains/21/statement': () =>
        refuse
          ? new Reply(422, {
              message: 'Some fields need fixing.',
              errors: { to: ['Choose a period of at most a year, ending on or after its first day.'] },
            })
          : {
              data: {
                captain_id: 21,
                currency: 'USD',
                from: '2026-11-01',
                to: '2026-11-29',
                trips: 12,
                deliveries: 4,
                earnings: 48,
                collected_by_captain: 60,
                collected_by_suuq: 10,
                payouts: 0,
                balance: -50,
              },
            },
    });
    renderApp('/admin?section=statements');
    const form = await screen.findByRole('form', { name: 'Statement' });
    fireEvent.click(within(form).getByLabelText('A captain'));
    await within(form).findByRole('option', { name: 'Abdi Farah' });
    fireEvent.change(within(form).getByLabelText('Captain'), { target: { value: '21' } });
    fireEvent.change(within(form).getByLabelText('From'), { target: { value: '2026-12-01' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Show the statement' }));
    expect(
      await screen.findByText('Choose a period of at most a year, ending on or after its first day.'),
    ).toBeTruthy();
    refuse = false;
    fireEvent.change(within(form).getByLabelText('From'), { target: { value: '2026-11-01' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Show the statement' }));
    expect(await screen.findByText('Abdi Farah owes Suuq $50.00, for cash they collected.')).toBeTruthy();
    expect(screen.getByText('Rides').nextSibling?.textContent).toBe('12');
  });
});

describe('payouts', () => {
  it('records a payout to a store once per reference: a repeat shows the first one', async () => {
    let recorded: typeof payout | null = null;
    const seen = serveAdmin({
      'GET /api/admin/stores': () => page([aStore()]),
      'POST /api/admin/payouts': () => {
        if (recorded) return new Reply(200, { data: recorded });
        recorded = payout;
        return new Reply(201, { data: payout });
      },
    });
    renderApp('/admin?section=payouts');
    const form = await screen.findByRole('form', { name: 'Record a payout' });
    await within(form).findByRole('option', { name: 'Hodan Fresh' });
    fireEvent.change(within(form).getByLabelText('Store'), { target: { value: '13' } });
    fireEvent.change(within(form).getByLabelText('Amount'), { target: { value: '12.50' } });
    fireEvent.change(within(form).getByLabelText('Reference'), { target: { value: 'EVC-777' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Record the payout' }));
    expect(
      await within(form).findByText('Recorded: $12.50 to Hodan Fresh by EVC Plus, reference EVC-777.'),
    ).toBeTruthy();
    expect(seen.at(-1)?.body).toEqual({ store_id: 13, amount: 12.5, method: 'evc', reference: 'EVC-777' });
    expect(seen.at(-1)?.auth).toBe('Bearer admin-access');

    // The same reference again, with another amount and method: nothing more is paid.
    fireEvent.change(within(form).getByLabelText('Amount'), { target: { value: '40' } });
    fireEvent.change(within(form).getByLabelText('Paid by'), { target: { value: 'cash' } });
    fireEvent.change(within(form).getByLabelText('Reference'), { target: { value: 'EVC-777' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Record the payout' }));
    expect(
      await within(form).findByText(
        'Already recorded: reference EVC-777 was paid on 29 Nov 2026, 10:30, $12.50 to Hodan Fresh by EVC Plus. Nothing more was recorded.',
      ),
    ).toBeTruthy();
  });

  it('pays a captain by captain_id, and shows the server’s notes beside the fields', async () => {
    let first = true;
    const seen = serveAdmin({
      'GET /api/admin/captains': () => page([aCaptain({ status: 'approved' })]),
      'POST /api/admin/payouts': () => {
        if (first) {
          first = false;
          return new Reply(422, {
            message: 'Some fields need fixing.',
            errors: { amount: ['Enter an amount above 0, with at most two decimals.'] },
          });
        }
        return new Reply(201, {
          data: { ...payout, store_id: null, captain_id: 21, method: 'zaad', reference: 'ZD-1' },
        });
      },
    });
    renderApp('/admin?section=payouts');
    const form = await screen.findByRole('form', { name: 'Record a payout' });
    fireEvent.click(within(form).getByRole('button', { name: 'Record the payout' }));
    expect(within(form).getByText('Choose a store.')).toBeTruthy();
    fireEvent.click(within(form).getByLabelText('A captain'));
    await within(form).findByRole('option', { name: 'Abdi Farah' });
    fireEvent.change(within(form).getByLabelText('Captain'), { target: { value: '21' } });
    fireEvent.change(within(form).getByLabelText('Amount'), { target: { value: '0' } });
    fireEvent.change(within(form).getByLabelText('Paid by'), { target: { value: 'zaad' } });
    fireEvent.change(within(form).getByLabelText('Reference'), { target: { value: 'ZD-1' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Record the payout' }));
    expect(await within(form).findByText('Enter an amount above 0, with at most two decimals.')).toBeTruthy();
    fireEvent.change(within(form).getByLabelText('Amount'), { target: { value: '12,5' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Record the payout' }));
    expect(
      await within(form).findByText('Recorded: $12.50 to Abdi Farah by Zaad, reference ZD-1.'),
    ).toBeTruthy();
    expect(seen.at(-1)?.body).toEqual({ captain_id: 21, amount: 12.5, method: 'zaad', reference: 'ZD-1' });
  });
});

describe('the audit log', () => {
  it('shows who did what, on what, when and with what, newest first, a page at a time', async () => {
    const seen = serveAdmin({
      'GET /api/admin/audit': (_request, call) => ({
        data: [
          {
            actor: { id: 9, name: 'Sagal Osman' },
            action: call.query.get('page') === '2' ? 'store.create' : 'store.suspend',
            target: 'store:13',
            at: '2026-11-29T09:15:00Z',
            details: { reason: 'Selling expired milk' },
          },
          {
            actor: { id: 9, name: 'Sagal Osman' },
            action: 'captain.retire',
            target: 'captain:21',
            at: '2026-11-29T09:00:00Z',
            details: {},
          },
        ],
        meta: { page: Number(call.query.get('page')), per_page: 20, total: 25 },
      }),
    });
    renderApp('/admin?section=audit');
    const row = await screen.findByRole('row', { name: /Suspended a store/ });
    expect(within(row).getByText('Sagal Osman')).toBeTruthy();
    expect(within(row).getByText('store:13')).toBeTruthy();
    expect(within(row).getByText('29 Nov 2026, 12:15')).toBeTruthy();
    expect(within(row).getByText('Selling expired milk')).toBeTruthy();
    // An action the console has no words for is shown as the server wrote it.
    expect(screen.getByRole('row', { name: /captain\.retire/ })).toBeTruthy();
    expect(screen.getByText('Page 1 of 2')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByRole('row', { name: /Added a store/ })).toBeTruthy();
    expect(seen.map((call) => call.query.get('page'))).toEqual(['1', '2']);
  });
});

describe('cash handed in', () => {
  it('records it from a captain’s statement once per reference, and shows the server’s refusal', async () => {
    const sent: unknown[] = [];
    let recorded: Record<string, unknown> | null = null;
    serveAdmin({
      'GET /api/admin/captains': () => page([aCaptain({ status: 'approved' })]),
      'GET /api/admin/captains/21/statement': () => ({
        data: {
          captain_id: 21,
          currency: 'USD',
          from: '2026-11-01',
          to: '2026-11-29',
          trips: 0,
          deliveries: 2,
          earnings: 4,
          collected_by_captain: 0,
          collected_by_suuq: 0,
          payouts: 0,
          handed_in: recorded ? 20 : 0,
          balance: 4,
        },
      }),
      'POST /api/admin/captains/21/hand-ins': (_request, call) => {
        const body = call.body as { amount: number; reference: string };
        sent.push(body);
        if (body.amount > 20)
          return new Reply(422, {
            message: 'Some fields need fixing.',
            errors: { amount: ['This is more than the captain holds: they owe 20.00 in cash.'] },
          });
        if (recorded) return new Reply(200, { data: recorded });
        recorded = {
          captain_id: 21,
          amount: body.amount,
          currency: 'USD',
          reference: body.reference,
          created_at: '2026-11-29T09:00:00.000Z',
        };
        return new Reply(201, { data: recorded });
      },
    });
    renderApp('/admin?section=statements');
    const form = await screen.findByRole('form', { name: 'Statement' });
    fireEvent.click(within(form).getByLabelText('A captain'));
    await within(form).findByRole('option', { name: 'Abdi Farah' });
    fireEvent.change(within(form).getByLabelText('Captain'), { target: { value: '21' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Show the statement' }));
    const handIn = await screen.findByRole('form', { name: 'Record cash handed in' });
    expect(screen.getByText('Cash handed in').nextSibling?.textContent).toBe('$0.00');

    fireEvent.change(within(handIn).getByLabelText('Amount'), { target: { value: '25' } });
    fireEvent.change(within(handIn).getByLabelText('Reference'), { target: { value: 'RC-7' } });
    fireEvent.click(within(handIn).getByRole('button', { name: 'Record cash handed in' }));
    expect(
      await within(handIn).findByText('This is more than the captain holds: they owe 20.00 in cash.'),
    ).toBeTruthy();

    fireEvent.change(within(handIn).getByLabelText('Amount'), { target: { value: '20' } });
    fireEvent.click(within(handIn).getByRole('button', { name: 'Record cash handed in' }));
    expect(await screen.findByText('Recorded: $20.00 handed in, reference RC-7.')).toBeTruthy();

    const again = await screen.findByRole('form', { name: 'Record cash handed in' });
    fireEvent.change(within(again).getByLabelText('Amount'), { target: { value: '5' } });
    fireEvent.change(within(again).getByLabelText('Reference'), { target: { value: 'RC-7' } });
    fireEvent.click(within(again).getByRole('button', { name: 'Record cash handed in' }));
    expect(
      await screen.findByText(/^Already recorded: reference RC-7 was handed in on .*, \$20\.00\./),
    ).toBeTruthy();
    expect(sent).toEqual([
      { amount: 25, reference: 'RC-7' },
      { amount: 20, reference: 'RC-7' },
      { amount: 5, reference: 'RC-7' },
    ]);
  });
});
