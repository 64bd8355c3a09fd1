import { z } from 'zod';
import { id, money } from './api';
import { lat, lng } from './geo';
import { hasPin } from './saved-address';

export const ROLES = ['customer', 'staff', 'captain', 'admin'] as const;
export const role = z.enum(ROLES);
export type Role = z.infer<typeof role>;

/** Shortest password accepted. */
export const PASSWORD_MIN_LENGTH = 8;
/** Longest password accepted: hashing cost grows with length, and nobody types more. */
export const PASSWORD_MAX_LENGTH = 128;
/** Largest avatar upload, in bytes. */
export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;

const SOMALI_CODE = '252';

/**
 * A phone number in E.164 form (`+252612345678`), or undefined when it cannot be one. Somali numbers are accepted
 * the way people write them: local with the trunk zero (`061 234 5678`), without it (`61 234 5678`), with the
 * country code with or without `+` or `00`, even with the trunk zero kept after the code (`+252 061 ...`). Numbers
 * of other countries must carry their country code (`+` or `00`).
 */
export function normalizePhone(input: string): string | undefined {
  const trimmed = input.trim();
  if (!/^\+?[0-9 ().-]+$/.test(trimmed)) return undefined;
  const hasPlus = trimmed.startsWith('+');
  let digits = trimmed.replace(/\D/g, '');
  let international = hasPlus;
  if (!hasPlus && digits.startsWith('00')) {
    digits = digits.slice(2);
    international = true;
  }

  let national: string | undefined;
  if (international) {
    if (!digits.startsWith(SOMALI_CODE)) {
      return /^[1-9][0-9]{7,14}$/.test(digits) ? `+${digits}` : undefined;
    }
    national = digits.slice(SOMALI_CODE.length);
  } else if (digits.startsWith(SOMALI_CODE) && digits.length >= 10) {
    national = digits.slice(SOMALI_CODE.length);
  } else if (digits.startsWith('0')) {
    national = digits;
  } else if (/^[1-9][0-9]{7,8}$/.test(digits)) {
    national = digits;
  } else {
    return undefined;
  }
  // Somali national numbers: 8 digits for landlines, 9 for mobiles; a trunk zero is dropped.
  national = national.replace(/^0/, '');
  return /^[1-9][0-9]{7,8}$/.test(national) ? `+${SOMALI_CODE}${national}` : undefined;
}

const name = z.string().trim().min(1).max(100);
const phone = z.string().trim().min(6).max(30);
const email = z.string().trim().toLowerCase().email().max(200);
const password = z.string().min(1).max(PASSWORD_MAX_LENGTH);

export const user = z
  .object({
    id: z.number().int(),
    name: z.string(),
    phone: z.string(),
    email: z.string().nullable(),
    /** Relative path of a 256×256 WebP picture, or null. */
    avatar: z.string().nullable(),
    role,
    /** The store a staff member works for; null for everyone else. */
    store_id: z.number().int().nullable(),
    /** Staff only: whether they own the store (and so take on and remove its staff). */
    is_owner: z.boolean().optional(),
  })
  .meta({ id: 'User' });
export type User = z.infer<typeof user>;

export const registerRequest = z
  .object({
    name,
    phone,
    /** Optional; the empty string counts as none. */
    email: email.optional().or(z.literal('')),
    password,
  })
  .meta({ id: 'RegisterRequest' });
export type RegisterRequest = z.infer<typeof registerRequest>;

const client = {
  client_id: z.string().min(1).max(100),
  /** The public web client's secret is the empty string (or absent). */
  client_secret: z.string().max(200).optional(),
};

export const passwordGrantRequest = z.object({
  grant_type: z.literal('password'),
  ...client,
  /** Phone number (any form `normalizePhone` accepts) or email. */
  username: z.string().trim().min(1).max(200),
  password,
  /** Sent by the mobile clients; accepted and not used. */
  hash: z.string().max(500).optional(),
  /** Push notification token of the device, kept with the session. */
  device_token: z.string().max(500).optional(),
});

export const refreshGrantRequest = z.object({
  grant_type: z.literal('refresh_token'),
  ...client,
  refresh_token: z.string().min(1).max(200),
});

export const tokenRequest = z
  .discriminatedUnion('grant_type', [passwordGrantRequest, refreshGrantRequest])
  .meta({ id: 'TokenRequest' });
export type TokenRequest = z.infer<typeof tokenRequest>;

