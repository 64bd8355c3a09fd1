/**
 * Running the platform: shops applying to join, one-time sign-in codes for the people the operator or an owner
 * takes on, and the operator's audit trail.
 */
import { sql } from 'drizzle-orm';
import {
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { industries, stores } from './catalog';
import { users } from './accounts';

/** A shop asking to join; approving it creates the store and its owner's account in one transaction. */
export const storeApplications = pgTable(
  'store_applications',
  {
    id: serial('id').primaryKey(),
    storeName: text('store_name').notNull(),
    ownerName: text('owner_name').notNull(),
    /** International form (`+252…`), as accounts keep phones. */
    phone: text('phone').notNull(),
    industryId: integer('industry_id')
      .notNull()
      .references(() => industries.id),
    address: text('address').notNull(),
    lat: doublePrecision('lat').notNull(),
    lng: doublePrecision('lng').notNull(),
    status: text('status', { enum: ['pending', 'approved', 'rejected'] })
      .notNull()
      .default('pending'),
    reason: text('reason'),
    storeId: integer('store_id').references(() => stores.id),
    decidedBy: integer('decided_by').references(() => users.id),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('store_applications_status_idx').on(t.status, t.id)],
);

/** A one-time sign-in code, kept as an argon2 hash; dead once used, expired or guessed wrong too often. */
export const signInCodes = pgTable(
  'sign_in_codes',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    failures: integer('failures').notNull().default(0),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('sign_in_codes_user_idx').on(t.userId)],
);

/** Every operator action: who, what, on what, when, with what. */
export const adminAudit = pgTable(
  'admin_audit',
  {
    id: serial('id').primaryKey(),
    actorId: integer('actor_id')
      .notNull()
      .references(() => users.id),
    action: text('action').notNull(),
    target: text('target').notNull(),
    details: jsonb('details')
      .notNull()
      .default(sql`'{}'::jsonb`),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('admin_audit_at_idx').on(t.at, t.id)],
);

/** Money Suuq paid a store: once per reference (a repeat answers the first); its statement's balance drops by it. */
export const payouts = pgTable(
  'payouts',
  {
    id: serial('id').primaryKey(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    method: text('method', { enum: ['evc', 'zaad', 'edahab', 'bank', 'cash'] }).notNull(),
    reference: text('reference').notNull().unique(),
    actorId: integer('actor_id')
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [index('payouts_store_idx').on(t.storeId, t.createdAt)],
);
