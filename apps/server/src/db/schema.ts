/**
 * The whole Suuq domain in one Drizzle schema (PostgreSQL dialect). The same schema and the same generated
 * migrations serve the embedded PGlite database and a real PostgreSQL server.
 *
 * Money columns are integer minor units (cents). Text a shopper reads exists in English (`*_en`) and, where it
 * differs, Somali (`*_so`, null falls back to English).
 */
import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  customType,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/** PostgreSQL full-text vector; only ever written by generated columns. */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

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
    image: text('image').notNull(),
    phone: text('phone').notNull(),
    address: text('address').notNull(),
    lat: doublePrecision('lat').notNull(),
    lng: doublePrecision('lng').notNull(),
    isOpen: boolean('is_open').notNull().default(true),
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
    attribute1: text('attribute1'),
    attribute2: text('attribute2'),
    attribute3: text('attribute3'),
    attribute1Value: text('attribute1_value'),
    attribute2Value: text('attribute2_value'),
    attribute3Value: text('attribute3_value'),
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
  ],
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

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    phone: text('phone').notNull().unique(),
    email: text('email'),
    passwordHash: text('password_hash').notNull(),
    role: text('role', { enum: ['customer', 'staff', 'captain', 'admin'] })
      .notNull()
      .default('customer'),
    storeId: integer('store_id').references(() => stores.id),
    avatar: text('avatar'),
    isActive: boolean('is_active').notNull().default(true),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('users_email_idx').on(sql`lower(${t.email})`)],
);

/** Refresh tokens, stored hashed; a family is one sign-in, rotated on each use and revoked whole on reuse. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    familyId: text('family_id').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    clientId: text('client_id').notNull(),
    deviceToken: text('device_token'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('refresh_tokens_family_idx').on(t.familyId), index('refresh_tokens_user_idx').on(t.userId)],
);

/**
 * One row per counted event of a rate limit (a failed sign-in per account and per client address, a
 * registration per address). Kept in the database so every API process sees the same counts; rows older than the
 * longest window are swept away.
 */
export const rateLimitHits = pgTable(
  'rate_limit_hits',
  {
    id: serial('id').primaryKey(),
    bucket: text('bucket').notNull(),
    key: text('key').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('rate_limit_hits_bucket_key_at_idx').on(t.bucket, t.key, t.at),
    index('rate_limit_hits_at_idx').on(t.at),
  ],
);

export const addresses = pgTable(
  'addresses',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    label: text('label').notNull(),
    line: text('line').notNull(),
    lat: doublePrecision('lat').notNull(),
    lng: doublePrecision('lng').notNull(),
    notes: text('notes'),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('addresses_user_idx').on(t.userId)],
);

export const wishlistItems = pgTable(
  'wishlist_items',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.productId] })],
);

export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    orderNumber: text('order_number').notNull().unique(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id),
    branchId: integer('branch_id')
      .notNull()
      .references(() => branches.id),
    userId: integer('user_id').references(() => users.id),
    status: text('status', {
      enum: ['sent', 'accepted', 'processing', 'ready', 'on_the_way', 'delivered', 'cancelled'],
    })
      .notNull()
      .default('sent'),
    deliveryMethod: text('delivery_method', { enum: ['dine_in', 'pickup', 'delivery'] }).notNull(),
    paymentMethod: text('payment_method', { enum: ['cash', 'paypal', 'bank_transfer'] }).notNull(),
    paymentStatus: text('payment_status', { enum: ['pending', 'paid', 'failed', 'refunded'] })
      .notNull()
      .default('pending'),
    /** The payment provider's id for this order's payment (a PayPal order id). */
    paymentReference: text('payment_reference'),
    /** Where the shopper approves the payment with the provider, while it is pending. */
    paymentApproveUrl: text('payment_approve_url'),
    customerName: text('customer_name').notNull(),
    customerPhone: text('customer_phone').notNull(),
    customerEmail: text('customer_email'),
    addressLine: text('address_line'),
    addressLat: doublePrecision('address_lat'),
    addressLng: doublePrecision('address_lng'),
    addressNotes: text('address_notes'),
    notes: text('notes'),
    subtotal: integer('subtotal').notNull(),
    deliveryFee: integer('delivery_fee').notNull().default(0),
    total: integer('total').notNull(),
    currency: text('currency').notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('orders_store_status_idx').on(t.storeId, t.status, t.createdAt),
    index('orders_user_idx').on(t.userId, t.createdAt),
    check('orders_total_matches', sql`${t.total} = ${t.subtotal} + ${t.deliveryFee}`),
  ],
);

