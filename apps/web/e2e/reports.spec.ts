import { readFileSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { PHONE, shot } from './phone-kit';
import type { Product } from '@suuq/shared/catalog';
import type { Order } from '@suuq/shared/orders';
import type { SalesReport } from '@suuq/shared/sales-report';
import { offline, staffBoard } from './order-test-kit';
import { openAroundTheClock, staffOf } from './pickup-kit';

/**
 * A store's people see their numbers: after an order is collected, the Reports tab shows today's sales, by day, by
 * product and by payment method, and downloads the CSV with the same figures, in English and in Somali, on a phone.
 * Bakaaro Family Store offers pickup and no other journey uses it.
 */
const SLUG = 'bakaaro-family-store';
const staff = staffOf(SLUG);

const WORDS = {
  en: {
    tab: 'Reports',
    title: 'Sales',
    today: 'Today',
    week: 'Last 7 days',
    product: 'Product',
    method: 'Payment method',
    download: 'Download CSV',
    chart: /Sales per day/,
    table: /^Sales/,
    header: '"Payment method","Orders","Quantity","Items total","Delivery fees","Container deposits",',
    cash: 'Cash',
  },
  so: {
    tab: 'Warbixinno',
    title: 'Iibka',
    today: 'Maanta',
    week: '7-dii maalmood ee u dambeeyay',
    product: 'Alaab',
    method: 'Habka lacag bixinta',
    download: 'Soo deji CSV',
    chart: /Iibka maalin kasta/,
    table: /^Iibka/,
    header: '"Habka lacag bixinta","Dalabyo","Tirada","Wadarta alaabta","Kharashka keenista",',
    cash: 'Lacag caddaan ah',
  },
} as const;

/** A pickup order paid in cash, placed and moved along to collected (delivered) by the store's staff. */
async function collectedOrder(request: APIRequestContext) {
  const {
    store,
    products: [product],
    auth,
  } = await openAroundTheClock(request, SLUG);
  const placed = await request.post(`/v1/api/stores/${store.id}/placeOrder`, {
    data: {
      branch_id: store.branch_id,
      delivery_method: 'pickup',
      payment_method: 'cash',
      customer: { name: 'Hodan Ali', phone: '+252 61 555 0177' },
      items: [
        {
          product_id: product.id,
          quantity: Math.max(1, Math.ceil(store.min_order_amount / product.selling_price)),
        },
      ],
    },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const order = ((await placed.json()) as { data: Order }).data;
  for (const status of ['accepted', 'processing', 'ready', 'delivered']) {
    const moved = await request.post(`/api/merchant/orders/${order.order_number}/status`, {
      data: { status },
      headers: auth,
    });
    expect(moved.status(), await moved.text()).toBe(200);
  }
  // The product's name as a Somali reader sees it (the catalog answers in the request's language).
  const somali = await request.post('/api/stores/products', {
    data: { store_id: store.id, page: 1, per_page: 100 },
    headers: { 'Accept-Language': 'so' },
  });
  const nameSo = ((await somali.json()) as { data: { products: Product[] } }).data.products.find(
    (p) => p.id === product.id,
  )!.name;
  return { store, names: { en: product.name, so: nameSo }, order, auth };
}

/** No sideways scroll on the phone. */
async function fitsWidth(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    await page.evaluate(() => window.innerWidth),
  );
}

test('staff see today’s sales after an order is collected, group them and download the CSV', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const { store, names, order, auth } = await collectedOrder(request);
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: store.timezone }).format(new Date());

  const context = await browser.newContext({ viewport: PHONE, acceptDownloads: true });
  await offline(context);
  const board = await staffBoard(context, staff.phone, staff.password);

  for (const lang of ['en', 'so'] as const) {
    const w = WORDS[lang];
    if (lang === 'so') {
      await board.evaluate(() => localStorage.setItem('language', 'so'));
      await board.reload();
      await expect(board.locator('html')).toHaveAttribute('lang', 'so');
    }
    const tab = board.getByRole('button', { name: w.tab, exact: true });
    await tab.click();
    await expect(tab).toHaveAttribute('aria-pressed', 'true');
    // The report is a part of its own, downloaded on the first visit to the tab: on a busy machine that can take
    // longer than an expectation's usual wait, and nothing here is about how fast it comes.
    await expect(board.getByRole('heading', { level: 2, name: w.title, exact: true })).toBeVisible({
      timeout: 60_000,
    });
    await expect(board.getByRole('button', { name: w.today })).toHaveAttribute('aria-pressed', 'true');

    // Today's line: the order just collected is there, with what the server says of today.
    const table = board.getByRole('table', { name: w.table });
    await expect(table).toBeVisible();
    const day = (await table.locator('tbody th').first().textContent())!;
    const { data: report } = (await (
      await request.get(`/api/merchant/reports/sales?from=${today}&to=${today}`, {
        headers: auth,
      })
    ).json()) as { data: SalesReport };
    expect(report.totals.orders).toBeGreaterThanOrEqual(1);
    expect(report.totals.total).toBeGreaterThanOrEqual(order.total);
    const row = table.getByRole('row', { name: new RegExp(`^${escape(day)}`) });
    await expect(row.getByRole('cell').first()).toHaveText(String(report.totals.orders));
    await expect(row.getByRole('cell').nth(1)).toHaveText(`$${report.totals.total.toFixed(2)}`);
    await fitsWidth(board);
    await shot(board, `${lang}-reports-today`);

    // A week: bars drawn by hand, named in words.
    await board.getByRole('button', { name: w.week }).click();
    await expect(board.getByRole('img', { name: w.chart })).toBeVisible();
    await fitsWidth(board);
    await shot(board, `${lang}-reports-week`);

    // By product: the product sold today, in the board's language where it has a Somali name.
    await board.getByRole('button', { name: w.product, exact: true }).click();
    await expect(board.getByRole('rowheader', { name: names[lang] })).toBeVisible();
    await shot(board, `${lang}-reports-product`);

    // By payment method, and the same figures as a file.
    await board.getByRole('button', { name: w.method, exact: true }).click();
    await expect(board.getByRole('rowheader', { name: w.cash })).toBeVisible();
    await fitsWidth(board);
    await shot(board, `${lang}-reports-method`);
    const downloading = board.waitForEvent('download');
    await board.getByRole('button', { name: w.download }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(
      new RegExp(`^sales-${SLUG}-\\d{4}-\\d{2}-\\d{2}-\\d{4}-\\d{2}-\\d{2}\\.csv$`),
    );
    const bytes = readFileSync((await download.path())!);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.subarray(3).toString('utf8').split('\r\n');
    expect(lines[0]!.startsWith(w.header)).toBe(true);
    const cash = lines.find((line) => line.startsWith(`"${w.cash}",`));
    expect(cash).toBeDefined();
    const { data: week } = (await (
      await request.get(
        `/api/merchant/reports/sales?from=${shiftDay(today, -6)}&to=${today}&group=payment_method`,
        { headers: auth },
      )
    ).json()) as { data: SalesReport };
    const cashRow = week.rows.find((r) => r.key === 'cash')!;
    expect(cash!.split(',').slice(1).map(Number)).toEqual([
      cashRow.orders,
      cashRow.quantity,
      cashRow.items_total,
      cashRow.delivery_fees,
      cashRow.deposits,
      cashRow.discounts,
      cashRow.refunds,
      cashRow.total,
    ]);
  }
  // The narrowest phones still scroll only down, in the longer language.
  await board.setViewportSize({ width: 320, height: 700 });
  for (const group of [WORDS.so.method, 'Maalin']) {
    await board.getByRole('button', { name: group, exact: true }).click();
    await fitsWidth(board);
  }
  await shot(board, 'so-reports-320');
  await context.close();
});

function shiftDay(day: string, days: number): string {
  const at = new Date(`${day}T12:00:00Z`);
  at.setUTCDate(at.getUTCDate() + days);
  return at.toISOString().slice(0, 10);
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
