/**
 * Delivery by captains: each delivery of an order carried by a Suuq captain, from offered to handed over (or given
 * back, or cancelled), and each captain's last position, which decides who is near enough to be offered one.
 * Partial unique indexes keep every order to one live delivery and every captain to one delivery at a time,
 * whatever races the application loses.
 */
import { sql } from 'drizzle-orm';
import {
  check,
  doublePrecision,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { DELIVERY_STATUSES } from '@suuq/shared/dispatch';
import { users } from './accounts';
import { stores } from './catalog';
import { orders } from './orders';

export const deliveries = pgTable(
  'deliveries',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id),
    captainId: integer('captain_id').references(() => users.id),
    status: text('status', { enum: DELIVERY_STATUSES }).notNull().default('offered'),
    /** What the captain earns (minor units): the order's delivery fee times COURIER_FEE_SHARE. */
    fee: integer('fee').notNull(),
    /** Cash to take from the shopper at the door (minor units); 0 when paid already. */
    cashToCollect: integer('cash_to_collect').notNull(),
    currency: text('currency').notNull(),
    /** SHA-256 of the delivery's id and the order's handover code: the code itself is never kept. */
    handoverCodeHash: text('handover_code_hash').notNull(),
    handoverFailures: integer('handover_failures').notNull().default(0),
    /** The carrying captain's last position, kept only while carrying and cleared when the delivery ends. */
    courierLat: doublePrecision('courier_lat'),
    courierLng: doublePrecision('courier_lng'),
    courierPositionAt: timestamp('courier_position_at', { withTimezone: true }),
    offeredAt: timestamp('offered_at', { withTimezone: true }).notNull().defaultNow(),
    /** When it was found still waiting past DISPATCH_TIMEOUT_MINUTES (staff were told then). */
    overdueAt: timestamp('overdue_at', { withTimezone: true }),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    /** Staff who assigned the captain by hand; null when the captain accepted the offer. */
    assignedBy: integer('assigned_by').references(() => users.id),
    pickedUpAt: timestamp('picked_up_at', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    releasedAt: timestamp('released_at', { withTimezone: true }),
    releaseReason: text('release_reason'),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('deliveries_order_live_idx')
      .on(t.orderId)
      .where(sql`${t.status} in ('offered', 'accepted', 'picked_up')`),
    uniqueIndex('deliveries_captain_carrying_idx')
      .on(t.captainId)
      .where(sql`${t.status} in ('accepted', 'picked_up')`),
    index('deliveries_offered_idx')
      .on(t.offeredAt)
      .where(sql`${t.status} = 'offered'`),
    index('deliveries_order_idx').on(t.orderId),
    check(
      'deliveries_status_known',
      sql`${t.status} in ('offered', 'accepted', 'picked_up', 'delivered', 'released', 'cancelled')`,
    ),
    check('deliveries_money_nonnegative', sql`${t.fee} >= 0 and ${t.cashToCollect} >= 0`),
    check(
      'deliveries_carried_by_captain',
      sql`${t.status} in ('offered', 'cancelled') or ${t.captainId} is not null`,
    ),
  ],
);

/** A captain's last position, sent by their phone while on duty: who is near a store's delivery. */
export const captainPositions = pgTable('captain_positions', {
  captainId: integer('captain_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  lat: doublePrecision('lat').notNull(),
  lng: doublePrecision('lng').notNull(),
  at: timestamp('at', { withTimezone: true }).notNull(),
});
