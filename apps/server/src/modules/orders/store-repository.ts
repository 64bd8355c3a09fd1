/** The queries on a store that ordering needs: the store itself, with a branch of it, and opening or closing it. */
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { DbOrTx } from '../../db/tx';
import { branches, idempotencyKeys, stores } from '../../db/schema';

export type StoreRow = typeof stores.$inferSelect;

export class StoreRepository {
  constructor(private readonly db: Db) {}

  async find(storeId: number, tx?: DbOrTx): Promise<StoreRow | undefined> {
    const [store] = await (tx ?? this.db).select().from(stores).where(eq(stores.id, storeId)).limit(1);
    return store;
  }

  /**
   * The store and the named branch if it is one of the store's (else `branchId` null) and, in the same query, what is stored under the request's
   * Idempotency-Key (undefined when nothing is, or no key came): a retry of a placed order is known from the first
   * read.
   */
  async forPlacement(storeId: number, branchId: number, key: { scope: string; key: string } | undefined) {
    const [found] = await this.db
      .select({ store: stores, branchId: branches.id, stored: idempotencyKeys })
      .from(stores)
      .leftJoin(branches, and(eq(branches.id, branchId), eq(branches.storeId, stores.id)))
      .leftJoin(
        idempotencyKeys,
        and(eq(idempotencyKeys.scope, key?.scope ?? ''), eq(idempotencyKeys.key, key?.key ?? '')),
      )
      .where(eq(stores.id, storeId))
      .limit(1);
    return found && { store: found.store, branchId: found.branchId, stored: found.stored ?? undefined };
  }

  async setOpen(storeId: number, isOpen: boolean, tx?: DbOrTx): Promise<void> {
    await (tx ?? this.db).update(stores).set({ isOpen }).where(eq(stores.id, storeId));
  }
}
