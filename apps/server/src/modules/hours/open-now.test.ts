/**
 * Staff opening their store now, outside its hours, until a time they choose: the one rule of "open at T" says
 * open for the store answers and the placement at once, it is pushed live, and the day's own hours are kept.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StoreHours } from '@suuq/shared/hours';
import type { LiveEvent } from '@suuq/shared/live';
import { localMoment } from '@suuq/shared/time-zone';
import { createTestApp, type TestContext } from '../../test/test-app';
import { ALL_WEEK, hoursKit, today, TZ } from './hours-test-kit';

let ctx: TestContext;
let kit: Awaited<ReturnType<typeof hoursKit>>;
const events: LiveEvent[] = [];

beforeAll(async () => {
  ctx = await createTestApp();
  kit = await hoursKit(ctx, (stores) => stores[3]);
  ctx.bus.subscribe((event) => events.push(event));
});
afterAll(() => ctx.close());

const openNow = (until: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/merchant/hours/open-now',
    headers: kit.staff,
    payload: { until },
  });

/** The local time `hours` hours from now, `HH:MM`. */
function inHours(hours: number): string {
  const minutes = (localMoment(new Date(), TZ).minutes + hours * 60) % 1440;
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

describe('open now', () => {
  it('refuses a time that is not one, and anyone but staff', async () => {
    const res = await openNow('24:00');
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json<{ errors: Record<string, string[]> }>().errors)).toEqual(['until']);
    const anyone = await ctx.app.inject({
      method: 'POST',
      url: '/api/merchant/hours/open-now',
      payload: { until: '22:00' },
    });
    expect(anyone.statusCode).toBe(401);
  });

  it('a store closed all day opens now: shown open, pushed live, and a shopper can order', async () => {
    const closed = await kit.putHours({ hours: ALL_WEEK('08:00', '23:00'), closures: [{ date: today() }] });
    expect(closed.statusCode, closed.body).toBe(200);
    expect((await kit.storeAnswer()).is_open).toBe(false);
    expect((await kit.order()).statusCode).toBe(422);

    events.length = 0;
    const until = inHours(2);
    const res = await openNow(until);
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json<{ data: StoreHours & { is_open: boolean } }>().data;
    expect(data.is_open).toBe(true);
    // The day's closure gives way to the new range; the week's hours stay as they were.
    const todays = data.closures.filter((c) => c.date === today());
    expect(todays).toEqual([{ date: today(), opens: expect.any(String), closes: until }]);
    expect(data.hours).toEqual(ALL_WEEK('08:00', '23:00'));

    expect((await kit.storeAnswer()).is_open).toBe(true);
    expect(events).toContainEqual({
      event: 'store.status',
      channel: 'stores',
      data: { store_id: kit.store.id, is_open: true },
    });
    const order = await kit.order();
    expect(order.statusCode, order.body).toBe(201);
  });

  it("keeps the day's own ranges, and a store without hours stays open around the clock", async () => {
    await kit.putHours({ hours: [], closures: [] });
    const res = await openNow(inHours(1));
    expect(res.statusCode, res.body).toBe(200);
    const todays = res
      .json<{ data: StoreHours }>()
      .data.closures.filter((c) => c.date === today())
      .map((c) => `${c.opens}-${c.closes}`);
    expect(todays).toContain('00:00-00:00');
    expect(todays).toHaveLength(2);
  });

  it('turns the staff switch back on', async () => {
    await kit.putHours({ hours: ALL_WEEK('08:00', '23:00'), closures: [{ date: today() }] });
    const off = await ctx.app.inject({
      method: 'POST',
      url: '/api/merchant/store',
      headers: kit.staff,
      payload: { is_open: false },
    });
    expect(off.statusCode, off.body).toBe(200);
    expect((await openNow(inHours(3))).statusCode).toBe(200);
    expect((await kit.storeAnswer()).is_open).toBe(true);
    expect((await kit.order()).statusCode).toBe(201);
  });
});
