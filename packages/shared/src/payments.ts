/**
 * Mobile money: the wallets an order may be paid with (EVC Plus, Zaad and Sahal through WaafiPay; eDahab), the
 * body of a payment retry, and the words a shopper reads about a mobile payment, in English and Somali.
 */
import { z } from 'zod';
import type { Language } from './labels';

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

export const PAYMENT_MESSAGES = {
  noRefundDue: {
    en: 'No payment of this order is waiting to be given back by hand.',
    so: 'Dalabkan ma laha lacag sugaysa in gacanta lagu celiyo.',
  },
  paymentCheckPhone: {
    en: 'Check your phone and enter your PIN',
    so: 'Eeg taleefankaaga oo geli lambarkaaga sirta ah (PIN)',
  },
  paymentPending: {
    en: 'A payment for this order is waiting for confirmation on the phone.',
    so: 'Lacag-bixinta dalabkan waxay sugaysaa in taleefanka laga xaqiijiyo.',
  },
  paymentAlreadyPaid: { en: 'This order is already paid.', so: 'Dalabkan horay ayaa loo bixiyay.' },
  payerPhoneRequired: {
    en: 'Enter the phone number of the wallet to pay with.',
    so: 'Geli lambarka taleefanka ee boorsada lacagta aad ku bixinayso.',
  },
  payerPhoneInvalid: {
    en: 'Enter a Somali mobile number, for example 61 1234567.',
    so: 'Geli lambar mobil oo Soomaali ah, tusaale ahaan 61 1234567.',
  },
  paymentNotRetryable: {
    en: 'This order’s payment cannot be retried.',
    so: 'Lacag-bixinta dalabkan dib looma isku dayi karo.',
  },
  paymentRejected: {
    en: 'The payment was rejected on the phone.',
    so: 'Lacag-bixinta waa laga diiday taleefanka.',
  },
  paymentWrongPin: {
    en: 'The PIN entered was wrong. Please try again.',
    so: 'Lambarka sirta ah (PIN) ee la geliyay waa khalad. Fadlan isku day mar kale.',
  },
  paymentInsufficientBalance: {
    en: 'The wallet does not have enough balance for this payment.',
    so: 'Haraaga boorsadu kuma filna lacag-bixintan.',
  },
  paymentNotOnWallet: {
    en: 'This number is not registered on this wallet.',
    so: 'Lambarkani kama diiwaan gashana boorsadan lacagta.',
  },
  paymentNotConfirmed: {
    en: 'The payment was not confirmed in time.',
    so: 'Lacag-bixinta lama xaqiijin waqtigii loogu talagalay.',
  },
  paymentDuplicate: {
    en: 'This payment was already sent to the wallet. Please try again.',
    so: 'Lacag-bixintan horay ayaa loogu diray boorsada. Fadlan isku day mar kale.',
  },
  paymentWalletFailed: {
    en: 'The wallet could not take the payment. Please try again.',
    so: 'Boorsadu ma qaadan karin lacag-bixinta. Fadlan isku day mar kale.',
  },
} as const satisfies Record<string, Record<Language, string>>;

export const payOrderRequest = z
  .object({
    /** The wallet's number in any common Somali form; absent: the number of the last attempt. */
    payer_phone: z.string().trim().min(1).max(30).optional(),
    /** Another wallet; absent: the order's method. */
    payment_method: z.enum(MOBILE_MONEY_METHODS).optional(),
  })
  .meta({ id: 'PayOrderRequest' });
export type PayOrderRequest = z.infer<typeof payOrderRequest>;
