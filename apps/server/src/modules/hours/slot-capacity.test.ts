/**
 * Orders for later: a slot's capacity is taken in the order's transaction and given back on cancel. Runs on PGlite
 * and, with TEST_DATABASE_URL, on PostgreSQL, where the concurrent orders really race for the last places.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Order } from '@suuq/shared/orders';
import { createTestApp, type TestContext } from '../../test/test-app';
import { ALL_WEEK, hoursKit, tomorrow } from './hours-test-kit';

let ctx: TestContext;
let kit: Awaited<ReturnType<typeof hoursKit>>;

beforeAll(async () => {
  ctx = await createTestApp();
  kit = await hoursKit(ctx, (stores) => stores[3]);
  await kit.putHours({ hours: ALL_WEEK('09:00', '13:00'), closures: [] });
});
afterAll(() => ctx.close());

const settings = (slot_capacity: number) =>
  kit.putSlots({ slot_minutes: 60, slot_capacity, lead_minutes: 0, days_ahead: 2, accepts_scheduled: true });

describe('slot capacity', () => {
  it('books a slot, shows it on the order, refuses a full slot with 409 and gives the place back on cancel', async () => {
    await settings(2);
    const slot = `${tomorrow()}T10:00:00+03:00`;
    const first = await kit.order({ scheduled_for: slot });
    expect(first.statusCode, first.body).toBe(201);
    const order = first.json<{ data: Order }>().data;
    expect(order.scheduled_for).toBe(slot);
    expect((await kit.order({ scheduled_for: slot })).statusCode).toBe(201);

    const full = await kit.order({ scheduled_for: slot });
    expect(full.statusCode).toBe(409);
    expect(full.json()).toEqual({
      message: 'This time slot is full. Please choose another.',
      errors: { scheduled_for: ['This time slot is full. Please choose another.'] },
    });
    const listed = (await kit.slots(`?date=${tomorrow()}`)).find((s) => s.start === slot);
    expect(listed).toMatchObject({ capacity: 2, remaining: 0 });

    const cancel = await ctx.app.inject({
      method: 'POST',
      url: `/api/merchant/orders/${order.order_number}/status`,
      headers: kit.staff,
      payload: { status: 'cancelled' },
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect((await kit.slots(`?date=${tomorrow()}`)).find((s) => s.start === slot)?.remaining).toBe(1);
    expect((await kit.order({ scheduled_for: slot })).statusCode).toBe(201);

    // The staff board sees the slot on the order.
    const board = await ctx.app.inject({ url: '/api/merchant/orders', headers: kit.staff });
    const mine = board.json<{ data: Order[] }>().data.filter((o) => o.scheduled_for === slot);
    expect(mine.length).toBe(3);
  });

  it('refuses a time that is not a slot, and orders for later when the store takes none', async () => {
    const off = await kit.order({ scheduled_for: `${tomorrow()}T10:15:00+03:00` });
    expect(off.statusCode).toBe(422);
    expect(off.json().message).toBe('This time slot is not available. Please choose another.');
    const night = await kit.order({ scheduled_for: `${tomorrow()}T20:00:00+03:00` });
    expect(night.statusCode).toBe(422);
    await kit.putSlots({
      slot_minutes: 60,
      slot_capacity: 2,
      lead_minutes: 0,
      days_ahead: 2,
      accepts_scheduled: false,
    });
    const none = await kit.order({ scheduled_for: `${tomorrow()}T11:00:00+03:00` });
    expect(none.statusCode).toBe(422);
    expect(none.json().message).toBe('This store does not take orders for later.');
    expect(await kit.slots()).toEqual([]);
  });

  it('gives exactly k orders and N-k clear 409s when N orders race for a slot with room for k', async () => {
    await settings(3);
    const slot = `${tomorrow()}T12:00:00+03:00`;
    const results = await Promise.all(Array.from({ length: 10 }, () => kit.order({ scheduled_for: slot })));
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes.filter((c) => c === 201)).toHaveLength(3);
    expect(codes.filter((c) => c === 409)).toHaveLength(7);
    for (const r of results.filter((x) => x.statusCode === 409)) {
      expect(r.json().message).toBe('This time slot is full. Please choose another.');
    }
    expect((await kit.slots(`?date=${tomorrow()}`)).find((s) => s.start === slot)?.remaining).toBe(0);
  });
});
