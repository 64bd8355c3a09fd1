/**
 * Paying an order by mobile money: the first attempt once the order is placed, a retry with the same or another
 * number, and writing down each wallet's answer. The wallet is only ever called outside a database transaction;
 * every change of an order's payment is one short locked transaction, conditional on the attempt still waiting, so
 * an answer is recorded once however many processes see it. A cancelled order is never paid: an approval that
 * arrives for one is given back (`API_CANCELPURCHASE`).
 */
import type { FastifyBaseLogger } from 'fastify';
import { givesBackByHand } from '@suuq/shared/payment-methods';
import { isMobileMoney, MOBILE_MONEY_METHODS, type MobileMoneyMethod } from '@suuq/shared/payments';
import { type PayOrderRequest } from '@suuq/shared/payments';
import { normalizeSomaliPhone } from '@suuq/shared/phone';
import type { Db } from '../../db/client';
import { uniqueViolationText } from '../../db/pg-errors';
import { withTransaction, type Tx } from '../../db/tx';
import { LedgerWriter } from '../../lib/ledger';
import {
  ConflictError,
  fieldProblem,
  InvalidError,
  NotAllowedError,
  NotFoundError,
  TooManyError,
} from '../../lib/domain-error';
import type { OrderPorts, PaymentEvents } from './order-ports';
import type { AttemptRow, PaymentAttemptRepository } from './payment-attempt-repository';
import type { Wallet, WalletAnswer } from './wallet';

type OrderRow = NonNullable<Awaited<ReturnType<PaymentAttemptRepository['orderByNumber']>>>;

/** What the wallet knows an attempt by: the order number and the attempt's number (`SQ-7KQ2M9XD-2`). */
export function attemptReference(orderNumber: string, attempt: number): string {
  return `SQ-${orderNumber.replace(/[^A-Za-z0-9]/g, '')}-${attempt}`;
}

/**
 * Anyone holding a guest order's number may ask for its payment again, so requests to phones are bounded: a few
 * per order, and a few an hour to any one phone whatever the order (docs/decisions/014-payment-observations.md).
 */
export const PROMPTS_PER_ORDER = 6;
export const PROMPTS_PER_PHONE_PER_HOUR = 10;

export class MobileMoneyService {
  private readonly inFlight = new Set<Promise<void>>();

  constructor(
    private readonly db: Db,
    private readonly attempts: PaymentAttemptRepository,
    private readonly wallets: Partial<Record<MobileMoneyMethod, Wallet>>,
    private readonly events: Pick<PaymentEvents, 'paymentChanged'>,
    private readonly log: FastifyBaseLogger,
    /** The shopper's text that a payment did not go through, written with the failure. */
    private readonly texts: Pick<OrderPorts, 'paymentFailed' | 'committed'>,
    private readonly ledger: Pick<LedgerWriter, 'refunded'> = new LedgerWriter(),
  ) {}

  /** The wallets this server is configured for. */
  get methods(): MobileMoneyMethod[] {
    return MOBILE_MONEY_METHODS.filter((method) => this.wallets[method] !== undefined);
  }

  /**
   * The payer's number for a new order: null for methods other than mobile money; 422 when the wallet is not
   * configured, or the number is missing or not a Somali mobile number.
   */
  payerPhone(method: string, input: string | undefined): string | null {
    if (!isMobileMoney(method)) return null;
    if (!this.wallets[method]) throw new InvalidError('paymentUnavailable');
    if (!input) throw fieldProblem('invalid', 'payerPhoneRequired', 'payer_phone');
    const phone = normalizeSomaliPhone(input);
    if (!phone) throw fieldProblem('invalid', 'payerPhoneInvalid', 'payer_phone');
    return phone;
  }

  /** The first attempt of an order just placed: recorded now, sent to the wallet without waiting for the PIN. */
  async begin(orderId: number): Promise<void> {
    const started = await withTransaction(this.db, async (tx) => {
      const order = await this.attempts.lockOrder(orderId, tx);
      if (!order || !isMobileMoney(order.paymentMethod) || !order.payerPhone) return undefined;
      if (order.paymentStatus !== 'pending' || (await this.attempts.latest(order.id, tx))) return undefined;
      return { order, attempt: await this.open(order, order.paymentMethod, order.payerPhone, tx) };
    });
    if (started) this.launch(started.attempt, started.order.orderNumber);
  }

