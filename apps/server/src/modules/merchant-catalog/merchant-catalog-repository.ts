/**
 * Reading a store's own catalog as its staff see it: every category and product, hidden ones included, each text
 * in both languages. A page of products is four queries whatever its length (rows, count, variants, groups).
 */
import { and, asc, count, eq, getTableColumns, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { fromMinor } from '@suuq/shared/money';
import type {
  MerchantCategory,
  MerchantProduct,
  MerchantStore,
  Translatable,
} from '@suuq/shared/merchant-catalog';
import type { Db } from '../../db/client';
import type { DbOrTx } from '../../db/tx';
import {
  categories,
  choiceGroups,
  choiceItems,
  industries,
  orderItems,
  productVariants,
  products,
  stores,
} from '../../db/schema';
import { groupBy } from '../../lib/group-by';

const both = (en: string, so: string | null): Translatable => ({ en, so: so ?? '' });

/** Escapes LIKE wildcards so a "%" or "_" typed in the search box is matched literally. */
function likePattern(search: string) {
  return `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

const productColumns = (() => {
  const { searchText, searchVector, ...shown } = getTableColumns(products);
  void searchText;
  void searchVector;
  return shown;
})();
type ProductRow = Omit<typeof products.$inferSelect, 'searchText' | 'searchVector'>;

export class MerchantCatalogRepository {
  constructor(private readonly db: Db) {}

  async categories(storeId: number, tx?: DbOrTx): Promise<MerchantCategory[]> {
    const rows = await (tx ?? this.db)
      .select({
        category: categories,
        // Written out in full: inside a select list, column references would lose their table names.
        productCount: sql<number>`(select count(*)::int from products p where p.category_id = "categories"."id")`,
      })
      .from(categories)
      .where(eq(categories.storeId, storeId))
      .orderBy(asc(categories.sort), asc(categories.id));
    return rows.map(({ category, productCount }) => ({
      id: category.id,
      name: both(category.nameEn, category.nameSo),
      image: category.image,
      position: category.sort,
      hidden: category.hidden,
      product_count: Number(productCount),
    }));
  }

  async category(storeId: number, id: number, tx?: DbOrTx): Promise<MerchantCategory | undefined> {
    return (await this.categories(storeId, tx)).find((category) => category.id === id);
  }

  /** Whether the category is the store's (locked for the rest of the transaction when `lock` is set). */
  async categoryOfStore(storeId: number, id: number, tx: DbOrTx = this.db, lock = false): Promise<boolean> {
    const query = tx
      .select({ id: categories.id })
      .from(categories)
      .where(and(eq(categories.id, id), eq(categories.storeId, storeId)));
    const rows = lock ? await query.for('update') : await query;
    return rows.length > 0;
  }

  async products(
    storeId: number,
    filter: { categoryId?: number | undefined; search?: string | undefined },
    page: { page: number; perPage: number },
  ): Promise<{ products: MerchantProduct[]; total: number }> {
    const conditions: SQL[] = [eq(products.storeId, storeId)];
    if (filter.categoryId) conditions.push(eq(products.categoryId, filter.categoryId));
    const search = filter.search?.trim();
    if (search) {
      const pattern = likePattern(search);
      conditions.push(or(ilike(products.nameEn, pattern), ilike(products.nameSo, pattern))!);
    }
    const where = and(...conditions);
    const [rows, [totalRow], [store]] = await Promise.all([
      this.db
        .select(productColumns)
        .from(products)
        .where(where)
        .orderBy(asc(products.sort), asc(products.id))
        .limit(page.perPage)
        .offset((page.page - 1) * page.perPage),
      this.db.select({ total: count() }).from(products).where(where),
      this.db.select({ currency: stores.currency }).from(stores).where(eq(stores.id, storeId)),
    ]);
    return {
      products: await this.hydrate(rows, store?.currency ?? 'USD', this.db),
      total: totalRow?.total ?? 0,
    };
  }

  async product(storeId: number, id: number, tx?: DbOrTx): Promise<MerchantProduct | undefined> {
    const db = tx ?? this.db;
    const rows = await db
      .select({ product: productColumns, currency: stores.currency })
      .from(products)
      .innerJoin(stores, eq(stores.id, products.storeId))
      .where(and(eq(products.id, id), eq(products.storeId, storeId)));
    const row = rows[0];
    if (!row) return undefined;
    const [product] = await this.hydrate([row.product], row.currency, db);
    return product;
  }

  async store(storeId: number, tx?: DbOrTx): Promise<MerchantStore | undefined> {
    const [row] = await (tx ?? this.db)
      .select({ store: stores, industry: industries.slug })
      .from(stores)
      .innerJoin(industries, eq(industries.id, stores.industryId))
      .where(eq(stores.id, storeId));
    if (!row) return undefined;
    const { store } = row;
    return {
      id: store.id,
      slug: store.slug,
      name: store.name,
      currency: store.currency,
      min_order_amount: fromMinor(store.minOrderAmount),
      industry: row.industry,
      image: store.image,
      logo: store.logo,
      phone: store.phone,
      address: store.address,
      address_so: store.addressSo,
      about: both(store.aboutEn, store.aboutSo),
    };
  }

  /** Variants (archived ones left out), option and addon groups with their items, and whether each was ordered. */
  private async hydrate(rows: ProductRow[], currency: string, db: DbOrTx): Promise<MerchantProduct[]> {
    if (rows.length === 0) return [];
    const ids = rows.map((row) => row.id);
    const [variantRows, groupItemRows, orderedRows] = await Promise.all([
      db
        .select()
        .from(productVariants)
        .where(and(inArray(productVariants.productId, ids), eq(productVariants.archived, false)))
        .orderBy(asc(productVariants.sort), asc(productVariants.id)),
      db
        .select({ group: choiceGroups, item: getTableColumns(choiceItems) })
        .from(choiceGroups)
        .leftJoin(choiceItems, eq(choiceItems.groupId, choiceGroups.id))
        .where(inArray(choiceGroups.productId, ids))
        .orderBy(asc(choiceGroups.sort), asc(choiceGroups.id), asc(choiceItems.sort), asc(choiceItems.id)),
      db
        .selectDistinct({ productId: orderItems.productId })
        .from(orderItems)
        .where(inArray(orderItems.productId, ids)),
    ]);
    const groupRows: (typeof choiceGroups.$inferSelect)[] = [];
    const itemRows: (typeof choiceItems.$inferSelect)[] = [];
    for (const { group, item } of groupItemRows) {
      if (groupRows.at(-1)?.id !== group.id) groupRows.push(group);
      if (item) itemRows.push(item);
    }
    const itemsByGroup = groupBy(itemRows, (item) => item.groupId);
    const variantsByProduct = groupBy(variantRows, (variant) => variant.productId);
    const groupsByProduct = groupBy(groupRows, (group) => group.productId);
    const ordered = new Set(orderedRows.map((row) => row.productId));
    const children = (groupId: number) =>
      (itemsByGroup.get(groupId) ?? []).map((item) => ({
        id: item.id,
        item: both(item.itemEn, item.itemSo),
        price: fromMinor(item.price),
      }));

    return rows.map((row) => {
      const groups = groupsByProduct.get(row.id) ?? [];
      const attributes = [row.attribute1, row.attribute2, row.attribute3].filter(
        (name): name is string => !!name,
      );
      return {
        id: row.id,
        slug: row.slug,
        name: both(row.nameEn, row.nameSo),
        short_description: both(row.shortDescriptionEn, row.shortDescriptionSo),
        tagline: both(row.taglineEn, row.taglineSo),
        description: both(row.descriptionEn, row.descriptionSo),
        image: row.image,
        selling_price: fromMinor(row.sellingPrice),
        compare_price: row.comparePrice === null ? null : fromMinor(row.comparePrice),
        stock: row.stock,
        unlimited_stock: row.unlimitedStock,
        saleable: row.saleable,
        hidden: row.hidden,
        category_id: row.categoryId,
        position: row.sort,
        currency,
        attributes,
        container:
          row.containerDeposit === null
            ? null
            : {
                name: both(row.containerNameEn ?? '', row.containerNameSo),
                deposit: fromMinor(row.containerDeposit),
              },
        variants: (variantsByProduct.get(row.id) ?? []).map((variant) => ({
          id: variant.id,
          name: both(variant.nameEn, variant.nameSo),
          selling_price: fromMinor(variant.sellingPrice),
          stock: variant.stock,
          image: variant.image,
          attribute_values: [variant.attribute1Value, variant.attribute2Value, variant.attribute3Value]
            .slice(0, attributes.length)
            .map((value) => value ?? ''),
        })),
        options: groups
          .filter((group) => group.kind === 'option')
          .map((group) => ({
            id: group.id,
            title: both(group.titleEn, group.titleSo),
            required: group.required,
            children: children(group.id),
          })),
        addons: groups
          .filter((group) => group.kind === 'addon')
          .map((group) => ({
            id: group.id,
            title: both(group.titleEn, group.titleSo),
            limit: group.limit,
            children: children(group.id),
          })),
        on_orders: ordered.has(row.id),
      };
    });
  }
}
