/**
 * The public slot list costs a bounded amount whatever hours staff may legally set: 70 overlapping ranges a week
 * cut into 5-minute slots over 14 days would be tens of thousands of slots. The answer holds at most
 * SLOTS_PER_ANSWER (the earliest), the list is kept per store and day for a short while, and callers are limited.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOURS_LIMITS } from '@suuq/shared/hours';
import { createTestApp, type TestContext } from '../../test/test-app';
import { hoursKit } from './hours-test-kit';
import { SlotLists, SLOTS_PER_ANSWER } from './slot-list';

let ctx: TestContext;
let kit: Awaited<ReturnType<typeof hoursKit>>;

beforeAll(async () => {
  ctx = await createTestApp();
  kit = await hoursKit(ctx, (stores) => stores[1]);
  // Ten ranges a day, each starting a minute after the last and open nearly all day: slots anchored at each.
  const hours = [1, 2, 3, 4, 5, 6, 7].flatMap((weekday) =>
    Array.from({ length: HOURS_LIMITS.rangesMax / 7 }, (_, i) => ({
      weekday,
      opens: `00:0${i}`,
      closes: '23:59',
    })),
  );
  expect((await kit.putHours({ hours, closures: [] })).statusCode).toBe(200);
  expect(
    (
      await kit.putSlots({
        slot_minutes: 5,
        slot_capacity: 5,
        lead_minutes: 0,
        days_ahead: 14,
        accepts_scheduled: true,
      })
    ).statusCode,
  ).toBe(200);
});
afterAll(() => ctx.close());

describe('the public slot list', () => {
  it('answers at most its bound, the earliest slots in order, under the hours staff may set', async () => {
    const res = await ctx.app.inject(`/v1/api/stores/${kit.store.id}/slots`);
    expect(res.statusCode).toBe(200);
    const slots = res.json<{ data: { start: string }[] }>().data;
    expect(slots.length).toBe(SLOTS_PER_ANSWER);
    const starts = slots.map((slot) => Date.parse(slot.start));
    expect(starts).toEqual([...starts].sort((a, b) => a - b));
    expect(new Set(starts).size).toBe(starts.length);
    // About a hundred bytes a slot: the answer stays small for a phone.
    expect(res.body.length).toBeLessThan(SLOTS_PER_ANSWER * 120);
  });

  it('is worked out once per store, day and hours for a while, and anew at once when the hours change', () => {
    let clock = 0;
    const lists = new SlotLists(() => clock);
    const schedule = {
      timezone: 'Africa/Mogadishu',
      hours: [{ weekday: 1, opens: '08:00', closes: '12:00' }],
      closures: [],
    };
    const rules = { slot_minutes: 30, lead_minutes: 0, days_ahead: 7 };
    const now = new Date('2026-11-30T05:00:00Z'); // a Monday, 08:00 in Mogadishu
    const first = lists.slots(1, schedule, rules, now);
    expect(first).toHaveLength(16);
    expect(lists.kept).toBe(1);
    clock += 10_000;
    // Later the same morning: the same list, narrowed to the slots still ahead.
    expect(lists.slots(1, schedule, rules, new Date('2026-11-30T06:00:00Z'))).toHaveLength(14);
    expect(lists.kept).toBe(1);
    const longer = { ...schedule, hours: [{ weekday: 1, opens: '08:00', closes: '14:00' }] };
    expect(lists.slots(1, longer, rules, now)).toHaveLength(24);
    expect(lists.kept).toBe(2);
  });
});

describe('callers of the slot list', () => {
  it('are limited per address', async () => {
    const limited = await createTestApp({ RATE_LIMIT_SLOTS_PER_MINUTE: '3' });
    try {
      const statuses = [];
      for (let i = 0; i < 4; i += 1)
        statuses.push((await limited.app.inject(`/v1/api/stores/${kit.store.id}/slots`)).statusCode);
      expect(statuses).toEqual([200, 200, 200, 429]);
    } finally {
      await limited.close();
    }
  });
});