export const orderItems = pgTable(
  'order_items',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    variantId: integer('variant_id').references(() => productVariants.id),
    name: text('name').notNull(),
    quantity: integer('quantity').notNull(),
    unitPrice: integer('unit_price').notNull(),
    optionPrice: integer('option_price').notNull().default(0),
    addonPrice: integer('addon_price').notNull().default(0),
    total: integer('total').notNull(),
    /** Snapshot of the chosen options and addons ({id, group, item, price}) as they were when ordered. */
    options: jsonb('options').notNull().default([]),
    addons: jsonb('addons').notNull().default([]),
  },
  (t) => [
    index('order_items_order_idx').on(t.orderId),
    check('order_items_quantity_positive', sql`${t.quantity} > 0`),
    check(
      'order_items_total_matches',
      sql`${t.total} = (${t.unitPrice} + ${t.optionPrice} + ${t.addonPrice}) * ${t.quantity}`,
    ),
  ],
);

export const orderStatusHistory = pgTable(
  'order_status_history',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    status: text('status').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    byUserId: integer('by_user_id').references(() => users.id),
  },
  (t) => [index('order_status_history_order_idx').on(t.orderId, t.at)],
);

export const pages = pgTable('pages', {
  slug: text('slug').primaryKey(),
  titleEn: text('title_en').notNull(),
  titleSo: text('title_so'),
  bodyEn: text('body_en').notNull(),
  bodySo: text('body_so'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Idempotency keys of order requests: the first request's fingerprint and answer, so a retry with the same key
 * gets the same answer, and the same key with another body is refused.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    key: text('key').notNull(),
    scope: text('scope').notNull(),
    requestHash: text('request_hash').notNull(),
    state: text('state', { enum: ['in_progress', 'done'] })
      .notNull()
      .default('in_progress'),
    responseStatus: integer('response_status'),
    responseBody: jsonb('response_body'),
    orderId: integer('order_id').references(() => orders.id),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.scope, t.key] })],
);

// Captains and trips: vehicle types with their fare rule, captains' vehicles, bookings and the path driven,
// ratings, and the captains' wallets.

/** Kinds of vehicle a customer can ask for, and the fare rule: base fare plus a rate per kilometre (cents). */
export const vehicleTypes = pgTable(
  'vehicle_types',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    nameEn: text('name_en').notNull(),
    nameSo: text('name_so'),
    descriptionEn: text('description_en').notNull().default(''),
    descriptionSo: text('description_so'),
    baseFare: integer('base_fare').notNull(),
    perKm: integer('per_km').notNull(),
    currency: text('currency').notNull().default('USD'),
    /** Passengers besides the captain. */
    seats: integer('seats').notNull(),
    /** Load it can carry (water tanks, gas cylinders), or null for passenger vehicles. */
    capacityKg: integer('capacity_kg'),
    isActive: boolean('is_active').notNull().default(true),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [
    check('vehicle_types_base_fare_nonnegative', sql`${t.baseFare} >= 0`),
    check('vehicle_types_per_km_nonnegative', sql`${t.perKm} >= 0`),
    check('vehicle_types_seats_nonnegative', sql`${t.seats} >= 0`),
  ],
);

/**
 * A captain's vehicles. Removing one only marks it deleted, so past trips still say what carried them; a plate
 * is unique among the vehicles in use, and may come back on another captain's account after a sale.
 */
