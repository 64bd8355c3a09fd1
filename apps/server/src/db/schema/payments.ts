/**
 * Mobile-money payment attempts: one row per request to a wallet (EVC Plus, Zaad, Sahal through WaafiPay; eDahab).
 * The reference sent to the wallet is derived from the order number and the attempt's number, and unique, so a
 * retried call, a crash or a double click can never charge twice; at most one attempt per order is pending.
 */
import { sql } from 'drizzle-orm';
import { MOBILE_MONEY_METHODS } from '@suuq/shared/payment-methods';
import { index, integer, pgTable, serial, text, timestamp, unique, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { users } from './accounts';
import { orders } from './orders';

export const paymentAttempts = pgTable(
  'payment_attempts',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** 1 for the order's first attempt, then 2, 3, ... */
    attempt: integer('attempt').notNull(),
    /** What the wallet knows the attempt by (`SQ-<order number>-<attempt>`). */
    reference: text('reference').notNull().unique(),
    method: text('method', { enum: MOBILE_MONEY_METHODS }).notNull(),
    /** The wallet's number, `2526XXXXXXXX`. */
    phone: text('phone').notNull(),
    /** Minor units and currency asked for: an approval for any other amount is not a payment of this order. */
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    /**
     * pending: asked, no answer yet; approved: the order is paid by it; failed: refused or not confirmed in time;
     * reversing: approved for an order that was cancelled meanwhile, to be given back; reversed: given back.
     */
    state: text('state', { enum: ['pending', 'approved', 'failed', 'reversing', 'reversed'] })
      .notNull()
      .default('pending'),
    /** The wallet's own id of the request (an eDahab invoice id), once it answered. */
    providerRef: text('provider_ref'),
    /** The wallet's transaction id of an approved payment: what a reversal names. */
    transactionId: text('transaction_id'),
    /** Why it failed: a message key (`paymentRejected`, `paymentWrongPin`, ...). */
    reason: text('reason'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('payment_attempts_order_attempt').on(t.orderId, t.attempt),
    // One attempt waiting on a phone per order: a double click or a racing retry is refused by the database.
    uniqueIndex('payment_attempts_one_pending')
      .on(t.orderId)
      .where(sql`${t.state} = 'pending'`),
    index('payment_attempts_state_idx').on(t.state, t.updatedAt),
  ],
);

/**
 * Money a customer is owed back by hand, outside the app: a bank transfer (paid, or with a receipt waiting) whose
 * order was cancelled (one per order), or the difference a paid order's changed lines owe back (one per change). Staff give it back and say so (`POST /api/merchant/orders/{n}/refund`); until
 * then the order shows it as `refund_due`. Wallets that cannot reverse (eDahab) keep theirs on their attempt.
 */
export const handRefunds = pgTable(
  'hand_refunds',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    method: text('method').notNull(),
    /** Minor units, in the order's currency. */
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    /**
     * due: the customer is owed it; given: staff gave it back; covered: a change's difference that went back with
     * the whole payment when the order was later cancelled (a PayPal refund, a wallet's reversal).
     */
    state: text('state', { enum: ['due', 'given', 'covered'] })
      .notNull()
      .default('due'),
    /**
     * cancelled: the order was cancelled (at most one per order); changed: staff removed or replaced a line of a
     * paid order and the difference is owed back (any number per order, always given back by hand).
     */
    kind: text('kind', { enum: ['cancelled', 'changed', 'rest'] })
      .notNull()
      .default('cancelled'),
    givenBy: integer('given_by').references(() => users.id),
    givenAt: timestamp('given_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('hand_refunds_order_cancelled')
      .on(t.orderId)
      .where(sql`${t.kind} = 'cancelled'`),
    index('hand_refunds_order_idx').on(t.orderId),
  ],
);

/**
 * Every bank-transfer receipt sent for an order, with when and by whom (null: a guest holding the order's number).
 * The order's `receipt_file` is the latest; earlier files are kept, never replaced, so a receipt sent by someone
 * else who knows a guest order's number cannot make the shopper's own disappear.
 */
export const receiptUploads = pgTable(
  'receipt_uploads',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    file: text('file').notNull(),
    uploadedBy: integer('uploaded_by').references(() => users.id),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('receipt_uploads_order_idx').on(t.orderId, t.uploadedAt)],
);
