/**
 * Opening hours: one function decides "open at instant T" (`isOpenAt`), and the storefront, the slot list, the
 * order placement and the live status all use it. Hours are the store's wall-clock time in its IANA zone.
 *
 * A range belongs to the day it opens on: Thursday 18:00–02:00 runs into Friday morning even when Friday is a
 * dated closure, because it is Thursday's evening. A dated entry replaces that day's weekly ranges: without times
 * the store is closed all day, with times those are the day's only ranges.
 */
import { z } from 'zod';
import { isCalendarDate, isTimeZone } from './time-zone';

// The rules of the hours, without the schemas: the storefront's pages import them from there, without zod.
export * from './opening-hours';

export const timeOfDay = z
  .string()
  .regex(/^([01][0-9]|2[0-3]):[0-5][0-9]$/, 'Use a time like 08:30.')
  .meta({ description: 'Local wall-clock time, 24-hour `HH:MM`.' });

export const calendarDate = z
  .string()
  .refine(isCalendarDate, 'Use a date like 2025-06-30.')
  .meta({ description: 'A calendar date, `YYYY-MM-DD`, in the store’s time zone.' });

export const hoursRange = z
  .object({
    weekday: z.number().int().min(1, 'Choose a day.').max(7, 'Choose a day.').meta({
      description: 'ISO weekday: 1 = Monday … 7 = Sunday.',
    }),
    opens: timeOfDay,
    closes: timeOfDay.meta({
      description: 'When the range ends; at or before `opens` it runs past midnight into the next day.',
    }),
  })
  .meta({ id: 'HoursRange' });
export type HoursRange = z.infer<typeof hoursRange>;

export const closure = z
  .object({
    date: calendarDate,
    opens: timeOfDay.optional(),
    closes: timeOfDay.optional(),
    note: z.string().trim().max(120, 'Keep the note under 120 characters.').optional(),
  })
  .refine((c) => (c.opens === undefined) === (c.closes === undefined), {
    message: 'Give both the opening and the closing time, or neither.',
    path: ['closes'],
  })
  .meta({
    id: 'Closure',
    description: 'A dated exception: without times closed all day; with times, special hours that day.',
  });
export type Closure = z.infer<typeof closure>;

export const timeZoneName = z
  .string()
  .refine(isTimeZone, 'Choose a known time zone, such as Africa/Mogadishu.')
  .meta({ description: 'IANA time zone of the store’s hours.' });

export const HOURS_LIMITS = { rangesMax: 70, closuresMax: 100 } as const;

/** Staff `PUT /api/merchant/hours`. */
export const storeHoursRequest = z
  .object({
    timezone: timeZoneName.optional(),
    hours: z.array(hoursRange).max(HOURS_LIMITS.rangesMax),
    closures: z.array(closure).max(HOURS_LIMITS.closuresMax),
  })
  .meta({ id: 'StoreHoursRequest' });
export type StoreHoursRequest = z.infer<typeof storeHoursRequest>;

export const storeHours = z
  .object({ timezone: z.string(), hours: z.array(hoursRange), closures: z.array(closure) })
  .meta({ id: 'StoreHours' });
export type StoreHours = z.infer<typeof storeHours>;

/** Staff `POST /api/merchant/hours/open-now`: open the store now, outside its hours, until this local time. */
export const openNowRequest = z
  .object({
    until: timeOfDay.meta({
      description: 'When to close again, local `HH:MM`; at or before now it runs past midnight.',
    }),
  })
  .meta({ id: 'OpenNowRequest' });
export type OpenNowRequest = z.infer<typeof openNowRequest>;

/** Staff `GET|PUT /api/merchant/slots`: how orders for later are offered. */
export const slotSettings = z
  .object({
    slot_minutes: z
      .number()
      .int()
      .min(5, 'Between 5 and 240 minutes.')
      .max(240, 'Between 5 and 240 minutes.'),
    slot_capacity: z
      .number()
      .int()
      .min(1, 'Between 1 and 1000 orders.')
      .max(1000, 'Between 1 and 1000 orders.'),
    lead_minutes: z
      .number()
      .int()
      .min(0, 'Between 0 and 1440 minutes.')
      .max(1440, 'Between 0 and 1440 minutes.'),
    days_ahead: z.number().int().min(0, 'Between 0 and 14 days.').max(14, 'Between 0 and 14 days.'),
    accepts_scheduled: z.boolean(),
  })
  .meta({ id: 'SlotSettings' });
export type SlotSettings = z.infer<typeof slotSettings>;

export const slot = z
  .object({
    start: z.string().meta({ description: 'ISO 8601 with the store’s offset; send it as `scheduled_for`.' }),
    end: z.string(),
    capacity: z.number().int(),
    remaining: z.number().int().meta({ description: '0 when the slot is full.' }),
  })
  .meta({ id: 'Slot' });
export type Slot = z.infer<typeof slot>;
