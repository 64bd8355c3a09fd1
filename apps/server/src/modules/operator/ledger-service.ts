/**
 * A store's statement and the operator's payouts. Who collected a payment follows its method's flow: by hand
 * (cash, bank transfer) the store, otherwise (wallets, PayPal) Suuq. Suuq's commission is the store's percent of
 * the items total of delivered orders. The balance is what Suuq collected, less what it gave back, its commission
 * and its payouts: positive, Suuq owes the store; negative, the store owes Suuq (an advance leaves it there too).
 */
import { fromMinor, toMinor } from '@suuq/shared/money';
import type { Payout, PayoutRequest, Statement } from '@suuq/shared/ledger';
import { PAYMENT_METHODS, paymentFlow } from '@suuq/shared/payment-methods';
import { addDays } from '@suuq/shared/time-zone';
import type { Db } from '../../db/client';
import { withTransaction } from '../../db/tx';
import { fieldProblem, NotAllowedError, NotFoundError } from '../../lib/domain-error';
import type { LedgerRepository, PayoutRow } from './ledger-repository';
import type { OperatorRepository } from './operator-repository';
import type { Actor } from './store-admin-service';

const BY_HAND = PAYMENT_METHODS.filter((method) => paymentFlow(method) === 'by_hand');

function toPayout(row: PayoutRow): Payout {
  return {
    id: row.id,
    store_id: row.storeId,
    amount: fromMinor(row.amount),
    currency: row.currency,
    method: row.method,
    reference: row.reference,
    created_at: row.createdAt.toISOString(),
  };
}

export class LedgerService {
  constructor(
    private readonly db: Db,
    private readonly ledger: LedgerRepository,
    private readonly repository: OperatorRepository,
  ) {}

  /** The statement of the store the caller owns (403 for other staff). */
  async ownStatement(callerId: number, period: { from: string; to: string }): Promise<Statement> {
    const caller = await this.repository.userById(callerId);
    if (!caller?.storeId || caller.role !== 'staff' || !caller.isOwner)
      throw new NotAllowedError('ownersOnly');
    return this.statement(caller.storeId, period);
  }

  async statement(storeId: number, { from, to }: { from: string; to: string }): Promise<Statement> {
    if (to < from || addDays(from, 366) <= to) throw fieldProblem('invalid', 'statementPeriod', 'to');
    const store = await this.repository.store(storeId);
    if (!store) throw new NotFoundError();
    const [totals, paidOut] = await Promise.all([
      this.ledger.methodTotals(storeId, from, to, BY_HAND),
      this.ledger.payoutsTotal(storeId, from, to),
    ]);
    let byStore = 0;
    let bySuuq = 0;
    let refundsBySuuq = 0;
    let refundsByStore = 0;
    let deliveredItems = 0;
    const methods = totals.map((line) => {
      const collectedBy = BY_HAND.includes(line.method) ? ('store' as const) : ('suuq' as const);
      if (collectedBy === 'store') {
        byStore += line.collected;
        refundsByStore += line.refunds;
      } else {
        bySuuq += line.collected;
        refundsBySuuq += line.refunds;
      }
      deliveredItems += line.deliveredItems;
      return {
        method: line.method,
        collected_by: collectedBy,
        orders: line.orders,
        collected: fromMinor(line.collected),
        refunds: fromMinor(line.refunds),
      };
    });
    const commission = Math.round((deliveredItems * store.commissionBasisPoints) / 10_000);
    return {
      store_id: storeId,
      currency: store.currency,
      from,
      to,
      methods,
      collected_by_store: fromMinor(byStore),
      collected_by_suuq: fromMinor(bySuuq),
      refunds_by_suuq: fromMinor(refundsBySuuq),
      refunds_by_store: fromMinor(refundsByStore),
      delivered_items_total: fromMinor(deliveredItems),
      commission_percent: store.commissionBasisPoints / 100,
      commission: fromMinor(commission),
      payouts: fromMinor(paidOut),
      balance: fromMinor(bySuuq - refundsBySuuq - commission - paidOut),
    };
  }

  /** Pays a store once per reference; a repeat answers the first payout, whatever it says. On the audit trail. */
  async pay(actor: Actor, body: PayoutRequest): Promise<{ payout: Payout; created: boolean }> {
    const outcome = await withTransaction(this.db, async (tx) => {
      const store = await this.repository.store(body.store_id, tx);
      if (!store) throw fieldProblem('invalid', 'notFound', 'store_id');
      const added = await this.ledger.addPayout(
        {
          storeId: store.id,
          amount: toMinor(body.amount),
          currency: store.currency,
          method: body.method,
          reference: body.reference,
          actorId: actor.id,
        },
        tx,
      );
      if (added.created) {
        await this.repository.audit(
          {
            actorId: actor.id,
            action: 'payout.create',
            target: `store:${store.id}`,
            details: {
              payout_id: added.payout.id,
              amount: body.amount,
              method: body.method,
              reference: body.reference,
            },
          },
          tx,
        );
      }
      return added;
    });
    return { payout: toPayout(outcome.payout), created: outcome.created };
  }
}