  /**
   * Asks the wallet again for an order whose payment failed, with the same or another number or wallet. The
   * caller must be the order's owner (anyone with the number, for a guest order).
   */
  async retry(orderNumber: string, body: PayOrderRequest, userId: number | null) {
    const order = await this.attempts.orderByNumber(orderNumber);
    if (!order) throw new NotFoundError();
    if (order.userId !== null && order.userId !== userId) throw new NotAllowedError('forbidden');
    if (!isMobileMoney(order.paymentMethod)) throw new ConflictError('paymentNotRetryable');
    const method = body.payment_method ?? order.paymentMethod;
    if (!this.wallets[method]) throw new InvalidError('paymentUnavailable');
    const phone =
      body.payer_phone === undefined ? order.payerPhone : this.payerPhone(method, body.payer_phone);
    if (!phone) throw fieldProblem('invalid', 'payerPhoneRequired', 'payer_phone');
    // An attempt not confirmed in time may have been approved since: it is looked at before charging again.
    await this.recheck(order.id);
    await this.refuseWhileUnknown(order.id);
    const latest = await this.attempts.latest(order.id);
    if ((latest?.attempt ?? 0) >= PROMPTS_PER_ORDER)
      throw new TooManyError(undefined, 'paymentTooManyPrompts');
    const hourAgo = new Date(Date.now() - 60 * 60_000);
    if ((await this.attempts.promptsTo(phone, hourAgo)) >= PROMPTS_PER_PHONE_PER_HOUR)
      throw new TooManyError(3600, 'paymentTooManyPrompts');
    const attempt = await withTransaction(this.db, async (tx) => {
      const locked = await this.attempts.lockOrder(order.id, tx);
      if (!locked) throw new NotFoundError();
      if (locked.status === 'cancelled') throw new ConflictError('orderCancelled');
      if (locked.paymentStatus === 'paid') throw new ConflictError('paymentAlreadyPaid');
      if (locked.paymentStatus === 'pending') throw new ConflictError('paymentPending');
      if (locked.paymentStatus !== 'failed') throw new ConflictError('paymentNotRetryable');
      return this.open(locked, method, phone, tx);
    }).catch((error: unknown) => {
      // Two retries at once: the database holds one pending attempt per order, the other is told it waits.
      if (uniqueViolationText(error)) throw new ConflictError('paymentPending');
      throw error;
    });
    await this.events.paymentChanged(order.orderNumber, order.status, 'pending');
    this.launch(attempt, order.orderNumber);
  }

  /**
   * An attempt whose request was lost on its way (it may have reached the payer, who could still approve it) blocks
   * a new request until it would have expired: two requests could otherwise both be paid.
   */
  private async refuseWhileUnknown(orderId: number): Promise<void> {
    const latest = await this.attempts.latest(orderId);
    if (latest?.state !== 'failed' || latest.reason !== 'paymentOutcomeUnknown') return;
    const life = this.wallets[latest.method]?.requestLifeMs ?? 15 * 60_000;
    if (Date.now() - latest.createdAt.getTime() < life) throw new ConflictError('paymentOutcomeUnknownWait');
  }

  /** Starts an attempt inside the order's locked transaction: a new reference, the order's payment pending. */
  private async open(order: OrderRow, method: MobileMoneyMethod, phone: string, tx: Tx): Promise<AttemptRow> {
    const previous = await this.attempts.latest(order.id, tx);
    const number = (previous?.attempt ?? 0) + 1;
    const attempt = await this.attempts.insert(
      {
        orderId: order.id,
        attempt: number,
        reference: attemptReference(order.orderNumber, number),
        method,
        phone,
        amount: order.total,
        currency: order.currency,
      },
      tx,
    );
    await this.attempts.setOrderPayment(
      order.id,
      {
        paymentStatus: 'pending',
        paymentMethod: method,
        payerPhone: phone,
        paymentReference: attempt.reference,
        paymentFailure: null,
        paymentFailedAt: null,
      },
      tx,
    );
    return attempt;
  }

  private launch(attempt: AttemptRow, orderNumber: string): void {
    const run: Promise<void> = this.send(attempt, orderNumber)
      .catch((err: unknown) => {
        // The attempt stays pending; the sweeper looks it up once it is old enough.
        this.log.error({ err, reference: attempt.reference }, 'mobile money attempt not settled');
      })
      .finally(() => this.inFlight.delete(run));
    this.inFlight.add(run);
  }

