/**
 * Delivery by captains, end to end through the API: offers only to captains on duty near the store and without the
 * shopper's contact, the first accept wins, the handover code (wrong, locked, right), giving back and re-offering,
 * and the order's answer showing the courier to its shopper and staff. Positions, staff assignment, money and the
 * timeout are in `dispatch-courier.test.ts`.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Delivery } from '@suuq/shared/dispatch';
import type { LiveEvent } from '@suuq/shared/live';
import { createTestApp, type TestContext } from '../../test/test-app';
import type { TestAccount } from '../accounts/accounts-test-kit';
import {
  deliveryStep,
  dispatchWorld,
  liveDeliveryOf,
  newAccount,
  north,
  offersOf,
  orderAs,
  placedCaptain,
  preparedOrder,
  setStatus,
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

const data = <T>(res: { json: () => unknown }) => (res.json() as { data: T }).data;

describe('offers', () => {
  it('reach captains on duty near the store, nearest first, without the shopper’s phone or address', async () => {
    const nearer = await placedCaptain(w, 'Nearer Captain', north(w.point, 0.5));
    const farther = await placedCaptain(w, 'Farther Captain', north(w.point, 3));
    const far = await placedCaptain(w, 'Far Captain', north(w.point, 12));
    const offDuty = await placedCaptain(w, 'Resting Captain', north(w.point, 0.2), { onDuty: false });
    const unplaced = await placedCaptain(w, 'Silent Captain', undefined);

    const order = await preparedOrder(w, shopper);
    const live = await liveDeliveryOf(ctx.app, order.order_number);
    expect(live?.status).toBe('offered');

    const seen = (await offersOf(ctx.app, nearer)).find((offer) => offer.id === live!.id);
    expect(seen).toMatchObject({
      store: { name: w.store.name },
      fee: order.delivery_fee,
      cash_to_collect: order.total,
    });
    expect(seen!.distance_km).toBeCloseTo(0.5, 1);
    const text = JSON.stringify(seen);
    expect(text).not.toContain('444 2020');
    expect(text).not.toContain('blue mosque');
    expect((await offersOf(ctx.app, farther)).map((offer) => offer.id)).toContain(live!.id);
    for (const nobody of [far, offDuty, unplaced]) {
      expect((await offersOf(ctx.app, nobody)).map((offer) => offer.id)).not.toContain(live!.id);
    }
    // Told live on their own channel: the near ones only.
    const told = events
      .filter((e) => e.event === 'delivery.offered' && e.data.delivery_id === live!.id)
      .map((e) => e.channel);
    expect(told).toEqual([`captain.${nearer.user.id}`, `captain.${farther.user.id}`]);
    // Too far to see it, too far to take it.
    expect((await deliveryStep(ctx.app, far, live!.id, 'accept')).statusCode).toBe(404);
    expect((await deliveryStep(ctx.app, offDuty, live!.id, 'accept')).statusCode).toBe(409);
    await setStatus(w, order.order_number, 'cancelled');
  });

  it('are pushed to the subscribed phones of the captains near, once, with the app closed', async () => {
    const subscribe = (captain: TestAccount, n: number) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/push/subscriptions',
        headers: captain.headers,
        payload: {
          endpoint: `http://127.0.0.1:9/push/captain-${n}-${Date.now()}`,
          keys: { p256dh: 'B'.repeat(87), auth: 'A'.repeat(22) },
        },
      });
    const near = await placedCaptain(w, 'Pocket Captain', north(w.point, 0.4));
    const away = await placedCaptain(w, 'Distant Captain', north(w.point, 20));
    expect((await subscribe(near, 1)).statusCode).toBeLessThan(300);
    expect((await subscribe(away, 2)).statusCode).toBeLessThan(300);

    const order = await preparedOrder(w, shopper);
    const live = await liveDeliveryOf(ctx.app, order.order_number);
    const { outboxMessages } = await import('../../db/schema');
    const { and, eq } = await import('drizzle-orm');
    const pushes = await ctx.app.db
      .select()
      .from(outboxMessages)
      .where(
        and(
          eq(outboxMessages.kind, 'push_delivery_offer'),
          eq(outboxMessages.orderNumber, order.order_number),
        ),
      );
    expect(pushes).toHaveLength(1);
    const body = JSON.parse(pushes[0]!.body) as { title: string; url: string };
    expect(body).toMatchObject({ title: `Delivery from ${w.store.name}`, url: '/captain' });
    expect(pushes[0]!.dedupeKey).toMatch(new RegExp(`^push_delivery_offer:delivery-${live!.id}:\\d+$`));
    await setStatus(w, order.order_number, 'cancelled');
  });

  it('are not made for a store that carries its own orders, nor for pickup', async () => {
    const { stores } = await import('../../db/schema');
    const { eq } = await import('drizzle-orm');
    await ctx.app.db.update(stores).set({ courierMode: 'own' }).where(eq(stores.id, w.store.id));
    try {
      const order = await preparedOrder(w, shopper);
      expect(await liveDeliveryOf(ctx.app, order.order_number)).toBeUndefined();
    } finally {
      await ctx.app.db.update(stores).set({ courierMode: 'suuq' }).where(eq(stores.id, w.store.id));
    }
  });

  it('go when staff cancel the order, and the captains near are told', async () => {
    const near = await placedCaptain(w, 'Watching Captain', north(w.point, 1));
    const order = await preparedOrder(w, shopper);
    const live = (await liveDeliveryOf(ctx.app, order.order_number))!;
    expect((await setStatus(w, order.order_number, 'cancelled')).statusCode).toBe(200);
    expect((await offersOf(ctx.app, near)).map((offer) => offer.id)).not.toContain(live.id);
    expect(events).toContainEqual(
      expect.objectContaining({ event: 'delivery.taken', channel: `captain.${near.user.id}` }),
    );
  });
});

describe('accepting', () => {
  it('lets exactly one of two captains racing for a delivery win; the other is told kindly, in Somali too', async () => {
    const a = await placedCaptain(w, 'Racer A', north(w.point, 1));
    const b = await placedCaptain(w, 'Racer B', north(w.point, 1.2));
    const order = await preparedOrder(w, shopper);
    const id = (await liveDeliveryOf(ctx.app, order.order_number))!.id;

    const answers = await Promise.all([
      deliveryStep(ctx.app, a, id, 'accept'),
      deliveryStep(ctx.app, b, id, 'accept'),
    ]);
    const codes = answers.map((res) => res.statusCode).sort();
    expect(codes).toEqual([200, 409]);
    const winner = answers[0]!.statusCode === 200 ? a : b;
    const loser = winner === a ? b : a;
    const lost = answers.find((res) => res.statusCode === 409)!;
    expect(lost.json().message).toBe('Another captain took this delivery.');
    const so = await deliveryStep(ctx.app, loser, id, 'accept', undefined, 'so');
    expect(so.statusCode).toBe(409);
    expect(so.json().message).toBe('Darawal kale ayaa qaatay gaarsiintan.');

    // The winner now reads the shopper's contact and pin; the loser reads nothing.
    const mine = await ctx.app.inject({ url: `/api/deliveries/${id}`, headers: winner.headers });
    expect(data<Delivery>(mine)).toMatchObject({
      status: 'accepted',
      order_number: order.order_number,
      dropoff: { name: 'Ayaan Warsame', phone: '+252 61 444 2020', address: 'Near the blue mosque, Hodan' },
    });
    expect((await ctx.app.inject({ url: `/api/deliveries/${id}`, headers: loser.headers })).statusCode).toBe(
      404,
    );
    expect(events).toContainEqual({
      event: 'delivery.taken',
      channel: `captain.${loser.user.id}`,
      data: { delivery_id: id, at: expect.any(String) },
    });
    // Staff and the shopper see who comes; only the shopper sees the handover code.
    const asShopper = await orderAs(ctx.app, order.order_number, shopper.headers);
    expect(asShopper.courier).toMatchObject({
      name: winner === a ? 'Racer A' : 'Racer B',
      status: 'accepted',
    });
    expect(asShopper.courier?.vehicle?.type).toBeTruthy();
    expect(asShopper.handover_code).toMatch(/^\d{4}$/);
    const asStaff = await orderAs(ctx.app, order.order_number, w.staff);
    expect(asStaff.courier?.phone).toBe(winner.user.phone);
    expect(asStaff.handover_code).toBeUndefined();
    const asAnyone = await orderAs(ctx.app, order.order_number);
    expect(asAnyone.courier).toBeUndefined();
    expect(asAnyone.handover_code).toBeUndefined();
  });

  it('refuses a captain who already carries a delivery', async () => {
    const busy = await placedCaptain(w, 'Busy Captain', north(w.point, 1));
    const first = await preparedOrder(w, shopper);
    const second = await preparedOrder(w, shopper);
    const one = (await liveDeliveryOf(ctx.app, first.order_number))!.id;
    const two = (await liveDeliveryOf(ctx.app, second.order_number))!.id;
    expect((await deliveryStep(ctx.app, busy, one, 'accept')).statusCode).toBe(200);
    const again = await deliveryStep(ctx.app, busy, two, 'accept');
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Finish the delivery you carry before you accept another.');
  });
});

describe('the handover', () => {
  async function carried(name: string) {
    const captain = await placedCaptain(w, name, north(w.point, 1));
    const order = await preparedOrder(w, shopper);
    const id = (await liveDeliveryOf(ctx.app, order.order_number))!.id;
    expect((await deliveryStep(ctx.app, captain, id, 'accept')).statusCode).toBe(200);
    return { captain, order, id };
  }

  it('needs the order picked up first, which puts it on the way', async () => {
    const { captain, order, id } = await carried('Pickup Captain');
    const early = await deliveryStep(ctx.app, captain, id, 'delivered', { code: '0000' });
    expect(early.statusCode).toBe(409);
    const picked = await deliveryStep(ctx.app, captain, id, 'pickedup');
    expect(picked.statusCode, picked.body).toBe(200);
    expect((await orderAs(ctx.app, order.order_number)).status).toBe('on_the_way');
    expect((await deliveryStep(ctx.app, captain, id, 'pickedup')).statusCode).toBe(409);
    // Staff cannot hand it over for the captain.
    expect((await setStatus(w, order.order_number, 'delivered')).statusCode).toBe(409);
  });

  it('refuses wrong codes (422, tries counted down), then any code after five (429)', async () => {
    const { captain, order, id } = await carried('Wrong Code Captain');
    expect((await deliveryStep(ctx.app, captain, id, 'pickedup')).statusCode).toBe(200);
    const right = (await orderAs(ctx.app, order.order_number, shopper.headers)).handover_code!;
    const wrong = right === '0000' ? '1111' : '0000';
    const malformed = await deliveryStep(ctx.app, captain, id, 'delivered', { code: '12a' });
    expect(malformed.statusCode).toBe(422);
    for (let left = 4; left >= 0; left -= 1) {
      const res = await deliveryStep(ctx.app, captain, id, 'delivered', { code: wrong });
      expect(res.statusCode).toBe(422);
      expect(res.json().message).toBe(`That code is not right. ${left} tries left.`);
    }
    const locked = await deliveryStep(ctx.app, captain, id, 'delivered', { code: right });
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toBe('Too many wrong codes. Call the store or Suuq support.');
    expect((await orderAs(ctx.app, order.order_number)).status).toBe('on_the_way');
  });

  it('with the right code delivers the order, and the courier and code are no longer shown', async () => {
    const { captain, order, id } = await carried('Right Code Captain');
    expect((await deliveryStep(ctx.app, captain, id, 'pickedup')).statusCode).toBe(200);
    const code = (await orderAs(ctx.app, order.order_number, shopper.headers)).handover_code!;
    const done = await deliveryStep(ctx.app, captain, id, 'delivered', { code });
    expect(done.statusCode, done.body).toBe(200);
    expect(data<Delivery>(done).status).toBe('delivered');
    const after = await orderAs(ctx.app, order.order_number, shopper.headers);
    expect(after.status).toBe('delivered');
    expect(after.courier).toBeUndefined();
    expect(after.handover_code).toBeUndefined();
    const twice = await deliveryStep(ctx.app, captain, id, 'delivered', { code });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('This delivery has ended.');
  });
});

describe('giving back', () => {
  it('offers the delivery again at once, to the captains near, and the first captain no longer reads it', async () => {
    const first = await placedCaptain(w, 'Giving Back Captain', north(w.point, 1));
    const next = await placedCaptain(w, 'Next Captain', north(w.point, 2));
    const order = await preparedOrder(w, shopper);
    const id = (await liveDeliveryOf(ctx.app, order.order_number))!.id;
    expect((await deliveryStep(ctx.app, first, id, 'accept')).statusCode).toBe(200);
    const blank = await deliveryStep(ctx.app, first, id, 'release', { reason: ' ' });
    expect(blank.statusCode).toBe(422);
    const back = await deliveryStep(ctx.app, first, id, 'release', { reason: 'My bajaj broke down' });
    expect(back.statusCode, back.body).toBe(200);
    expect(data<Delivery>(back).status).toBe('released');
    expect((await ctx.app.inject({ url: `/api/deliveries/${id}`, headers: first.headers })).statusCode).toBe(
      404,
    );

    const again = (await liveDeliveryOf(ctx.app, order.order_number))!;
    expect(again.status).toBe('offered');
    expect(again.id).not.toBe(id);
    expect((await offersOf(ctx.app, next)).map((offer) => offer.id)).toContain(again.id);
    expect(events).toContainEqual({
      event: 'delivery.offered',
      channel: `captain.${next.user.id}`,
      data: { delivery_id: again.id, at: expect.any(String) },
    });
    expect((await deliveryStep(ctx.app, next, again.id, 'accept')).statusCode).toBe(200);
    expect((await orderAs(ctx.app, order.order_number, shopper.headers)).courier?.name).toBe('Next Captain');
  });

  it('is refused once the order is picked up', async () => {
    const captain = await placedCaptain(w, 'Loaded Captain', north(w.point, 1));
    const order = await preparedOrder(w, shopper);
    const id = (await liveDeliveryOf(ctx.app, order.order_number))!.id;
    expect((await deliveryStep(ctx.app, captain, id, 'accept')).statusCode).toBe(200);
    expect((await deliveryStep(ctx.app, captain, id, 'pickedup')).statusCode).toBe(200);
    const res = await deliveryStep(ctx.app, captain, id, 'release', { reason: 'Too far' });
    expect(res.statusCode).toBe(409);
  });
});
