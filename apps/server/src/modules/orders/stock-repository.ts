/**
 * Every query on stock: the catalog snapshot that pricing and the stock check read, taking and giving back stock
 * with conditional updates, and staff setting it. A product with variants shows the sum of its variants' stock;
 * that sum is written here once (`syncProductStock`).
 */
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { executeNamed } from '../../db/named-statement';
import type { DbOrTx, Tx } from '../../db/tx';
import { categories, choiceGroups, choiceItems, productVariants, products } from '../../db/schema';
import type { CatalogGroup, CatalogItem, CatalogSnapshot, CatalogVariant } from './pricing';
import { liveVariantStock } from '../../db/variant-stock';

/** A product row of the catalog snapshot, its children as JSON (text from one driver, parsed by the other). */
export interface SnapshotRow {
  id: number;
  store_id: number;
  name_en: string;
  name_so: string | null;
  selling_price: number;
  stock: number;
  unlimited_stock: boolean;
  has_variant: boolean;
  saleable: boolean;
  hidden: boolean;
  image: string;
  container_deposit: number | null;
  variants: CatalogVariant[] | string;
  groups: (CatalogGroup & { items: CatalogItem[] })[] | string;
}

function parsed<T>(value: T[] | string): T[] {
  return typeof value === 'string' ? (JSON.parse(value) as T[]) : value;
}

/** A list of ids as one array parameter (`= any(…::int[])`), the same on both drivers. */
function intArray(ids: readonly number[]): string {
  return `{${ids.map((id) => Math.trunc(id)).join(',')}}`;
}

/**
 * The statement that takes an order's stock (the `take_stock` function of the migrations): locks the rows in the one
 * lock order, checks every line, then takes it all, or raises `STOCK_SHORT` and takes nothing. Its values are whole
 * numbers and flags only, so that it can travel with COMMIT as one simple query (see `withTransaction`).
 */
export function takeStatement(
  variants: readonly { variantId: number; quantity: number }[],
  lines: readonly { productId: number; hasVariants: boolean; quantity: number }[],
): SQL {
  const flags = `{${lines.map((p) => (p.hasVariants ? 't' : 'f')).join(',')}}`;
  return sql`select take_stock(${intArray(variants.map((v) => v.variantId))}::int[],
    ${intArray(variants.map((v) => v.quantity))}::int[], ${intArray(lines.map((p) => p.productId))}::int[],
    ${intArray(lines.map((p) => p.quantity))}::int[], ${flags}::boolean[])`;
}

/** The SQLSTATE `take_stock` raises when a line has too little stock; its detail lists `[kind, id, stock]`. */
export const STOCK_SHORT = 'SU409';

/**
 * The products named, with their variants, choice groups and items gathered as JSON: one row per product. One
 * statement sees one moment, so a product that staff edit meanwhile is priced wholly as it was or wholly as it is
 * (never its old variant price with its new options).
 */
export function catalogStatement(productIds: readonly number[]): SQL {
  const ids = [...new Set(productIds)];
  return sql`
      select p.id, p.store_id, p.name_en, p.name_so, p.selling_price, p.stock, p.unlimited_stock,
        p.has_variant, p.saleable, p.image, p.container_deposit,
        (p.hidden or c.hidden) as hidden,
        coalesce((
          select json_agg(json_build_object(
            'id', v.id, 'productId', v.product_id, 'nameEn', v.name_en, 'nameSo', v.name_so,
            'sellingPrice', v.selling_price, 'stock', v.stock, 'archived', v.archived))
          from ${productVariants} v where v.product_id = p.id
        ), '[]') as variants,
        coalesce((
          select json_agg(json_build_object(
            'id', g.id, 'productId', g.product_id, 'kind', g.kind, 'titleEn', g.title_en, 'titleSo', g.title_so,
            'limit', g."limit", 'required', g.required,
            'items', coalesce((
              select json_agg(json_build_object(
                'id', i.id, 'groupId', i.group_id, 'itemEn', i.item_en, 'itemSo', i.item_so, 'price', i.price)
                order by i.id)
              from ${choiceItems} i where i.group_id = g.id
            ), '[]'))
            order by g.sort, g.id)
          from ${choiceGroups} g where g.product_id = p.id
        ), '[]') as groups
      from ${products} p
      join ${categories} c on c.id = p.category_id
      where p.id = any(${intArray(ids)}::int[])
    `;
}

/** The catalog snapshot pricing reads, from the rows of `catalogStatement`. */
export function catalogSnapshot(rows: readonly SnapshotRow[]): CatalogSnapshot {
  const snapshot: CatalogSnapshot = {
    products: new Map(),
    variants: new Map(),
    groups: new Map(),
    items: new Map(),
    groupsByProduct: new Map(),
  };
  for (const row of rows) {
    snapshot.products.set(row.id, {
      id: row.id,
      storeId: row.store_id,
      nameEn: row.name_en,
      nameSo: row.name_so,
      sellingPrice: row.selling_price,
      stock: row.stock,
      unlimitedStock: row.unlimited_stock,
      hasVariant: row.has_variant,
      saleable: row.saleable,
      hidden: row.hidden,
      image: row.image,
      containerDeposit: row.container_deposit,
    });
    for (const variant of parsed(row.variants)) snapshot.variants.set(variant.id, variant);
    const groups: CatalogGroup[] = [];
    for (const { items, ...group } of parsed(row.groups)) {
      groups.push(group);
      snapshot.groups.set(group.id, group);
      for (const item of items) snapshot.items.set(item.id, item);
    }
    if (groups.length > 0) snapshot.groupsByProduct.set(row.id, groups);
  }
  return snapshot;
}

export class StockRepository {
  constructor(private readonly db: Db) {}

  /**
   * Everything needed to price and check the named products, in one statement whatever the cart holds (see
   * `catalogStatement`).
   */
  async catalog(productIds: number[], tx?: DbOrTx): Promise<CatalogSnapshot> {
    const result = (await (tx ?? this.db).execute(catalogStatement(productIds))) as { rows: SnapshotRow[] };
    return catalogSnapshot(result.rows);
  }

  /** Takes an order's stock inside its transaction (`takeStatement`). */
  async take(
    variants: readonly { variantId: number; quantity: number }[],
    lines: readonly { productId: number; hasVariants: boolean; quantity: number }[],
    tx: Tx,
  ): Promise<void> {
    await executeNamed(tx, 'stock_take', takeStatement(variants, lines));
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
      .set({ stock: liveVariantStock(productId) })
      .where(eq(products.id, productId));
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
        stock: stock === 'sum-of-variants' ? liveVariantStock(productId) : stock,
        ...(unlimited === undefined ? {} : { unlimitedStock: unlimited }),
      })
      .where(eq(products.id, productId))
      .returning({ id: products.id, stock: products.stock, unlimited_stock: products.unlimitedStock });
    return row;
  }
}
