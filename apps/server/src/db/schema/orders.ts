/**
 * Orders: the order, its lines, its status history, and the idempotency keys of order requests.
 */
import { sql } from 'drizzle-orm';
import { PAYMENT_METHODS } from '@suuq/shared/payment-methods';
import {
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { users } from './accounts';
import { branches, productVariants, products, stores } from './catalog';

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
    paymentMethod: text('payment_method', { enum: PAYMENT_METHODS }).notNull(),
    paymentStatus: text('payment_status', {
      enum: ['pending', 'awaiting_confirmation', 'paid', 'failed', 'refunded'],
    })
      .notNull()
      .default('pending'),
    /** The payment provider's id for this order's payment (a PayPal order id). */
    paymentReference: text('payment_reference'),
    /** Where the shopper approves the payment with the provider, while it is pending. */
    paymentApproveUrl: text('payment_approve_url'),
    /** The provider's id of the captured payment (a PayPal capture id): what a refund names. */
    paymentCaptureId: text('payment_capture_id'),
    /** Mobile money: the wallet's number of the latest attempt, `2526XXXXXXXX`. */
    payerPhone: text('payer_phone'),
    /** Mobile money: why the latest attempt failed (a message key), while the payment is failed. */
    paymentFailure: text('payment_failure'),
    /** When the payment last failed: the order keeps its stock for PAYMENT_HOLD_MINUTES from then. */
    paymentFailedAt: timestamp('payment_failed_at', { withTimezone: true }),
    /** The bank-transfer receipt the shopper sent (a private file's name) and when, for staff to judge. */
    receiptFile: text('receipt_file'),
    receiptUploadedAt: timestamp('receipt_uploaded_at', { withTimezone: true }),
    /** Why staff rejected the receipt: what the shopper reads while the payment has failed. */
    receiptRejection: text('receipt_rejection'),
    customerName: text('customer_name').notNull(),
    customerPhone: text('customer_phone').notNull(),
    customerEmail: text('customer_email'),
    addressLine: text('address_line'),
    addressLat: doublePrecision('address_lat'),
    addressLng: doublePrecision('address_lng'),
    addressNotes: text('address_notes'),
    notes: text('notes'),
    /** Why staff cancelled it (a key of CANCEL_REASONS), and their words when the reason is `other`. */
    cancelReason: text('cancel_reason'),
    cancelNote: text('cancel_note'),
    /**
     * What staff changed in its lines after it was placed, oldest first: snapshots (`OrderChangeSnapshot`) with
     * copies of the names as they were, kept on the order as its lines' options are, so reading an order costs
     * no extra query.
     */
    changes: jsonb('changes').notNull().default([]),
    /** The booked slot's start for an order for later; null for as soon as possible. */
    scheduledFor: timestamp('scheduled_for', { withTimezone: true }),
    /**
     * The window promised when the order was placed for as soon as possible (null for an order for later: its slot
     * is the promise): ready after the store's preparation time, at the door by the delivery range's upper end.
     */
    estimatedReadyAt: timestamp('estimated_ready_at', { withTimezone: true }),
    estimatedDeliveryAt: timestamp('estimated_delivery_at', { withTimezone: true }),
    subtotal: integer('subtotal').notNull(),
    deliveryFee: integer('delivery_fee').notNull().default(0),
    /** Deposits of returnable containers taken new (no empty handed back); part of the total. */
    depositTotal: integer('deposit_total').notNull().default(0),
    /** How many of the deposit containers of this order came back (staff count them). */
    containersReturned: integer('containers_returned').notNull().default(0),
    total: integer('total').notNull(),
    currency: text('currency').notNull(),
    /** The shopper's language when they ordered: the texts about the order are written in it. */
    language: text('language', { enum: ['en', 'so'] })
      .notNull()
      .default('en'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('orders_store_status_idx').on(t.storeId, t.status, t.createdAt),
    index('orders_user_idx').on(t.userId, t.createdAt),
    index('orders_store_scheduled_idx').on(t.storeId, t.scheduledFor),
    check('orders_total_matches', sql`${t.total} = ${t.subtotal} + ${t.deliveryFee} + ${t.depositTotal}`),
    check('orders_containers_returned_nonnegative', sql`${t.containersReturned} >= 0`),
    check('orders_language_known', sql`${t.language} in ('en', 'so')`),
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
    /**
     * The product's (and its variant's) name when ordered, in English. Orders placed before `name_so` was kept hold
     * the name in the language they were placed in.
     */
    name: text('name').notNull(),
    /** The same in Somali (each part falling back to English); null on orders placed before it was kept. */
    nameSo: text('name_so'),
    quantity: integer('quantity').notNull(),
    unitPrice: integer('unit_price').notNull(),
    optionPrice: integer('option_price').notNull().default(0),
    addonPrice: integer('addon_price').notNull().default(0),
    total: integer('total').notNull(),
    /** Snapshot of the chosen options and addons ({id, group, item, price}) as they were when ordered. */
    options: jsonb('options').notNull().default([]),
    addons: jsonb('addons').notNull().default([]),
    /** Units this line took from stock (0 when the product was unlimited then): exactly what cancelling gives back. */
    stockTaken: integer('stock_taken').notNull().default(0),
    /** A returnable container's product: an empty handed back (`exchange`) or a new one with its deposit. */
    containerMode: text('container_mode', { enum: ['exchange', 'new'] }),
    /** The deposits this line charges (deposit × quantity for `new`), apart from its total. */
    depositTotal: integer('deposit_total').notNull().default(0),
  },
  (t) => [
    index('order_items_order_idx').on(t.orderId),
    check('order_items_quantity_positive', sql`${t.quantity} > 0`),
    check('order_items_deposit_nonnegative', sql`${t.depositTotal} >= 0`),
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
