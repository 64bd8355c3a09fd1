/**
 * Notifications: the outbox of messages to send (written in the same transaction as the change each one tells of,
 * sent afterwards by the outbox worker) and the phones that asked for no more texts.
 */
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { createdAt } from './columns';

export const OUTBOX_CHANNELS = ['sms', 'push'] as const;
/**
 * `pending` (not tried yet), `sending` (claimed by a worker until `locked_until`), `sent`, `retry` (a try failed;
 * again at `next_attempt_at`), `dead` (the last try failed), `skipped` (never sent by rule: STOP, the hourly limit).
 */
export const OUTBOX_STATUSES = ['pending', 'sending', 'sent', 'retry', 'dead', 'skipped'] as const;

export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: serial('id').primaryKey(),
    channel: text('channel', { enum: OUTBOX_CHANNELS }).notNull().default('sms'),
    /** The phone in international digits without the plus (2526XXXXXXXX). */
    recipient: text('recipient').notNull(),
    body: text('body').notNull(),
    /** What the message tells of (`password_reset`, `order_placed`, ...). */
    kind: text('kind').notNull(),
    language: text('language', { enum: ['en', 'so'] }).notNull(),
    storeId: integer('store_id'),
    orderNumber: text('order_number'),
    /** One event writes one message: a second write with the same key is ignored. */
    dedupeKey: text('dedupe_key').notNull(),
    status: text('status', { enum: OUTBOX_STATUSES }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** While `sending`: until when the claiming worker owns it; past it, another worker takes it over. */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    /** When it passed the STOP list and the hourly limit: it counts toward that phone's hour from then on. */
    admittedAt: timestamp('admitted_at', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('outbox_messages_dedupe_key_idx').on(t.dedupeKey),
    index('outbox_messages_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} in ('pending', 'retry')`),
    index('outbox_messages_sending_idx')
      .on(t.lockedUntil)
      .where(sql`${t.status} = 'sending'`),
    index('outbox_messages_recipient_admitted_idx').on(t.recipient, t.admittedAt),
    /** A store's log of messages, newest first. */
    index('outbox_messages_store_idx')
      .on(t.storeId, t.id)
      .where(sql`${t.storeId} is not null`),
  ],
);

/** Phones that sent STOP: no text goes to them any more. */
export const smsStopList = pgTable('sms_stop_list', {
  recipient: text('recipient').primaryKey(),
  createdAt: createdAt(),
});

/**
 * Browsers that asked for web pushes: a signed-in user's (staff get their store's new orders, captains their
 * offers) or a shopper's for one order (its status changes). The keys are the browser's, to encrypt each push.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: serial('id').primaryKey(),
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    orderNumber: text('order_number'),
    /** The language the pushes are written in: the one the browser subscribed in. */
    language: text('language', { enum: ['en', 'so'] })
      .notNull()
      .default('en'),
    createdAt: createdAt(),
    /** When the push service last took a push for it. */
    lastOkAt: timestamp('last_ok_at', { withTimezone: true }),
    /** Tries the push service refused since the last one it took. */
    failures: integer('failures').notNull().default(0),
  },
  (t) => [
    uniqueIndex('push_subscriptions_endpoint_idx').on(t.endpoint),
    index('push_subscriptions_user_idx')
      .on(t.userId)
      .where(sql`${t.userId} is not null`),
    index('push_subscriptions_order_idx')
      .on(t.orderNumber)
      .where(sql`${t.orderNumber} is not null`),
    check('push_subscriptions_owner_check', sql`${t.userId} is not null or ${t.orderNumber} is not null`),
  ],
);
