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
  branches,
  categories,
  choiceGroups,
  choiceItems,
  industries,
  productVariants,
  products,
  searchWords,
  stores,
} from '../../db/schema';
import { groupBy } from '../../lib/group-by';
import { localized } from '../../lib/lang';
import { StoreAnswers } from './store-answers';

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

/** At most this many words of a query are looked up, and this many catalog words stand in for each. */
const SEARCH_WORDS = 8;
const ALIKE_PER_WORD = 6;

/**
 * A full-text query, computed in the database, that holds for every word of the search (as the full-text parser
 * splits it) one of the catalog words most like it: `('rice' | 'ricewater') & ('bariss' | 'bariis')`. Null when a
 * word is like no catalog word at all, which matches nothing, as a word found nowhere did before.
 */
function wordsAlikeQuery(term: string): SQL {
  // Each catalog word is written as a quoted lexeme, its quotes and backslashes doubled.
  const lexeme = sql`'''' || replace(replace(alike.word, '\\', '\\\\'), '''', '''''') || ''''`;
  return sql`select case when bool_and(alternatives is not null)
      then string_agg('(' || alternatives || ')', ' & ')::tsquery end
    from (
      select (
        select string_agg(${lexeme}, ' | ')
        from (
          select ${searchWords.word} as word from ${searchWords}
          where typed.word <% ${searchWords.word}
          order by word_similarity(typed.word, ${searchWords.word}) desc,
            similarity(typed.word, ${searchWords.word}) desc, ${searchWords.word}
          limit ${sql.raw(String(ALIKE_PER_WORD))}
        ) as alike
      ) as alternatives
      from unnest(tsvector_to_array(to_tsvector('simple', ${term}))) as typed(word)
      limit ${sql.raw(String(SEARCH_WORDS))}
    ) as typed_words`;
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
    return this.answers.build(rows);
  }

  async storeBySlug(slug: string, lang: Language): Promise<StoreDetail | undefined> {
    const [row] = await this.storeQuery(eq(stores.slug, slug)).limit(1);
    if (!row) return undefined;
    const [store] = await this.answers.build([row]);
    if (!store) return undefined;
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
      .where(and(eq(categories.storeId, storeId), eq(categories.hidden, false)))
      .orderBy(asc(categories.sort), asc(categories.id));
    return rows.map((row) => ({
      id: row.id,
      name: localized(lang, row.nameEn, row.nameSo),
      image: row.image,
      store_id: row.storeId,
    }));
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
        .where(eq(stores.id, query.storeId))
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
      categories: storeRows.flatMap(({ category: row }) =>
        row
          ? [
              {
                id: row.id,
                name: localized(lang, row.nameEn, row.nameSo),
                image: row.image,
                store_id: row.storeId,
              },
            ]
          : [],
      ),
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
      .where(and(eq(products.slug, slug), visibleProduct))
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
      .where(and(inArray(products.id, [...ids]), visibleProduct));
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
   * Typo-tolerant search over stores and products. Each of the shopper's words is matched, typos and all, against
   * the table of distinct catalog words (trigram word similarity above the session threshold, index-assisted
   * through `<%`, the closest few per word); the products are then found by full text holding, for every word of
   * the query, one of its matches. Products holding the words as typed come first, best ranked, then those holding
   * only look-alikes, names most alike first. Nothing scans every product name, and a search costs the same
   * statements whatever the number of hits.
   */
  async search(
    query: { q: string; industry?: string | undefined },
    lang: Language,
    limits = { stores: 10, products: 20 },
  ): Promise<{ stores: Store[]; products: Product[] }> {
    const term = query.q.trim().toLowerCase();
    const inIndustry = query.industry ? eq(industries.slug, query.industry) : undefined;

    const exact = sql`plainto_tsquery('simple', ${term})`;
    const matches = sql`${products.searchVector} @@ (${wordsAlikeQuery(term)})`;
    const base = this.db
      .select({ product: productColumns, currency: stores.currency })
      .from(products)
      .innerJoin(stores, eq(stores.id, products.storeId));
    const productRows = (
      inIndustry
        ? base
            .innerJoin(industries, eq(industries.id, stores.industryId))
            .where(and(matches, visibleProduct, inIndustry))
        : base.where(and(matches, visibleProduct))
    )
      .orderBy(
        desc(sql`${products.searchVector} @@ ${exact}`),
        desc(sql`ts_rank(${products.searchVector}, ${exact})`),
        desc(sql`word_similarity(${term}, ${products.searchText})`),
        asc(products.id),
      )
      .limit(limits.products);
    const [storeRows, rows] = await Promise.all([
      this.storeQuery(
        and(
          or(sql`${stores.searchText} %> ${term}`, ilike(stores.searchText, likePattern(term))),
          inIndustry,
        ),
      )
        .orderBy(desc(sql`word_similarity(${term}, ${stores.searchText})`), asc(stores.id))
        .limit(limits.stores),
      productRows,
    ]);
    return {
      stores: await this.answers.build(storeRows),
      products: await this.hydrate(
        rows.map((row) => ({ ...row.product, currency: row.currency })),
        lang,
      ),
    };
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