export const vehicles = pgTable(
  'vehicles',
  {
    id: serial('id').primaryKey(),
    captainId: integer('captain_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    vehicleTypeId: integer('vehicle_type_id')
      .notNull()
      .references(() => vehicleTypes.id),
    /** Upper case, single spaces: the form people read off the plate. */
    plateNumber: text('plate_number').notNull(),
    make: text('make').notNull(),
    model: text('model').notNull(),
    colour: text('colour').notNull(),
    year: integer('year').notNull(),
    photo: text('photo'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('vehicles_plate_in_use_idx')
      .on(t.plateNumber)
      .where(sql`${t.deletedAt} is null`),
    index('vehicles_captain_idx').on(t.captainId),
    check('vehicles_year_range', sql`${t.year} between 1950 and 2100`),
  ],
);

/**
 * A ride from pickup to drop-off. The fare rule of its vehicle type is copied in when it is booked, so a later
 * change of rates never changes a trip already under way. Partial unique indexes keep every customer to one open
 * booking and every captain to one trip at a time, whatever races the application loses.
 */
export const bookings = pgTable(
  'bookings',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => users.id),
    captainId: integer('captain_id').references(() => users.id),
    vehicleId: integer('vehicle_id').references(() => vehicles.id),
    vehicleTypeId: integer('vehicle_type_id')
      .notNull()
      .references(() => vehicleTypes.id),
    status: text('status', {
      enum: ['searching', 'accepted', 'arrived', 'on_trip', 'completed', 'cancelled'],
    })
      .notNull()
      .default('searching'),
    pickupLabel: text('pickup_label').notNull(),
    pickupLat: doublePrecision('pickup_lat').notNull(),
    pickupLng: doublePrecision('pickup_lng').notNull(),
    dropoffLabel: text('dropoff_label').notNull(),
    dropoffLat: doublePrecision('dropoff_lat').notNull(),
    dropoffLng: doublePrecision('dropoff_lng').notNull(),
    notes: text('notes'),
    /** Straight-line distance pickup to drop-off, in metres, and the fare quoted from it. */
    estimatedDistanceM: integer('estimated_distance_m').notNull(),
    estimatedFare: integer('estimated_fare').notNull(),
    baseFare: integer('base_fare').notNull(),
    perKm: integer('per_km').notNull(),
    currency: text('currency').notNull(),
    /** Set when the ride ends: the distance charged, the fare, and whether it came from the path or the quote. */
    distanceM: integer('distance_m'),
    fare: integer('fare'),
    fareBasis: text('fare_basis', { enum: ['path', 'estimate'] }),
    /** Points recorded by savepath, counted so a trip's path stays bounded. */
    pathPoints: integer('path_points').notNull().default(0),
    captainLat: doublePrecision('captain_lat'),
    captainLng: doublePrecision('captain_lng'),
    captainPositionAt: timestamp('captain_position_at', { withTimezone: true }),
    cancelledBy: text('cancelled_by', { enum: ['customer', 'captain'] }),
    cancelReason: text('cancel_reason'),
    createdAt: createdAt(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    arrivedAt: timestamp('arrived_at', { withTimezone: true }),
    pickedUpAt: timestamp('picked_up_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('bookings_customer_open_idx')
      .on(t.customerId)
      .where(sql`${t.status} in ('searching', 'accepted', 'arrived', 'on_trip')`),
    uniqueIndex('bookings_captain_open_idx')
      .on(t.captainId)
      .where(sql`${t.status} in ('accepted', 'arrived', 'on_trip')`),
    index('bookings_customer_idx').on(t.customerId, t.createdAt),
    index('bookings_captain_idx').on(t.captainId, t.createdAt),
    index('bookings_searching_idx')
      .on(t.vehicleTypeId, t.createdAt)
      .where(sql`${t.status} = 'searching'`),
    check(
      'bookings_captain_when_taken',
      sql`${t.status} in ('searching', 'cancelled') or (${t.captainId} is not null and ${t.vehicleId} is not null)`,
    ),
    check('bookings_fare_when_completed', sql`${t.status} <> 'completed' or ${t.fare} is not null`),
    check('bookings_estimate_nonnegative', sql`${t.estimatedFare} >= 0 and ${t.estimatedDistanceM} >= 0`),
    check('bookings_fare_nonnegative', sql`${t.fare} is null or ${t.fare} >= 0`),
  ],
);

/** Every change of a booking's status and who made it (a captain giving a trip back included). */
export const bookingStatusHistory = pgTable(
  'booking_status_history',
  {
    id: serial('id').primaryKey(),
    bookingId: integer('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    status: text('status').notNull(),
    note: text('note'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    byUserId: integer('by_user_id').references(() => users.id),
  },
  (t) => [index('booking_status_history_booking_idx').on(t.bookingId, t.at)],
);

/** The path a captain drove with the customer on board; the final fare is measured along it. */
export const bookingPathPoints = pgTable(
  'booking_path_points',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    bookingId: integer('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    lat: doublePrecision('lat').notNull(),
    lng: doublePrecision('lng').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [index('booking_path_points_booking_idx').on(t.bookingId, t.at, t.id)],
);

/** A customer's rating of a finished trip: one per booking. */
export const tripRatings = pgTable(
  'trip_ratings',
  {
    bookingId: integer('booking_id')
      .primaryKey()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id')
      .notNull()
      .references(() => users.id),
    captainId: integer('captain_id')
      .notNull()
      .references(() => users.id),
    rating: integer('rating').notNull(),
    comment: text('comment'),
    createdAt: createdAt(),
  },
  (t) => [
    index('trip_ratings_captain_idx').on(t.captainId),
    check('trip_ratings_rating_range', sql`${t.rating} between 1 and 5`),
  ],
);

/** A captain's earnings: the balance, and a ledger of every change (each with the balance it left). */
export const wallets = pgTable(
  'wallets',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    balance: integer('balance').notNull().default(0),
    currency: text('currency').notNull().default('USD'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('wallets_balance_nonnegative', sql`${t.balance} >= 0`)],
);

export const walletTransactions = pgTable(
  'wallet_transactions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => wallets.userId, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['trip_fare', 'adjustment'] }).notNull(),
    amount: integer('amount').notNull(),
    balanceAfter: integer('balance_after').notNull(),
    bookingId: integer('booking_id').references(() => bookings.id),
    createdAt: createdAt(),
  },
  (t) => [
    index('wallet_transactions_user_idx').on(t.userId, t.createdAt, t.id),
    // A trip's fare is credited once, however often the ride is ended.
    uniqueIndex('wallet_transactions_trip_fare_idx')
      .on(t.bookingId)
      .where(sql`${t.kind} = 'trip_fare'`),
    check('wallet_transactions_balance_nonnegative', sql`${t.balanceAfter} >= 0`),
  ],
);
