/**
 * Whether a captain may drive for Suuq: `pending` from their application until the operator decides, `approved`
 * (may go on duty), or `suspended` (may not, and was taken off duty). One row per captain account; the vehicle
 * type and plate they applied with are kept here until they add the vehicle itself in the captain console.
 */
import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { vehicleTypes } from './captain';

export const captainStandings = pgTable(
  'captain_standings',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['pending', 'approved', 'suspended'] })
      .notNull()
      .default('pending'),
    reason: text('reason'),
    vehicleTypeId: integer('vehicle_type_id').references(() => vehicleTypes.id),
    /** As applied: upper case, single spaces. */
    plateNumber: text('plate_number'),
    decidedBy: integer('decided_by').references(() => users.id),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    appliedAt: timestamp('applied_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('captain_standings_status_idx').on(t.status, t.appliedAt)],
);
