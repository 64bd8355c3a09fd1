/**
 * The outbox worker, one per server process: it claims messages that are due (several processes may run it at
 * once: a message claimed by one is skipped by the others), sends each through the provider, and settles it: sent,
 * due again later after a failure (the wait doubling each time), or dead after the last try. A process that dies
 * while sending leaves its messages `sending`; once their lease runs out another worker takes them over. A message
 * whose text reached the gateway but whose process died before writing so may be sent twice: the lease is far
 * longer than a send may take, so only a crash in that instant does it.
 *
 * It looks for due messages every `pollMs`, and at once when `wake()` is called after a commit that wrote one. On
 * stop it claims nothing more, finishes the text it is sending and hands back those it claimed but did not try.
 *
 * Web pushes (channel `push`) go the same way through `push`: no STOP list nor hourly limit (a browser unsubscribes
 * itself), and a push whose subscription is gone is settled as skipped.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { OutboxRepository, OutboxRow } from './outbox-repository';
import type { PushDelivery } from './push-sender';
import type { SmsProvider } from './sms-provider';

export interface OutboxWorkerOptions {
  pollMs: number;
  /** How long a claim lasts before another worker may take the message over. */
  leaseMs: number;
  /** Tries in all, the first included; after the last failure the message is dead. */
  maxAttempts: number;
  /** Wait after the first failure; it doubles after each further one, up to `maxBackoffMs`. */
  backoffMs: number;
  maxBackoffMs: number;
  /** Messages claimed at a time. */
  batch: number;
  perPhonePerHour: number;
}

export const DEFAULT_WORKER_OPTIONS: Omit<OutboxWorkerOptions, 'pollMs' | 'perPhonePerHour'> = {
  leaseMs: 2 * 60_000,
  maxAttempts: 8,
  backoffMs: 15_000,
  maxBackoffMs: 30 * 60_000,
  batch: 20,
};

export interface DrainResult {
  sent: number;
  failed: number;
  skipped: number;
  released: number;
}

export class OutboxWorker {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<DrainResult> | undefined;
  private again = false;
  private stopping = false;

  constructor(
    private readonly repository: OutboxRepository,
    private readonly provider: SmsProvider,
    private readonly log: FastifyBaseLogger,
    private readonly options: OutboxWorkerOptions,
    private readonly push?: PushDelivery,
  ) {}

  start(): void {
    if (this.timer || this.stopping) return;
    this.timer = setInterval(() => this.wake(), this.options.pollMs);
    // The worker never keeps the process alive on its own.
    this.timer.unref();
    this.wake();
  }

  /** Looks for due messages now (after a commit that wrote one); does nothing unless started. */
  wake(): void {
    if (!this.timer || this.stopping) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.drain()
      .catch((err: unknown) => {
        this.log.error({ err }, 'outbox worker failed');
        return { sent: 0, failed: 0, skipped: 0, released: 0 };
      })
      .finally(() => {
        this.running = undefined;
        if (this.again) {
          this.again = false;
          this.wake();
        }
      });
  }

  /** Claims nothing more, lets the text being sent finish, hands back the rest of the claimed ones. */
  async stop(): Promise<void> {
    this.stopping = true;
    clearInterval(this.timer);
    this.timer = undefined;
    await this.running;
  }

  /** Sends every message due now, until none is left (or the worker is stopping). */
  async drain(): Promise<DrainResult> {
    const result: DrainResult = { sent: 0, failed: 0, skipped: 0, released: 0 };
    while (!this.stopping) {
      const claimed = await this.repository.claim(this.options.batch, this.options.leaseMs);
      if (claimed.length === 0) break;
      for (const row of claimed) {
        if (this.stopping) {
          await this.repository.release(row);
          result.released += 1;
        } else result[await this.deliver(row)] += 1;
      }
    }
    return result;
  }

  private async deliver(row: OutboxRow): Promise<'sent' | 'failed' | 'skipped'> {
    if (row.channel !== 'push') {
      const refused = await this.repository.admit(row, this.options.perPhonePerHour);
      if (refused) {
        this.log.warn({ outbox: row.id, kind: row.kind, reason: refused }, 'text not sent');
        return 'skipped';
      }
    }
    try {
      if (row.channel === 'push') {
        const gone = this.push ? await this.push.deliver(row) : 'no push sender in this process';
        if (gone) {
          await this.repository.markSkipped(row, gone);
          this.log.info({ outbox: row.id, kind: row.kind, reason: gone }, 'push not sent');
          return 'skipped';
        }
      } else await this.provider.send(row.recipient, row.body);
    } catch (error) {
      const last = row.attempts >= this.options.maxAttempts;
      const wait = Math.min(this.options.backoffMs * 2 ** (row.attempts - 1), this.options.maxBackoffMs);
      const message = error instanceof Error ? error.message : String(error);
      await this.repository.markFailed(row, message, last ? undefined : wait);
      this.log.warn(
        { outbox: row.id, kind: row.kind, attempt: row.attempts, err: message, dead: last },
        last ? 'text failed for the last time' : 'text failed; trying again later',
      );
      return 'failed';
    }
    if (!(await this.repository.markSent(row))) {
      this.log.warn({ outbox: row.id }, 'text sent after its lease ran out; another worker may send it too');
    }
    return 'sent';
  }
}
