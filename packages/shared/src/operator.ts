/**
 * Running the platform: shops applying to join, the operator's stores, the owners' staff and the audit trail. The
 * field rules' messages are keys, answered in the caller's language.
 */
import { z } from 'zod';
import { id } from './api';
import { normalizeSomaliPhone } from './phone';

/** A person's or shop's name, an address: trimmed text of 1 to `max` characters. */
const text = (max: number) =>
  z
    .string({ error: 'fieldRequired' })
    .trim()
    .min(1, { error: 'fieldRequired' })
    .max(max, { error: 'fieldTooLong' });

/** A Somali mobile number as people type it (`061 234 5678`, `+252 61 …`). */
export const somaliMobile = z
  .string({ error: 'somaliMobileRequired' })
  .max(40, { error: 'somaliMobileRequired' })
  .refine((value) => normalizeSomaliPhone(value) !== null, { error: 'somaliMobileRequired' });

/** A point on the map, with one message for any fault in it. */
export const location = z.object(
  {
    lat: z.number({ error: 'locationRequired' }).min(-90, { error: 'locationRequired' }).max(90, {
      error: 'locationRequired',
    }),
    lng: z.number({ error: 'locationRequired' }).min(-180, { error: 'locationRequired' }).max(180, {
      error: 'locationRequired',
    }),
  },
  { error: 'locationRequired' },
);

const industryId = z.number({ error: 'industryChoice' }).int({ error: 'industryChoice' }).pipe(id);

export const storeApplicationRequest = z
  .object({
    store_name: text(120),
    owner_name: text(120),
    phone: somaliMobile,
    industry_id: industryId,
    address: text(300),
    location,
  })
  .meta({ id: 'StoreApplicationRequest' });
export type StoreApplicationRequest = z.infer<typeof storeApplicationRequest>;

export const APPLICATION_STATUSES = ['pending', 'approved', 'rejected'] as const;
export const applicationStatus = z.enum(APPLICATION_STATUSES);

export const storeApplication = z
  .object({
    id: z.number().int(),
    store_name: z.string(),
    owner_name: z.string(),
    phone: z.string(),
    industry_id: z.number().int(),
    address: z.string(),
    location: z.object({ lat: z.number(), lng: z.number() }),
    status: applicationStatus,
    reason: z.string().nullable(),
    store_id: z.number().int().nullable(),
    created_at: z.string(),
    decided_at: z.string().nullable(),
  })
  .meta({ id: 'StoreApplication' });
export type StoreApplication = z.infer<typeof storeApplication>;

export const rejectRequest = z.object({ reason: text(500) });

export const STORE_STATUSES = ['active', 'suspended'] as const;
export const COURIER_MODES = ['suuq', 'own'] as const;
export const STORE_CURRENCIES = ['USD', 'SOS'] as const;

/** Commission in percent with at most two decimals, 0 to 100. */
const commissionPercent = z
  .number({ error: 'commissionRange' })
  .min(0, { error: 'commissionRange' })
  .max(100, { error: 'commissionRange' })
  .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, { error: 'commissionRange' });

export const adminStoreRequest = z
  .object({
    name: text(120),
    industry_id: industryId,
    address: text(300),
    phone: somaliMobile,
    location,
    currency: z.enum(STORE_CURRENCIES, { error: 'fieldInvalid' }),
    commission_percent: commissionPercent,
    courier_mode: z.enum(COURIER_MODES, { error: 'fieldInvalid' }),
  })
  .meta({ id: 'AdminStoreRequest' });
export type AdminStoreRequest = z.infer<typeof adminStoreRequest>;

/** A change to a store: the fields sent change, the others stay. */
export const adminStoreUpdate = adminStoreRequest.partial().meta({ id: 'AdminStoreUpdate' });
export type AdminStoreUpdate = z.infer<typeof adminStoreUpdate>;

export const storeStatusRequest = z.object({
  status: z.enum(STORE_STATUSES, { error: 'fieldInvalid' }),
  reason: text(500).optional(),
});

export const adminStore = z
  .object({
    id: z.number().int(),
    slug: z.string(),
    name: z.string(),
    industry_id: z.number().int(),
    address: z.string(),
    phone: z.string(),
    location: z.object({ lat: z.number(), lng: z.number() }),
    currency: z.string(),
    commission_percent: z.number(),
    courier_mode: z.enum(COURIER_MODES),
    status: z.enum(STORE_STATUSES),
    suspended_reason: z.string().nullable(),
    is_open: z.boolean(),
    created_at: z.string(),
  })
  .meta({ id: 'AdminStore' });
export type AdminStore = z.infer<typeof adminStore>;

export const approvedApplication = z.object({
  store: adminStore,
  owner: z.object({ phone: z.string() }),
});
export type ApprovedApplication = z.infer<typeof approvedApplication>;

export const staffRequest = z.object({ name: text(120), phone: somaliMobile }).meta({ id: 'StaffRequest' });
export type StaffRequest = z.infer<typeof staffRequest>;

/** The operator taking someone on for a store: as its owner too, when `is_owner` (a store added by hand has none). */
export const adminStaffRequest = staffRequest
  .extend({ is_owner: z.boolean({ error: 'fieldInvalid' }).optional() })
  .meta({ id: 'AdminStaffRequest' });
export type AdminStaffRequest = z.infer<typeof adminStaffRequest>;

export const staffMember = z
  .object({
    user_id: z.number().int(),
    name: z.string(),
    phone: z.string(),
    is_owner: z.boolean(),
    created_at: z.string(),
  })
  .meta({ id: 'StaffMember' });
export type StaffMember = z.infer<typeof staffMember>;

export const auditEntry = z
  .object({
    actor: z.object({ id: z.number().int(), name: z.string() }),
    action: z.string(),
    target: z.string(),
    at: z.string(),
    details: z.record(z.string(), z.unknown()),
  })
  .meta({ id: 'AuditEntry' });
export type AuditEntry = z.infer<typeof auditEntry>;

/** Signing in with a one-time code sent by SMS to someone the operator or an owner took on. */
export const signInCodeRequest = z
  .object({
    client_id: z.string().min(1).max(100),
    client_secret: z.string().max(200).optional(),
    username: z.string().trim().min(1).max(100),
    code: z
      .string()
      .trim()
      .regex(/^[0-9]{6}$/, { error: 'signInCodeFormat' }),
    device_token: z.string().max(500).optional(),
  })
  .meta({ id: 'SignInCodeRequest' });
export type SignInCodeRequest = z.infer<typeof signInCodeRequest>;
