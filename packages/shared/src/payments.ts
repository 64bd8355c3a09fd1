/**
 * Mobile money: the wallets an order may be paid with (EVC Plus, Zaad and Sahal through WaafiPay; eDahab), the
 * body of a payment retry, and the words a shopper reads about a mobile payment, in English and Somali.
 */
import { z } from 'zod';

export const WAAFI_METHODS = ['evc_plus', 'zaad', 'sahal'] as const;
export const MOBILE_MONEY_METHODS = [...WAAFI_METHODS, 'edahab'] as const;
export type MobileMoneyMethod = (typeof MOBILE_MONEY_METHODS)[number];

export function isMobileMoney(method: string): method is MobileMoneyMethod {
  return (MOBILE_MONEY_METHODS as readonly string[]).includes(method);
}

/** Why a mobile payment did not go through, as the order keeps it (`payment_message` words it). */
export const PAYMENT_REASONS = [
  'paymentRejected',
  'paymentWrongPin',
  'paymentInsufficientBalance',
  'paymentNotOnWallet',
  'paymentNotConfirmed',
  'paymentDuplicate',
  'paymentWalletFailed',
] as const;
export type PaymentReason = (typeof PAYMENT_REASONS)[number];

export { PAYMENT_MESSAGES } from './payment-messages';

export const payOrderRequest = z
  .object({
    /** The wallet's number in any common Somali form; absent: the number of the last attempt. */
    payer_phone: z.string().trim().min(1).max(30).optional(),
    /** Another wallet; absent: the order's method. */
    payment_method: z.enum(MOBILE_MONEY_METHODS).optional(),
  })
  .meta({ id: 'PayOrderRequest' });
export type PayOrderRequest = z.infer<typeof payOrderRequest>;
