/**
 * Running the platform: shops applying to join, one-time sign-in codes for the people the operator or an owner
 * takes on, and the operator's audit trail.
 */
import { sql } from 'drizzle-orm';
import {
  bigserial,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { industries, stores } from './catalog';
import { users } from './accounts';
import { bookings } from './captain';
import { orders } from './orders';

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

/**
 * Money Suuq paid a store or a captain (exactly one of them): once per reference across both (a repeat answers the
 * first); the payee's statement's balance drops by it.
 */
export const payouts = pgTable(
  'payouts',
  {
    id: serial('id').primaryKey(),
    storeId: integer('store_id').references(() => stores.id),
    captainId: integer('captain_id').references(() => users.id),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    method: text('method', { enum: ['evc', 'zaad', 'edahab', 'bank', 'cash'] }).notNull(),
    reference: text('reference').notNull().unique(),
    actorId: integer('actor_id')
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [
    index('payouts_store_idx').on(t.storeId, t.createdAt),
    index('payouts_captain_idx').on(t.captainId, t.createdAt),
    check('payouts_one_payee', sql`(${t.storeId} is null) <> (${t.captainId} is null)`),
  ],
);

export const LEDGER_ACCOUNTS = ['shopper', 'store', 'suuq', 'captain'] as const;
export const LEDGER_KINDS = [
  'sale',
  'delivery_fee',
  'deposit',
  'commission',
  'collected',
  'refund',
  'payout',
  'fare',
  'hand_in',
] as const;

/**
 * The ledger: double entry in minor units (decision 025). A posting is the rows sharing `posting` (its key, such
 * as `order:12:delivered`), numbered by `line`; its amounts sum to zero. The key is unique with the line, so an
 * event posted twice (a repeated transition, a retried request) writes its rows once. Positive: the account is
 * owed more (or owes less); negative: it holds money or owes more.
 */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    posting: text('posting').notNull(),
    line: smallint('line').notNull(),
    account: text('account', { enum: LEDGER_ACCOUNTS }).notNull(),
    kind: text('kind', { enum: LEDGER_KINDS }).notNull(),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    orderId: integer('order_id').references(() => orders.id),
    storeId: integer('store_id').references(() => stores.id),
    captainId: integer('captain_id').references(() => users.id),
    bookingId: integer('booking_id').references(() => bookings.id),
    payoutId: integer('payout_id').references(() => payouts.id),
    /** The order's or the ride's payment method, on the rows of its money. */
    paymentMethod: text('payment_method'),
    createdAt: createdAt(),
  },
  (t) => [
    unique('ledger_entries_posting_line').on(t.posting, t.line),
    index('ledger_entries_store_idx').on(t.storeId, t.createdAt),
    index('ledger_entries_captain_idx').on(t.captainId, t.createdAt),
    index('ledger_entries_order_idx').on(t.orderId),
    check('ledger_entries_account_known', sql`${t.account} in ('shopper', 'store', 'suuq', 'captain')`),
    check(
      'ledger_entries_kind_known',
      sql`${t.kind} in ('sale', 'delivery_fee', 'deposit', 'commission', 'collected', 'refund', 'payout', 'fare', 'hand_in')`,
    ),
    check('ledger_entries_amount_nonzero', sql`${t.amount} <> 0`),
    check('ledger_entries_store_named', sql`${t.account} <> 'store' or ${t.storeId} is not null`),
    check('ledger_entries_captain_named', sql`${t.account} <> 'captain' or ${t.captainId} is not null`),
  ],
);
