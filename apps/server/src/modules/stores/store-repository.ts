/** The queries on a store itself: finding it, its ways of taking orders, opening or closing it (the staff switch), its
 * preparation time. */
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { DbOrTx } from '../../db/tx';
import { stores } from '../../db/schema';

export type StoreRow = typeof stores.$inferSelect;

export class StoreRepository {
  constructor(private readonly db: Db) {}

  async find(storeId: number, tx?: DbOrTx): Promise<StoreRow | undefined> {
    const [store] = await (tx ?? this.db).select().from(stores).where(eq(stores.id, storeId)).limit(1);
    return store;
  }

  /** The store's ways of taking orders, as staff set them. */
  async setOrdering(
    storeId: number,
    values: Pick<
      StoreRow,
      'dineIn' | 'pickup' | 'delivery' | 'deliveryFee' | 'lat' | 'lng' | 'paymentMethods'
    >,
    tx?: DbOrTx,
  ): Promise<void> {
    await (tx ?? this.db).update(stores).set(values).where(eq(stores.id, storeId));
  }

  async setOpen(storeId: number, isOpen: boolean, tx?: DbOrTx): Promise<void> {
    await (tx ?? this.db).update(stores).set({ isOpen }).where(eq(stores.id, storeId));
  }

  /** Sets the store's preparation time; false when there is no such store. */
  async setPrepMinutes(storeId: number, prepMinutes: number, tx?: DbOrTx): Promise<boolean> {
    const updated = await (tx ?? this.db)
      .update(stores)
      .set({ prepMinutes })
      .where(eq(stores.id, storeId))
      .returning({ id: stores.id });
    return updated.length > 0;
  }
}
