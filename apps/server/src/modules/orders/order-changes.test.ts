/**
 * Staff changing orders: a pickup order's own path (never on the way), cancelling with a reason the shopper reads,
 * and removing or replacing one line with its stock given back and taken exactly, its totals recomputed and a paid
 * order's difference owed back. Runs on PGlite and, with TEST_DATABASE_URL, on PostgreSQL, where two staff changing
 * lines at once really interleave.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Product, Store } from '@suuq/shared/catalog';
import type { LiveEvent } from '@suuq/shared/live';
import type { Order, PlaceOrderRequest } from '@suuq/shared/orders';
import { products, stores } from '../../db/schema';
import { DEMO_USERS } from '../../db/seed/seed-users';
import { bearer, signIn } from '../accounts/accounts-test-kit';
import { loadFixtures, type Fixtures } from '../../test/catalog-fixtures';
import { createTestApp, type TestContext } from '../../test/test-app';

let ctx: TestContext;
let fixtures: Fixtures;
/** An open store with staff that offers pickup and delivery. */
let store: Store;
let staff: { authorization: string };
let p: Product;
let q: Product;
const events: LiveEvent[] = [];

beforeAll(async () => {
  ctx = await createTestApp();
  fixtures = await loadFixtures(ctx.app);
  for (const candidate of fixtures.stores.filter((s) => s.is_open)) {
    const demo = DEMO_USERS.find((u) => u.role === 'staff' && u.storeSlug === candidate.slug);
    const methods = (await ctx.app.inject(`/v1/api/delivery?store_id=${candidate.id}`)).json<{
      data: { key: string; available: boolean }[];
    }>().data;
    const offers = (key: string) => methods.some((m) => m.key === key && m.available);
    const simple = (await fixtures.freshProductsOf(candidate.id)).filter(
      (product) => !product.has_variant && product.options.length === 0 && !product.container,
    );
    if (demo && offers('pickup') && offers('delivery') && simple.length >= 2) {
      store = candidate;
      staff = bearer((await signIn(ctx.app, demo.phone, demo.password)).access_token);
      [p, q] = simple as [Product, Product];
      break;
    }
  }
  if (!store) throw new Error('No open store with staff, pickup and delivery');
  const db = ctx.testDb.database.db;
  await db.update(stores).set({ minOrderAmount: 0 }).where(eq(stores.id, store.id));
  ctx.bus.subscribe((event) => events.push(event));
});
afterAll(() => ctx.close());

async function setStock(product: Product, stock: number) {
  await ctx.testDb.database.db
    .update(products)
    .set({ stock, unlimitedStock: false })
    .where(eq(products.id, product.id));
}

async function stockOf(product: Product): Promise<number> {
  const [row] = await ctx.testDb.database.db
    .select({ stock: products.stock })
    .from(products)
    .where(eq(products.id, product.id));
  return row!.stock;
}

async function place(
  items: PlaceOrderRequest['items'],
  method: PlaceOrderRequest['delivery_method'] = 'pickup',
  payment: PlaceOrderRequest['payment_method'] = 'cash',
): Promise<Order> {
  const res = await ctx.app.inject({
    method: 'POST',
    url: `/v1/api/stores/${store.id}/placeOrder`,
    payload: {
      branch_id: store.branch_id,
      delivery_method: method,
      payment_method: payment,
      customer: { name: 'Hodan Ali', phone: '+252 61 555 0101' },
      ...(method === 'delivery' ? { address: { line: 'Taleex Street, Hodan', lat: 2.04, lng: 45.31 } } : {}),
      items,
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ data: Order }>().data;
}

const move = (number: string, payload: Record<string, unknown>) =>
  ctx.app.inject({ method: 'POST', url: `/api/merchant/orders/${number}/status`, headers: staff, payload });

const removeLine = (number: string, lineId: number, payload: Record<string, unknown> = {}) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/merchant/orders/${number}/items/${lineId}/remove`,
    headers: staff,
    payload: { reason: 'out_of_stock', ...payload },
  });

const replaceLine = (number: string, lineId: number, item: Record<string, unknown>) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/merchant/orders/${number}/items/${lineId}/replace`,
    headers: staff,
    payload: { reason: 'out_of_stock', item },
  });

