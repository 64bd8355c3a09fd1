/**
 * Captains' wallets: a balance and a ledger, and the cash-outs asked for from it. Money only moves inside the
 * caller's transaction, with the balance changed by a single conditional statement, so the ledger and the balance
 * always agree and the balance never goes below zero.
 */
import { and, count, desc, eq, gte, inArray, sql, sum } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { DbOrTx, Tx } from '../../db/tx';
import { bookings, captainPayouts, walletTransactions, wallets } from '../../db/schema';

export type WalletTransactionRow = typeof walletTransactions.$inferSelect;
export type PayoutRow = typeof captainPayouts.$inferSelect;
type Kind = WalletTransactionRow['kind'];

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
    await this.record(credit.captainId, 'trip_fare', credit.amount, row.balance, credit.at, tx, {
      bookingId: credit.bookingId,
    });
    return row.balance;
  }

  /**
   * Takes `amount` out of the captain's balance when the balance holds it, and records why; undefined (nothing
   * changed) when it does not. One conditional statement: two takings at once can never pass the balance.
   */
  async debit(
    debit: {
      userId: number;
      kind: Extract<Kind, 'cash_collected' | 'payout'>;
      amount: number;
      at: Date;
      bookingId?: number;
      payoutId?: number;
    },
    tx: Tx,
  ): Promise<number | undefined> {
    const [row] = await tx
      .update(wallets)
      .set({ balance: sql`${wallets.balance} - ${debit.amount}`, updatedAt: debit.at })
      .where(and(eq(wallets.userId, debit.userId), gte(wallets.balance, debit.amount)))
      .returning({ balance: wallets.balance });
    if (!row) return undefined;
    await this.record(debit.userId, debit.kind, -debit.amount, row.balance, debit.at, tx, {
      bookingId: debit.bookingId ?? null,
      payoutId: debit.payoutId ?? null,
    });
    return row.balance;
  }

  private async record(
    userId: number,
    kind: Kind,
    amount: number,
    balanceAfter: number,
    at: Date,
    tx: Tx,
    links: { bookingId?: number | null; payoutId?: number | null },
  ) {
    await tx.insert(walletTransactions).values({
      userId,
      kind,
      amount,
      balanceAfter,
      bookingId: links.bookingId ?? null,
      payoutId: links.payoutId ?? null,
      createdAt: at,
    });
  }

  /** The captain's wallet row, locked until the transaction ends (cash-outs of one captain queue here). */
  async lock(userId: number, tx: Tx): Promise<{ balance: number; currency: string } | undefined> {
    const [row] = await tx
      .select({ balance: wallets.balance, currency: wallets.currency })
      .from(wallets)
      .where(eq(wallets.userId, userId))
      .for('update');
    return row;
  }

  async balance(userId: number, tx?: DbOrTx): Promise<{ balance: number; currency: string } | undefined> {
    const [row] = await (tx ?? this.db)
      .select({ balance: wallets.balance, currency: wallets.currency })
      .from(wallets)
      .where(eq(wallets.userId, userId))
      .limit(1);
    return row;
  }

  async payoutByRequest(userId: number, requestId: string, tx: Tx): Promise<PayoutRow | undefined> {
    const [row] = await tx
      .select()
      .from(captainPayouts)
      .where(and(eq(captainPayouts.userId, userId), eq(captainPayouts.requestId, requestId)))
      .limit(1);
    return row;
  }

  async insertPayout(values: typeof captainPayouts.$inferInsert, tx: Tx): Promise<PayoutRow> {
    const [row] = await tx.insert(captainPayouts).values(values).returning();
    if (!row) throw new Error('Cash-out was not recorded');
    return row;
  }

  /** The captain's cash-outs not paid yet, newest first. */
  async pendingPayouts(userId: number): Promise<PayoutRow[]> {
    return this.db
      .select()
      .from(captainPayouts)
      .where(and(eq(captainPayouts.userId, userId), eq(captainPayouts.status, 'pending')))
      .orderBy(desc(captainPayouts.requestedAt), desc(captainPayouts.id));
  }

  /** Payouts by id, for the ledger's words. */
  async payoutsByIds(ids: number[]): Promise<Map<number, PayoutRow>> {
    if (ids.length === 0) return new Map();
    const rows = await this.db.select().from(captainPayouts).where(inArray(captainPayouts.id, ids));
    return new Map(rows.map((row) => [row.id, row]));
  }

  /** One page of the captain's ledger, newest first, and how many entries it has in all. */
  async transactions(
    userId: number,
    page: { page: number; perPage: number },
  ): Promise<{ rows: WalletTransactionRow[]; total: number }> {
    const [rows, [total]] = await Promise.all([
      this.db
        .select()
        .from(walletTransactions)
        .where(eq(walletTransactions.userId, userId))
        .orderBy(desc(walletTransactions.createdAt), desc(walletTransactions.id))
        .limit(page.perPage)
        .offset((page.page - 1) * page.perPage),
      this.db.select({ n: count() }).from(walletTransactions).where(eq(walletTransactions.userId, userId)),
    ]);
    return { rows, total: total?.n ?? 0 };
  }

  /** Fares (minor units) and number of the captain's trips finished since `since`, whatever way they were paid. */
  async earnedSince(captainId: number, since: Date): Promise<{ amount: number; trips: number }> {
    const [row] = await this.db
      .select({ amount: sum(bookings.fare), trips: count() })
      .from(bookings)
      .where(
        and(
          eq(bookings.captainId, captainId),
          eq(bookings.status, 'completed'),
          gte(bookings.completedAt, since),
        ),
      );
    return { amount: Number(row?.amount ?? 0), trips: row?.trips ?? 0 };
  }
}
