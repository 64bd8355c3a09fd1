/**
 * Every query on stock: the catalog snapshot that pricing and the stock check read, taking and giving back stock
 * with conditional updates, and staff setting it. A product with variants shows the sum of its variants' stock;
 * that sum is written here once (`syncProductStock`).
 */
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { json } from '../../db/json-row';
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
function variantStockSum(productId: number | SQL) {
  return sql`(select coalesce(sum(${productVariants.stock}), 0) from ${productVariants} where ${productVariants.productId} = ${productId})`;
}

/** A list of ids as one array parameter (`= any(…::int[])`), the same on both drivers. */
function intArray(ids: readonly number[]): string {
  return `{${ids.map((id) => Math.trunc(id)).join(',')}}`;
}

/**
 * The locks `take` takes first: variants then products, each arm locking its rows in id order (its plan is
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
   * Takes an order's stock in one statement, its last before COMMIT so that the rows are held as briefly as possible:
   * it locks them in the one lock order (`lockStatement`: the variants by id, then the products by id; an update
   * only reaches a row the lock has already returned), then variants lose their quantity if they have that many and
   * so does a product without variants. A product with variants is only locked here: its sum is written by
   * `setToVariantSum` in a later statement, which sees every committed take. Returns the rows that had too little
   * and each locked row's stock as it was when locked; nothing is left half-done, as a shortfall rolls back.
   */
  async take(
    variants: readonly { variantId: number; quantity: number }[],
    lines: readonly { productId: number; hasVariants: boolean; quantity: number }[],
    tx: Tx,
  ): Promise<{
    short: { kind: 'v' | 'p'; id: number }[];
    locked: { variants: Map<number, number>; products: Map<number, number> };
  }> {
    const wantV = JSON.stringify(variants.map((v) => ({ id: v.variantId, qty: v.quantity })));
    const plain = lines.filter((p) => !p.hasVariants);
    const wantP = JSON.stringify(plain.map((p) => ({ id: p.productId, qty: p.quantity })));
    const result = await executeNamed<{ short: unknown; locked: unknown }>(
      tx,
      'stock_take',
      sql`with lk as (${lockStatement(
        variants.map((v) => v.variantId),
        lines.map((p) => p.productId),
      )}),
      wv as (select * from jsonb_to_recordset(${wantV}::jsonb) as w(id int, qty int)),
      tv as (
        update ${productVariants} v set stock = v.stock - wv.qty
        from wv join lk on lk.kind = 'v' and lk.id = wv.id
        where v.id = wv.id and v.stock >= wv.qty
        returning v.id
      ),
      wp as (select * from jsonb_to_recordset(${wantP}::jsonb) as w(id int, qty int)),
      tp as (
        update ${products} p set stock = p.stock - wp.qty
        from wp join lk on lk.kind = 'p' and lk.id = wp.id
        where p.id = wp.id and p.stock >= wp.qty
        returning p.id
      )
      select (select coalesce(jsonb_agg(jsonb_build_object('kind', s.kind, 'id', s.id)), '[]'::jsonb) from (
          select 'v' as kind, wv.id from wv where not exists (select 1 from tv where tv.id = wv.id)
          union all
          select 'p' as kind, wp.id from wp where not exists (select 1 from tp where tp.id = wp.id)
        ) s) as short,
        (select coalesce(jsonb_agg(jsonb_build_array(lk.kind, lk.id, lk.stock)), '[]'::jsonb) from lk) as locked`,
    );
    const row = result.rows[0]!;
    const locked = { variants: new Map<number, number>(), products: new Map<number, number>() };
    for (const [kind, id, stock] of json<['v' | 'p', number, number][]>(row.locked)) {
      (kind === 'v' ? locked.variants : locked.products).set(Number(id), Number(stock));
    }
    return { short: json<{ kind: 'v' | 'p'; id: number }[]>(row.short), locked };
  }

  /**
   * Sets products with variants to the sum of their variants' stock, their rows already locked by an earlier
   * statement of the transaction (`take`, or `lockProduct`): this statement began once every lock was held, so it
   * sees every committed take (see `lockProduct`).
   */
  async setToVariantSum(productIds: readonly number[], tx: Tx): Promise<void> {
    if (productIds.length === 0) return;
    await executeNamed(
      tx,
      'stock_sum',
      sql`update ${products} p set stock = ${variantStockSum(sql`p.id`)}
        where p.id = any(${intArray(productIds)}::int[])`,
    );
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
