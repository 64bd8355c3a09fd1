/**
 * Writes of a store's catalog other than a product's own rows: categories, pictures and the store's face. Every
 * method names the store, so staff can only ever change their own.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { DbOrTx, Tx } from '../../db/tx';
import { categories, productVariants, products, stores } from '../../db/schema';
import type { StoredText } from './product-write-repository';

export interface StoreChanges {
  name?: string;
  address?: string;
  addressSo?: string | null;
  phone?: string;
  minOrderAmount?: number;
  aboutEn?: string;
  aboutSo?: string | null;
}

export class CatalogWriteRepository {
  constructor(private readonly db: Db) {}

  /** A new category, last unless `sort` is given; answers its id. */
  async insertCategory(
    storeId: number,
    values: { name: StoredText; image: string; sort: number | undefined; hidden: boolean },
    tx: Tx,
  ): Promise<number> {
    let sort = values.sort;
    if (sort === undefined) {
      const [last] = await tx
        .select({ sort: sql<number>`coalesce(max(${categories.sort}), -1)::int` })
        .from(categories)
        .where(eq(categories.storeId, storeId));
      sort = Number(last?.sort ?? -1) + 1;
    }
    const [row] = await tx
      .insert(categories)
      .values({
        storeId,
        nameEn: values.name.en,
        nameSo: values.name.so,
        image: values.image,
        sort,
        hidden: values.hidden,
      })
      .returning({ id: categories.id });
    return row!.id;
  }

  /** Changes the store's category; false when it is not the store's. */
  async updateCategory(
    storeId: number,
    id: number,
    changes: { name?: StoredText; sort?: number; hidden?: boolean; image?: string },
    tx: DbOrTx = this.db,
  ): Promise<boolean> {
    const updated = await tx
      .update(categories)
      .set({
        ...(changes.name ? { nameEn: changes.name.en, nameSo: changes.name.so } : {}),
        ...(changes.sort !== undefined ? { sort: changes.sort } : {}),
        ...(changes.hidden !== undefined ? { hidden: changes.hidden } : {}),
        ...(changes.image !== undefined ? { image: changes.image } : {}),
      })
      .where(and(eq(categories.id, id), eq(categories.storeId, storeId)))
      .returning({ id: categories.id });
    return updated.length > 0;
  }

  /** The store's category ids, locked for the rest of the transaction. */
  async lockCategoryIds(storeId: number, tx: Tx): Promise<number[]> {
    const rows = await tx
      .select({ id: categories.id })
      .from(categories)
      .where(eq(categories.storeId, storeId))
      .for('update');
    return rows.map((row) => row.id);
  }

  async categoryHasProducts(id: number, tx: DbOrTx): Promise<boolean> {
    const [used] = await tx
      .select({ id: products.id })
      .from(products)
      .where(eq(products.categoryId, id))
      .limit(1);
    return used !== undefined;
  }

  async deleteCategory(storeId: number, id: number, tx: Tx): Promise<void> {
    await tx.delete(categories).where(and(eq(categories.id, id), eq(categories.storeId, storeId)));
  }

  /** The store's product's picture, or undefined when the product is not the store's. */
  async productImage(storeId: number, productId: number, tx: DbOrTx = this.db): Promise<string | undefined> {
    const [row] = await tx
      .select({ image: products.image })
      .from(products)
      .where(and(eq(products.id, productId), eq(products.storeId, storeId)));
    return row?.image;
  }

  /** A new photo for the product; its variants still showing `previous` (among `variantIds`) follow it. */
  async setProductImage(
    storeId: number,
    productId: number,
    image: string,
    previous: string,
    variantIds: number[],
  ): Promise<void> {
    await this.db.transaction(async (tx) => {
      if (variantIds.length > 0) {
        await tx
          .update(productVariants)
          .set({ image })
          .where(
            and(
              eq(productVariants.productId, productId),
              eq(productVariants.image, previous),
              inArray(productVariants.id, variantIds),
            ),
          );
      }
      await tx
        .update(products)
        .set({ image })
        .where(and(eq(products.id, productId), eq(products.storeId, storeId)));
    });
  }

  async setVariantImage(productId: number, variantId: number, image: string): Promise<void> {
    await this.db
      .update(productVariants)
      .set({ image })
      .where(and(eq(productVariants.id, variantId), eq(productVariants.productId, productId)));
  }

  async updateStore(storeId: number, changes: StoreChanges): Promise<void> {
    await this.db.update(stores).set(changes).where(eq(stores.id, storeId));
  }

  /** The logo, or the cover photo (the store's `image`: tiles and banner). */
  async setStorePicture(storeId: number, which: 'logo' | 'cover', image: string): Promise<void> {
    await this.db
      .update(stores)
      .set(which === 'logo' ? { logo: image } : { image })
      .where(eq(stores.id, storeId));
  }
}