  /** Resolves once every attempt this process sent has been answered and written down (tests, shutdown). */
  async idle(): Promise<void> {
    while (this.inFlight.size > 0) await Promise.all([...this.inFlight]);
  }

  private async send(attempt: AttemptRow, orderNumber: string): Promise<void> {
    const wallet = this.wallets[attempt.method];
    const answer: WalletAnswer = wallet
      ? await wallet.pay(
          {
            reference: attempt.reference,
            invoice: orderNumber,
            phone: attempt.phone,
            amount: attempt.amount,
            currency: attempt.currency,
            description: `Suuq order ${orderNumber}`,
          },
          async (providerRef) => {
            await this.attempts.move(attempt.id, 'pending', { providerRef });
          },
        )
      : { kind: 'refused', reason: 'paymentWalletFailed' };
    await this.record(attempt, answer);
  }

  /** Asks the wallet what became of an attempt (crash recovery, a late approval). */
  async lookUp(attempt: AttemptRow): Promise<WalletAnswer> {
    const wallet = this.wallets[attempt.method];
    if (!wallet) return { kind: 'unconfirmed' };
    return wallet.lookUp({ reference: attempt.reference, providerRef: attempt.providerRef });
  }

  /**
   * Looks again at the order's latest attempt when it failed for want of an answer: if the payer approved it
   * since, the order is paid by it (or, cancelled meanwhile, the money goes back).
   */
  async recheck(orderId: number): Promise<void> {
    const latest = await this.attempts.latest(orderId);
    if (latest?.state !== 'failed' || latest.reason !== 'paymentNotConfirmed') return;
    const answer = await this.lookUp(latest);
    if (answer.kind === 'approved') await this.record(latest, answer, 'failed');
  }

  /**
   * Writes a wallet's answer down, once: only while the attempt is still `from` (pending, or failed for a late
   * approval). An approval is kept only for the order's current attempt, the exact amount and an order not
   * cancelled; any other approval is given back.
   */
  async record(attempt: AttemptRow, answer: WalletAnswer, from: 'pending' | 'failed' = 'pending') {
    const now = new Date();
    const outcome = await withTransaction(this.db, async (tx) => {
      const decided = await this.decide(attempt, answer, from, now, tx);
      if (decided?.paymentStatus === 'failed')
        await this.texts.paymentFailed(decided.order, `attempt-${attempt.id}`, tx);
      return decided;
    });
    if (!outcome) return;
    this.texts.committed();
    if (outcome.paymentStatus) {
      await this.events.paymentChanged(
        outcome.order.orderNumber,
        outcome.order.status,
        outcome.paymentStatus,
      );
    }
    if (outcome.reverse) {
      const reversing = await this.attempts.byId(attempt.id);
      if (reversing) await this.reverse(reversing);
    }
  }

  /** Inside `tx`: what a wallet's answer does to the attempt and its order. */
  private async decide(
    attempt: AttemptRow,
    answer: WalletAnswer,
    from: 'pending' | 'failed',
    now: Date,
    tx: Tx,
  ) {
    const order = await this.attempts.lockOrder(attempt.orderId, tx);
    if (!order) return undefined;
    const current = order.paymentReference === attempt.reference;
    if (answer.kind === 'approved') {
      const exact = answer.amount === undefined || answer.amount === attempt.amount;
      const keep =
        exact &&
        current &&
        order.status !== 'cancelled' &&
        ['pending', 'failed'].includes(order.paymentStatus);
      const state = keep ? 'approved' : 'reversing';
      const moved = await this.attempts.move(
        attempt.id,
        from,
        { state, transactionId: answer.transactionId, reason: null },
        tx,
      );
      if (!moved) return undefined;
      if (keep) {
        await this.attempts.setOrderPayment(
          order.id,
          {
            paymentStatus: 'paid',
            paymentCaptureId: answer.transactionId,
            paymentFailure: null,
            paymentFailedAt: null,
          },
          tx,
        );
        return { order, paymentStatus: 'paid' as const, reverse: false };
      }
      if (current && order.status !== 'cancelled' && order.paymentStatus === 'pending') {
        // Approved for another amount: not this order's payment. It is given back and the shopper may retry.
        await this.attempts.setOrderPayment(
          order.id,
          { paymentStatus: 'failed', paymentFailure: 'paymentWalletFailed', paymentFailedAt: now },
          tx,
        );
        return { order, paymentStatus: 'failed' as const, reverse: true };
      }
      return { order, paymentStatus: undefined, reverse: true };
    }
    const reason =
      answer.kind === 'refused'
        ? answer.reason
        : answer.kind === 'unknown'
          ? 'paymentOutcomeUnknown'
          : 'paymentNotConfirmed';
    if (from !== 'pending') return undefined;
    if (!(await this.attempts.move(attempt.id, 'pending', { state: 'failed', reason }, tx))) return undefined;
    if (!current || order.status === 'cancelled' || order.paymentStatus !== 'pending') {
      return { order, paymentStatus: undefined, reverse: false };
    }
    await this.attempts.setOrderPayment(
      order.id,
      { paymentStatus: 'failed', paymentFailure: reason, paymentFailedAt: now },
      tx,
    );
    return { order, paymentStatus: 'failed' as const, reverse: false };
  }

