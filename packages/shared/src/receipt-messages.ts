/**
 * The bank-transfer receipts' messages, in English and Somali (receipts.ts has the rules). Kept apart from the schemas, without zod, so that every page that shows a
 * message does not download the validation library with it.
 */
import type { Language } from './labels';

export const RECEIPT_MESSAGES = {
  receiptNotSupported: {
    en: 'The receipt must be a photo (JPEG, PNG or WebP) or a PDF.',
    so: 'Rasiidku waa inuu noqdaa sawir (JPEG, PNG ama WebP) ama PDF.',
  },
  receiptTooLarge: {
    en: 'The receipt is too large. The limit is {n} MB.',
    so: 'Rasiidku aad buu u weyn yahay. Xadka ugu badan waa {n} MB.',
  },
  receiptNotAwaiting: {
    en: 'There is no payment waiting for a decision on this order.',
    so: 'Dalabkan ma laha lacag-bixin sugaysa go’aan.',
  },
  rejectionReasonRequired: {
    en: 'Give the reason the customer will see.',
    so: 'Qor sababta uu macmiilku arki doono.',
  },
  receiptReceived: {
    en: 'Thank you. The store will check your receipt and confirm the payment.',
    so: 'Mahadsanid. Dukaanku wuu hubin doonaa rasiidkaaga wuxuuna xaqiijin doonaa lacag-bixinta.',
  },
} as const satisfies Record<string, Record<Language, string>>;
