/**
 * The queries of statements and payouts. A statement is one grouped pass over the ledger's rows of the period
 * (decision 025); periods are whole days in the store's own time zone, or Africa/Mogadishu for a captain. A
 * captain's payout settles their pending cash-outs here, in the payout's transaction.
 */
import { and, asc, eq, gte, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { captainPayouts, ledgerEntries, payouts, stores, walletTransactions, wallets } from '../../db/schema';
import type { DbOrTx, Tx } from '../../db/tx';

export type PayoutRow = typeof payouts.$inferSelect;
type Entry = typeof ledgerEntries.$inferSelect;

/** The sum of a period's rows of one account, kind and payment method, and how many orders and rides they name. */
export interface LedgerTotal {
  account: Entry['account'];
  kind: Entry['kind'];
  method: string | null;
  amount: number;
  orders: number;
  bookings: number;
}

/** The captains' days: the city they drive in. */
const CAPTAIN_ZONE = 'Africa/Mogadishu';

export class LedgerRepository {
  constructor(private readonly db: Db) {}

  /** `created_at` within the local days `from` to `to` of `zone` (the end excluded). */
  private within(column: SQL | typeof ledgerEntries.createdAt, from: string, to: string, zone: SQL | string) {
    return sql`${column} >= ((${from}::date)::timestamp at time zone ${zone}) and ${column} < (((${to}::date) + 1)::timestamp at time zone ${zone})`;
  }

  private async totals(where: SQL): Promise<LedgerTotal[]> {
    const rows = await this.db
      .select({
        account: ledgerEntries.account,
        kind: ledgerEntries.kind,
        method: ledgerEntries.paymentMethod,
        amount: sql<number>`coalesce(sum(${ledgerEntries.amount}), 0)::int`,
        orders: sql<number>`count(distinct ${ledgerEntries.orderId})::int`,
        bookings: sql<number>`count(distinct ${ledgerEntries.bookingId})::int`,
      })
      .from(ledgerEntries)
      .leftJoin(stores, eq(stores.id, ledgerEntries.storeId))
      .where(where)
      .groupBy(ledgerEntries.account, ledgerEntries.kind, ledgerEntries.paymentMethod);
    return rows.map((row) => ({
      ...row,
      amount: Number(row.amount),
      orders: Number(row.orders),
      bookings: Number(row.bookings),
    }));
  }

  /** The store's rows of the period (and those of the money others took or gave for its orders). */
  storeTotals(storeId: number, from: string, to: string): Promise<LedgerTotal[]> {
    return this.totals(
      and(
        eq(ledgerEntries.storeId, storeId),
        sql`${this.within(ledgerEntries.createdAt, from, to, sql`${stores.timezone}`)}`,
      )!,
    );
  }

  /** The captain's rows of the period. */
  captainTotals(captainId: number, from: string, to: string): Promise<LedgerTotal[]> {
    return this.totals(
      and(
        eq(ledgerEntries.captainId, captainId),
        sql`${this.within(ledgerEntries.createdAt, from, to, CAPTAIN_ZONE)}`,
      )!,
    );
  }

  /** The currency of the captain's wallet, if they have one. */
  async walletCurrency(captainId: number, tx?: DbOrTx): Promise<string | undefined> {
    const [row] = await (tx ?? this.db)
      .select({ currency: wallets.currency })
      .from(wallets)
      .where(eq(wallets.userId, captainId))
      .limit(1);
    return row?.currency;
  }

  /** Records a payout once per reference: a repeat answers the first one (`created: false`). */
  async addPayout(
    values: typeof payouts.$inferInsert,
    tx: DbOrTx,
  ): Promise<{ payout: PayoutRow; created: boolean }> {
    const [inserted] = await tx
      .insert(payouts)
      .values(values)
      .onConflictDoNothing({ target: payouts.reference })
      .returning();
    if (inserted) return { payout: inserted, created: true };
    const [first] = await tx.select().from(payouts).where(eq(payouts.reference, values.reference)).limit(1);
    return { payout: first!, created: false };
  }

  /** The captain's cash-outs waiting to be paid, oldest first, locked until the transaction ends. */
  async lockPendingCashOuts(captainId: number, tx: Tx) {
    return tx
      .select({ id: captainPayouts.id, amount: captainPayouts.amount })
      .from(captainPayouts)
      .where(and(eq(captainPayouts.userId, captainId), eq(captainPayouts.status, 'pending')))
      .orderBy(asc(captainPayouts.requestedAt), asc(captainPayouts.id))
      .for('update');
  }

  /** Marks cash-outs paid by the operator with the payout's reference. */
  async settleCashOuts(
    ids: number[],
    settled: { by: number; at: Date; reference: string },
    tx: Tx,
  ): Promise<void> {
    for (const id of ids) {
      await tx
        .update(captainPayouts)
        .set({ status: 'paid', settledAt: settled.at, settledBy: settled.by, reference: settled.reference })
        .where(and(eq(captainPayouts.id, id), eq(captainPayouts.status, 'pending')));
    }
  }

  /**
   * Takes up to `amount` out of the captain's wallet (what it holds, at most), with a `payout` entry in its
   * history, so the wallet does not offer again money the operator paid without a cash-out. Answers what it took.
   */
  async takeFromWallet(captainId: number, amount: number, at: Date, tx: Tx): Promise<number> {
    const [wallet] = await tx
      .select({ balance: wallets.balance })
      .from(wallets)
      .where(eq(wallets.userId, captainId))
      .for('update');
    const taken = Math.min(amount, wallet?.balance ?? 0);
    if (taken <= 0) return 0;
    const [row] = await tx
      .update(wallets)
      .set({ balance: sql`${wallets.balance} - ${taken}`, updatedAt: at })
      .where(and(eq(wallets.userId, captainId), gte(wallets.balance, taken)))
      .returning({ balance: wallets.balance });
    if (!row) return 0;
    await tx.insert(walletTransactions).values({
      userId: captainId,
      kind: 'payout',
      amount: -taken,
      balanceAfter: row.balance,
      createdAt: at,
    });
    return taken;
  }

  /** The captain's wallet balance, locked until the transaction ends (undefined without a wallet). */
  async lockWallet(captainId: number, tx: Tx): Promise<{ balance: number; currency: string } | undefined> {
    const [wallet] = await tx
      .select({ balance: wallets.balance, currency: wallets.currency })
      .from(wallets)
      .where(eq(wallets.userId, captainId))
      .for('update');
    return wallet;
  }

  /**
   * The cash the captain holds for Suuq (minor units): what they took from riders and shoppers, less what they
   * handed in.
   */
  async cashHeld(captainId: number, tx: Tx): Promise<number> {
    const [row] = await tx
      .select({ sum: sql<number>`coalesce(sum(${walletTransactions.amount}), 0)::int` })
      .from(walletTransactions)
      .where(
        and(
          eq(walletTransactions.userId, captainId),
          inArray(walletTransactions.kind, ['cash_collected', 'delivery_cash', 'cash_handed_in']),
        ),
      );
    return -Number(row?.sum ?? 0);
  }

  /** The captain's row of the hand-in posted as `posting`, if it is. */
  async handIn(posting: string, tx: Tx) {
    const [row] = await tx
      .select({
        captainId: ledgerEntries.captainId,
        amount: ledgerEntries.amount,
        currency: ledgerEntries.currency,
        createdAt: ledgerEntries.createdAt,
      })
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.posting, posting), eq(ledgerEntries.account, 'captain')))
      .limit(1);
    return row;
  }

  /** Cash the captain handed in goes back into their wallet, with a `cash_handed_in` entry in its history. */
  async creditHandIn(captainId: number, amount: number, at: Date, tx: Tx): Promise<void> {
    const [row] = await tx
      .update(wallets)
      .set({ balance: sql`${wallets.balance} + ${amount}`, updatedAt: at })
      .where(eq(wallets.userId, captainId))
      .returning({ balance: wallets.balance });
    if (!row) throw new Error(`Wallet of captain ${captainId} was not written`);
    await tx.insert(walletTransactions).values({
      userId: captainId,
      kind: 'cash_handed_in',
      amount,
      balanceAfter: row.balance,
      createdAt: at,
    });
  }
}
