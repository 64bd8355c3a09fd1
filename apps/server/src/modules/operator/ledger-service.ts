/**
 * Statements of stores and captains, read from the ledger (decision 025), and the operator's payouts. Who collected
 * a payment follows its method's flow: by hand (cash, bank transfer) the store, otherwise (wallets, PayPal) Suuq.
 * A store's balance is its ledger account over the period: what it earned (items, delivery fees, deposits), less
 * what it took itself, Suuq's commission and Suuq's payouts, plus what it gave back by hand. Positive, Suuq owes the
 * store; negative, the store owes Suuq (an advance leaves it there too). A captain's is the same with fares and
 * delivery fees, the cash in their hand and their payouts.
 */
import { fromMinor, toMinor } from '@suuq/shared/money';
import type {
  CaptainStatement,
  HandIn,
  HandInRequest,
  Payout,
  PayoutRequest,
  Statement,
} from '@suuq/shared/ledger';
import { PAYMENT_METHODS, type PaymentMethod } from '@suuq/shared/payment-methods';
import { addDays } from '@suuq/shared/time-zone';
import type { Db } from '../../db/client';
import { withTransaction, type Tx } from '../../db/tx';
import { fieldProblem, NotAllowedError, NotFoundError } from '../../lib/domain-error';
import { collectorOf, handInKey, LedgerWriter } from '../../lib/ledger';
import type { LedgerRepository, LedgerTotal, PayoutRow } from './ledger-repository';
import type { OperatorRepository } from './operator-repository';
import type { Actor } from './store-admin-service';

type Period = { from: string; to: string };

function toPayout(row: PayoutRow): Payout {
  return {
    id: row.id,
    store_id: row.storeId,
    captain_id: row.captainId,
    amount: fromMinor(row.amount),
    currency: row.currency,
    method: row.method,
    reference: row.reference,
    created_at: row.createdAt.toISOString(),
  };
}

function checkPeriod({ from, to }: Period) {
  if (to < from || addDays(from, 366) <= to) throw fieldProblem('invalid', 'statementPeriod', 'to');
}

/** The sum of the totals that match: `sign` -1 reads an account's debits as positive figures. */
function total(totals: LedgerTotal[], match: Partial<LedgerTotal>, sign = 1): number {
  return totals
    .filter((line) => Object.entries(match).every(([key, value]) => line[key as keyof LedgerTotal] === value))
    .reduce((sum, line) => sum + sign * line.amount, 0);
}

export class LedgerService {
  constructor(
    private readonly db: Db,
    private readonly ledger: LedgerRepository,
    private readonly repository: OperatorRepository,
    private readonly writer: Pick<
      LedgerWriter,
      'storePaid' | 'captainPaid' | 'captainHandedIn'
    > = new LedgerWriter(),
  ) {}

  /** The statement of the store the caller owns (403 for other staff). */
  async ownStatement(callerId: number, period: Period): Promise<Statement> {
    const caller = await this.repository.userById(callerId);
    if (!caller?.storeId || caller.role !== 'staff' || !caller.isOwner)
      throw new NotAllowedError('ownersOnly');
    return this.statement(caller.storeId, period);
  }