async function tracked(number: string, lang = 'en'): Promise<Order> {
  return (await ctx.app.inject(`/v1/api/orders/${number}?lang=${lang}`)).json<{ data: Order }>().data;
}

describe('a pickup order', () => {
  it('goes ready → collected, never on the way, and ends delivered as every order does', async () => {
    const order = await place([{ product_id: p.id, quantity: 1 }]);
    expect((await move(order.order_number, { status: 'accepted' })).statusCode).toBe(200);
    const road = await move(order.order_number, { status: 'on_the_way' });
    expect(road.statusCode).toBe(409);
    expect(road.json().message).toMatch(/^A pickup or dine-in order is never on the way/);
    const somali = await ctx.app.inject({
      method: 'POST',
      url: `/api/merchant/orders/${order.order_number}/status?lang=so`,
      headers: staff,
      payload: { status: 'on_the_way' },
    });
    expect(somali.json().message).toMatch(/^Dalab la soo qaadanayo/);
    expect((await move(order.order_number, { status: 'ready' })).statusCode).toBe(200);
    expect((await move(order.order_number, { status: 'on_the_way' })).statusCode).toBe(409);
    const collected = await move(order.order_number, { status: 'delivered' });
    expect(collected.statusCode, collected.body).toBe(200);
    const seen = await tracked(order.order_number);
    expect(seen.status).toBe('delivered');
    expect(seen.status_history.map((h) => h.status)).toEqual(['sent', 'accepted', 'ready', 'delivered']);
    // Where to collect it.
    expect(seen.store.address).toBeTruthy();
  });

  it('a delivery still goes on the way', async () => {
    const order = await place([{ product_id: p.id, quantity: 1 }], 'delivery');
    expect((await move(order.order_number, { status: 'ready' })).statusCode).toBe(200);
    expect((await move(order.order_number, { status: 'on_the_way' })).statusCode).toBe(200);
  });
});

