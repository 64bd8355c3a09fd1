/**
 * The courier beyond the captain's own steps: positions go out on the order's channel only while carrying and are
 * neither kept nor shown once the delivery ends; staff assign a captain by hand; the fee and the cash land in the
 * captain's wallet once; a delivery nobody accepts in time is flagged once to its store and listed for the
 * operator; a captain's own channel is theirs alone.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DeliveryWatch, OrderCourier } from '@suuq/shared/dispatch';
import type { LiveEvent } from '@suuq/shared/live';
import type { Wallet } from '@suuq/shared/captain-wallet';
import { deliveries, walletTransactions } from '../../db/schema';
import { createTestApp, type TestContext } from '../../test/test-app';
import type { TestAccount } from '../accounts/accounts-test-kit';
import { mayListen } from '../live/live-module';
import { operatorHeaders } from '../operator/operator-test-kit';
import {
  deliveryStep,
  dispatchWorld,
  liveDeliveryOf,
  newAccount,
  north,
  orderAs,
  placedCaptain,
  preparedOrder,
  sendPosition,
  type DispatchWorld,
} from './dispatch-test-kit';

let ctx: TestContext;
let w: DispatchWorld;
let shopper: TestAccount;
const events: LiveEvent[] = [];

beforeAll(async () => {
  ctx = await createTestApp();
  w = await dispatchWorld(ctx.app);
  shopper = await newAccount(ctx.app, { name: 'Ayaan Warsame' });
  ctx.bus.subscribe((event) => events.push(event));
});
afterAll(() => ctx?.close());

async function carried(name: string) {
  const captain = await placedCaptain(w, name, north(w.point, 1));
  const order = await preparedOrder(w, shopper);
  const id = (await liveDeliveryOf(ctx.app, order.order_number))!.id;
  expect((await deliveryStep(ctx.app, captain, id, 'accept')).statusCode).toBe(200);
  return { captain, order, id };
}

const positionsOf = (captainEvents: LiveEvent[]) =>
  captainEvents.filter((event) => event.event === 'courier.position');

describe('positions', () => {
  it('go out on the carried order’s channel only, and stop with the delivery', async () => {
    const { captain, order, id } = await carried('Moving Captain');
    const idle = await placedCaptain(w, 'Idle Captain', north(w.point, 2));
    const before = events.length;

    const here = north(w.point, 0.4);
    const sent = await sendPosition(ctx.app, captain, here);
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().data.carrying).toBe(order.order_number);
    // A captain carrying nothing is placed, but nothing goes out.
    expect((await sendPosition(ctx.app, idle, north(w.point, 2.1))).json().data.carrying).toBeNull();

    const moved = positionsOf(events.slice(before));
    expect(moved).toEqual([
      {
        event: 'courier.position',
        channel: `order.${order.order_number}`,
        data: { lat: here.lat, lng: here.lng, at: expect.any(String) },
      },
    ]);
    const shown = (await orderAs(ctx.app, order.order_number, shopper.headers)).courier!;
    expect(shown.position).toMatchObject({ lat: here.lat, lng: here.lng });
    expect(shown.minutes_away).toBeGreaterThan(0);

    expect((await deliveryStep(ctx.app, captain, id, 'pickedup')).statusCode).toBe(200);
    const code = (await orderAs(ctx.app, order.order_number, shopper.headers)).handover_code!;
    expect((await deliveryStep(ctx.app, captain, id, 'delivered', { code })).statusCode).toBe(200);

    const after = events.length;
    const later = await sendPosition(ctx.app, captain, north(w.point, 0.9));
    expect(later.json().data.carrying).toBeNull();
    expect(positionsOf(events.slice(after))).toEqual([]);
    const [row] = await ctx.app.db.select().from(deliveries).where(eq(deliveries.id, id));
    expect([row!.courierLat, row!.courierLng, row!.courierPositionAt]).toEqual([null, null, null]);
    expect((await orderAs(ctx.app, order.order_number, shopper.headers)).courier).toBeUndefined();
  });

  it('are refused off duty', async () => {
    const resting = await placedCaptain(w, 'Off Duty Sender', undefined, { onDuty: false });
    expect((await sendPosition(ctx.app, resting, w.point)).statusCode).toBe(409);
  });
});

describe('staff assigning a captain', () => {
  const assign = (orderNumber: string, captainId: number) =>
    ctx.app.inject({
      method: 'POST',
      url: `/api/merchant/orders/${orderNumber}/courier`,
      headers: w.staff,
      payload: { captain_id: captainId },
    });

  it('gives a waiting delivery to a captain on duty, then moves it to another before pickup', async () => {
    const first = await placedCaptain(w, 'Assigned First', north(w.point, 8));
    const second = await placedCaptain(w, 'Assigned Second', undefined);
    const resting = await placedCaptain(w, 'Assigned Resting', undefined, { onDuty: false });
    const order = await preparedOrder(w, shopper);

    const refused = await assign(order.order_number, resting.user.id);
    expect(refused.statusCode).toBe(409);
    const given = await assign(order.order_number, first.user.id);
    expect(given.statusCode, given.body).toBe(200);
    expect(given.json<{ data: OrderCourier }>().data).toMatchObject({
      name: 'Assigned First',
      status: 'accepted',
    });
    const firstId = (await liveDeliveryOf(ctx.app, order.order_number))!.id;
    expect(events).toContainEqual({
      event: 'delivery.status',
      channel: `captain.${first.user.id}`,
      data: { delivery_id: firstId, status: 'accepted', at: expect.any(String) },
    });

    const moved = await assign(order.order_number, second.user.id);
    expect(moved.statusCode, moved.body).toBe(200);
    expect(events).toContainEqual({
      event: 'delivery.status',
      channel: `captain.${first.user.id}`,
      data: { delivery_id: firstId, status: 'released', at: expect.any(String) },
    });
    expect(
      (await ctx.app.inject({ url: '/api/deliveries/active', headers: first.headers })).json().data,
    ).toBeNull();
    const active = await ctx.app.inject({ url: '/api/deliveries/active', headers: second.headers });
    expect(active.json().data.order_number).toBe(order.order_number);
    expect((await orderAs(ctx.app, order.order_number, w.staff)).courier?.name).toBe('Assigned Second');
  });

  it('is refused for an order with no Suuq delivery, and for another store’s order (404)', async () => {
    const captain = await placedCaptain(w, 'Unneeded Captain', undefined);
    const order = await preparedOrder(w, shopper, { status: 'accepted' });
    expect((await assign(order.order_number, captain.user.id)).statusCode).toBe(409);
    expect((await assign('SQ-NOPE-0000', captain.user.id)).statusCode).toBe(404);
  });
});

describe('money', () => {
  it('credits the fee and records the cash once, in the delivering transaction', async () => {
    const { captain, order, id } = await carried('Earning Captain');
    expect((await deliveryStep(ctx.app, captain, id, 'pickedup')).statusCode).toBe(200);
    const code = (await orderAs(ctx.app, order.order_number, shopper.headers)).handover_code!;
    // Two handovers at once: one delivers, the other finds it ended.
    const answers = await Promise.all([
      deliveryStep(ctx.app, captain, id, 'delivered', { code }),
      deliveryStep(ctx.app, captain, id, 'delivered', { code }),
    ]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 409]);

    const rows = await ctx.app.db
      .select()
      .from(walletTransactions)
      .where(eq(walletTransactions.deliveryId, id));
    const cents = (value: number) => Math.round(value * 100);
    expect(rows.map((row) => [row.kind, row.amount]).sort()).toEqual([
      ['delivery_cash', -cents(order.total)],
      ['delivery_fee', cents(order.delivery_fee)],
    ]);
    const wallet = (await ctx.app.inject({ url: '/api/wallet/get', headers: captain.headers })).json<{
      data: Wallet;
    }>().data;
    expect(wallet.balance).toBeCloseTo(order.delivery_fee - order.total, 2);
    expect(wallet.transactions.map((t) => t.kind).sort()).toEqual(['delivery_cash', 'delivery_fee']);
    expect(wallet.transactions.find((t) => t.kind === 'delivery_fee')?.description).toBe(
      `Delivery fee #${id}`,
    );
  });

  it('records no cash for an order paid before it left', async () => {
    const captain = await placedCaptain(w, 'Paid Order Captain', north(w.point, 1));
    const order = await preparedOrder(w, shopper, { payment: 'bank_transfer' });
    const id = (await liveDeliveryOf(ctx.app, order.order_number))!.id;
    const [row] = await ctx.app.db.select().from(deliveries).where(eq(deliveries.id, id));
    expect(row!.cashToCollect).toBe(0);
    expect((await deliveryStep(ctx.app, captain, id, 'accept')).statusCode).toBe(200);
  });
});

describe('waiting too long', () => {
  it('is flagged once to the store’s staff, whoever looks, and listed for the operator', async () => {
    const order = await preparedOrder(w, shopper);
    const id = (await liveDeliveryOf(ctx.app, order.order_number))!.id;
    const operator = await operatorHeaders(ctx.app);
    const waiting = async () =>
      (await ctx.app.inject({ url: '/api/admin/deliveries?waiting=1', headers: operator })).json<{
        data: DeliveryWatch[];
      }>().data;
    expect((await waiting()).map((row) => row.id)).not.toContain(id);

    // Offered longer ago than DISPATCH_TIMEOUT_MINUTES.
    const past = new Date(Date.now() - (ctx.env.DISPATCH_TIMEOUT_MINUTES + 1) * 60_000);
    await ctx.app.db.update(deliveries).set({ offeredAt: past }).where(eq(deliveries.id, id));
    const sweep = ctx.app.dispatch.courierService;
    const counts = await Promise.all([sweep.sweep(), sweep.sweep()]);
    expect(counts.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(1);
    expect(await sweep.sweep()).toBe(0);
    const told = events.filter((e) => e.event === 'delivery.waiting' && e.data.delivery_id === id);
    expect(told).toEqual([
      {
        event: 'delivery.waiting',
        channel: `store.${w.store.id}`,
        data: { order_number: order.order_number, delivery_id: id, since: past.toISOString() },
      },
    ]);
    const listed = (await waiting()).find((row) => row.id === id);
    expect(listed).toMatchObject({ order_number: order.order_number, status: 'offered', captain: null });
    expect(listed!.waiting_minutes).toBeGreaterThanOrEqual(ctx.env.DISPATCH_TIMEOUT_MINUTES);
    expect((await ctx.app.inject({ url: '/api/admin/deliveries', headers: w.staff })).statusCode).toBe(403);
  });
});

describe('a captain’s channel', () => {
  it('is that captain’s alone', async () => {
    const captain = await placedCaptain(w, 'Channel Captain', undefined);
    const other = await placedCaptain(w, 'Other Channel Captain', undefined);
    const channel = `captain.${captain.user.id}`;
    expect(await mayListen(ctx.app, channel, captain.tokens.access_token)).toBe(true);
    expect(await mayListen(ctx.app, channel, other.tokens.access_token)).toBe(false);
    expect(await mayListen(ctx.app, channel, shopper.tokens.access_token)).toBe(false);
    expect(await mayListen(ctx.app, channel, undefined)).toBe(false);
  });
});