  async statement(storeId: number, { from, to }: Period): Promise<Statement> {
    checkPeriod({ from, to });
    const store = await this.repository.store(storeId);
    if (!store) throw new NotFoundError();
    const totals = await this.ledger.storeTotals(storeId, from, to);
    const takers = new Set(['store', 'suuq']);
    const methods = PAYMENT_METHODS.flatMap((method: PaymentMethod) => {
      const lines = totals.filter((line) => line.method === method && takers.has(line.account));
      const taken = lines.filter((line) => line.kind === 'collected');
      if (lines.length === 0) return [];
      return [
        {
          method,
          collected_by: collectorOf(method),
          orders: taken.reduce((sum, line) => sum + line.orders, 0),
          collected: fromMinor(-taken.reduce((sum, line) => sum + line.amount, 0)),
          refunds: fromMinor(total(lines, { kind: 'refund' })),
        },
      ];
    });
    const commission = total(totals, { account: 'store', kind: 'commission' }, -1);
    return {
      store_id: storeId,
      currency: store.currency,
      from,
      to,
      methods,
      collected_by_store: fromMinor(total(totals, { account: 'store', kind: 'collected' }, -1)),
      collected_by_suuq: fromMinor(total(totals, { account: 'suuq', kind: 'collected' }, -1)),
      refunds_by_suuq: fromMinor(total(totals, { account: 'suuq', kind: 'refund' })),
      refunds_by_store: fromMinor(total(totals, { account: 'store', kind: 'refund' })),
      delivered_items_total: fromMinor(total(totals, { account: 'store', kind: 'sale' })),
      delivery_fees: fromMinor(total(totals, { account: 'store', kind: 'delivery_fee' })),
      deposits: fromMinor(total(totals, { account: 'store', kind: 'deposit' })),
      commission_percent: store.commissionBasisPoints / 100,
      commission: fromMinor(commission),
      payouts: fromMinor(total(totals, { account: 'store', kind: 'payout' }, -1)),
      balance: fromMinor(total(totals, { account: 'store' })),
    };
  }

  /** A captain's statement over whole days in Africa/Mogadishu; 404 for anyone but a captain. */
  async captainStatement(captainId: number, { from, to }: Period): Promise<CaptainStatement> {
    checkPeriod({ from, to });
    const captain = await this.repository.userById(captainId);
    if (!captain || captain.role !== 'captain') throw new NotFoundError();
    const [totals, currency] = await Promise.all([
      this.ledger.captainTotals(captainId, from, to),
      this.ledger.walletCurrency(captainId),
    ]);
    const fares = totals.filter((line) => line.account === 'captain' && line.kind === 'fare');
    const carried = totals.filter((line) => line.account === 'captain' && line.kind === 'delivery_fee');
    return {
      captain_id: captainId,
      currency: currency ?? 'USD',
      from,
      to,
      trips: fares.reduce((sum, line) => sum + line.bookings, 0),
      deliveries: carried.reduce((sum, line) => sum + line.orders, 0),
      earnings: fromMinor(
        total(totals, { account: 'captain', kind: 'fare' }) +
          total(totals, { account: 'captain', kind: 'delivery_fee' }),
      ),
      collected_by_captain: fromMinor(total(totals, { account: 'captain', kind: 'collected' }, -1)),
      collected_by_suuq: fromMinor(total(totals, { account: 'suuq', kind: 'collected' }, -1)),
      payouts: fromMinor(total(totals, { account: 'captain', kind: 'payout' }, -1)),
      handed_in: fromMinor(total(totals, { account: 'captain', kind: 'hand_in' })),
      balance: fromMinor(total(totals, { account: 'captain' })),
    };
  }

  /**
   * Pays a store or a captain once per reference, across both; a repeat answers the first payout, whatever it
   * says. Posted to the ledger and on the audit trail. A captain's payout settles the pending cash-outs it covers
   * (oldest first); with none pending, it takes what it can from the wallet.
   */
  async pay(actor: Actor, body: PayoutRequest): Promise<{ payout: Payout; created: boolean }> {
    const outcome = await withTransaction(this.db, async (tx) => {
      const payee = await this.payee(body, tx);
      const added = await this.ledger.addPayout(
        {
          ...payee.ids,
          amount: toMinor(body.amount),
          currency: payee.currency,
          method: body.method,
          reference: body.reference,
          actorId: actor.id,
        },
        tx,
      );
      if (!added.created) return added;
      const { payout } = added;
      const details: Record<string, unknown> = {
        payout_id: payout.id,
        amount: body.amount,
        method: body.method,
        reference: body.reference,
      };
      if (payout.storeId !== null) {
        await this.writer.storePaid({ ...payout, storeId: payout.storeId }, tx);
      } else if (payout.captainId !== null) {
        await this.writer.captainPaid({ ...payout, captainId: payout.captainId }, tx);
        Object.assign(details, await this.settleCaptain(actor, payout, payout.captainId, tx));
      }
      await this.repository.audit(
        { actorId: actor.id, action: 'payout.create', target: payee.target, details },
        tx,
      );
      return added;
    });
    return { payout: toPayout(outcome.payout), created: outcome.created };
  }