describe('cancelling with a reason', () => {
  it('keeps the reason on the order and shows it to the shopper in their language', async () => {
    const order = await place([{ product_id: p.id, quantity: 1 }]);
    const noNote = await move(order.order_number, { status: 'cancelled', reason: 'other' });
    expect(noNote.statusCode).toBe(422);
    expect(noNote.json().errors.note).toBeDefined();
    expect((await tracked(order.order_number)).status).toBe('sent');

    const bad = await move(order.order_number, { status: 'cancelled', reason: 'bored' });
    expect(bad.statusCode).toBe(422);

    const res = await move(order.order_number, { status: 'cancelled', reason: 'store_closing' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.cancellation).toEqual({
      reason: 'store_closing',
      note: null,
      text: 'The store is closing',
    });
    expect((await tracked(order.order_number)).cancellation?.text).toBe('The store is closing');
    expect((await tracked(order.order_number, 'so')).cancellation?.text).toBe('Dukaanku wuu xirmayaa');
  });

  it("shows staff's own words for another reason", async () => {
    const order = await place([{ product_id: p.id, quantity: 1 }]);
    const res = await move(order.order_number, {
      status: 'cancelled',
      reason: 'other',
      note: 'The oven broke down',
    });
    expect(res.statusCode).toBe(200);
    expect((await tracked(order.order_number, 'so')).cancellation).toEqual({
      reason: 'other',
      note: 'The oven broke down',
      text: 'The oven broke down',
    });
  });
});

describe('removing and replacing a line', () => {
  it('removes one line: its stock back exactly, totals recomputed, the shopper told live', async () => {
    await setStock(p, 50);
    await setStock(q, 50);
    const order = await place([
      { product_id: p.id, quantity: 3 },
      { product_id: q.id, quantity: 2 },
    ]);
    expect(await stockOf(p)).toBe(47);
    const line = order.items.find((item) => item.product_id === p.id)!;
    events.length = 0;
    const res = await removeLine(order.order_number, line.line_id!);
    expect(res.statusCode, res.body).toBe(200);
    const changed = res.json<{ data: Order }>().data;
    expect(changed.items.map((item) => item.product_id)).toEqual([q.id]);
    expect(changed.subtotal).toBeCloseTo(order.subtotal - line.total, 2);
    expect(changed.total).toBeCloseTo(order.total - line.total, 2);
    expect(await stockOf(p)).toBe(50);
    expect(await stockOf(q)).toBe(48);
    // A cash order's total simply changes: nothing was paid, nothing is owed back.
    expect(changed.refund_due).toBeUndefined();
    expect(events).toContainEqual(
      expect.objectContaining({ event: 'order.status', channel: `order.${order.order_number}` }),
    );
    const seen = await tracked(order.order_number, 'so');
    expect(seen.changes).toEqual([
      expect.objectContaining({
        kind: 'removed',
        name: line.name_so ?? line.name,
        quantity: 3,
        new_name: null,
        reason: 'out_of_stock',
        text: 'Alaabtii waa ka dhammaatay',
      }),
    ]);
    expect(seen.changes![0]!.amount).toBeCloseTo(-line.total, 2);

    // The only line left cannot go: the order is cancelled instead.
    const last = await removeLine(order.order_number, changed.items[0]!.line_id!);
    expect(last.statusCode).toBe(409);
    // Twice the same line: it is gone.
    expect((await removeLine(order.order_number, line.line_id!)).statusCode).toBe(404);
  });

  it('replaces a line with another product, repriced by the server, stock moved exactly', async () => {
    await setStock(p, 20);
    await setStock(q, 20);
    const order = await place([
      { product_id: p.id, quantity: 2 },
      { product_id: q.id, quantity: 1 },
    ]);
    const line = order.items.find((item) => item.product_id === p.id)!;
    const res = await replaceLine(order.order_number, line.line_id!, { product_id: q.id, quantity: 4 });
    expect(res.statusCode, res.body).toBe(200);
    const changed = res.json<{ data: Order }>().data;
    expect(await stockOf(p)).toBe(20);
    expect(await stockOf(q)).toBe(20 - 1 - 4);
    const added = changed.items.find((item) => item.quantity === 4)!;
    expect(added.product_id).toBe(q.id);
    expect(added.total).toBeCloseTo(q.selling_price * 4, 2);
    expect(changed.total).toBeCloseTo(order.total - line.total + q.selling_price * 4, 2);
    expect(changed.changes?.[0]).toMatchObject({ kind: 'replaced', quantity: 2, new_quantity: 4 });

    // Too little stock for a replacement: 409 with what is left, and nothing changed.
    const short = await replaceLine(order.order_number, added.line_id!, { product_id: p.id, quantity: 21 });
    expect(short.statusCode).toBe(409);
    expect(short.json().errors.items).toEqual([{ product_id: p.id, variant_id: null, available: 20 }]);
    expect(await stockOf(q)).toBe(15);
    expect((await tracked(order.order_number)).items).toHaveLength(2);
  });

  it('a paid order owes the difference back by hand, and may not cost more', async () => {
    await setStock(p, 20);
    const order = await place(
      [
        { product_id: p.id, quantity: 2 },
        { product_id: q.id, quantity: 1 },
      ],
      'pickup',
      'bank_transfer',
    );
    const paid = await ctx.app.inject({
      method: 'POST',
      url: `/api/merchant/orders/${order.order_number}/payment`,
      headers: staff,
      payload: { decision: 'confirm' },
    });
    expect(paid.statusCode, paid.body).toBe(200);
    const line = order.items.find((item) => item.product_id === p.id)!;
    const dearer = await replaceLine(order.order_number, line.line_id!, { product_id: p.id, quantity: 3 });
    expect(dearer.statusCode).toBe(409);
    expect(dearer.json().message).toMatch(/may not cost more/);

    const res = await removeLine(order.order_number, line.line_id!);
    expect(res.statusCode).toBe(200);
    const changed = res.json<{ data: Order }>().data;
    expect(changed.refund_due).toBeCloseTo(line.total, 2);
    expect(changed.refund_by_hand).toBe(true);
    // Staff give it back by hand and say so; it is no longer due.
    const given = await ctx.app.inject({
      method: 'POST',
      url: `/api/merchant/orders/${order.order_number}/refund`,
      headers: staff,
    });
    expect(given.statusCode, given.body).toBe(200);
    expect(given.json().data.refund_due).toBeUndefined();
    expect(given.json().data.payment_status).toBe('paid');

    // Cancelled later, the transfer owes back what the order costs now: the difference was given already.
    const cancelled = await move(order.order_number, { status: 'cancelled', reason: 'customer_asked' });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().data.refund_due).toBeCloseTo(order.total - line.total, 2);
    expect(cancelled.json().data.cancellation.text).toBe('The customer asked');
  });

  it('a paid order changed twice owes back both differences, and a cancel keeps them due beside its total', async () => {
    await setStock(p, 20);
    const order = await place(
      [
        { product_id: p.id, quantity: 3 },
        { product_id: q.id, quantity: 1 },
      ],
      'pickup',
      'bank_transfer',
    );
    await ctx.app.inject({
      method: 'POST',
      url: `/api/merchant/orders/${order.order_number}/payment`,
      headers: staff,
      payload: { decision: 'confirm' },
    });
    const line = order.items.find((item) => item.product_id === p.id)!;
    const once = await replaceLine(order.order_number, line.line_id!, { product_id: p.id, quantity: 2 });
    expect(once.statusCode, once.body).toBe(200);
    const smaller = once.json<{ data: Order }>().data.items.find((item) => item.product_id === p.id)!;
    const twice = await replaceLine(order.order_number, smaller.line_id!, { product_id: p.id, quantity: 1 });
    expect(twice.json().data.refund_due).toBeCloseTo(p.selling_price * 2, 2);
    expect(twice.json().data.changes).toHaveLength(2);
    const cancelled = await move(order.order_number, { status: 'cancelled', reason: 'store_closing' });
    expect(cancelled.json().data.refund_due).toBeCloseTo(order.total, 2);
    expect(await stockOf(p)).toBe(20);
  });

  it('refuses an order already on its way, and another store’s staff', async () => {
    const order = await place(
      [
        { product_id: p.id, quantity: 1 },
        { product_id: q.id, quantity: 1 },
      ],
      'delivery',
    );
    const line = order.items[0]!;
    expect((await move(order.order_number, { status: 'on_the_way' })).statusCode).toBe(200);
    const late = await removeLine(order.order_number, line.line_id!);
    expect(late.statusCode).toBe(409);
    const anonymous = await ctx.app.inject({
      method: 'POST',
      url: `/api/merchant/orders/${order.order_number}/items/${line.line_id}/remove`,
      payload: { reason: 'out_of_stock' },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('two staff changing lines at once leave the stock exact', async () => {
    await setStock(p, 100);
    await setStock(q, 100);
    // Two orders each with a line of p and a line of q; crosswise replacements lock p and q in opposite orders
    // unless every change locks them in the one order.
    const orders = await Promise.all(
      Array.from({ length: 4 }, () =>
        place([
          { product_id: p.id, quantity: 2 },
          { product_id: q.id, quantity: 3 },
        ]),
      ),
    );
    expect(await stockOf(p)).toBe(100 - 8);
    expect(await stockOf(q)).toBe(100 - 12);
    const lineOf = (order: Order, product: Product) =>
      order.items.find((item) => item.product_id === product.id)!.line_id!;
    const results = await Promise.all(
      orders.flatMap((order, i) =>
        i % 2 === 0
          ? [
              // One staff member replaces p by 5 of q while another removes q's line of the same order.
              replaceLine(order.order_number, lineOf(order, p), { product_id: q.id, quantity: 5 }),
              removeLine(order.order_number, lineOf(order, q)),
            ]
          : [
              replaceLine(order.order_number, lineOf(order, q), { product_id: p.id, quantity: 4 }),
              removeLine(order.order_number, lineOf(order, p)),
            ],
      ),
    );
    const statuses = results.map((r) => r.statusCode);
    expect(results.filter((r) => r.statusCode >= 500).map((r) => r.body)).toEqual([]);
    // On each order both changes go through, whichever comes first (the other line is still there).
    expect(statuses).toEqual(Array.from({ length: 8 }, () => 200));
    // Orders 0 and 2 now hold 5 of q; orders 1 and 3 hold 4 of p.
    expect(await stockOf(p)).toBe(100 - 8);
    expect(await stockOf(q)).toBe(100 - 10);
    for (const [i, order] of orders.entries()) {
      const now = await tracked(order.order_number);
      expect(now.items.map((item) => [item.product_id, item.quantity])).toEqual([
        i % 2 === 0 ? [q.id, 5] : [p.id, 4],
      ]);
      expect(now.changes).toHaveLength(2);
    }
  });
});
