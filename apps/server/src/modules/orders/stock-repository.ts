/**
 * Every query on stock: the catalog snapshot that pricing and the stock check read, taking and giving back stock
 * with conditional updates, and staff setting it. A product with variants shows the sum of its variants' stock;
 * that sum is written here once (`syncProductStock`).
 */
import { and, asc, eq, getTableColumns, gte, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { DbOrTx, Tx } from '../../db/tx';
import { categories, choiceGroups, choiceItems, productVariants, products } from '../../db/schema';
import { groupBy } from '../../lib/group-by';
import type { CatalogSnapshot } from './pricing';

/** The sum of a product's variants' stock, as SQL: what a product with variants shows as its own stock. */
function variantStockSum(productId: number) {
  return sql`(select coalesce(sum(${productVariants.stock}), 0) from ${productVariants} where ${productVariants.productId} = ${productId})`;
}

export class StockRepository {
  constructor(private readonly db: Db) {}

  /**
   * Everything needed to price and check the named products: three queries whatever the cart holds. Without a
   * transaction they run in a read-only one of their own, so all three see the same moment: a product that staff
   * edit meanwhile is priced wholly as it was or wholly as it is (never its old variant price with new options).
   */
  async catalog(productIds: number[], tx?: DbOrTx): Promise<CatalogSnapshot> {
    if (!tx) {
      return this.db.transaction((snapshot) => this.catalog(productIds, snapshot), {
        isolationLevel: 'repeatable read',
        accessMode: 'read only',
      });
    }
    const db = tx;
    const ids = [...new Set(productIds)];
    const [productRows, variantRows, groupItemRows] = await Promise.all([
      // Only what pricing and the stock check read (not the search columns, a large tsvector among them).
      db
        .select({
          id: products.id,
          storeId: products.storeId,
          nameEn: products.nameEn,
          nameSo: products.nameSo,
          sellingPrice: products.sellingPrice,
          stock: products.stock,
          unlimitedStock: products.unlimitedStock,
          hasVariant: products.hasVariant,
          saleable: products.saleable,
          // Hidden by staff, or in a hidden category: no longer sold (carts that hold it are refused).
          hidden: sql<boolean>`(${products.hidden} or ${products.categoryId} in (select ${categories.id} from ${categories} where ${categories.hidden}))`,
          image: products.image,
          containerDeposit: products.containerDeposit,
        })
        .from(products)
        .where(inArray(products.id, ids)),
      db.select().from(productVariants).where(inArray(productVariants.productId, ids)),
      db
        .select({ group: choiceGroups, item: getTableColumns(choiceItems) })
        .from(choiceGroups)
        .leftJoin(choiceItems, eq(choiceItems.groupId, choiceGroups.id))
        .where(inArray(choiceGroups.productId, ids))
        .orderBy(asc(choiceGroups.sort), asc(choiceGroups.id), asc(choiceItems.id)),
    ]);
    const groupRows: (typeof choiceGroups.$inferSelect)[] = [];
    const itemRows: (typeof choiceItems.$inferSelect)[] = [];
    for (const { group, item } of groupItemRows) {
      if (groupRows.at(-1)?.id !== group.id) groupRows.push(group);
      if (item) itemRows.push(item);
    }
    return {
      products: new Map(productRows.map((p) => [p.id, p])),
      variants: new Map(variantRows.map((v) => [v.id, v])),
      groups: new Map(groupRows.map((g) => [g.id, g])),
      items: new Map(itemRows.map((i) => [i.id, i])),
      groupsByProduct: groupBy(groupRows, (g) => g.productId),
    };
  }

  /** Takes `quantity` from a variant if it has that many; false (and nothing changed) when it has fewer. */
  async takeFromVariant(variantId: number, quantity: number, tx: Tx): Promise<boolean> {
    const updated = await tx
      .update(productVariants)
      .set({ stock: sql`${productVariants.stock} - ${quantity}` })
      .where(and(eq(productVariants.id, variantId), gte(productVariants.stock, quantity)))
      .returning({ id: productVariants.id });
    return updated.length > 0;
  }

  /** Takes `quantity` from a product without variants if it has that many; false when it has fewer. */
  async takeFromProduct(productId: number, quantity: number, tx: Tx): Promise<boolean> {
    const updated = await tx
      .update(products)
      .set({ stock: sql`${products.stock} - ${quantity}` })
      .where(and(eq(products.id, productId), gte(products.stock, quantity)))
      .returning({ id: products.id });
    return updated.length > 0;
  }

  async addToVariant(variantId: number, quantity: number, tx: Tx): Promise<void> {
    await tx
      .update(productVariants)
      .set({ stock: sql`${productVariants.stock} + ${quantity}` })
      .where(eq(productVariants.id, variantId));
  }

  async addToProduct(productId: number, quantity: number, tx: Tx): Promise<void> {
    await tx
      .update(products)
      .set({ stock: sql`${products.stock} + ${quantity}` })
      .where(eq(products.id, productId));
  }

  /**
   * Locks a product row before its variants' sum is read. Under READ COMMITTED a statement reads the rows as they
   * were when it began: an update that waited for the product row and then summed the variants in the same statement
   * would miss what the transaction it waited for took, and the product would show stock that was sold. Summing in a
   * later statement, once the lock is held, sees every committed take.
   */
  private async lockProduct(productId: number, tx: Tx): Promise<void> {
    await tx
      .select({ id: products.id })
      .from(products)
      .where(eq(products.id, productId))
      .for('no key update');
  }

  /** Sets a product with variants to show the sum of its variants' stock. */
  async syncProductStock(productId: number, tx: Tx): Promise<void> {
    await this.lockProduct(productId, tx);
    await tx
      .update(products)
      .set({ stock: variantStockSum(productId) })
      .where(eq(products.id, productId));
  }

  async variantStock(variantId: number, tx?: DbOrTx): Promise<number | undefined> {
    const [row] = await (tx ?? this.db)
      .select({ stock: productVariants.stock })
      .from(productVariants)
      .where(eq(productVariants.id, variantId));
    return row?.stock;
  }

  async productStock(productId: number, tx?: DbOrTx): Promise<number | undefined> {
    const [row] = await (tx ?? this.db)
      .select({ stock: products.stock })
      .from(products)
      .where(eq(products.id, productId));
    return row?.stock;
  }

  /** The store's product, read without a lock (locks are taken by the updates, variants first). */
  async productOfStore(productId: number, storeId: number, tx?: DbOrTx) {
    const [row] = await (tx ?? this.db)
      .select({ id: products.id, hasVariant: products.hasVariant })
      .from(products)
      .where(and(eq(products.id, productId), eq(products.storeId, storeId)));
    return row;
  }

  /** Sets one variant's stock; false when the product has no such variant. */
  async setVariantStock(productId: number, variantId: number, stock: number, tx: Tx): Promise<boolean> {
    const updated = await tx
      .update(productVariants)
      .set({ stock })
      .where(and(eq(productVariants.id, variantId), eq(productVariants.productId, productId)))
      .returning({ id: productVariants.id });
    return updated.length > 0;
  }

  /**
   * Sets a product's stock (a number, or the sum of its variants) and, when given, whether it is unlimited.
   * Returns what the product shows now.
   */
  async setProductStock(
    productId: number,
    stock: number | 'sum-of-variants',
    unlimited: boolean | undefined,
    tx: Tx,
  ) {
    if (stock === 'sum-of-variants') await this.lockProduct(productId, tx);
    const [row] = await tx
      .update(products)
      .set({
        stock: stock === 'sum-of-variants' ? variantStockSum(productId) : stock,
        ...(unlimited === undefined ? {} : { unlimitedStock: unlimited }),
      })
      .where(eq(products.id, productId))
      .returning({ id: products.id, stock: products.stock, unlimited_stock: products.unlimitedStock });
    return row;
  }
}
