/**
 * The ledger's writer (decision 025): every event that moves money posts here, inside the transaction that makes
 * the event happen, as balanced rows in minor units. Its modules import it from lib/ because the orders, payments,
 * captain and operator modules all post, and none of them may import another's insides.
 *
 * Accounts, each row's amount seen from that account (positive: it is owed more or owes less):
 * - `shopper`: shoppers and riders. A sale charges them; whoever takes their money settles it.
 * - `store` (with its id): what Suuq owes the store. A sale is the store's; the commission and the money the store
 *   took itself (cash, bank transfer) come off; what the store gave back by hand and Suuq's payouts move it again.
 * - `captain` (with their id): what Suuq owes the captain, the same way.
 * - `suuq`: Suuq itself: its commission, less the money it holds for others (what it collected, net of refunds
 *   and payouts).
 */
import { paymentFlow, type PaymentMethod } from '@suuq/shared/payment-methods';
import { LedgerPostings, type LedgerRow } from '../db/ledger-postings';
import type { Tx } from '../db/tx';

/** What an order's postings are made of (minor units). */
export interface LedgerOrder {
  id: number;
  storeId: number;
  paymentMethod: PaymentMethod;
  subtotal: number;
  deliveryFee: number;
  depositTotal: number;
  total: number;
  currency: string;
}

/** Who gave money back: the store's staff by hand, or Suuq (a PayPal refund, a wallet's reversal). */
export type RefundGiver = 'store' | 'suuq';

type Line = Pick<LedgerRow, 'account' | 'kind' | 'amount'> &
  Partial<Pick<LedgerRow, 'storeId' | 'captainId'>>;

/** Who takes a payment of `method`: the store by hand (cash, bank transfer), else Suuq (wallets, PayPal). */
export const collectorOf = (method: PaymentMethod): 'store' | 'suuq' =>
  paymentFlow(method) === 'by_hand' ? 'store' : 'suuq';

/** Suuq's commission on an items total: `basisPoints` of it, rounded to the nearest minor unit. */
export const commissionOn = (itemsTotal: number, basisPoints: number) =>
  Math.round((itemsTotal * basisPoints) / 10_000);

/** The posting key of a captain's cash hand-in: one per reference. */
export const handInKey = (reference: string) => `hand_in:${reference}`;

export class LedgerWriter {
  constructor(private readonly postings = new LedgerPostings()) {}

  /**
   * In the transaction that marks the order delivered: the sale of its items, its delivery fee and its deposits
   * (the store's, or the courier's fee when a Suuq captain carried it), Suuq's commission, and who took the money:
   * the cash of an order a Suuq captain carried is in the captain's hand (they owe it until they hand it in), not
   * the store's.
   */
  async orderDelivered(
    order: LedgerOrder,
    tx: Tx,
    courier?: { captainId: number; fee: number },
  ): Promise<void> {
    const basisPoints = await this.postings.commissionBasisPoints(order.storeId, tx);
    const commission = commissionOn(order.subtotal, basisPoints);
    const store = { account: 'store' as const, storeId: order.storeId };
    const courierFee = courier ? Math.min(courier.fee, order.deliveryFee) : 0;
    const lines: Line[] = [
      ...pair({ ...store, kind: 'sale', amount: order.subtotal }, 'shopper'),
      ...pair({ ...store, kind: 'delivery_fee', amount: order.deliveryFee - courierFee }, 'shopper'),
      ...(courier
        ? pair(
            { account: 'captain', captainId: courier.captainId, kind: 'delivery_fee', amount: courierFee },
            'shopper',
          )
        : []),
      ...pair({ ...store, kind: 'deposit', amount: order.depositTotal }, 'shopper'),
      ...pair({ account: 'suuq', kind: 'commission', amount: commission }, 'store', order.storeId),
    ];
    await this.post(`order:${order.id}:delivered`, lines, order, tx);
    await this.collected(order, tx, courier?.captainId);
  }

  /**
   * In the transaction that gives money back: `key` names the refund (a hand refund's row, a wallet attempt's
   * reversal, the order's whole refund), so it is posted once; without `amount`, the whole payment went back. An
   * order not delivered has its payment posted as taken first, once.
   */
  async refunded(
    order: LedgerOrder,
    refund: { key: string; amount?: number; by: RefundGiver },
    tx: Tx,
  ): Promise<void> {
    const paid = await this.collected(order, tx);
    const amount = refund.amount ?? paid;
    const giver: Line =
      refund.by === 'store'
        ? { account: 'store', storeId: order.storeId, kind: 'refund', amount }
        : { account: 'suuq', kind: 'refund', amount };
    await this.post(refund.key, pair(giver, 'shopper'), order, tx);
  }

