/**
 * Stores and what they sell: industries, stores and their branches, categories, products with their
 * variants, and choice groups.
 */
import { sql } from 'drizzle-orm';
import { DEFAULT_PREP_MINUTES } from '@suuq/shared/eta';
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  pgTable,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { tsvector, createdAt } from './columns';

export const industries = pgTable('industries', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  nameEn: text('name_en').notNull(),
  nameSo: text('name_so'),
  image: text('image').notNull(),
  sort: integer('sort').notNull().default(0),
});

export const stores = pgTable(
  'stores',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    name: text('name').notNull(),
    industryId: integer('industry_id')
      .notNull()
      .references(() => industries.id),
    currency: text('currency').notNull().default('USD'),
    minOrderAmount: integer('min_order_amount').notNull().default(0),
    deliveryFee: integer('delivery_fee').notNull().default(0),
    dineIn: boolean('dine_in').notNull().default(false),
    pickup: boolean('pickup').notNull().default(true),
    delivery: boolean('delivery').notNull().default(true),
    /** The cover photo: store tiles and the store page's banner. */
    image: text('image').notNull(),
    /** The store's own logo, when staff uploaded one. */
    logo: text('logo'),
    phone: text('phone').notNull(),
    address: text('address').notNull(),
    /** The address in Somali (districts and landmarks as Somalis say them); null shows the English one. */
    addressSo: text('address_so'),
    lat: doublePrecision('lat').notNull(),
    lng: doublePrecision('lng').notNull(),
    /** The staff switch: false closes the store at once, whatever its hours say. */
    isOpen: boolean('is_open').notNull().default(true),
    /** IANA time zone the store's hours and closure dates are written in. */
    timezone: text('timezone').notNull().default('Africa/Mogadishu'),
    /** Scheduled orders: slot length, orders per slot, how far ahead of now the first slot starts, days offered. */
    slotMinutes: integer('slot_minutes').notNull().default(30),
    slotCapacity: integer('slot_capacity').notNull().default(5),
    leadMinutes: integer('lead_minutes').notNull().default(30),
    daysAhead: integer('days_ahead').notNull().default(3),
    acceptsScheduled: boolean('accepts_scheduled').notNull().default(true),
    /** The payment methods the store takes (of those the server is configured for); null: every one. */
    paymentMethods: text('payment_methods').array(),
    /** `suspended` by the platform operator: gone from the storefront and refusing orders; placed ones carry on. */
    status: text('status', { enum: ['active', 'suspended'] })
      .notNull()
      .default('active'),
    suspendedReason: text('suspended_reason'),
    /** Suuq's commission on the items total of delivered orders, in hundredths of a percent (1000 = 10%). */
    commissionBasisPoints: integer('commission_basis_points').notNull().default(1000),
    /** Who carries its delivery orders: Suuq's captains or the store's own riders. */
    courierMode: text('courier_mode', { enum: ['suuq', 'own'] })
      .notNull()
      .default('own'),
    /** Minutes the store takes to get an order ready: the start of every time estimate (packages/shared eta.ts). */
    prepMinutes: integer('prep_minutes').notNull().default(DEFAULT_PREP_MINUTES),
    aboutEn: text('about_en').notNull().default(''),
    aboutSo: text('about_so'),
    /** Lowercased name and address, for typo-tolerant trigram search. */
    searchText: text('search_text').generatedAlwaysAs(sql`lower(name || ' ' || address)`),
    createdAt: createdAt(),
  },
  (t) => [
    index('stores_industry_idx').on(t.industryId),
    index('stores_search_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
    check('stores_min_order_nonnegative', sql`${t.minOrderAmount} >= 0`),
    check('stores_delivery_fee_nonnegative', sql`${t.deliveryFee} >= 0`),
    check('stores_slot_minutes_range', sql`${t.slotMinutes} BETWEEN 5 AND 240`),
    check('stores_slot_capacity_range', sql`${t.slotCapacity} BETWEEN 1 AND 1000`),
    check('stores_lead_minutes_range', sql`${t.leadMinutes} BETWEEN 0 AND 1440`),
    check('stores_days_ahead_range', sql`${t.daysAhead} BETWEEN 0 AND 14`),
    check('stores_commission_range', sql`${t.commissionBasisPoints} BETWEEN 0 AND 10000`),
    check('stores_prep_minutes_range', sql`${t.prepMinutes} BETWEEN 1 AND 240`),
  ],
);

