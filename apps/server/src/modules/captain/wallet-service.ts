/**
 * What a captain sees of their money and asks of it: the balance they can cash out, what they earned today and this
 * week in the city's calendar, the ledger, and cash-outs. A cash-out takes its amount out of the balance when it is
 * asked for, under the wallet's row lock and a conditional update, so two requests at once never take more than the
 * balance; the operator sends it later and marks it paid (or returns it).
 */
import { RIDE_CURRENCY } from '@suuq/shared/captain';
import {
  type CashOutRequest,
  type Payout,
  type Wallet,
  type WalletTransaction,
} from '@suuq/shared/captain-wallet';
import { message, type Language } from '@suuq/shared/labels';
import { formatMoney, fromMinor, toMinor } from '@suuq/shared/money';
import { PAYMENT_METHOD_TABLE } from '@suuq/shared/payment-methods';
import { normalizeSomaliPhone } from '@suuq/shared/phone';
import { DEFAULT_TIMEZONE, addDays, localMoment, zonedInstant } from '@suuq/shared/time-zone';
import type { Db } from '../../db/client';
import { withTransaction } from '../../db/tx';
import { ConflictError, fieldProblem } from '../../lib/domain-error';
import type { PayoutRow, WalletRepository, WalletTransactionRow } from './wallet-repository';

/** The week a captain's earnings are counted in starts on Saturday, as the working week does in Somalia. */
const WEEK_STARTS = 6;

/** When today and this week began in `timeZone`, as instants. */
export function earningSpans(now: Date, timeZone = DEFAULT_TIMEZONE): { today: Date; week: Date } {
  const { date, weekday } = localMoment(now, timeZone);
  const sinceSaturday = (weekday - WEEK_STARTS + 7) % 7;
  return {
    today: zonedInstant(date, 0, timeZone),
    week: zonedInstant(addDays(date, -sinceSaturday), 0, timeZone),
  };
}

const iso = (date: Date | null) => date?.toISOString() ?? null;

function payoutView(row: PayoutRow): Payout {
  return {
    id: row.id,
    amount: fromMinor(row.amount),
    currency: row.currency,
    method: row.method,
    phone: row.phone,
    status: row.status,
    requested_at: row.requestedAt.toISOString(),
    settled_at: iso(row.settledAt),
  };
}

export class WalletService {
  constructor(
    private readonly db: Db,
    private readonly wallets: WalletRepository,
  ) {}

  async get(
    userId: number,
    lang: Language,
    page: { page: number; perPage: number },
    now = new Date(),
  ): Promise<{ wallet: Wallet; total: number }> {
    const spans = earningSpans(now);
    const [balance, ledger, pending, today, week] = await Promise.all([
      this.wallets.balance(userId),
      this.wallets.transactions(userId, page),
      this.wallets.pendingPayouts(userId),
      this.wallets.earnedSince(userId, spans.today),
      this.wallets.earnedSince(userId, spans.week),
    ]);
    const payouts = await this.wallets.payoutsByIds(
      ledger.rows.flatMap((row) => (row.payoutId === null ? [] : [row.payoutId])),
    );
    return {
      wallet: {
        balance: fromMinor(balance?.balance ?? 0),
        currency: balance?.currency ?? RIDE_CURRENCY,
        earnings: {
          today: { amount: fromMinor(today.amount), trips: today.trips, since: spans.today.toISOString() },
          week: { amount: fromMinor(week.amount), trips: week.trips, since: spans.week.toISOString() },
        },
        pending_payouts: pending.map(payoutView),
        pending_total: fromMinor(pending.reduce((total, row) => total + row.amount, 0)),
        transactions: ledger.rows.map((row) => this.entry(row, payouts, lang)),
      },
      total: ledger.total,
    };
  }

  private entry(
    row: WalletTransactionRow,
    payouts: Map<number, PayoutRow>,
    lang: Language,
  ): WalletTransaction {
    const payout = row.payoutId === null ? undefined : payouts.get(row.payoutId);
    const trip = { id: row.bookingId ?? '' };
    const description =
      row.kind === 'trip_fare'
        ? message('tripFare', lang, trip)
        : row.kind === 'cash_collected'
          ? message('cashCollected', lang, trip)
          : row.kind === 'payout' && payout
            ? message('payoutAsked', lang, {
                method: PAYMENT_METHOD_TABLE[payout.method].words[lang],
                phone: payout.phone,
              })
            : row.kind === 'payout_returned'
              ? message('payoutReturned', lang, { id: row.payoutId ?? '' })
              : row.kind === 'delivery_fee'
                ? message('deliveryFee', lang, { id: row.deliveryId ?? '' })
                : row.kind === 'delivery_cash'
                  ? message('deliveryCash', lang, { id: row.deliveryId ?? '' })
                  : row.kind === 'cash_handed_in'
                    ? message('cashHandedIn', lang)
                    : message('walletAdjustment', lang);
    return {
      id: row.id,
      kind: row.kind,
      amount: fromMinor(row.amount),
      balance_after: fromMinor(row.balanceAfter),
      booking_id: row.bookingId,
      description,
      created_at: row.createdAt.toISOString(),
    };
  }

  /**
   * Asks for a cash-out of `amount` to a wallet number. The same `request_id` again answers the cash-out it
   * recorded (nothing is taken twice); more than the balance is refused with what can be cashed out.
   */
  async cashOut(userId: number, body: CashOutRequest): Promise<{ payout: Payout; created: boolean }> {
    const amount = toMinor(body.amount);
    const phone = normalizeSomaliPhone(body.phone);
    if (!phone) throw fieldProblem('invalid', 'payoutPhone', 'phone');
    const at = new Date();
    return withTransaction(this.db, async (tx) => {
      // Every cash-out of this captain waits here for the one before it to finish.
      const wallet = await this.wallets.lock(userId, tx);
      const again = await this.wallets.payoutByRequest(userId, body.request_id, tx);
      if (again) {
        if (again.amount !== amount || again.method !== body.method || again.phone !== phone) {
          throw new ConflictError('payoutOtherRequest');
        }
        return { payout: payoutView(again), created: false };
      }
      const refuse = (balance: number, currency: string) =>
        fieldProblem('invalid', 'payoutOverBalance', 'amount', {
          balance: formatMoney(fromMinor(balance), currency),
        });
      if (!wallet || wallet.balance < amount)
        throw refuse(wallet?.balance ?? 0, wallet?.currency ?? RIDE_CURRENCY);
      const payout = await this.wallets.insertPayout(
        {
          userId,
          requestId: body.request_id,
          amount,
          currency: wallet.currency,
          method: body.method,
          phone,
          requestedAt: at,
        },
        tx,
      );
      const left = await this.wallets.debit({ userId, kind: 'payout', amount, at, payoutId: payout.id }, tx);
      // Cannot happen under the lock; the conditional update is the rule either way.
      if (left === undefined) throw refuse(wallet.balance, wallet.currency);
      return { payout: payoutView(payout), created: true };
    });
  }
}
