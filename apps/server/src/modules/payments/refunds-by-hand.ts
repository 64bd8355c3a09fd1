/**
 * Staff saying they gave back by hand what an order owes its customer: a wallet payment its provider cannot
 * reverse (eDahab), or a bank transfer of an order cancelled after it was paid or its receipt sent. Everything due
 * by hand on the order counts as given, once, and a cancelled order becomes refunded. Wallets that reverse by
 * themselves are left to the sweeper, so nothing is ever given back twice.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { withTransaction } from '../../db/tx';
import { ConflictError, NotFoundError } from '../../lib/domain-error';
import { LedgerWriter } from '../../lib/ledger';
import type { HandRefundRepository } from './hand-refund-repository';
import type { MobileMoneyService } from './mobile-money-service';
import type { PaymentEvents } from './order-ports';
import type { PaymentAttemptRepository } from './payment-attempt-repository';
import type { PaymentOrder } from './payment-provider';
import type { Tx } from '../../db/tx';

/** Methods whose cancel gives the whole payment back in one piece (PayPal's refund, a wallet's reversal). */
const takesWholePaymentBack = (method: PaymentOrder['paymentMethod']) =>
  method !== 'bank_transfer' && method !== 'cash';

export class RefundsByHand {
  constructor(
    private readonly db: Db,
    private readonly attempts: PaymentAttemptRepository,
    private readonly refunds: HandRefundRepository,
    private readonly wallets: Pick<MobileMoneyService, 'refundsByHand'>,
    private readonly events: Pick<PaymentEvents, 'paymentChanged'>,
    private readonly log: FastifyBaseLogger,
    private readonly ledger: Pick<LedgerWriter, 'refunded'> = new LedgerWriter(),
  ) {}

  /**
   * Inside the transaction that changed a paid order's lines: records the money it owes back (minor units), for
   * staff to give back by hand. No provider here gives part of a payment back by itself.
   */
  async oweForChange(order: PaymentOrder, amount: number, tx: Tx): Promise<void> {
    if (amount > 0) await this.refunds.recordChange(order, amount, tx);
  }

  /**
   * Inside the transaction cancelling a paid order, before its provider settles it: when staff already gave part of
   * a wallet or PayPal payment back by hand (for a change of its lines), the provider's refund of the whole payment
   * would give that part twice. The rest is owed back by hand instead, and the provider is left out (true).
   */
  async oweRestByHand(order: PaymentOrder, tx: Tx): Promise<boolean> {
    if (order.paymentStatus !== 'paid' || !takesWholePaymentBack(order.paymentMethod)) return false;
    if ((await this.refunds.givenForChanges(order.id, tx)) === 0) return false;
    await this.refunds.recordRest(order, tx);
    return true;
  }

  /**
   * Inside the transaction cancelling an order: a payment its provider gives back whole (PayPal's refund, a
   * wallet's reversal or eDahab's attempt given back by hand) takes what its changes owed with it. A bank transfer
   * owes back its (changed) total on cancelling, so what its changes owe stays due.
   */
  async settleCancelled(order: PaymentOrder, tx: Tx): Promise<void> {
    if (takesWholePaymentBack(order.paymentMethod)) await this.refunds.coverChanges(order.id, tx);
  }

  /** 409 when the order owes nothing by hand; 404 for another store's order. */
  async given(orderNumber: string, storeId: number, staffId: number): Promise<void> {
    const order = await withTransaction(this.db, async (tx) => {
      const found = await this.attempts.orderByNumber(orderNumber, tx);
      if (!found || found.storeId !== storeId) throw new NotFoundError();
      const locked = await this.attempts.lockOrder(found.id, tx);
      if (!locked) throw new NotFoundError();
      const wallets = (await this.attempts.forOrder(locked.id, tx)).filter(
        (attempt) => attempt.state === 'reversing' && this.wallets.refundsByHand(attempt.method),
      );
      const transfers = await this.refunds.give(locked.id, staffId, new Date(), tx);
      if (wallets.length === 0 && transfers.length === 0) throw new ConflictError('noRefundDue');
      for (const attempt of wallets)
        await this.attempts.move(attempt.id, 'reversing', { state: 'reversed' }, tx);
      // The store's staff gave it back: each refund is posted once, by its own key (decision 025).
      const given = [
        ...transfers.map((row) => ({ key: `hand_refund:${row.id}`, amount: row.amount })),
        ...wallets.map((attempt) => ({ key: `attempt:${attempt.id}:reversed`, amount: attempt.amount })),
      ];
      for (const refund of given) await this.ledger.refunded(locked, { ...refund, by: 'store' }, tx);
      if (locked.status === 'cancelled') {
        await this.attempts.setOrderPayment(locked.id, { paymentStatus: 'refunded' }, tx);
      }
      return locked;
    });
    this.log.info({ orderNumber, staffId }, 'payment given back by hand');
    await this.events.paymentChanged(
      order.orderNumber,
      order.status,
      order.status === 'cancelled' ? 'refunded' : order.paymentStatus,
    );
  }
}
