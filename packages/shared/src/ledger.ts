/**
 * Money between Suuq and its stores: a store's statement over dates in its own time zone (who collected what, by
 * payment method; Suuq's commission; refunds; payouts; the balance due either way) and the operator's payouts.
 */
import { z } from 'zod';
import { id } from './api';
import { calendarDate } from './hours';
import { PAYMENT_METHODS } from './payment-methods';

export const PAYOUT_METHODS = ['evc', 'zaad', 'edahab', 'bank', 'cash'] as const;

/** A period of whole days, `from` to `to` inclusive, at most a year long. */
export const statementQuery = z.object({ from: calendarDate, to: calendarDate });

export const statementLine = z.object({
  method: z.enum(PAYMENT_METHODS),
  /** Who took the shoppers' money: the store (cash, bank transfer) or Suuq (wallets, PayPal). */
  collected_by: z.enum(['store', 'suuq']),
  /** Orders of the period paid with this method (those given back included). */
  orders: z.number().int(),
  collected: z.number(),
  refunds: z.number(),
});

export const statement = z
  .object({
    store_id: z.number().int(),
    currency: z.string(),
    from: z.string(),
    to: z.string(),
    methods: z.array(statementLine),
    collected_by_store: z.number(),
    collected_by_suuq: z.number(),
    /** Given back to shoppers of what Suuq collected. */
    refunds_by_suuq: z.number(),
    refunds_by_store: z.number(),
    /** The items total of the period's delivered orders, and Suuq's commission on it. */
    delivered_items_total: z.number(),
    /** The delivery fees and container deposits of the period's delivered orders the store earned. */
    delivery_fees: z.number(),
    deposits: z.number(),
    commission_percent: z.number(),
    commission: z.number(),
    /** Paid by Suuq to the store in the period. */
    payouts: z.number(),
    /** Positive: Suuq owes the store this much; negative: the store owes Suuq. */
    balance: z.number(),
  })
  .meta({ id: 'Statement' });
export type Statement = z.infer<typeof statement>;

/** A payout to a store or to a captain: exactly one of `store_id` and `captain_id` (422 otherwise). */
export const payoutRequest = z
  .object({
    store_id: id.optional(),
    captain_id: id.optional(),
    amount: z
      .number({ error: 'payoutAmount' })
      .positive({ error: 'payoutAmount' })
      .max(10_000_000, { error: 'payoutAmount' })
      .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, { error: 'payoutAmount' }),
    method: z.enum(PAYOUT_METHODS, { error: 'fieldInvalid' }),
    reference: z
      .string({ error: 'fieldRequired' })
      .trim()
      .min(1, { error: 'fieldRequired' })
      .max(100, { error: 'fieldTooLong' }),
  })
  .superRefine((body, ctx) => {
    if ((body.store_id === undefined) === (body.captain_id === undefined))
      ctx.addIssue({ code: 'custom', path: ['store_id'], message: 'payoutPayee' });
  })
  .meta({ id: 'PayoutRequest' });
export type PayoutRequest = z.infer<typeof payoutRequest>;

export const payout = z
  .object({
    id: z.number().int(),
    /** The store paid, or null for a captain's payout. */
    store_id: z.number().int().nullable(),
    /** The captain paid, or null for a store's payout. */
    captain_id: z.number().int().nullable(),
    amount: z.number(),
    currency: z.string(),
    method: z.enum(PAYOUT_METHODS),
    reference: z.string(),
    created_at: z.string(),
  })
  .meta({ id: 'Payout' });
export type Payout = z.infer<typeof payout>;

/**
 * A captain's statement over whole days in Africa/Mogadishu: what they earned (ride fares, delivery fees), what they
 * collected in cash themselves, what Suuq collected for them, Suuq's payouts to them, and the balance due either
 * way (positive: Suuq owes the captain; negative: the captain owes Suuq, for cash they hold).
 */
export const captainStatement = z
  .object({
    captain_id: z.number().int(),
    currency: z.string(),
    from: z.string(),
    to: z.string(),
    trips: z.number().int(),
    deliveries: z.number().int(),
    earnings: z.number(),
    collected_by_captain: z.number(),
    collected_by_suuq: z.number(),
    payouts: z.number(),
    /** Cash the captain brought to Suuq's office, recorded by the operator. */
    handed_in: z.number(),
    balance: z.number(),
  })
  .meta({ id: 'CaptainStatement' });
export type CaptainStatement = z.infer<typeof captainStatement>;

/** Cash a captain brought to Suuq's office, recorded by the operator once per `reference`. */
export const handInRequest = z
  .object({
    amount: z
      .number({ error: 'payoutAmount' })
      .positive({ error: 'payoutAmount' })
      .max(10_000_000, { error: 'payoutAmount' })
      .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, { error: 'payoutAmount' }),
    reference: z
      .string({ error: 'fieldRequired' })
      .trim()
      .min(1, { error: 'fieldRequired' })
      .max(100, { error: 'fieldTooLong' }),
    note: z.string().trim().max(500, { error: 'fieldTooLong' }).optional(),
  })
  .meta({ id: 'HandInRequest' });
export type HandInRequest = z.infer<typeof handInRequest>;

export const handIn = z
  .object({
    captain_id: z.number().int(),
    amount: z.number(),
    currency: z.string(),
    reference: z.string(),
    created_at: z.string(),
  })
  .meta({ id: 'HandIn' });
export type HandIn = z.infer<typeof handIn>;
