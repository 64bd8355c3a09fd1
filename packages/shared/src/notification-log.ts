/**
 * The log of messages Suuq sent (or tried to): what store staff see of their store's and the operator sees of all,
 * the phone always masked and a sign-in or reset code never shown; and a shopper's reply (STOP, START) as a
 * gateway delivers it.
 */
import { z } from 'zod';

/**
 * `queued` (not sent yet), `sent` (the gateway took it), `failed` (a try failed; it is tried again), `dead` (the
 * last try failed), `stopped` (never sent by rule: the phone sent STOP, or its hourly limit was reached).
 */
export const NOTIFICATION_STATUSES = ['queued', 'sent', 'failed', 'dead', 'stopped'] as const;
export type NotificationStatus = (typeof NOTIFICATION_STATUSES)[number];

export const notificationLogEntry = z
  .object({
    id: z.number().int(),
    /** What it tells of: `order_placed`, `store_alert`, `password_reset`, `sign_in_code`, ... */
    kind: z.string(),
    channel: z.enum(['sms', 'push']),
    /** The phone, masked: `+25261•••••78`. */
    to: z.string(),
    language: z.enum(['en', 'so']),
    status: z.enum(NOTIFICATION_STATUSES),
    attempts: z.number().int(),
    last_error: z.string().nullable(),
    order_number: z.string().nullable(),
    /** The text of an order's message; a code's text with its digits masked; null for any other. */
    text: z.string().nullable(),
    created_at: z.string(),
    sent_at: z.string().nullable(),
  })
  .meta({ id: 'NotificationLogEntry' });
export type NotificationLogEntry = z.infer<typeof notificationLogEntry>;

const paging = {
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(20),
};

/** The store's log: a page, optionally only one status. */
export const merchantNotificationsQuery = z.object({
  ...paging,
  status: z.enum(NOTIFICATION_STATUSES).optional(),
});

/** The operator's log: a page, optionally only one status and one kind. */
export const adminNotificationsQuery = merchantNotificationsQuery.extend({
  kind: z
    .string()
    .trim()
    .regex(/^[a-z0-9_]{1,50}$/, 'Use lowercase letters, digits and underscores only.')
    .optional(),
});

/** A reply a gateway delivers: who sent it (+E.164 or local digits) and its text. */
export const smsInboundRequest = z
  .object({
    from: z.string().trim().min(3).max(40),
    text: z.string().max(2_000).default(''),
  })
  .meta({ id: 'SmsInboundRequest' });

/** What a reply did: put the phone on the STOP list, took it off, or nothing (any other text). */
export const smsInboundResult = z
  .object({ action: z.enum(['stopped', 'started', 'ignored']) })
  .meta({ id: 'SmsInboundResult' });
export type SmsInboundResult = z.infer<typeof smsInboundResult>;