  /** A payout Suuq made to a store. */
  async storePaid(payout: { id: number; storeId: number; amount: number; currency: string }, tx: Tx) {
    const lines = pair({ account: 'suuq', kind: 'payout', amount: payout.amount }, 'store', payout.storeId);
    await this.write(
      `payout:${payout.id}`,
      lines,
      { currency: payout.currency, storeId: payout.storeId, payoutId: payout.id },
      tx,
    );
  }

  /** A payout Suuq made to a captain. */
  async captainPaid(payout: { id: number; captainId: number; amount: number; currency: string }, tx: Tx) {
    const lines: Line[] = [
      { account: 'captain', captainId: payout.captainId, kind: 'payout', amount: -payout.amount },
      { account: 'suuq', kind: 'payout', amount: payout.amount },
    ];
    await this.write(
      `payout:${payout.id}`,
      lines,
      { currency: payout.currency, captainId: payout.captainId, payoutId: payout.id },
      tx,
    );
  }

  /**
   * Cash a captain brought to Suuq's office: what the captain owes drops by it and Suuq holds it. Posted once per
   * reference; answers whether this call wrote it (false: it was already there).
   */
  captainHandedIn(
    handIn: { captainId: number; reference: string; amount: number; currency: string },
    tx: Tx,
  ): Promise<boolean> {
    const lines: Line[] = [
      { account: 'captain', captainId: handIn.captainId, kind: 'hand_in', amount: handIn.amount },
      { account: 'suuq', kind: 'hand_in', amount: -handIn.amount },
    ];
    return this.write(
      handInKey(handIn.reference),
      lines,
      { currency: handIn.currency, captainId: handIn.captainId },
      tx,
    );
  }

  /**
   * In the transaction that ends a ride: the fare is the captain's; the rider's cash is in the captain's hand, a
   * wallet's payment in Suuq's.
   */
  async rideCompleted(
    ride: { bookingId: number; captainId: number; fare: number; currency: string; paymentMethod: string },
    tx: Tx,
  ) {
    if (ride.fare <= 0) return;
    const captain = { account: 'captain' as const, captainId: ride.captainId };
    const lines: Line[] = [
      ...pair({ ...captain, kind: 'fare', amount: ride.fare }, 'shopper'),
      ...(ride.paymentMethod === 'cash'
        ? pair({ ...captain, kind: 'collected', amount: -ride.fare }, 'shopper')
        : pair({ account: 'suuq', kind: 'collected', amount: -ride.fare }, 'shopper')),
    ];
    await this.write(
      `booking:${ride.bookingId}:completed`,
      lines,
      {
        currency: ride.currency,
        captainId: ride.captainId,
        bookingId: ride.bookingId,
        paymentMethod: ride.paymentMethod,
      },
      tx,
    );
  }

  /**
   * The order's payment as taken, once: by whoever takes its method's money. What it was is the order's total
   * now and what changes of its lines owed back after it was paid.
   */
  private async collected(order: LedgerOrder, tx: Tx, courierId?: number): Promise<number> {
    const key = `order:${order.id}:collected`;
    const paid = order.total + (await this.postings.changedAfterPaying(order.id, tx));
    if (await this.postings.has(key, tx)) return paid;
    const byHand = collectorOf(order.paymentMethod) === 'store';
    const collector: Line =
      byHand && courierId !== undefined && order.paymentMethod === 'cash'
        ? { account: 'captain', captainId: courierId, kind: 'collected', amount: -paid }
        : byHand
          ? { account: 'store', storeId: order.storeId, kind: 'collected', amount: -paid }
          : { account: 'suuq', kind: 'collected', amount: -paid };
    await this.post(key, pair(collector, 'shopper'), order, tx);
    return paid;
  }

  private post(key: string, lines: Line[], order: LedgerOrder, tx: Tx) {
    return this.write(
      key,
      lines,
      {
        currency: order.currency,
        orderId: order.id,
        storeId: order.storeId,
        paymentMethod: order.paymentMethod,
      },
      tx,
    );
  }

  private async write(
    key: string,
    lines: Line[],
    context: Partial<
      Pick<LedgerRow, 'orderId' | 'storeId' | 'captainId' | 'bookingId' | 'payoutId' | 'paymentMethod'>
    > & {
      currency: string;
    },
    tx: Tx,
  ) {
    const rows = lines.filter((line) => line.amount !== 0);
    const total = rows.reduce((sum, line) => sum + line.amount, 0);
    if (total !== 0) throw new Error(`Ledger posting ${key} does not balance (${total})`);
    return this.postings.insert(
      rows.map((line, index) => ({ ...context, ...line, posting: key, line: index + 1 })),
      tx,
    );
  }
}

/**
 * A line and its counterpart in `other`, which takes the opposite amount (with the store's id when the other is a
 * store).
 */
function pair(line: Line, other: 'shopper' | 'store', storeId?: number): Line[] {
  return [
    line,
    {
      account: other,
      kind: line.kind,
      amount: -line.amount,
      ...(other === 'store' ? { storeId } : {}),
    },
  ];
}
