/**
 * Taking captains on: the public application, and the operator's list and decisions. Only an approved captain may
 * go on duty; a suspended one is taken off duty at once. The field rules' messages are keys, answered in the
 * caller's language.
 */
import { z } from 'zod';
import { id } from './api';
import { somaliMobile } from './operator';

const text = (max: number) =>
  z
    .string({ error: 'fieldRequired' })
    .trim()
    .min(1, { error: 'fieldRequired' })
    .max(max, { error: 'fieldTooLong' });

export const captainApplicationRequest = z
  .object({
    name: text(120),
    phone: somaliMobile,
    vehicle_type_id: z.number({ error: 'vehicleTypeChoice' }).int({ error: 'vehicleTypeChoice' }).pipe(id),
    plate_number: text(20),
  })
  .meta({ id: 'CaptainApplicationRequest' });
export type CaptainApplicationRequest = z.infer<typeof captainApplicationRequest>;

/** `pending` until the operator decides; `approved` may go on duty; `suspended` may not (and is taken off duty). */
export const CAPTAIN_STATUSES = ['pending', 'approved', 'suspended'] as const;
export type CaptainStatus = (typeof CAPTAIN_STATUSES)[number];

export const captainStatusRequest = z
  .object({
    status: z.enum(['approved', 'suspended'], { error: 'fieldInvalid' }),
    reason: text(500).optional(),
  })
  .meta({ id: 'CaptainStatusRequest' });
export type CaptainStatusRequest = z.infer<typeof captainStatusRequest>;

export const adminCaptain = z
  .object({
    /** The captain's user id. */
    id: z.number().int(),
    name: z.string(),
    phone: z.string(),
    vehicle_type: z.object({ id: z.number().int(), slug: z.string(), name: z.string() }).nullable(),
    plate_number: z.string().nullable(),
    status: z.enum(CAPTAIN_STATUSES),
    reason: z.string().nullable(),
    on_duty: z.boolean(),
    applied_at: z.string(),
    decided_at: z.string().nullable(),
  })
  .meta({ id: 'AdminCaptain' });
export type AdminCaptain = z.infer<typeof adminCaptain>;
