/** The live clock: it wakes at the next opening or closing and pushes the stores whose open state changed. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LiveEvent } from '@suuq/shared/live';
import { withTransaction } from '../../db/tx';
import { createTestApp, type TestContext } from '../../test/test-app';
import { StoreEvents } from '../../lib/store-events';
import { HoursRepository } from './hours-repository';
import { ALL_WEEK } from './hours-test-kit';
import { StoreClock } from './store-clock';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

describe('store clock', () => {
  it('arms one unref-ed timer for the next change and pushes store.status when a store closes by its hours', async () => {
    const db = ctx.testDb.database.db;
    const hours = new HoursRepository(db);
    const [store] = await hours.allStores();
    const storeId = store!.id;
    await withTransaction(db, (tx) =>
      hours.replace(storeId, { hours: ALL_WEEK('08:00', '13:00'), closures: [] }, tx),
    );
    let now = new Date('2025-06-02T12:00:00+03:00');
    const events: LiveEvent[] = [];
    ctx.bus.subscribe((e) => events.push(e));
    const clock = new StoreClock(hours, new StoreEvents(ctx.bus, ctx.app.log), ctx.app.log, () => now);

    await clock.start();
    // The earliest change of any store: this one closing at 13:00, a moment after.
    expect(clock.nextCheckAt).toBe(new Date('2025-06-02T13:00:00.500+03:00').getTime());
    now = new Date('2025-06-02T13:00:01+03:00');
    expect(await clock.check()).toEqual([storeId]);
    expect(events).toContainEqual({
      event: 'store.status',
      channel: 'stores',
      data: { store_id: storeId, is_open: false },
    });
    // Tomorrow's opening is further than the clock ever sleeps: it looks again in six hours.
    expect(clock.nextCheckAt).toBe(now.getTime() + 6 * 60 * 60 * 1000);
    clock.stop();
    expect(clock.nextCheckAt).toBeNull();
  });
});
