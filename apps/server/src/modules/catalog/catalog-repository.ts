/**
 * Catalog reads. Every list is a fixed number of queries whatever its length: the rows first, then their
 * variants, choice groups and choice items each in one query keyed by the ids found.
 */
import { and, asc, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { fromMinor } from '@suuq/shared/money';
import type { Category, ChoiceGroup, Industry, Product, Store, StoreDetail } from '@suuq/shared/catalog';
import type { Language } from '@suuq/shared/labels';
import type { Db } from '../../db/client';
import {
  branches,
  categories,
  choiceGroups,
  choiceItems,
  industries,
  productVariants,
  products,
  stores,
} from '../../db/schema';
import { groupBy } from '../../lib/group-by';
import { localized } from '../../lib/lang';

type StoreRow = typeof stores.$inferSelect & { industrySlug: string; branchId: number };
type ProductRow = typeof products.$inferSelect & { currency: string };

/** Escapes LIKE wildcards so a shopper's "%" or "_" is matched literally. */
function likePattern(search: string) {
  return `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

function toStore(row: StoreRow): Store {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    branch_id: row.branchId,
    currency: row.currency,
    min_order_amount: fromMinor(row.minOrderAmount),
    industry: row.industrySlug,
    image: row.image,
    phone: row.phone,
    address: row.address,
    lat: row.lat,
    lng: row.lng,
    is_open: row.isOpen,
  };
}

export class CatalogRepository {
  constructor(private readonly db: Db) {}

  async industries(lang: Language): Promise<Industry[]> {
    const rows = await this.db.select().from(industries).orderBy(asc(industries.sort), asc(industries.id));
    return rows.map((row) => ({
      id: row.id,
      slug: row.slug,
      name: localized(lang, row.nameEn, row.nameSo),
      image: row.image,
    }));
  }

  private storeQuery(where: SQL | undefined) {
    return this.db
      .select({
        store: stores,
        industrySlug: industries.slug,
        branchId: branches.id,
      })
      .from(stores)
      .innerJoin(industries, eq(industries.id, stores.industryId))
      .innerJoin(branches, and(eq(branches.storeId, stores.id), eq(branches.isMain, true)))
      .where(where);
  }

  async stores(filter: { industry?: string | undefined; search?: string | undefined }): Promise<Store[]> {
    const conditions: SQL[] = [];
    if (filter.industry) conditions.push(eq(industries.slug, filter.industry));
    if (filter.search) {
      const pattern = likePattern(filter.search);
      const match = or(ilike(stores.name, pattern), ilike(stores.address, pattern));
      if (match) conditions.push(match);
    }
    const rows = await this.storeQuery(conditions.length ? and(...conditions) : undefined).orderBy(
      asc(stores.name),
      asc(stores.id),
    );
    return rows.map((row) =>
      toStore({ ...row.store, industrySlug: row.industrySlug, branchId: row.branchId }),
    );
  }

  async storeBySlug(slug: string, lang: Language): Promise<StoreDetail | undefined> {
    const [row] = await this.storeQuery(eq(stores.slug, slug)).limit(1);
    if (!row) return undefined;
    const store = toStore({ ...row.store, industrySlug: row.industrySlug, branchId: row.branchId });
    return {
      ...store,
      about: localized(lang, row.store.aboutEn, row.store.aboutSo),
      categories: await this.categories(store.id, lang),
    };
  }

  async categories(storeId: number, lang: Language): Promise<Category[]> {
    const rows = await this.db
      .select()
      .from(categories)
      .where(eq(categories.storeId, storeId))
      .orderBy(asc(categories.sort), asc(categories.id));
    return rows.map((row) => ({
      id: row.id,
      name: localized(lang, row.nameEn, row.nameSo),
      image: row.image,
      store_id: row.storeId,
    }));
  }

  async storeExists(storeId: number): Promise<boolean> {
    const [row] = await this.db.select({ id: stores.id }).from(stores).where(eq(stores.id, storeId)).limit(1);
    return Boolean(row);
  }

  async storeProducts(
    query: { storeId: number; categoryId?: number | undefined; search?: string | undefined },
    page: { page: number; perPage: number },
    lang: Language,
  ): Promise<{ products: Product[]; total: number }> {
    const conditions: SQL[] = [eq(products.storeId, query.storeId)];
    if (query.categoryId) conditions.push(eq(products.categoryId, query.categoryId));
    if (query.search) {
      const pattern = likePattern(query.search);
      const match = or(ilike(products.nameEn, pattern), ilike(products.nameSo, pattern));
      if (match) conditions.push(match);
    }
    const where = and(...conditions);
    const [rows, [totalRow]] = await Promise.all([
      this.db
        .select({ product: products, currency: stores.currency })
        .from(products)
        .innerJoin(stores, eq(stores.id, products.storeId))
        .where(where)
        .orderBy(asc(products.sort), asc(products.id))
        .limit(page.perPage)
        .offset((page.page - 1) * page.perPage),
      this.db.select({ total: count() }).from(products).where(where),
    ]);
    return {
      products: await this.hydrate(
        rows.map((row) => ({ ...row.product, currency: row.currency })),
        lang,
      ),
      total: totalRow?.total ?? 0,
    };
  }

  async productBySlug(slug: string, lang: Language): Promise<Product | undefined> {
    const rows = await this.db
      .select({ product: products, currency: stores.currency })
      .from(products)
      .innerJoin(stores, eq(stores.id, products.storeId))
      .where(eq(products.slug, slug))
      .limit(1);
    const [product] = await this.hydrate(
      rows.map((row) => ({ ...row.product, currency: row.currency })),
      lang,
    );
    return product;
  }

  /** Products by id, in the order of the ids given; unknown ids are left out. */
  async productsByIds(ids: readonly number[], lang: Language): Promise<Product[]> {
    if (ids.length === 0) return [];
    const rows = await this.db
      .select({ product: products, currency: stores.currency })
      .from(products)
      .innerJoin(stores, eq(stores.id, products.storeId))
      .where(inArray(products.id, [...ids]));
    const byId = new Map(
      (
        await this.hydrate(
          rows.map((row) => ({ ...row.product, currency: row.currency })),
          lang,
        )
      ).map((product) => [product.id, product]),
    );
    return ids.flatMap((id) => byId.get(id) ?? []);
  }

  /**
   * Typo-tolerant search over stores and products: full-text matches on names and short descriptions in both
   * languages, or trigram word similarity above the session threshold (index-assisted through `%>`), best first.
   */
  async search(
    query: { q: string; industry?: string | undefined },
    lang: Language,
    limits = { stores: 10, products: 20 },
  ): Promise<{ stores: Store[]; products: Product[] }> {
    const term = query.q.trim().toLowerCase();
    const tsQuery = sql`websearch_to_tsquery('simple', ${term})`;
    const inIndustry = query.industry ? eq(industries.slug, query.industry) : undefined;

    const [storeRows, productRows] = await Promise.all([
      this.storeQuery(
        and(
          or(sql`${stores.searchText} %> ${term}`, ilike(stores.searchText, likePattern(term))),
          inIndustry,
        ),
      )
        .orderBy(desc(sql`word_similarity(${term}, ${stores.searchText})`), asc(stores.id))
        .limit(limits.stores),
      this.db
        .select({ product: products, currency: stores.currency })
        .from(products)
        .innerJoin(stores, eq(stores.id, products.storeId))
        .innerJoin(industries, eq(industries.id, stores.industryId))
        .where(
          and(
            or(sql`${products.searchVector} @@ ${tsQuery}`, sql`${products.searchText} %> ${term}`),
            inIndustry,
          ),
        )
        .orderBy(
          desc(sql`ts_rank(${products.searchVector}, ${tsQuery})`),
          desc(sql`word_similarity(${term}, ${products.searchText})`),
          asc(products.id),
        )
        .limit(limits.products),
    ]);
    return {
      stores: storeRows.map((row) =>
        toStore({ ...row.store, industrySlug: row.industrySlug, branchId: row.branchId }),
      ),
      products: await this.hydrate(
        productRows.map((row) => ({ ...row.product, currency: row.currency })),
        lang,
      ),
    };
  }

  /** Adds variants, options and addons to product rows: three queries for any number of products. */
  private async hydrate(rows: ProductRow[], lang: Language): Promise<Product[]> {
    if (rows.length === 0) return [];
    const ids = rows.map((row) => row.id);
    const [variantRows, groupRows] = await Promise.all([
      this.db
        .select()
        .from(productVariants)
        .where(inArray(productVariants.productId, ids))
        .orderBy(asc(productVariants.sort), asc(productVariants.id)),
      this.db
        .select()
        .from(choiceGroups)
        .where(inArray(choiceGroups.productId, ids))
        .orderBy(asc(choiceGroups.sort), asc(choiceGroups.id)),
    ]);
    const itemRows = groupRows.length
      ? await this.db
          .select()
          .from(choiceItems)
          .where(
            inArray(
              choiceItems.groupId,
              groupRows.map((group) => group.id),
            ),
          )
          .orderBy(asc(choiceItems.sort), asc(choiceItems.id))
      : [];

    const itemsByGroup = groupBy(itemRows, (item) => item.groupId);
    const variantsByProduct = groupBy(variantRows, (variant) => variant.productId);
    const groupsByProduct = groupBy(groupRows, (group) => group.productId);

    const toGroup = (group: (typeof groupRows)[number]): ChoiceGroup => ({
      key: group.key,
      title: localized(lang, group.titleEn, group.titleSo),
      limit: group.limit,
      required: group.required,
      children: (itemsByGroup.get(group.id) ?? []).map((item) => ({
        id: item.id,
        item: localized(lang, item.itemEn, item.itemSo),
        price: fromMinor(item.price),
      })),
    });

    return rows.map((row) => {
      const groups = groupsByProduct.get(row.id) ?? [];
      return {
        id: row.id,
        name: localized(lang, row.nameEn, row.nameSo),
        slug: row.slug,
        description: localized(lang, row.descriptionEn, row.descriptionSo),
        short_description: localized(lang, row.shortDescriptionEn, row.shortDescriptionSo),
        tagline: localized(lang, row.taglineEn, row.taglineSo),
        image: row.image,
        selling_price: fromMinor(row.sellingPrice),
        compare_price: row.comparePrice === null ? null : fromMinor(row.comparePrice),
        stock: row.stock,
        unlimited_stock: row.unlimitedStock,
        currency: row.currency,
        has_variant: row.hasVariant,
        is_addon: row.isAddon,
        is_combo: row.isCombo,
        is_deal: row.isDeal,
        saleable: row.saleable,
        category_id: row.categoryId,
        store_id: row.storeId,
        childrens: (variantsByProduct.get(row.id) ?? []).map((variant) => ({
          id: variant.id,
          name: localized(lang, variant.nameEn, variant.nameSo),
          short_description: localized(lang, variant.shortDescriptionEn, variant.shortDescriptionSo),
          selling_price: fromMinor(variant.sellingPrice),
          image: variant.image,
          stock: variant.stock,
          attribute1_value: variant.attribute1Value,
          attribute2_value: variant.attribute2Value,
          attribute3_value: variant.attribute3Value,
        })),
        options: groups.filter((group) => group.kind === 'option').map(toGroup),
        addons: groups.filter((group) => group.kind === 'addon').map(toGroup),
        attribute1: row.attribute1,
        attribute2: row.attribute2,
        attribute3: row.attribute3,
        attribute1_value: row.attribute1Value,
        attribute2_value: row.attribute2Value,
        attribute3_value: row.attribute3Value,
      };
    });
  }
}
