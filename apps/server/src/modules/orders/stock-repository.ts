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

/** The sum of a product's variants' stock, as SQL: what a product with variants shows as its own stock. */
function variantStockSum(productId: number) {
  return sql`(select coalesce(sum(${productVariants.stock}), 0) from ${productVariants} where ${productVariants.productId} = ${productId})`;
}

/** A list of ids as one array parameter (`= any(…::int[])`), the same on both drivers. */
function intArray(ids: readonly number[]): string {
  return `{${ids.map((id) => Math.trunc(id)).join(',')}}`;
}

/**
 * The statement `lockForTaking` runs: variants then products, each arm locking its rows in id order (its plan is
 * Append over two LockRows, each above its Sort; a test reads the plan).
 */
export function lockStatement(variantIds: readonly number[], productIds: readonly number[]): SQL {
  return sql`
      select 'v' as kind, v.id, v.stock from (
        select id, stock from ${productVariants} where id = any(${intArray(variantIds)}::int[])
        order by id for no key update
      ) v
      union all
      select 'p' as kind, p.id, p.stock from (
        select id, stock from ${products} where id = any(${intArray(productIds)}::int[])
        order by id for no key update
      ) p
    `;
}

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

  /**
   * Locks the rows an order takes stock from, in one statement and in the one lock order: the variants by id, then
   * the products by id. Each arm of the UNION ALL is a sorted `SELECT … FOR NO KEY UPDATE`, which locks rows in its
   * sort order (the lock is taken above the sort), and UNION ALL runs its arms one after the other. Returns each
   * row's stock as it is once locked.
   */
  async lockForTaking(
    variantIds: readonly number[],
    productIds: readonly number[],
    tx: Tx,
  ): Promise<{ variants: Map<number, number>; products: Map<number, number> }> {
    const result = await executeNamed<{ kind: 'v' | 'p'; id: number; stock: number }>(
      tx,
      'stock_lock',
      lockStatement(variantIds, productIds),
    );
    const variants = new Map<number, number>();
    const found = new Map<number, number>();
    for (const row of result.rows) (row.kind === 'v' ? variants : found).set(row.id, Number(row.stock));
    return { variants, products: found };
  }

  /**
   * Taking stock for every line, as parts of one statement (the order's own), its rows already locked by
   * `lockForTaking` in an earlier statement of the transaction: `ctes` are WITH entries, `short` a JSON array of the
   * rows that had too little (`{kind: 'v' | 'p', id}`). Variants lose their quantity if they have that many, a
   * product without variants likewise, and a product with variants is set to the sum of its variants after the
   * take. That sum is read in a statement that began once every lock was held, so it sees every committed take (see
   * `lockProduct`); the statement's own variant updates are not visible to it, so they are subtracted. Nothing is
   * taken unless `when` holds (the order was written). Nothing is left half-done: a shortfall rolls back.
   */
  takeParts(
    variants: readonly { variantId: number; quantity: number }[],
    lines: readonly { productId: number; hasVariants: boolean; quantity: number }[],
    when: SQL,
  ): { ctes: SQL; short: SQL } {
    const wantV = JSON.stringify(variants.map((v) => ({ id: v.variantId, qty: v.quantity })));
    const wantP = JSON.stringify(
      lines.map((p) => ({ id: p.productId, qty: p.quantity, sum: p.hasVariants })),
    );
    const ctes = sql`wv as (select * from jsonb_to_recordset(${wantV}::jsonb) as w(id int, qty int)),
      tv as (
        update ${productVariants} v set stock = v.stock - wv.qty
        from wv where v.id = wv.id and v.stock >= wv.qty and ${when}
        returning v.id, v.product_id, wv.qty
      ),
      wp as (select * from jsonb_to_recordset(${wantP}::jsonb) as w(id int, qty int, sum boolean)),
      tp as (
        update ${products} p set stock = case when wp.sum
          then (select coalesce(sum(s.stock), 0) from ${productVariants} s where s.product_id = p.id)
            - (select coalesce(sum(tv.qty), 0) from tv where tv.product_id = p.id)
          else p.stock - wp.qty end
        from wp where p.id = wp.id and (wp.sum or p.stock >= wp.qty) and ${when}
        returning p.id
      )`;
    const short = sql`(select coalesce(jsonb_agg(jsonb_build_object('kind', s.kind, 'id', s.id)), '[]'::jsonb) from (
        select 'v' as kind, wv.id from wv where not exists (select 1 from tv where tv.id = wv.id)
        union all
        select 'p' as kind, wp.id from wp where not exists (select 1 from tp where tp.id = wp.id)
      ) s)`;
    return { ctes, short };
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
