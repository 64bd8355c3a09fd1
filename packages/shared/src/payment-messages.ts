/**
 * Mobile money's messages, in English and Somali (payments.ts says when each is used). Kept apart from the schemas, without zod, so that every page that shows a
 * message does not download the validation library with it.
 */
import type { Language } from './labels';

export const PAYMENT_MESSAGES = {
  paymentCheckPhone: {
    en: 'Check your phone and enter your PIN',
    so: 'Eeg taleefankaaga oo geli lambarkaaga sirta ah (PIN)',
  },
  payerPhoneRequired: {
    en: 'Enter the phone number of the wallet to pay with.',
    so: 'Geli lambarka taleefanka ee akoonka lacagta aad ku bixinayso.',
  },
  payerPhoneInvalid: {
    en: 'Enter a Somali mobile number, for example 61 1234567.',
    so: 'Geli lambar mobil oo Soomaali ah, tusaale ahaan 61 1234567.',
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
    so: 'Haraaga akoonka lacagtu kuma filna lacag-bixintan.',
  },
  paymentNotOnWallet: {
    en: 'This number is not registered on this wallet.',
    so: 'Lambarkani kama diiwaan gashana akoonkan lacagta.',
  },
  paymentOutcomeUnknown: {
    en: 'We could not tell whether the payment request reached your phone. If it did, approve it there; otherwise try again in a few minutes.',
    so: 'Lama hubin in codsiga lacag-bixintu gaadhay taleefankaaga. Haddii uu gaadhay, halkaas ka ansixi; haddii kale, isku day mar kale dhawr daqiiqo kadib.',
  },
  paymentNotConfirmed: {
    en: 'The payment was not confirmed in time.',
    so: 'Lacag-bixinta lama xaqiijin waqtigii loogu talagalay.',
  },
  paymentDuplicate: {
    en: 'This payment was already sent to the wallet. Please try again.',
    so: 'Lacag-bixintan horay ayaa loogu diray akoonka lacagta. Fadlan isku day mar kale.',
  },
  paymentWalletFailed: {
    en: 'The wallet could not take the payment. Please try again.',
    so: 'Boorsadu ma qaadan karin lacag-bixinta. Fadlan isku day mar kale.',
  },
} as const satisfies Record<string, Record<Language, string>>;
