/**
 * Accounts: users, their sign-in sessions (refresh tokens, stored as digests), the rate-limit counters,
 * address books and wish lists.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { products, stores } from './catalog';

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
    /** Staff only: the store's owner, who takes on and removes its other staff. */
    isOwner: boolean('is_owner').notNull().default(false),
    avatar: text('avatar'),
    isActive: boolean('is_active').notNull().default(true),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    /** A captain on duty is offered trips and may accept them; off duty, neither. */
    onDuty: boolean('on_duty').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('users_email_idx').on(sql`lower(${t.email})`),
    // One owner per store.
    uniqueIndex('users_one_owner_idx')
      .on(t.storeId)
      .where(sql`${t.isOwner}`),
  ],
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

/**
 * Codes sent by text to reset a forgotten password: stored hashed, valid for a quarter of an hour, a few wrong
 * tries each, used once. A new request replaces the account's earlier codes.
 */
export const passwordResets = pgTable(
  'password_resets',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    wrongTries: integer('wrong_tries').notNull().default(0),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('password_resets_user_idx').on(t.userId)],
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
