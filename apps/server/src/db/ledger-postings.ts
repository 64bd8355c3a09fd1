/**
 * The queries of the ledger's writer (`lib/ledger.ts`): a posting's rows written once per key, and the figures a
 * posting is made of that live in other tables (a store's commission, what an order's changes owed back).
 */
import { and, eq, sql, sum } from 'drizzle-orm';
import { handRefunds, ledgerEntries, stores } from './schema';
import type { Tx } from './tx';

export type LedgerRow = Omit<typeof ledgerEntries.$inferInsert, 'id' | 'createdAt'>;

export class LedgerPostings {
  /** Writes a posting's rows; a posting already written (its key and lines) is left as it is. */
  async insert(rows: LedgerRow[], tx: Tx): Promise<boolean> {
    if (rows.length === 0) return false;
    const written = await tx
      .insert(ledgerEntries)
      .values(rows)
      .onConflictDoNothing({ target: [ledgerEntries.posting, ledgerEntries.line] })
      .returning({ id: ledgerEntries.id });
    return written.length > 0;
  }

  /** The store's commission in basis points (1000 = 10%). */
  async commissionBasisPoints(storeId: number, tx: Tx): Promise<number> {
    const [row] = await tx
      .select({ bp: stores.commissionBasisPoints })
      .from(stores)
      .where(eq(stores.id, storeId))
      .limit(1);
    return row?.bp ?? 0;
  }

  /**
   * What changes of the order's lines owed back after it was paid (minor units), whatever became of it: with the
   * order's total now, what its payment was.
   */
  async changedAfterPaying(orderId: number, tx: Tx): Promise<number> {
    const [row] = await tx
      .select({ owed: sum(handRefunds.amount) })
      .from(handRefunds)
      .where(and(eq(handRefunds.orderId, orderId), eq(handRefunds.kind, 'changed')));
    return Number(row?.owed ?? 0);
  }

  /** Whether the posting `key` is written. */
  async has(key: string, tx: Tx): Promise<boolean> {
    const [row] = await tx
      .select({ one: sql<number>`1` })
      .from(ledgerEntries)
      .where(eq(ledgerEntries.posting, key))
      .limit(1);
    return Boolean(row);
  }
}
