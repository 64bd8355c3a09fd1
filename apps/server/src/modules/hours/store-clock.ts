/**
 * The live clock: one timer per process, armed for the next instant any store opens or closes by its hours. When
 * it fires, every store whose open state changed is pushed as `store.status` and its cached answers are dropped.
 * The timer never keeps the process alive (`unref`), and it runs only once started (the server starts it; tests
 * start it when they want it).
 */
import type { FastifyBaseLogger } from 'fastify';
import type { StoreEvents } from '../../lib/store-events';
import type { HoursRepository } from './hours-repository';
import { nextStateChange, openNow } from './store-hours-view';

/** The longest the clock sleeps: it looks again at least this often, and never trusts a far timer. */
const MAX_SLEEP_MS = 6 * 60 * 60 * 1000;
/** Fires a moment after the change, so the hours already read the new state. */
const AFTER_CHANGE_MS = 500;

export class StoreClock {
  private timer: ReturnType<typeof setTimeout> | undefined;
  private running = false;
  private readonly known = new Map<number, boolean>();
  /** When the timer is set to fire (epoch ms), for tests and logs. */
  nextCheckAt: number | null = null;

  constructor(
    private readonly hours: HoursRepository,
    private readonly events: StoreEvents,
    private readonly log: FastifyBaseLogger,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async start(): Promise<void> {
    this.running = true;
    await this.check();
  }

  stop(): void {
    this.running = false;
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    this.nextCheckAt = null;
  }

  /** Hours, slot settings or the switch changed somewhere: look again now. */
  reschedule(): void {
    if (!this.running) return;
    this.check().catch((err: unknown) => this.log.warn({ err }, 'store clock check failed'));
  }

  /**
   * Reads every store's open state, pushes those that changed since the last look, and arms the timer for the
   * next change. Returns the ids of the stores that changed.
   */
  async check(): Promise<number[]> {
    const now = this.now();
    const [stores, times] = await Promise.all([this.hours.allStores(), this.hours.times(undefined, now)]);
    let next: number | null = null;
    const changed: { id: number; open: boolean }[] = [];
    for (const store of stores) {
      const open = openNow(store, times.get(store.id), now);
      const before = this.known.get(store.id);
      this.known.set(store.id, open);
      if (before !== undefined && before !== open) changed.push({ id: store.id, open });
      const change = nextStateChange(store, times.get(store.id), now)?.getTime();
      if (change !== undefined && (next === null || change < next)) next = change;
    }
    for (const { id, open } of changed) {
      await this.events.catalogChanged(id);
      await this.events.storeStatus(id, open);
    }
    this.arm(next, now.getTime());
    return changed.map((c) => c.id);
  }

  private arm(next: number | null, now: number): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    this.nextCheckAt = null;
    if (!this.running) return;
    const delay = Math.min(MAX_SLEEP_MS, Math.max(0, (next ?? Infinity) - now + AFTER_CHANGE_MS));
    this.nextCheckAt = now + delay;
    this.timer = setTimeout(() => this.reschedule(), delay);
    this.timer.unref();
  }
}