export const tokenResponse = z
  .object({
    token_type: z.literal('Bearer'),
    access_token: z.string(),
    /** Seconds the access token stays valid. */
    expires_in: z.number().int(),
    /** Single use: each refresh answers a new one. */
    refresh_token: z.string(),
  })
  .meta({ id: 'TokenResponse' });
export type TokenResponse = z.infer<typeof tokenResponse>;

/** The text fields of `POST /api/user/update` (a multipart form, or JSON without the picture). */
export const profileUpdate = z
  .object({
    name: name.optional(),
    /** The empty string removes the email. */
    email: email.optional().or(z.literal('')),
    phone: phone.optional(),
    /** Required to change the phone or email, which sign in. */
    current_password: password.optional(),
  })
  .meta({ id: 'ProfileUpdate' });
export type ProfileUpdate = z.infer<typeof profileUpdate>;

export const passwordChangeRequest = z
  .object({ current_password: password, password })
  .meta({ id: 'PasswordChangeRequest' });
export type PasswordChangeRequest = z.infer<typeof passwordChangeRequest>;

export const messageResponse = z.object({ message: z.string() }).meta({ id: 'Message' });
export type MessageResponse = z.infer<typeof messageResponse>;

export const userStatus = z
  .object({
    /** False when the account has been switched off; it cannot sign in then. */
    active: z.boolean(),
    /** True while sign-in is refused after too many wrong passwords. */
    locked: z.boolean(),
    /** When the lock ends (ISO 8601), or null. */
    locked_until: z.string().nullable(),
  })
  .meta({ id: 'UserStatus' });
export type UserStatus = z.infer<typeof userStatus>;

export const userActive = z
  .object({
    /** True when the user has an order that is neither delivered nor cancelled. */
    active: z.boolean(),
    /** The newest such order, or null. */
    order_number: z.string().nullable(),
  })
  .meta({ id: 'UserActive' });
export type UserActive = z.infer<typeof userActive>;

const amountInCurrency = z.object({ amount: money, currency: z.string().length(3) });

export const pendingAmount = z
  .object({
    /** Still owed in `currency` on orders that are neither paid nor cancelled. */
    amount: money,
    currency: z.string().length(3),
    /** The same, for every currency with something owed (amounts in different currencies never add up). */
    by_currency: z.array(amountInCurrency),
  })
  .meta({ id: 'PendingAmount' });
export type PendingAmount = z.infer<typeof pendingAmount>;

export const address = z
  .object({
    id: z.number().int(),
    label: z.string(),
    line: z.string(),
    lat: z.number(),
    lng: z.number(),
    notes: z.string().nullable(),
    last_used_at: z.string().nullable(),
    created_at: z.string(),
  })
  .meta({ id: 'Address' });
export type Address = z.infer<typeof address>;

export const addressSaveRequest = z
  .object({
    /** Present to change one of the caller's addresses; absent to add one. */
    id: id.optional(),
    label: z.string().trim().min(1).max(50),
    line: z.string().trim().min(1).max(300),
    lat,
    lng,
    notes: z.string().trim().max(500).optional().nullable(),
  })
  // A delivery address needs its pin; the stand-in city centre of older saves is no pin.
  .refine(hasPin, { path: ['lat'], error: 'addressPinMissing' })
  .meta({ id: 'AddressSaveRequest' });
export type AddressSaveRequest = z.infer<typeof addressSaveRequest>;

export const addressDeleteRequest = z.object({ id }).meta({ id: 'AddressDeleteRequest' });

const lang = z.enum(['en', 'so']).optional();

// No component ids on query strings and path parameters: they must stay inline in the OpenAPI document.
export const addressIdQuery = z.object({ id: z.coerce.number().pipe(id), lang });

export const reverseGeocodeQuery = z.object({
  lat: z.coerce.number().pipe(lat),
  lng: z.coerce.number().pipe(lng),
  lang,
});

export const wishlistProductParam = z.object({ product_id: z.coerce.number().pipe(id) });

export const reverseGeocode = z
  .object({
    /** A short address line a courier can read. */
    line: z.string(),
    /** The Mogadishu district, or null when the point is not in the city. */
    district: z.string().nullable(),
    /** `geocoder` when the configured service answered, `offline` when the nearest district was used. */
    source: z.enum(['geocoder', 'offline']),
  })
  .meta({ id: 'ReverseGeocode' });
export type ReverseGeocode = z.infer<typeof reverseGeocode>;

export const wishlistAddRequest = z.object({ product_id: id }).meta({ id: 'WishlistAddRequest' });

export const wishlistMergeRequest = z
  .object({ product_ids: z.array(id).max(200) })
  .meta({ id: 'WishlistMergeRequest' });
