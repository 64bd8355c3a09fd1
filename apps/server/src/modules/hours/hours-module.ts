/**
 * The hours module: opening hours, dated closures, slots for orders for later and the live clock that pushes a
 * store opening or closing by its hours. `createHoursModule` builds it once; the orders module takes its slot gate.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Core } from '../../core';
import { StoreEvents } from '../../lib/store-events';
import { HoursRepository } from './hours-repository';
import { hoursRoutes } from './hours-routes';
import { HoursService } from './hours-service';
import { SlotRepository } from './slot-repository';
import { StoreClock } from './store-clock';

export { HoursRepository, oldestRelevantDate, type StoreTimes } from './hours-repository';
export type { SlotGate } from './hours-service';
export { hoursFields, openNow } from './store-hours-view';

export interface HoursDeps {
  service: HoursService;
  /** Opening hours and closures, read by what shows whether a store is open now. */
  repository: HoursRepository;
  clock: StoreClock;
  /** Whether the clock starts with the app (off in tests, which start it when they want it). */
  startClock: boolean;
  /** Slot lists one address may ask for per minute. */
  slotsPerMinute: number;
}

export function createHoursModule({ db, bus, env, log }: Core): HoursDeps {
  const hours = new HoursRepository(db);
  const events = new StoreEvents(bus, log);
  const clock = new StoreClock(hours, events, log);
  return {
    repository: hours,
    service: new HoursService(db, hours, new SlotRepository(db), events, () => clock.reschedule()),
    clock,
    startClock: env.NODE_ENV !== 'test',
    slotsPerMinute: env.RATE_LIMIT_SLOTS_PER_MINUTE,
  };
}

export const hoursModule: FastifyPluginAsyncZod<{ deps: HoursDeps }> = async (app, { deps }) => {
  if (deps.startClock) app.addHook('onReady', () => deps.clock.start());
  app.addHook('onClose', async () => deps.clock.stop());
  await app.register(hoursRoutes, { deps });
};
