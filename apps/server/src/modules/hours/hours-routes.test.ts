/**
 * Opening hours over HTTP: the store answers' hours fields, staff editing them (checked field by field, effective
 * at once, pushed live), a store closed by its hours refusing orders for now with when it opens, and the slots.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LiveEvent } from '@suuq/shared/live';
import { createTestApp, type TestContext } from '../../test/test-app';
import { ALL_WEEK, hoursKit, today, tomorrow } from './hours-test-kit';

let ctx: TestContext;
let kit: Awaited<ReturnType<typeof hoursKit>>;
const events: LiveEvent[] = [];

beforeAll(async () => {
  ctx = await createTestApp();
  kit = await hoursKit(ctx, (stores) => stores[2]);
  ctx.bus.subscribe((event) => events.push(event));
});
afterAll(() => ctx.close());

describe('store hours', () => {
  it('a store without hours is open whenever its switch is on, in Mogadishu time', async () => {
    const store = await kit.storeAnswer();
    expect(store).toMatchObject({
      timezone: 'Africa/Mogadishu',
      hours: [],
      closures: [],
      is_open: true,
      next_opening: null,
      accepts_scheduled: true,
    });
  });

  it('refuses broken hours with a message under each field', async () => {
    const res = await kit.putHours({
      timezone: 'Mars/Base',
      hours: [{ weekday: 8, opens: '25:00', closes: '10:00' }],
      closures: [{ date: '2025-02-30', opens: '09:00' }],
    });
    expect(res.statusCode).toBe(422);
    const fields = Object.keys(res.json<{ errors: Record<string, string[]> }>().errors);
    expect(fields).toEqual(
      expect.arrayContaining([
        'timezone',
        'hours.0.weekday',
        'hours.0.opens',
        'closures.0.date',
        'closures.0.closes',
      ]),
    );
    const staffless = await ctx.app.inject({ method: 'PUT', url: '/api/merchant/hours', payload: {} });
    expect(staffless.statusCode).toBe(401);
  });

  it('closed today by a dated closure: the answer says when it opens, it is pushed live, orders for now are refused', async () => {
    events.length = 0;
    // Ranges that end before midnight: yesterday's evening cannot run into today, so the store is closed at any hour.
    const res = await kit.putHours({
      hours: ALL_WEEK('08:00', '23:00'),
      closures: [{ date: today(), note: 'Eid' }, { date: '2020-01-01' }],
    });
    expect(res.statusCode, res.body).toBe(200);
    const staffView = res.json<{ data: { closures: { date: string }[] } }>().data;
    expect(staffView.closures.map((c) => c.date)).toEqual([today()]);

    const store = await kit.storeAnswer();
    expect(store.is_open).toBe(false);
    expect(store.closures).toEqual([{ date: today(), note: 'Eid' }]);
    expect(store.next_opening).toBe(`${tomorrow()}T08:00:00+03:00`);
    expect(events).toContainEqual({
      event: 'store.status',
      channel: 'stores',
      data: { store_id: kit.store.id, is_open: false },
    });

    const refused = await kit.order();
    expect(refused.statusCode).toBe(422);
    const weekday = new Intl.DateTimeFormat('en', { weekday: 'long', timeZone: 'Africa/Mogadishu' }).format(
      new Date(`${tomorrow()}T12:00:00+03:00`),
    );
    expect(refused.json().message).toBe(`The store is closed now. It opens ${weekday} 08:00.`);
    const somali = await kit.order({}, 'so');
    expect(somali.json().message).toMatch(/^Dukaanku hadda wuu xiran yahay\. Wuxuu furmayaa .+ 08:00\.$/);
  });

  it('staff switching a store on while its hours keep it closed push it as closed', async () => {
    expect((await kit.putHours({ hours: [], closures: [{ date: today(), note: 'Eid' }] })).statusCode).toBe(
      200,
    );
    events.length = 0;
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/merchant/store',
      headers: kit.staff,
      payload: { is_open: true },
    });
    expect(res.statusCode, res.body).toBe(200);
    // The answer is the switch; storefronts are told whether the store is open now.
    expect(res.json().data).toEqual({ store_id: kit.store.id, is_open: true });
    expect(events).toContainEqual({
      event: 'store.status',
      channel: 'stores',
      data: { store_id: kit.store.id, is_open: false },
    });
    expect((await kit.storeAnswer()).is_open).toBe(false);
  });

  it('offers slots anchored at the opening time, after the lead time, up to days ahead', async () => {
    await kit.putHours({ hours: ALL_WEEK('08:10', '10:30'), closures: [] });
    const settings = await kit.putSlots({
      slot_minutes: 45,
      slot_capacity: 3,
      lead_minutes: 0,
      days_ahead: 1,
      accepts_scheduled: true,
    });
    expect(settings.statusCode, settings.body).toBe(200);
    const slots = await kit.slots(`?date=${tomorrow()}`);
    expect(slots.map((s) => s.start.slice(11))).toEqual([
      '08:10:00+03:00',
      '08:55:00+03:00',
      '09:40:00+03:00',
    ]);
    expect(slots[0]).toMatchObject({ end: `${tomorrow()}T08:55:00+03:00`, capacity: 3, remaining: 3 });
    expect(await kit.slots(`?date=${addTwoDays()}`)).toEqual([]);
    expect((await kit.slots()).every((s) => s.start.slice(0, 10) <= tomorrow())).toBe(true);
  });

  it('refuses slot settings out of range, field by field', async () => {
    const res = await kit.putSlots({
      slot_minutes: 2,
      slot_capacity: 0,
      lead_minutes: 2000,
      days_ahead: 15,
      accepts_scheduled: true,
    });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors).sort()).toEqual([
      'days_ahead',
      'lead_minutes',
      'slot_capacity',
      'slot_minutes',
    ]);
  });
});

function addTwoDays() {
  const d = new Date(`${tomorrow()}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}
