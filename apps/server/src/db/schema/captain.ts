/**
 * Captains and trips: vehicle types with their fare rule, captains' vehicles, bookings and the path driven,
 * ratings, and the captains' wallets.
 */
import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
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
import { createdAt } from './columns';
import { WALLET_KINDS } from '@suuq/shared/captain-wallet';
import { users } from './accounts';
import { deliveries } from './dispatch';

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
    /** How the rider pays: `cash` to the captain, or a mobile wallet (`evc_plus`, `zaad`, `edahab`). */
    paymentMethod: text('payment_method', { enum: ['cash', 'evc_plus', 'zaad', 'edahab'] })
      .notNull()
      .default('cash'),
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
    check('bookings_payment_method_known', sql`${t.paymentMethod} in ('cash', 'evc_plus', 'zaad', 'edahab')`),
    index('bookings_captain_completed_idx')
      .on(t.captainId, t.completedAt)
      .where(sql`${t.status} = 'completed'`),
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

/**
 * A captain's earnings: the balance, and a ledger of every change (each with the balance it left). Below zero the
 * captain owes Suuq (the cash of deliveries collected at the door); a cash-out never takes it below zero.
 */
export const wallets = pgTable('wallets', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  balance: integer('balance').notNull().default(0),
  currency: text('currency').notNull().default('USD'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const walletTransactions = pgTable(
  'wallet_transactions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => wallets.userId, { onDelete: 'cascade' }),
    kind: text('kind', {
      enum: WALLET_KINDS,
    }).notNull(),
    amount: integer('amount').notNull(),
    balanceAfter: integer('balance_after').notNull(),
    bookingId: integer('booking_id').references(() => bookings.id),
    payoutId: integer('payout_id').references(() => captainPayouts.id),
    /** The delivery whose fee or cash this is. */
    deliveryId: integer('delivery_id').references(() => deliveries.id),
    createdAt: createdAt(),
  },
  (t) => [
    index('wallet_transactions_user_idx').on(t.userId, t.createdAt, t.id),
    // A trip's fare is credited once, however often the ride is ended.
    uniqueIndex('wallet_transactions_trip_fare_idx')
      .on(t.bookingId)
      .where(sql`${t.kind} = 'trip_fare'`),
    // A delivery's fee is credited once, and its cash recorded once, however often it is handed over.
    uniqueIndex('wallet_transactions_delivery_fee_idx')
      .on(t.deliveryId)
      .where(sql`${t.kind} = 'delivery_fee'`),
    uniqueIndex('wallet_transactions_delivery_cash_idx')
      .on(t.deliveryId)
      .where(sql`${t.kind} = 'delivery_cash'`),
    // A trip's cash is recorded as collected once.
    uniqueIndex('wallet_transactions_cash_idx')
      .on(t.bookingId)
      .where(sql`${t.kind} = 'cash_collected'`),
  ],
);

/**
 * A captain's cash-out: the amount leaves the balance when it is asked for (so two requests at once can never take
 * more than the balance), waits `pending` until the operator sends it to the wallet number (`paid`, with the
 * wallet's reference) or cannot (`returned`, the amount credited back). `request_id` is the app's name for the
 * request: the same one sent twice records one cash-out.
 */
export const captainPayouts = pgTable(
  'captain_payouts',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => wallets.userId, { onDelete: 'cascade' }),
    requestId: text('request_id').notNull(),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    method: text('method', { enum: ['evc_plus', 'zaad', 'edahab'] }).notNull(),
    /** The wallet number, `2526XXXXXXXX`. */
    phone: text('phone').notNull(),
    status: text('status', { enum: ['pending', 'paid', 'returned'] })
      .notNull()
      .default('pending'),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
    settledBy: integer('settled_by').references(() => users.id),
    /** The wallet's transaction reference once paid, or why it was returned. */
    reference: text('reference'),
  },
  (t) => [
    uniqueIndex('captain_payouts_request_idx').on(t.userId, t.requestId),
    index('captain_payouts_user_idx').on(t.userId, t.requestedAt),
    index('captain_payouts_pending_idx')
      .on(t.requestedAt)
      .where(sql`${t.status} = 'pending'`),
    check('captain_payouts_amount_positive', sql`${t.amount} > 0`),
  ],
);
