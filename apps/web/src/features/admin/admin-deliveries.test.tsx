import type { DeliveryWatch } from '@suuq/shared/dispatch';
import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render';
import { serveAdmin, signedInAsOperator } from './admin-test-kit';

beforeEach(() => signedInAsOperator());
afterEach(async () => {
  const { changeLanguage } = await import('../../lib/i18n');
  await act(() => changeLanguage('en'));
});

const waitingLong: DeliveryWatch = {
  id: 41,
  order_number: 'DLVR-0001',
  store: { id: 13, name: 'Hodan Fresh' },
  status: 'offered',
  offered_at: '2026-11-29T07:00:00Z',
  waiting_minutes: 14,
  overdue_at: '2026-11-29T07:10:00Z',
  captain: null,
};
const carried: DeliveryWatch = {
  id: 42,
  order_number: 'DLVR-0002',
  store: { id: 14, name: 'Nasiib Restaurant' },
  status: 'picked_up',
  offered_at: '2026-11-29T07:05:00Z',
  waiting_minutes: 3,
  overdue_at: null,
  captain: { id: 71, name: 'Faadumo Cali', phone: '+252 61 777 1234' },
};

function serve(waiting: DeliveryWatch[], open: DeliveryWatch[]) {
  return serveAdmin({
    'GET /api/admin/deliveries': (_request, call) => ({
      data: call.query.get('waiting') === '1' ? waiting : open,
    }),
  });
}

describe('deliveries', () => {
  it('lists the deliveries waiting too long, then every open one with its captain', async () => {
    const seen = serve([waitingLong], [waitingLong, carried]);
    renderApp('/admin?section=deliveries');
    expect(await screen.findByRole('heading', { level: 1, name: 'Deliveries' })).toBeTruthy();
    const late = await screen.findByRole('table', { name: 'Waiting too long' });
    const lateRow = within(late).getByRole('row', { name: /DLVR-0001/ });
    expect(within(lateRow).getByText('Hodan Fresh')).toBeTruthy();
    expect(within(lateRow).getByText('14 min')).toBeTruthy();
    expect(lateRow.textContent).toContain('Looking for a captain · Waited too long');
    expect(within(lateRow).getByText('None yet')).toBeTruthy();

    const open = screen.getByRole('table', { name: 'All open deliveries' });
    expect(within(open).getAllByRole('row')).toHaveLength(3);
    const carriedRow = within(open).getByRole('row', { name: /DLVR-0002/ });
    expect(within(carriedRow).getByText('On the way to the customer')).toBeTruthy();
    expect(within(carriedRow).getByText('Faadumo Cali')).toBeTruthy();
    const call = within(carriedRow).getByRole('link', { name: 'Call Faadumo Cali' });
    expect(call.getAttribute('href')).toBe('tel:+252617771234');

    const asked = seen.filter((call) => call.path === '/api/admin/deliveries');
    expect(asked.map((call) => call.query.get('waiting')).sort()).toEqual(['1', null]);
    expect(asked.every((call) => call.auth?.startsWith('Bearer '))).toBe(true);
  });

  it('says when nothing waits and nothing is open', async () => {
    serve([], []);
    renderApp('/admin?section=deliveries');
    expect(await screen.findByText('No delivery is waiting too long.')).toBeTruthy();
    expect(screen.getByText('No delivery is open right now.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('speaks Somali', async () => {
    serve([waitingLong], [waitingLong]);
    const { changeLanguage } = await import('../../lib/i18n');
    await act(() => changeLanguage('so'));
    renderApp('/admin?section=deliveries');
    expect(await screen.findByRole('heading', { level: 1, name: 'Gaarsiinta' })).toBeTruthy();
    const late = await screen.findByRole('table', { name: 'Kuwa sugay muddo dheer' });
    const row = within(late).getByRole('row', { name: /DLVR-0001/ });
    expect(row.textContent).toContain('Darawal ayaa la raadinayaa · Wuu sugay muddo dheer');
    expect(within(row).getByText('14 daqiiqo')).toBeTruthy();
    expect(within(row).getByText('Weli ma jiro')).toBeTruthy();
  });
});
