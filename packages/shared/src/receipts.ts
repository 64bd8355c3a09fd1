/**
 * Bank-transfer receipts: the shopper sends a photo or PDF of the transfer, staff confirm it (paid) or reject it
 * with a reason the shopper reads (failed). Receipts are private to the order's owner and its store's staff.
 */
import { z } from 'zod';
import type { Language } from './labels';

/** The largest receipt accepted, photo or PDF. */
export const RECEIPT_MAX_BYTES = 5 * 1024 * 1024;

export const PAYMENT_DECISIONS = ['confirm', 'reject'] as const;

/** Staff's answer to a payment: confirmed (paid) or rejected with the reason the shopper sees (failed). */
export const paymentDecisionRequest = z
  .object({
    decision: z.enum(PAYMENT_DECISIONS),
    reason: z.string().trim().max(500).optional(),
  })
  .meta({ id: 'PaymentDecisionRequest' });
export type PaymentDecisionRequest = z.infer<typeof paymentDecisionRequest>;

export const RECEIPT_MESSAGES = {
  receiptNotSupported: {
    en: 'The receipt must be a photo (JPEG, PNG or WebP) or a PDF.',
    so: 'Rasiidku waa inuu noqdaa sawir (JPEG, PNG ama WebP) ama PDF.',
  },
  receiptTooLarge: {
    en: 'The receipt is too large. The limit is {n} MB.',
    so: 'Rasiidku aad buu u weyn yahay. Xadka ugu badan waa {n} MB.',
  },
  receiptRequired: {
    en: 'Choose the photo or PDF of your transfer receipt.',
    so: 'Dooro sawirka ama PDF-ka rasiidka xawaaladdaada.',
  },
  receiptNotBankTransfer: {
    en: 'Only an order paid by bank transfer takes a receipt.',
    so: 'Dalab lagu bixiyay xawaalad bangi oo keliya ayaa rasiid qaata.',
  },
  receiptAlreadyPaid: { en: 'This order is already paid.', so: 'Dalabkan horay ayaa loo bixiyay.' },
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