  /**
   * An order left pending without an attempt waiting (its first was never sent): failed, so the shopper may retry
   * and its hold starts.
   */
  async unstall(orderId: number): Promise<void> {
    const order = await withTransaction(this.db, async (tx) => {
      const locked = await this.attempts.lockOrder(orderId, tx);
      if (!locked || locked.status === 'cancelled' || locked.paymentStatus !== 'pending') return undefined;
      if ((await this.attempts.latest(orderId, tx))?.state === 'pending') return undefined;
      const at = new Date();
      await this.attempts.setOrderPayment(
        orderId,
        { paymentStatus: 'failed', paymentFailure: 'paymentWalletFailed', paymentFailedAt: at },
        tx,
      );
      await this.texts.paymentFailed(locked, `stalled-${at.getTime()}`, tx);
      return locked;
    });
    if (!order) return;
    this.texts.committed();
    await this.events.paymentChanged(order.orderNumber, order.status, 'failed');
  }

  /**
   * Gives an approved payment back (the order was cancelled, or the amount was wrong). A wallet that refuses or
   * cannot be reached now leaves the attempt `reversing`, for the sweeper to try again.
   */
  async reverse(attempt: AttemptRow): Promise<boolean> {
    const wallet = this.wallets[attempt.method];
    if (!wallet || !attempt.transactionId || attempt.state !== 'reversing') return false;
    const reversed = await wallet.reverse({
      reference: attempt.reference,
      transactionId: attempt.transactionId,
    });
    if (!reversed) {
      this.log.warn({ reference: attempt.reference }, 'mobile money payment not given back yet');
      return false;
    }
    const order = await withTransaction(this.db, async (tx) => {
      const locked = await this.attempts.lockOrder(attempt.orderId, tx);
      if (!locked || !(await this.attempts.move(attempt.id, 'reversing', { state: 'reversed' }, tx))) return;
      // A cancelled order's money went back: refunded. (A wrong amount leaves the order's own payment as it is.)
      if (locked.status !== 'cancelled') return undefined;
      await this.attempts.setOrderPayment(locked.id, { paymentStatus: 'refunded' }, tx);
      await this.ledger.refunded(
        locked,
        { key: `attempt:${attempt.id}:reversed`, amount: attempt.amount, by: 'suuq' },
        tx,
      );
      return locked;
    });
    if (order) await this.events.paymentChanged(order.orderNumber, order.status, 'refunded');
    return true;
  }

  /** Whether the wallet of `method` gives money back only by hand (eDahab has no reversal). */
  refundsByHand(method: string): boolean {
    return isMobileMoney(method) && givesBackByHand(method);
  }

  /**
   * Inside the transaction cancelling an order: a paid mobile-money payment is marked to be given back (the
   * sweeper calls the wallet after the commit, never inside it). A pending attempt needs nothing: its answer, when
   * it comes, finds the order cancelled and is given back.
   */
  async settleCancelled(order: Pick<OrderRow, 'id' | 'paymentMethod' | 'paymentStatus'>, tx: Tx) {
    if (!isMobileMoney(order.paymentMethod) || order.paymentStatus !== 'paid') return;
    const paid = (await this.attempts.forOrder(order.id, tx)).find((a) => a.state === 'approved');
    if (paid) await this.attempts.move(paid.id, 'approved', { state: 'reversing' }, tx);
  }
}
