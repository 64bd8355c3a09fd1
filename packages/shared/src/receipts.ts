/**
 * Bank-transfer receipts: the shopper sends a photo or PDF of the transfer, staff confirm it (paid) or reject it
 * with a reason the shopper reads (failed). Receipts are private to the order's owner and its store's staff.
 */
import { z } from 'zod';

import { RECEIPT_MAX_BYTES } from './constants';

export { RECEIPT_MAX_BYTES };

export const PAYMENT_DECISIONS = ['confirm', 'reject'] as const;

/** Staff's answer to a payment: confirmed (paid) or rejected with the reason the shopper sees (failed). */
export const paymentDecisionRequest = z
  .object({
    decision: z.enum(PAYMENT_DECISIONS),
    reason: z.string().trim().max(500).optional(),
  })
  .meta({ id: 'PaymentDecisionRequest' });
export type PaymentDecisionRequest = z.infer<typeof paymentDecisionRequest>;

export { RECEIPT_MESSAGES } from './receipt-messages';