/** A store's physical branches; orders are placed against one. The first branch is the store's `branch_id`. */
export const branches = pgTable(
  'branches',
  {
    id: serial('id').primaryKey(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    nameEn: text('name_en').notNull(),
    nameSo: text('name_so'),
    address: text('address').notNull(),
    lat: doublePrecision('lat').notNull(),
    lng: doublePrecision('lng').notNull(),
    isMain: boolean('is_main').notNull().default(false),
  },
  (t) => [index('branches_store_idx').on(t.storeId)],
);

export const categories = pgTable(
  'categories',
  {
    id: serial('id').primaryKey(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    nameEn: text('name_en').notNull(),
    nameSo: text('name_so'),
    image: text('image').notNull(),
    sort: integer('sort').notNull().default(0),
    /** Hidden by staff: the category and its products leave the storefront. */
    hidden: boolean('hidden').notNull().default(false),
  },
  (t) => [index('categories_store_idx').on(t.storeId, t.sort)],
);

export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
    slug: text('slug').notNull().unique(),
    nameEn: text('name_en').notNull(),
    nameSo: text('name_so'),
    descriptionEn: text('description_en').notNull().default(''),
    descriptionSo: text('description_so'),
    shortDescriptionEn: text('short_description_en').notNull().default(''),
    shortDescriptionSo: text('short_description_so'),
    taglineEn: text('tagline_en').notNull().default(''),
    taglineSo: text('tagline_so'),
    image: text('image').notNull(),
    sellingPrice: integer('selling_price').notNull(),
    comparePrice: integer('compare_price'),
    stock: integer('stock').notNull().default(0),
    unlimitedStock: boolean('unlimited_stock').notNull().default(false),
    hasVariant: boolean('has_variant').notNull().default(false),
    isAddon: boolean('is_addon').notNull().default(false),
    isCombo: boolean('is_combo').notNull().default(false),
    isDeal: boolean('is_deal').notNull().default(false),
    saleable: boolean('saleable').notNull().default(true),
    /** Hidden by staff, or deleted while on past orders: out of the storefront, kept for the orders' history. */
    hidden: boolean('hidden').notNull().default(false),
    attribute1: text('attribute1'),
    attribute2: text('attribute2'),
    attribute3: text('attribute3'),
    attribute1Value: text('attribute1_value'),
    attribute2Value: text('attribute2_value'),
    attribute3Value: text('attribute3_value'),
    /** A returnable container sold with it (a 20 L jerrycan, a gas cylinder): its name and deposit; null: none. */
    containerNameEn: text('container_name_en'),
    containerNameSo: text('container_name_so'),
    containerDeposit: integer('container_deposit'),
    sort: integer('sort').notNull().default(0),
    /** Lowercased English and Somali names, for typo-tolerant trigram search. */
    searchText: text('search_text').generatedAlwaysAs(sql`lower(name_en || ' ' || coalesce(name_so, ''))`),
    /** Words of the names and short descriptions in both languages, for full-text search. */
    searchVector: tsvector('search_vector').generatedAlwaysAs(
      sql`to_tsvector('simple', name_en || ' ' || coalesce(name_so, '') || ' ' || short_description_en || ' ' || coalesce(short_description_so, ''))`,
    ),
    createdAt: createdAt(),
  },
  (t) => [
    index('products_search_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
    index('products_search_vector_idx').using('gin', t.searchVector),
    index('products_store_category_idx').on(t.storeId, t.categoryId, t.sort, t.id),
    index('products_store_idx').on(t.storeId, t.sort, t.id),
    // Stock can never go negative, whatever the application does: the last line of defence against overselling.
    check('products_stock_nonnegative', sql`${t.stock} >= 0`),
    check('products_price_nonnegative', sql`${t.sellingPrice} >= 0`),
    check(
      'products_container_named',
      sql`${t.containerDeposit} is null or (${t.containerDeposit} >= 0 and ${t.containerNameEn} is not null)`,
    ),
  ],
);

/**
 * Every distinct word of the products' names and short descriptions in both languages (the lexemes of
 * `products.search_vector`), with how many products hold it. Search matches a shopper's words, typos and all,
 * against this small table, then finds the products by full text. Kept right by triggers on `products`, whoever
 * writes; a word leaves when the last product holding it does.
 */
export const searchWords = pgTable(
  'search_words',
  {
    word: text('word').primaryKey(),
    products: integer('products').notNull(),
  },
  (t) => [index('search_words_trgm_idx').using('gin', sql`${t.word} gin_trgm_ops`)],
);

/** A product's variants (the spec's `childrens`): each with its own price and stock. */
export const productVariants = pgTable(
  'product_variants',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    nameEn: text('name_en').notNull(),
    nameSo: text('name_so'),
    shortDescriptionEn: text('short_description_en').notNull().default(''),
    shortDescriptionSo: text('short_description_so'),
    image: text('image').notNull(),
    sellingPrice: integer('selling_price').notNull(),
    stock: integer('stock').notNull().default(0),
    attribute1Value: text('attribute1_value'),
    attribute2Value: text('attribute2_value'),
    attribute3Value: text('attribute3_value'),
    sort: integer('sort').notNull().default(0),
    /** Removed by staff while on past orders: no longer offered, kept for the orders that name it. */
    archived: boolean('archived').notNull().default(false),
  },
  (t) => [
    index('product_variants_product_idx').on(t.productId, t.sort),
    check('product_variants_stock_nonnegative', sql`${t.stock} >= 0`),
    check('product_variants_price_nonnegative', sql`${t.sellingPrice} >= 0`),
  ],
);

/** Option groups (single choice, required) and addon groups (multi choice up to `limit`) of a product. */
export const choiceGroups = pgTable(
  'choice_groups',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['option', 'addon'] }).notNull(),
    key: text('key').notNull(),
    titleEn: text('title_en').notNull(),
    titleSo: text('title_so'),
    limit: integer('limit').notNull().default(1),
    required: boolean('required').notNull().default(false),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [
    uniqueIndex('choice_groups_product_key_idx').on(t.productId, t.kind, t.key),
    check('choice_groups_limit_positive', sql`${t.limit} >= 1`),
  ],
);

export const choiceItems = pgTable(
  'choice_items',
  {
    id: serial('id').primaryKey(),
    groupId: integer('group_id')
      .notNull()
      .references(() => choiceGroups.id, { onDelete: 'cascade' }),
    itemEn: text('item_en').notNull(),
    itemSo: text('item_so'),
    price: integer('price').notNull().default(0),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [
    index('choice_items_group_idx').on(t.groupId, t.sort),
    check('choice_items_price_nonnegative', sql`${t.price} >= 0`),
  ],
);
