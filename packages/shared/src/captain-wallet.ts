/**
 * A captain's money: the wallet (`GET /api/wallet/get`) with its ledger and the earnings of today and this week, and
 * cash-outs (`POST /api/wallet/cashout`) to a mobile wallet number.
 */
import { z } from 'zod';
import { money } from './api';
import { normalizeSomaliPhone } from './phone';

const timestamp = z.string();
const page = z.coerce.number().int().min(1).max(10_000).default(1);

/** The wallets a captain's earnings can be cashed out to. */
export const PAYOUT_METHODS = ['evc_plus', 'zaad', 'edahab'] as const;
export const payoutMethod = z.enum(PAYOUT_METHODS);
export type PayoutMethod = z.infer<typeof payoutMethod>;
/** The smallest cash-out, in the wallet's currency. */
export const MIN_PAYOUT = 1;

export const WALLET_KINDS = [
  'trip_fare',
  'cash_collected',
  'payout',
  'payout_returned',
  'adjustment',
  'delivery_fee',
  'delivery_cash',
  'cash_handed_in',
] as const;

export const walletTransaction = z
  .object({
    id: z.number().int(),
    /**
     * `trip_fare` a finished trip's fare; `cash_collected` the same fare taken in cash by the captain (money out of
     * the balance); `payout` a cash-out asked for; `payout_returned` one the operator could not pay;
     * `delivery_fee` a delivery's fee; `delivery_cash` the cash taken from its shopper, owed to Suuq (below zero,
     * the balance is what the captain owes); `cash_handed_in` cash the captain brought to Suuq's office.
     */
    kind: z.enum(WALLET_KINDS),
    /** Positive for money in, negative for money out. */
    amount: money,
    balance_after: money,
    booking_id: z.number().int().nullable(),
    description: z.string(),
    created_at: timestamp,
  })
  .meta({ id: 'WalletTransaction' });
export type WalletTransaction = z.infer<typeof walletTransaction>;

/** A cash-out the captain asked for: its amount left the balance when asked; the operator sends it, then marks it. */
export const payout = z
  .object({
    id: z.number().int(),
    amount: money,
    currency: z.string(),
    method: payoutMethod,
    /** The wallet number it goes to, `2526XXXXXXXX`. */
    phone: z.string(),
    status: z.enum(['pending', 'paid', 'returned']),
    requested_at: timestamp,
    settled_at: timestamp.nullable(),
  })
  .meta({ id: 'CaptainCashOut' });
export type Payout = z.infer<typeof payout>;

/** Trips finished and their fares over a span of the city's calendar (Africa/Mogadishu). */
const earningsSpan = z.object({ amount: money, trips: z.number().int(), since: timestamp });

export const wallet = z
  .object({
    /** What can be cashed out now: earnings paid by wallet, less cash-outs asked for. */
    balance: money,
    currency: z.string(),
    /** Fares of trips finished today and this week (from Saturday), in the city's time zone, cash ones included. */
    earnings: z.object({ today: earningsSpan, week: earningsSpan }),
    /** Cash-outs not paid yet, newest first, and their sum. */
    pending_payouts: z.array(payout),
    pending_total: money,
    /** Newest first; one page of them (see `meta`). */
    transactions: z.array(walletTransaction),
  })
  .meta({ id: 'Wallet' });
export type Wallet = z.infer<typeof wallet>;

/**
 * `POST /api/wallet/cashout`: an amount of the balance to a mobile wallet number. `request_id` names the request, so
 * one sent again (the network dropped the answer) records nothing twice.
 */
export const cashOutRequest = z
  .object({
    amount: money.refine((value) => value >= MIN_PAYOUT, { error: 'payoutMinimum' }),
    method: payoutMethod,
    phone: z
      .string()
      .max(32, { error: 'payoutPhone' })
      .refine((value) => normalizeSomaliPhone(value) !== null, { error: 'payoutPhone' }),
    request_id: z.string().trim().min(8).max(64),
  })
  .meta({ id: 'CashOutRequest' });
export type CashOutRequest = z.infer<typeof cashOutRequest>;

// No component ids on query strings: they must stay inline in the OpenAPI document.
export const walletQuery = z.object({
  page,
  per_page: z.coerce.number().int().min(1).max(100).default(50),
  lang: z.enum(['en', 'so']).optional(),
});
