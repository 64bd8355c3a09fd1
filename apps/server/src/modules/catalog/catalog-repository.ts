/**
 * Catalog reads. Every list is a fixed number of queries whatever its length: the rows first, then their
 * variants in one query and their choice groups with their items in another, keyed by the ids found.
 */
import { and, asc, count, desc, eq, getTableColumns, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { fromMinor } from '@suuq/shared/money';
import type { Category, ChoiceGroup, Industry, Product, Store, StoreDetail } from '@suuq/shared/catalog';
import type { Language } from '@suuq/shared/labels';
import type { Db } from '../../db/client';
import {
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
import { fullTextQueries, wordsAlike, type WordAlike } from './search-words';
import { onSale, StoreAnswers } from './store-answers';

/** Product columns the API shows: all but the search columns (a tsvector is large and never sent). */
const productColumns = (() => {
  const { searchText, searchVector, ...shown } = getTableColumns(products);
  void searchText;
  void searchVector;
  return shown;
})();
type ProductRow = Omit<typeof products.$inferSelect, 'searchText' | 'searchVector'> & { currency: string };

/**
 * What shoppers may see: not hidden by staff, and not in a hidden category. Hidden products stay in the database for
 * the orders that name them.
 */
const visibleProduct = and(
  eq(products.hidden, false),
  sql`${products.categoryId} not in (select ${categories.id} from ${categories} where ${categories.hidden})`,
)!;

/** Escapes LIKE wildcards so a shopper's "%" or "_" is matched literally. */
function likePattern(search: string) {
  return `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

function toCategory(row: typeof categories.$inferSelect, lang: Language): Category {
  return {
    id: row.id,
    name: localized(lang, row.nameEn, row.nameSo),
    image: row.image,
    store_id: row.storeId,
  };
}

export class CatalogRepository {
  private readonly answers: StoreAnswers;

  constructor(private readonly db: Db) {
    this.answers = new StoreAnswers(db);
  }

  async industries(lang: Language): Promise<Industry[]> {
    const rows = await this.db.select().from(industries).orderBy(asc(industries.sort), asc(industries.id));
    return rows.map((row) => ({
      id: row.id,
      slug: row.slug,
      name: localized(lang, row.nameEn, row.nameSo),
      image: row.image,
    }));
  }

  async stores(
    filter: { industry?: string | undefined; search?: string | undefined },
    lang: Language,
  ): Promise<Store[]> {
    const conditions: SQL[] = [];
    if (filter.industry) conditions.push(eq(industries.slug, filter.industry));
    if (filter.search) {
      const pattern = likePattern(filter.search);
      const match = or(
        ilike(stores.name, pattern),
        ilike(stores.address, pattern),
        ilike(stores.addressSo, pattern),
      );
      if (match) conditions.push(match);
    }
    const rows = await this.answers
      .rows(conditions.length ? and(...conditions) : undefined)
      .orderBy(asc(stores.name), asc(stores.id));
    return this.answers.build(rows, lang);
  }

  /**
   * The details of the stores named, in the order named (unknown names left out): four queries whatever their
   * number. The categories strip asks for several at once.
   */
  async storesBySlugs(slugs: readonly string[], lang: Language): Promise<StoreDetail[]> {
    const rows = await this.answers.rows(inArray(stores.slug, slugs.length > 0 ? [...slugs] : ['']));
    rows.sort((a, b) => slugs.indexOf(a.store.slug) - slugs.indexOf(b.store.slug));
    const ids = rows.map((row) => row.store.id);
    const [built, shelves] = await Promise.all([
      this.answers.build(rows, lang),
      this.db
        .select()
        .from(categories)
        .where(and(inArray(categories.storeId, ids.length > 0 ? ids : [0]), eq(categories.hidden, false)))
        .orderBy(asc(categories.sort), asc(categories.id)),
    ]);
    const byStore = groupBy(shelves, (row) => row.storeId);
    return built.map((store, index) => ({
      ...store,
      about: localized(lang, rows[index]!.store.aboutEn, rows[index]!.store.aboutSo),
      categories: (byStore.get(store.id) ?? []).map((row) => toCategory(row, lang)),
    }));
  }

  async storeBySlug(slug: string, lang: Language): Promise<StoreDetail | undefined> {
    return (await this.storesBySlugs([slug], lang))[0];
  }

  /** Whether the operator suspended the store of this slug: its page says it is not taking orders. */
  async isSuspended(slug: string): Promise<boolean> {
    const [row] = await this.db
      .select({ status: stores.status })
      .from(stores)
      .where(eq(stores.slug, slug))
      .limit(1);
    return row?.status === 'suspended';
  }

  /**
   * A page of a store's products with the store's categories and the number of matches: five queries, in two
   * rounds (the store with its categories, the page and the count; then the page's variants and choice groups).
   * Undefined when the store does not exist.
   */
  async storePage(
    query: { storeId: number; categoryId?: number | undefined; search?: string | undefined },
    page: { page: number; perPage: number },
    lang: Language,
  ): Promise<{ categories: Category[]; products: Product[]; total: number } | undefined> {
    const where = this.productFilter(query);
    const [storeRows, rows, [totalRow]] = await Promise.all([
      this.db
        .select({ currency: stores.currency, category: categories })
        .from(stores)
        .leftJoin(categories, and(eq(categories.storeId, stores.id), eq(categories.hidden, false)))
        .where(and(eq(stores.id, query.storeId), onSale))
        .orderBy(asc(categories.sort), asc(categories.id)),
      this.db
        .select(productColumns)
        .from(products)
        .where(where)
        .orderBy(asc(products.sort), asc(products.id))
        .limit(page.perPage)
        .offset((page.page - 1) * page.perPage),
      this.db.select({ total: count() }).from(products).where(where),
    ]);
    const currency = storeRows[0]?.currency;
    if (currency === undefined) return undefined;
    return {
      categories: storeRows.flatMap(({ category: row }) => (row ? [toCategory(row, lang)] : [])),
      products: await this.hydrate(
        rows.map((row) => ({ ...row, currency })),
        lang,
      ),
      total: totalRow?.total ?? 0,
    };
  }

  private productFilter(query: {
    storeId: number;
    categoryId?: number | undefined;
    search?: string | undefined;
  }) {
    const conditions: SQL[] = [eq(products.storeId, query.storeId), visibleProduct];
    if (query.categoryId) conditions.push(eq(products.categoryId, query.categoryId));
    if (query.search) {
      const pattern = likePattern(query.search);
      const match = or(ilike(products.nameEn, pattern), ilike(products.nameSo, pattern));
      if (match) conditions.push(match);
    }
    return and(...conditions);
  }

  async productBySlug(slug: string, lang: Language): Promise<Product | undefined> {
    const rows = await this.db
      .select({ product: productColumns, currency: stores.currency })
      .from(products)
      .innerJoin(stores, eq(stores.id, products.storeId))
      .where(and(eq(products.slug, slug), visibleProduct, onSale))
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
      .select({ product: productColumns, currency: stores.currency })
      .from(products)
      .innerJoin(stores, eq(stores.id, products.storeId))
      .where(and(inArray(products.id, [...ids]), visibleProduct, onSale));
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
   * Typo-tolerant search over stores and products. Each of the shopper's words (as the full-text parser splits
   * them) is looked up, typos and all, in the table of distinct catalog words: trigram word similarity above the
   * session threshold, index-assisted through `<%`, the closest few first. The products are then found by full
   * text, in three tiers: those holding the words as typed, then those holding each word's closest match, then
   * those holding any of the matches. Each tier takes the first products the full-text index finds, stopping at a
   * page's worth instead of sorting every product that holds a common word, and is looked into only for what the
   * one before left. Within the page, names most alike the query come first. Nothing ranks or compares every
   * product, so a common word costs as little as a rare one; a word like no catalog word finds nothing.
   */
  async search(
    query: { q: string; industry?: string | undefined },
    lang: Language,
    limits = { stores: 10, products: 20 },
  ): Promise<{ stores: Store[]; products: Product[] }> {
    const term = query.q.trim().toLowerCase();
    const inIndustry = query.industry ? eq(industries.slug, query.industry) : undefined;
    const [storeRows, rows] = await Promise.all([
      this.answers
        .rows(
          and(
            or(sql`${stores.searchText} %> ${term}`, ilike(stores.searchText, likePattern(term))),
            inIndustry,
          ),
        )
        .orderBy(desc(sql`word_similarity(${term}, ${stores.searchText})`), asc(stores.id))
        .limit(limits.stores),
      wordsAlike(this.db, term).then((words) =>
        words.length === 0 || words.some((word) => word.alike.length === 0)
          ? []
          : this.productsHolding(term, words, inIndustry, limits.products),
      ),
    ]);
    return {
      stores: await this.answers.build(storeRows, lang),
      products: await this.hydrate(
        rows.map((row) => ({ ...row.product, currency: row.currency })),
        lang,
      ),
    };
  }

  private productsHolding(term: string, words: WordAlike[], inIndustry: SQL | undefined, limit: number) {
    const { typed, closest, others, known } = fullTextQueries(words);
    const holds = (query: string) => sql`${products.searchVector} @@ ${query}::tsquery`;
    const tier = (rank: number, match: SQL) => {
      const base = this.db.select({ id: products.id, tier: sql.raw(String(rank)).as('tier') }).from(products);
      const where = and(match, visibleProduct, inIndustry);
      return (
        inIndustry
          ? base
              .innerJoin(stores, eq(stores.id, products.storeId))
              .innerJoin(industries, eq(industries.id, stores.industryId))
              .where(where)
          : base.where(where)
      ).limit(limit);
    };
    // A word typed as no product holds it leaves the first tier empty: not looked for (a scan finding nothing).
    const tiers = [
      ...(known ? [tier(1, holds(typed))] : []),
      ...(closest === typed
        ? []
        : [tier(2, known ? sql`${holds(closest)} and not ${holds(typed)}` : holds(closest))]),
      ...(others ? [tier(3, sql`${holds(others)} and not ${holds(closest)}`)] : []),
    ];
    // Taken in order, each tier only while the page is not full: once it is, the later ones are not run at all.
    const picked = sql`(select * from (${sql.join(
      tiers.map((query) => sql`(${query})`),
      sql` union all `,
    )}) as tiers limit ${limit}) as picked`;
    return this.db
      .select({ product: productColumns, currency: stores.currency })
      .from(products)
      .innerJoin(picked, sql`picked.id = ${products.id}`)
      .innerJoin(stores, eq(stores.id, products.storeId))
      .where(onSale)
      .orderBy(
        sql`picked.tier`,
        desc(sql`word_similarity(${term}, ${products.searchText})`),
        asc(products.id),
      )
      .limit(limit);
  }

  /** Adds variants, options and addons to product rows: three queries for any number of products. */
  private async hydrate(rows: ProductRow[], lang: Language): Promise<Product[]> {
    if (rows.length === 0) return [];
    const ids = rows.map((row) => row.id);
    const [variantRows, groupItemRows] = await Promise.all([
      this.db
        .select()
        .from(productVariants)
        .where(and(inArray(productVariants.productId, ids), eq(productVariants.archived, false)))
        .orderBy(asc(productVariants.sort), asc(productVariants.id)),
      this.db
        .select({ group: choiceGroups, item: getTableColumns(choiceItems) })
        .from(choiceGroups)
        .leftJoin(choiceItems, eq(choiceItems.groupId, choiceGroups.id))
        .where(inArray(choiceGroups.productId, ids))
        .orderBy(asc(choiceGroups.sort), asc(choiceGroups.id), asc(choiceItems.sort), asc(choiceItems.id)),
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
        container:
          row.containerDeposit === null
            ? null
            : {
                name: localized(lang, row.containerNameEn ?? '', row.containerNameSo),
                deposit: fromMinor(row.containerDeposit),
              },
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
