/**
 * A store's sales report: whole days in the store's zone (an order at 23:30 there is that day's, one at 00:30 the
 * next's, though both are the same day in UTC), refunds, fees and deposits apart, by payment method, by product in
 * the caller's language, the CSV with the same figures, and who may read it.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromMinor } from '@suuq/shared/money';
import type { SalesReport } from '@suuq/shared/sales-report';
import { addDays } from '@suuq/shared/time-zone';
import { handRefunds, orderItems, orders, stores } from '../../db/schema';
import { DEMO_USERS } from '../../db/seed/seed-users';
import { newAccount } from '../accounts/accounts-test-kit';
import { orderBody, prepareLoadStore, type LoadStore } from '../../test/order-ledger';
import { createOperatorTestApp, ownerOf, type OperatorTestContext } from '../operator/operator-test-kit';

let ctx: OperatorTestContext;
let store: LoadStore;
let slug: string;
let owner: Awaited<ReturnType<typeof ownerOf>>;

// Mogadishu is UTC+3 all year: 23:30 there on DAY is 20:30 UTC on DAY, 00:30 on the next day is 21:30 UTC on DAY.
const DAY = '2026-03-10';
const NEXT = addDays(DAY, 1);
const period = `from=${addDays(DAY, -1)}&to=${NEXT}`;
const SOMALI_NAME = 'Bariis cad oo Soomaali ah';

interface Placed {
  number: string;
  subtotal: number;
  total: number;
  quantity: number;
}
const placed: Record<string, Placed> = {};

async function place(
  n: number,
  kind: string,
  at: string,
  fee: number,
  changes: Partial<typeof orders.$inferInsert>,
) {
  const res = await ctx.app.inject({
    method: 'POST',
    url: `/v1/api/stores/${store.storeId}/placeOrder`,
    payload: orderBody(store, n),
  });
  expect(res.statusCode, res.body).toBe(201);
  const number = res.json().data.order_number as string;
  const [current] = await ctx.app.db.select().from(orders).where(eq(orders.orderNumber, number));
  const [row] = await ctx.app.db
    .update(orders)
    .set({
      ...changes,
      createdAt: new Date(at),
      deliveryFee: fee,
      total: current!.subtotal + fee + (changes.depositTotal ?? current!.depositTotal),
    })
    .where(eq(orders.orderNumber, number))
    .returning();
  const items = await ctx.app.db.select().from(orderItems).where(eq(orderItems.orderId, row!.id));
  placed[kind] = {
    number,
    subtotal: row!.subtotal,
    total: row!.total,
    quantity: items.reduce((sum, item) => sum + item.quantity, 0),
  };
  return row!;
}

beforeAll(async () => {
  ctx = await createOperatorTestApp();
  store = await prepareLoadStore(ctx.app.db, 2, 1000);
  const [row] = await ctx.app.db
    .select({ slug: stores.slug })
    .from(stores)
    .where(eq(stores.id, store.storeId));
  slug = row!.slug;
  owner = await ownerOf(ctx.app, slug);

  // Cash, delivered at 23:30 local on DAY, with a delivery fee.
  await place(1, 'lateCash', `${DAY}T20:30:00Z`, 150, { status: 'delivered' });
  // EVC Plus, paid and delivered at 00:30 local on the next day, with a container deposit, and part of it given
  // back by hand after a line changed.
  const wallet = await place(2, 'earlyWallet', `${DAY}T21:30:00Z`, 0, {
    status: 'delivered',
    paymentMethod: 'evc_plus',
    paymentStatus: 'paid',
    depositTotal: 500,
  });
  const [firstLine] = await ctx.app.db
    .select()
    .from(orderItems)
    .where(eq(orderItems.orderId, wallet.id))
    .orderBy(orderItems.id)
    .limit(1);
  await ctx.app.db.update(orderItems).set({ depositTotal: 500 }).where(eq(orderItems.id, firstLine!.id));
  await ctx.app.db.insert(handRefunds).values({
    orderId: wallet.id,
    method: 'evc_plus',
    amount: 200,
    currency: 'USD',
    state: 'given',
    kind: 'changed',
  });
  // PayPal, paid on DAY, cancelled and given back whole by PayPal.
  await place(3, 'paypalRefunded', `${DAY}T07:00:00Z`, 100, {
    status: 'cancelled',
    paymentMethod: 'paypal',
    paymentStatus: 'refunded',
  });
  // Cash, cancelled unpaid: neither a sale nor a refund.
  await place(4, 'cashCancelled', `${DAY}T08:00:00Z`, 0, { status: 'cancelled' });
  // The first product's lines keep a Somali name.
  await ctx.app.db
    .update(orderItems)
    .set({ nameSo: SOMALI_NAME })
    .where(eq(orderItems.productId, store.productIds[0]!));
});
afterAll(async () => {
  await ctx?.close();
});

async function report(query: string, headers = owner.headers): Promise<SalesReport> {
  const res = await ctx.app.inject({ url: `/api/merchant/reports/sales?${query}`, headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: SalesReport }>().data;
}

describe('the sales report', () => {
  it('gives every local day of the period, the 23:30 order on its own day, refunds and fees apart', async () => {
    const { lateCash, earlyWallet, paypalRefunded } = placed as Record<string, Placed>;
    const r = await report(`${period}&group=day`);
    expect(r).toMatchObject({
      store_id: store.storeId,
      currency: 'USD',
      time_zone: 'Africa/Mogadishu',
      group: 'day',
    });
    expect(r.rows.map((row) => row.key)).toEqual([addDays(DAY, -1), DAY, NEXT]);
    expect(r.rows[0]).toEqual({
      key: addDays(DAY, -1),
      label: addDays(DAY, -1),
      orders: 0,
      quantity: 0,
      items_total: 0,
      delivery_fees: 0,
      deposits: 0,
      discounts: 0,
      refunds: 0,
      total: 0,
    });
    expect(r.rows[1]).toMatchObject({
      key: DAY,
      orders: 1,
      quantity: lateCash!.quantity,
      items_total: fromMinor(lateCash!.subtotal),
      delivery_fees: 1.5,
      deposits: 0,
      refunds: fromMinor(paypalRefunded!.total),
      total: fromMinor(lateCash!.total),
    });
    expect(r.rows[2]).toMatchObject({
      key: NEXT,
      orders: 1,
      items_total: fromMinor(earlyWallet!.subtotal),
      delivery_fees: 0,
      deposits: 5,
      refunds: 2,
      total: fromMinor(earlyWallet!.total),
    });
    expect(r.totals).toEqual({
      orders: 2,
      quantity: lateCash!.quantity + earlyWallet!.quantity,
      items_total: fromMinor(lateCash!.subtotal + earlyWallet!.subtotal),
      delivery_fees: 1.5,
      deposits: 5,
      discounts: 0,
      refunds: fromMinor(paypalRefunded!.total + 200),
      total: fromMinor(lateCash!.total + earlyWallet!.total),
    });

    // The day in UTC would have both orders; in the store's zone, a one-day report has only the late one.
    const one = await report(`from=${DAY}&to=${DAY}`);
    expect(one.rows).toHaveLength(1);
    expect(one.totals.orders).toBe(1);
  });

  it('groups by payment method, a refunded method shown for its refund alone', async () => {
    const { lateCash, earlyWallet, paypalRefunded } = placed as Record<string, Placed>;
    const r = await report(`${period}&group=payment_method`);
    const row = (key: string) => r.rows.find((line) => line.key === key);
    expect(r.rows.map((line) => line.key).sort()).toEqual(['cash', 'evc_plus', 'paypal']);
    expect(row('cash')).toMatchObject({
      label: 'Cash',
      orders: 1,
      total: fromMinor(lateCash!.total),
      refunds: 0,
    });
    expect(row('evc_plus')).toMatchObject({ orders: 1, total: fromMinor(earlyWallet!.total), refunds: 2 });
    expect(row('paypal')).toMatchObject({ orders: 0, total: 0, refunds: fromMinor(paypalRefunded!.total) });
    const so = await report(`${period}&group=payment_method&lang=so`);
    expect(so.rows.find((line) => line.key === 'cash')?.label).toBe('Lacag caddaan ah');
  });

  it('groups by product, named in the caller’s language where a Somali name was kept', async () => {
    const { lateCash, earlyWallet } = placed as Record<string, Placed>;
    const en = await report(`${period}&group=product`);
    const so = await report(`${period}&group=product`, {
      ...owner.headers,
      'accept-language': 'so',
    } as typeof owner.headers);
    const first = String(store.productIds[0]);
    expect(en.rows.find((row) => row.key === first)?.label).not.toBe(SOMALI_NAME);
    expect(so.rows.find((row) => row.key === first)?.label).toBe(SOMALI_NAME);
    // The lines add up to the delivered orders' items and deposits; fees and refunds are the orders', in totals.
    const sum = (field: 'items_total' | 'deposits' | 'quantity') =>
      Math.round(en.rows.reduce((total, row) => total + row[field] * 100, 0));
    expect(sum('items_total')).toBe(lateCash!.subtotal + earlyWallet!.subtotal);
    expect(sum('deposits')).toBe(500);
    expect(sum('quantity')).toBe((lateCash!.quantity + earlyWallet!.quantity) * 100);
    expect(en.rows.every((row) => row.delivery_fees === 0 && row.refunds === 0)).toBe(true);
    expect(en.totals.delivery_fees).toBe(1.5);
  });

  it('comes as CSV: a BOM, a header in the caller’s language, the same figures, a named file', async () => {
    const json = await report(`${period}&group=day&lang=so`);
    const res = await ctx.app.inject({
      url: `/api/merchant/reports/sales?${period}&group=day&format=csv&lang=so`,
      headers: owner.headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="sales-${slug}-${addDays(DAY, -1)}-${NEXT}.csv"`,
    );
    const bytes = res.rawPayload;
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.subarray(3).toString('utf8').split('\r\n');
    expect(lines.pop()).toBe('');
    expect(lines[0]).toBe(
      '"Maalin","Dalabyo","Tirada","Wadarta alaabta","Kharashka keenista","Deebaajiga weelasha",' +
        '"Qiimo dhimis","Lacag-celin","Wadarta"',
    );
    expect(lines).toHaveLength(json.rows.length + 2);
    const figures = (row: Omit<SalesReport['rows'][number], 'key' | 'label'>) => [
      row.orders,
      row.quantity,
      row.items_total,
      row.delivery_fees,
      row.deposits,
      row.discounts,
      row.refunds,
      row.total,
    ];
    for (const [i, row] of json.rows.entries()) {
      const cells = lines[i + 1]!.split(',');
      expect(cells[0]).toBe(`"${row.label}"`);
      expect(cells.slice(1).map(Number)).toEqual(figures(row));
    }
    const last = lines.at(-1)!.split(',');
    expect(last[0]).toBe('"Wadarta guud"');
    expect(last.slice(1).map(Number)).toEqual(figures(json.totals));

    const en = await ctx.app.inject({
      url: `/api/merchant/reports/sales?${period}&group=payment_method&format=csv`,
      headers: owner.headers,
    });
    expect(en.body.slice(1).split('\r\n')[0]).toMatch(/^"Payment method","Orders",/);
  });

  it('refuses a period that ends before it starts, is longer than a year or is not a date, with a message', async () => {
    for (const query of [
      `from=${DAY}&to=${addDays(DAY, -1)}`,
      `from=${DAY}&to=${addDays(DAY, 366)}`,
      `from=${DAY}&to=tomorrow`,
      `from=${DAY}`,
      `from=${DAY}&to=${DAY}&group=week`,
    ]) {
      const res = await ctx.app.inject({
        url: `/api/merchant/reports/sales?${query}`,
        headers: owner.headers,
      });
      expect(res.statusCode, query).toBe(422);
      expect(res.json().message, query).toEqual(expect.any(String));
    }
    const year = await ctx.app.inject({
      url: `/api/merchant/reports/sales?from=${DAY}&to=${addDays(DAY, 365)}`,
      headers: owner.headers,
    });
    expect(year.statusCode).toBe(200);
    expect(year.json().data.rows).toHaveLength(366);
    const refused = await ctx.app.inject({
      url: `/api/merchant/reports/sales?from=${DAY}&to=${addDays(DAY, -1)}`,
      headers: { ...owner.headers, 'accept-language': 'so' },
    });
    expect(refused.json().errors.to[0]).toMatch(/sano/);
  });

  it('shows staff their own store only; shoppers get 403 and strangers 401', async () => {
    const other = DEMO_USERS.find((user) => user.role === 'staff' && user.storeSlug !== slug)!;
    const theirs = await report(`${period}&group=day`, (await ownerOf(ctx.app, other.storeSlug!)).headers);
    expect(theirs.store_id).not.toBe(store.storeId);
    expect(theirs.totals.orders).toBe(0);
    expect(theirs.totals.refunds).toBe(0);

    const shopper = await newAccount(ctx.app);
    const asShopper = await ctx.app.inject({
      url: `/api/merchant/reports/sales?${period}`,
      headers: shopper.headers,
    });
    expect(asShopper.statusCode).toBe(403);
    const csvAsShopper = await ctx.app.inject({
      url: `/api/merchant/reports/sales?${period}&format=csv`,
      headers: shopper.headers,
    });
    expect(csvAsShopper.statusCode).toBe(403);
    expect((await ctx.app.inject({ url: `/api/merchant/reports/sales?${period}` })).statusCode).toBe(401);
  });

  it('is in the OpenAPI document, JSON and CSV', async () => {
    const doc = (await ctx.app.inject('/api/openapi.json')).json();
    const answer = doc.paths['/api/merchant/reports/sales'].get.responses['200'];
    expect(Object.keys(answer.content).sort()).toEqual(['application/json', 'text/csv']);
  });
});
