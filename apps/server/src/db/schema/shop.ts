/**
 * Running a shop: weekly opening hours, dated closures and special hours, the slot capacity counters of scheduled
 * orders, and delivery zones with their fees. Times of day are the store's local wall-clock time ("HH:MM" in the
 * store's `timezone`); a range whose `closes` is not after its `opens` runs past midnight into the next day.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
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
import { stores } from './catalog';

const timeOfDay = (column: string) => sql.raw(`"${column}" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'`);

/** One opening range on an ISO weekday (1 = Monday); a day may have several, a day with none is closed. */
export const storeHours = pgTable(
  'store_hours',
  {
    id: serial('id').primaryKey(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    weekday: integer('weekday').notNull(),
    opens: text('opens').notNull(),
    closes: text('closes').notNull(),
  },
  (t) => [
    index('store_hours_store_idx').on(t.storeId, t.weekday),
    check('store_hours_weekday_range', sql`${t.weekday} BETWEEN 1 AND 7`),
    check('store_hours_opens_format', timeOfDay('opens')),
    check('store_hours_closes_format', timeOfDay('closes')),
  ],
);

/**
 * A dated exception: without times the store is closed all that day (Eid, a national day); with times, those are
 * the day's only hours (special hours). Several rows on one date with times give several ranges.
 */
export const storeClosures = pgTable(
  'store_closures',
  {
    id: serial('id').primaryKey(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    opens: text('opens'),
    closes: text('closes'),
    note: text('note'),
  },
  (t) => [
    index('store_closures_store_date_idx').on(t.storeId, t.date),
    check('store_closures_times_together', sql`(${t.opens} IS NULL) = (${t.closes} IS NULL)`),
    check('store_closures_opens_format', sql`${t.opens} IS NULL OR ${timeOfDay('opens')}`),
    check('store_closures_closes_format', sql`${t.closes} IS NULL OR ${timeOfDay('closes')}`),
  ],
);

/**
 * How many orders a store's slot holds so far. Taken with a conditional upsert inside the order's transaction
 * (`booked < capacity`), given back when the order is cancelled; the check keeps it from going negative.
 */
export const slotBookings = pgTable(
  'slot_bookings',
  {
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    slotStart: timestamp('slot_start', { withTimezone: true }).notNull(),
    booked: integer('booked').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.storeId, t.slotStart] }),
    check('slot_bookings_booked_nonnegative', sql`${t.booked} >= 0`),
  ],
);

/**
 * A delivery zone: a circle (centre and radius) or a polygon (`[[lat, lng], ...]`), with its fee and an optional
 * minimum order replacing the store's. Among the active zones containing an address, the cheapest fee wins.
 */
export const deliveryZones = pgTable(
  'delivery_zones',
  {
    id: serial('id').primaryKey(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    kind: text('kind', { enum: ['radius', 'polygon'] }).notNull(),
    centerLat: doublePrecision('center_lat'),
    centerLng: doublePrecision('center_lng'),
    radiusKm: doublePrecision('radius_km'),
    polygon: jsonb('polygon').$type<[number, number][]>(),
    fee: integer('fee').notNull().default(0),
    minOrderAmount: integer('min_order_amount'),
    active: boolean('active').notNull().default(true),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    index('delivery_zones_store_idx').on(t.storeId, t.position),
    check('delivery_zones_fee_nonnegative', sql`${t.fee} >= 0`),
    check(
      'delivery_zones_min_order_nonnegative',
      sql`${t.minOrderAmount} IS NULL OR ${t.minOrderAmount} >= 0`,
    ),
    check(
      'delivery_zones_shape',
      sql`(${t.kind} = 'radius' AND ${t.centerLat} IS NOT NULL AND ${t.centerLng} IS NOT NULL AND ${t.radiusKm} > 0) OR (${t.kind} = 'polygon' AND ${t.polygon} IS NOT NULL)`,
    ),
  ],
);
