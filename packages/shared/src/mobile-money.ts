/** The mobile-money wallets and why a payment with one fails, without the schemas of `payments`. */
import { MOBILE_MONEY_METHODS, type MobileMoneyMethod } from './payment-methods';

export { MOBILE_MONEY_METHODS, type MobileMoneyMethod } from './payment-methods';

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
  'paymentOutcomeUnknown',
] as const;
export type PaymentReason = (typeof PAYMENT_REASONS)[number];
