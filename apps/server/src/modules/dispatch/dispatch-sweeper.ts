/**
 * The look for deliveries nobody accepted in time, one per process on an `unref`'d timer. Any number of processes
 * may look at once: each delivery is marked by one conditional statement, so its staff are told once.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { CourierService } from './courier-service';

export class DispatchSweeper {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<unknown> | undefined;

  constructor(
    private readonly couriers: Pick<CourierService, 'sweep'>,
    private readonly log: Pick<FastifyBaseLogger, 'error'>,
    private readonly everyMs: number,
  ) {}

  start(): void {
    if (this.timer) return;
    this.timer = setInterval(() => {
      if (this.running) return;
      this.running = this.couriers
        .sweep()
        .catch((err: unknown) => this.log.error({ err }, 'dispatch sweep failed'))
        .finally(() => (this.running = undefined));
    }, this.everyMs);
    // The look never keeps the process alive on its own.
    this.timer.unref();
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
    await this.running;
  }
}
