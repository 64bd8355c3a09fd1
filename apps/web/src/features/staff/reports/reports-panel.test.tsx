import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SalesGroup, SalesReport, SalesRow } from '@suuq/shared/sales-report';
import { addDays } from '@suuq/shared/time-zone';
import { storeDay } from '../../../lib/store-time';
import { resetConfig } from '../../../lib/use-config';
import { mockApi, Reply, renderWithRouter } from '../../../test/render';
import { nasiib } from '../../../test/cart-fixtures';
import { StaffPage } from '../staff-page';
import { staffSignedIn } from '../staff-test-kit';

vi.mock('../../../lib/live-socket', () => ({
  liveSocket: () => ({ subscribe: () => () => {}, onStatus: () => () => {}, status: () => 'open' }),
}));
vi.mock('../beep', () => ({ beep: vi.fn(), unlockSound: vi.fn() }));

const today = storeDay(new Date(), 'Africa/Mogadishu');
const zero = {
  orders: 0,
  quantity: 0,
  items_total: 0,
  delivery_fees: 0,
  deposits: 0,
  discounts: 0,
  refunds: 0,
  total: 0,
};
const sold = {
  ...zero,
  orders: 2,
  quantity: 5,
  items_total: 20,
  delivery_fees: 1.5,
  refunds: 3,
  total: 21.5,
};

function rowsFor(group: SalesGroup, from: string, to: string): SalesRow[] {
  if (group === 'payment_method') return [{ key: 'cash', label: 'Cash', ...sold }];
  if (group === 'product')
    return [
      { key: '17', label: 'Bariis basmati', ...zero, orders: 2, quantity: 5, items_total: 20, total: 20 },
    ];
  const rows: SalesRow[] = [];
  for (let day = from; day <= to; day = addDays(day, 1))
    rows.push({ key: day, label: day, ...(day === to ? sold : zero) });
  return rows;
}

function serve({ csv = () => new Response('x') as Response | Reply } = {}) {
  const asked: { url: URL; auth: string | null; lang: string | null }[] = [];
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
    'GET /api/merchant/reports/sales': (request: Request) => {
      const url = new URL(request.url);
      asked.push({
        url,
        auth: request.headers.get('Authorization'),
        lang: request.headers.get('Accept-Language'),
      });
      if (url.searchParams.get('format') === 'csv') return csv();
      const from = url.searchParams.get('from')!;
      const to = url.searchParams.get('to')!;
      const group = (url.searchParams.get('group') ?? 'day') as SalesGroup;
      const report: SalesReport = {
        store_id: 1,
        currency: 'USD',
        time_zone: 'Africa/Mogadishu',
        from,
        to,
        group,
        rows: rowsFor(group, from, to),
        totals: sold,
      };
      return { data: report };
    },
  });
  return { asked };
}

async function openReports() {
  renderWithRouter(<StaffPage />, { path: '/staff' });
  fireEvent.click(await screen.findByRole('button', { name: 'Reports' }));
  return screen.findByRole('table', { name: /^Sales/ });
}

beforeEach(() => {
  resetConfig();
  staffSignedIn('access-1', 'refresh-1');
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('the reports tab', () => {
  it('shows today’s figures with the staff token, then a week with its bars, then by product', async () => {
    const { asked } = serve();
    const table = await openReports();
    expect(asked[0]!.auth).toBe('Bearer access-1');
    expect(Object.fromEntries(asked[0]!.url.searchParams)).toEqual({ from: today, to: today, group: 'day' });
    const body = within(table).getAllByRole('row');
    // The header, today's line and the totals.
    expect(body).toHaveLength(3);
    // Orders, sales and refunds; the details after them show from tablet width up.
    expect(
      within(body[1]!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['2', '$21.50', '$3.00', '$20.00', '$1.50', '$0.00', '$0.00']);
    expect(screen.getByText('Delivery fees', { selector: 'dt' }).nextSibling?.textContent).toBe('$1.50');
    // One day draws no chart.
    expect(screen.queryByRole('img')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Last 7 days' }));
    const chart = await screen.findByRole('img', { name: /Sales per day/ });
    expect(chart.querySelectorAll('rect')).toHaveLength(7);
    expect(chart.textContent).toContain('$21.50');
    expect(Object.fromEntries(asked.at(-1)!.url.searchParams)).toMatchObject({
      from: addDays(today, -6),
      to: today,
    });
    expect(within(await screen.findByRole('table', { name: /^Sales/ })).getAllByRole('row')).toHaveLength(9);

    fireEvent.click(screen.getByRole('button', { name: 'Product' }));
    expect(await screen.findByRole('rowheader', { name: 'Bariis basmati' })).toBeTruthy();
    expect(asked.at(-1)!.url.searchParams.get('group')).toBe('product');
    expect(screen.getByRole('columnheader', { name: 'Sold' })).toBeTruthy();
  });

  it('keeps a chosen period from ending before it starts', async () => {
    const { asked } = serve();
    await openReports();
    fireEvent.click(screen.getByRole('button', { name: 'Choose dates' }));
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-03-10' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-03-01' } });
    expect(screen.getByText('Choose an end date on or after the start, at most a year later.')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Show' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-03-12' } });
    fireEvent.click(screen.getByRole('button', { name: 'Show' }));
    await waitFor(() =>
      expect(Object.fromEntries(asked.at(-1)!.url.searchParams)).toMatchObject({
        from: '2026-03-10',
        to: '2026-03-12',
      }),
    );
  });

  it('downloads the CSV with the staff token and saves it under the server’s name', async () => {
    const csv = '\uFEFF"Day","Orders"\r\n';
    const { asked } = serve({
      csv: () =>
        new Response(csv, {
          headers: {
            'Content-Type': 'text/csv; charset=utf-8',
            'Content-Disposition': 'attachment; filename="sales-nasiib-2026-03-10-2026-03-10.csv"',
          },
        }),
    });
    const made: Blob[] = [];
    URL.createObjectURL = vi.fn((blob: Blob) => {
      made.push(blob);
      return 'blob:report';
    });
    URL.revokeObjectURL = vi.fn();
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
    await openReports();
    fireEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(clicked).toHaveLength(1));
    expect(clicked[0]!.download).toBe('sales-nasiib-2026-03-10-2026-03-10.csv');
    expect(clicked[0]!.getAttribute('href')).toBe('blob:report');
    const call = asked.at(-1)!;
    expect(call.auth).toBe('Bearer access-1');
    expect(call.lang).toBe('en');
    expect(call.url.searchParams.get('format')).toBe('csv');
    expect(new Uint8Array(await made[0]!.arrayBuffer()).slice(0, 3)).toEqual(
      new Uint8Array([0xef, 0xbb, 0xbf]),
    );
  });

  it('says why a download failed', async () => {
    serve({ csv: () => new Reply(422, { message: 'Choose a period of at most a year.' }) });
    await openReports();
    fireEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The file could not be downloaded. Choose a period of at most a year.',
    );
  });
});