  /**
   * Records cash a captain brought to Suuq's office, once per reference: a repeat answers the first hand-in,
   * whatever it says. The wallet is locked first, so hand-ins at once are taken one after the other; more than the
   * cash the captain holds (taken from riders and shoppers, not yet handed in) is refused. The wallet, the ledger and the audit trail change
   * together.
   */
  async handIn(
    actor: Actor,
    captainId: number,
    body: HandInRequest,
  ): Promise<{ handIn: HandIn; created: boolean }> {
    const key = handInKey(body.reference);
    return withTransaction(this.db, async (tx) => {
      const captain = await this.repository.userById(captainId, tx);
      if (!captain || captain.role !== 'captain') throw new NotFoundError();
      const wallet = await this.ledger.lockWallet(captainId, tx);
      const repeat = async () => {
        const first = await this.ledger.handIn(key, tx);
        if (!first) return undefined;
        const handIn: HandIn = {
          captain_id: first.captainId!,
          amount: fromMinor(first.amount),
          currency: first.currency,
          reference: body.reference,
          created_at: first.createdAt.toISOString(),
        };
        return { handIn, created: false };
      };
      const earlier = await repeat();
      if (earlier) return earlier;
      const amount = toMinor(body.amount);
      const owed = wallet ? await this.ledger.cashHeld(captainId, tx) : 0;
      if (!wallet || amount > owed)
        throw fieldProblem('invalid', 'handInTooMuch', 'amount', { owed: fromMinor(owed).toFixed(2) });
      const at = new Date();
      const written = await this.writer.captainHandedIn(
        { captainId, reference: body.reference, amount, currency: wallet.currency },
        tx,
      );
      // Another captain's hand-in with this reference was written meanwhile: answer it.
      if (!written) return (await repeat())!;
      await this.ledger.creditHandIn(captainId, amount, at, tx);
      await this.repository.audit(
        {
          actorId: actor.id,
          action: 'captain.hand_in',
          target: `captain:${captainId}`,
          details: { amount: body.amount, reference: body.reference, note: body.note ?? null },
        },
        tx,
      );
      return {
        handIn: {
          captain_id: captainId,
          amount: body.amount,
          currency: wallet.currency,
          reference: body.reference,
          created_at: at.toISOString(),
        },
        created: true,
      };
    });
  }

  private async payee(body: PayoutRequest, tx: Tx) {
    if (body.store_id !== undefined) {
      const store = await this.repository.store(body.store_id, tx);
      if (!store) throw fieldProblem('invalid', 'notFound', 'store_id');
      return { ids: { storeId: store.id }, currency: store.currency, target: `store:${store.id}` };
    }
    const captain =
      body.captain_id === undefined ? undefined : await this.repository.userById(body.captain_id, tx);
    if (!captain || captain.role !== 'captain') throw fieldProblem('invalid', 'notFound', 'captain_id');
    const currency = (await this.ledger.walletCurrency(captain.id, tx)) ?? 'USD';
    return { ids: { captainId: captain.id }, currency, target: `captain:${captain.id}` };
  }

  /**
   * The cash-outs a captain's payout covers, oldest first, become paid with its reference; with none pending, the
   * amount leaves the wallet as far as it holds it.
   */
  private async settleCaptain(actor: Actor, payout: PayoutRow, captainId: number, tx: Tx) {
    const pending = await this.ledger.lockPendingCashOuts(captainId, tx);
    const at = new Date();
    if (pending.length === 0) {
      const taken = await this.ledger.takeFromWallet(captainId, payout.amount, at, tx);
      return { settled_cash_outs: [], from_wallet: fromMinor(taken) };
    }
    const covered: number[] = [];
    let left = payout.amount;
    for (const cashOut of pending) {
      if (cashOut.amount > left) break;
      covered.push(cashOut.id);
      left -= cashOut.amount;
    }
    await this.ledger.settleCashOuts(covered, { by: actor.id, at, reference: payout.reference }, tx);
    return { settled_cash_outs: covered, from_wallet: 0 };
  }
}
