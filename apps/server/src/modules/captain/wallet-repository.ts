/**
 * Captains' wallets: a balance and a ledger. Money only moves inside the caller's transaction, with the balance
 * changed by a single atomic upsert, so the ledger and the balance always agree.
 */
import { count, desc, eq, sql } from 'drizzle-orm';
import { RIDE_CURRENCY, type Wallet } from '@suuq/shared/captain';
import { message, type Language } from '@suuq/shared/labels';
import { fromMinor } from '@suuq/shared/money';
import type { Db } from '../../db/client';
import type { Tx } from '../../db/tx';
import { walletTransactions, wallets } from '../../db/schema';

export class WalletRepository {
  constructor(private readonly db: Db) {}

  /**
   * Credits a trip's fare (minor units) to the captain's wallet, creating it at the first credit, and records the
   * transaction. Must run in the transaction that completes the trip. A second credit for the same trip breaks
   * the ledger's unique index and rolls everything back.
   */
  async creditTripFare(
    credit: { captainId: number; bookingId: number; amount: number; currency: string; at: Date },
    tx: Tx,
  ): Promise<number> {
    const [row] = await tx
      .insert(wallets)
      .values({
        userId: credit.captainId,
        balance: credit.amount,
        currency: credit.currency,
        updatedAt: credit.at,
      })
      .onConflictDoUpdate({
        target: wallets.userId,
        set: { balance: sql`${wallets.balance} + ${credit.amount}`, updatedAt: credit.at },
      })
      .returning({ balance: wallets.balance, currency: wallets.currency });
    if (!row) throw new Error(`Wallet of captain ${credit.captainId} was not written`);
    if (row.currency !== credit.currency) {
      // Amounts in different currencies never add up: refuse rather than mix them.
      throw new Error(`Wallet of captain ${credit.captainId} is in ${row.currency}, not ${credit.currency}`);
    }
    await tx.insert(walletTransactions).values({
      userId: credit.captainId,
      kind: 'trip_fare',
      amount: credit.amount,
      balanceAfter: row.balance,
      bookingId: credit.bookingId,
      createdAt: credit.at,
    });
    return row.balance;
  }

  /** The captain's balance and one page of transactions, newest first; an empty wallet before the first trip. */
  async get(
    userId: number,
    lang: Language,
    page: { page: number; perPage: number },
  ): Promise<{ wallet: Wallet; total: number }> {
    const [[balance], rows, [total]] = await Promise.all([
      this.db.select().from(wallets).where(eq(wallets.userId, userId)).limit(1),
      this.db
        .select()
        .from(walletTransactions)
        .where(eq(walletTransactions.userId, userId))
        .orderBy(desc(walletTransactions.createdAt), desc(walletTransactions.id))
        .limit(page.perPage)
        .offset((page.page - 1) * page.perPage),
      this.db.select({ n: count() }).from(walletTransactions).where(eq(walletTransactions.userId, userId)),
    ]);
    return {
      wallet: {
        balance: fromMinor(balance?.balance ?? 0),
        currency: balance?.currency ?? RIDE_CURRENCY,
        transactions: rows.map((row) => ({
          id: row.id,
          kind: row.kind,
          amount: fromMinor(row.amount),
          balance_after: fromMinor(row.balanceAfter),
          booking_id: row.bookingId,
          description:
            row.kind === 'trip_fare'
              ? message('tripFare', lang, { id: row.bookingId ?? '' })
              : message('walletAdjustment', lang),
          created_at: row.createdAt.toISOString(),
        })),
      },
      total: total?.n ?? 0,
    };
  }
}
