/**
 * The mobile-money sweeper, one per process on an `unref`'d timer. Each sweep: attempts left pending by a process
 * that died are looked up with the wallet and settled (never sent again, so never charged twice); an order whose
 * first attempt was never sent is marked failed, so it can be retried; every payment that was not confirmed in time
 * is looked up again for the wallet's window, whatever became of its order, so a late approval pays an order still
 * unpaid and is given back otherwise (the order was cancelled, or a retry paid it); payments due back are given back; unpaid orders whose payment failed more than PAYMENT_HOLD_MINUTES ago are cancelled, if they may still be
 * cancelled, and their stock and slot given back. Several processes may sweep at once: each change is one conditional transaction, so
 * only one of them makes it.
 */
import type { FastifyBaseLogger } from 'fastify';
import { mayCancelOrder } from '@suuq/shared/order-status';
import type { Db } from '../../db/client';
import { withTransaction } from '../../db/tx';
import type { MobileMoneyService } from './mobile-money-service';
import type { OrderPorts, PaymentEvents } from './order-ports';
import type { PaymentAttemptRepository } from './payment-attempt-repository';

/** How long after a payment was asked a wallet may still approve it (its PIN prompt lasts minutes). */
const LATE_APPROVAL_WINDOW_MS = 60 * 60_000;

export interface SweeperOptions {
  holdMinutes: number;
  sweepMs: number;
  /** An attempt pending longer than this has lost its process (the wallets' timeout and a margin). */
  orphanAfterMs: number;
  /** How long a process may hold a payment it is giving back before another one tries. */
  leaseMs: number;
}

export class PaymentSweeper {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;

  constructor(
    private readonly db: Db,
    private readonly service: MobileMoneyService,
    private readonly attempts: PaymentAttemptRepository,
    private readonly releaseUnpaid: OrderPorts['releaseUnpaid'],
    private readonly events: PaymentEvents,
    private readonly log: FastifyBaseLogger,
    private readonly options: SweeperOptions,
  ) {}

  start(): void {
    if (this.timer) return;
    this.timer = setInterval(() => {
      if (this.running) return;
      this.running = this.sweep()
        .catch((err: unknown) => this.log.error({ err }, 'payment sweep failed'))
        .finally(() => (this.running = undefined));
    }, this.options.sweepMs);
    // The sweeper never keeps the process alive on its own.
    this.timer.unref();
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
    await this.running;
  }

  async sweep(now = new Date()): Promise<void> {
    await this.recoverOrphans(now);
    await this.unstall(now);
    await this.recheckUnconfirmed(now);
    await this.reverseDue(now);
    await this.expireHolds(now);
  }

  /**
   * Payments never confirmed in time: looked up again for an hour after they were asked, at most once a lease. An
   * approval that came late pays its order if that attempt is still the order's own and the order unpaid; any
   * other (the order cancelled, or paid meanwhile by a retry) is given back, and shows as due back until it is.
   */
  private async recheckUnconfirmed(now: Date): Promise<void> {
    const since = new Date(now.getTime() - LATE_APPROVAL_WINDOW_MS);
    const cutoff = new Date(now.getTime() - this.options.leaseMs);
    for (const attempt of await this.attempts.claimUnconfirmed(since, cutoff)) {
      const answer = await this.service.lookUp(attempt);
      if (answer.kind !== 'approved') continue;
      this.log.warn({ reference: attempt.reference }, 'late approval of a payment: settling it');
      await this.service.record(attempt, answer, 'failed');
    }
  }

  /** Attempts whose process died while waiting: what the wallet says is what happened. */
  private async recoverOrphans(now: Date): Promise<void> {
    const orphans = await this.attempts.orphaned(new Date(now.getTime() - this.options.orphanAfterMs));
    for (const attempt of orphans) {
      const answer = await this.service.lookUp(attempt);
      this.log.info(
        { reference: attempt.reference, answer: answer.kind },
        'orphaned payment attempt settled',
      );
      await this.service.record(attempt, answer);
    }
  }

  /** Orders whose first attempt was never sent: failed, so they can be retried (and their hold starts). */
  private async unstall(now: Date): Promise<void> {
    const stalled = await this.attempts.stalled(new Date(now.getTime() - this.options.orphanAfterMs));
    for (const order of stalled) await this.service.unstall(order.id);
  }

  private async reverseDue(now: Date): Promise<void> {
    const due = await this.attempts.claimReversals(new Date(now.getTime() - this.options.leaseMs));
    for (const attempt of due) await this.service.reverse(attempt);
  }

  /** Unpaid orders past their hold: cancelled, restocked, their slot given back. */
  private async expireHolds(now: Date): Promise<void> {
    const cutoff = new Date(now.getTime() - this.options.holdMinutes * 60_000);
    for (const candidate of await this.attempts.expiredHolds(cutoff)) {
      // A payment approved after its timeout wins over the expiry.
      await this.service.recheck(candidate.id);
      const cancelled = await withTransaction(this.db, async (tx) => {
        const order = await this.attempts.lockOrder(candidate.id, tx);
        // Only what may still be cancelled: an order already on its way or delivered stays as it is.
        const expired =
          order &&
          mayCancelOrder(order.status) &&
          order.paymentStatus === 'failed' &&
          order.paymentFailedAt !== null &&
          order.paymentFailedAt < cutoff;
        if (!expired) return undefined;
        await this.releaseUnpaid(order, now, tx);
        return order;
      });
      if (!cancelled) continue;
      this.log.info({ orderNumber: cancelled.orderNumber }, 'unpaid order cancelled after its hold');
      await this.events.catalogChanged(cancelled.storeId);
      await this.events.paymentChanged(cancelled.orderNumber, 'cancelled', 'failed');
      await this.events.storeOrder(cancelled.storeId, cancelled.orderNumber, 'cancelled');
    }
  }
}
