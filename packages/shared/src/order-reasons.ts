/**
 * Why staff cancel an order or change one of its lines: the keys kept on the order (`cancel_reason`, a change's
 * `reason`), their words, and the words the shopper reads (`other` carries staff's own note).
 */
import type { Language } from './labels';

export const CANCEL_REASONS = [
  'out_of_stock',
  'store_closing',
  'customer_asked',
  'cannot_reach_customer',
  'other',
] as const;
export type CancelReason = (typeof CANCEL_REASONS)[number];

/** Why a line was removed or replaced: a subset of the cancel reasons. */
export const LINE_CHANGE_REASONS = ['out_of_stock', 'customer_asked', 'other'] as const;
export type LineChangeReason = (typeof LINE_CHANGE_REASONS)[number];

/** Each reason as staff choose it and as the shopper reads it. */
export const CANCEL_REASON_LABELS: Record<CancelReason, Record<Language, string>> = {
  out_of_stock: { en: 'Out of stock', so: 'Alaabtii waa ka dhammaatay' },
  store_closing: { en: 'The store is closing', so: 'Dukaanku wuu xirmayaa' },
  customer_asked: { en: 'The customer asked', so: 'Macmiilka ayaa codsaday' },
  cannot_reach_customer: { en: 'Could not reach the customer', so: 'Macmiilka lama heli karin' },
  other: { en: 'Other', so: 'Sabab kale' },
};

/** The words the shopper reads for a reason: staff's own note for `other`, else the reason's label. */
export function reasonText(reason: string, note: string | null | undefined, lang: Language): string {
  if (reason === 'other' && note) return note;
  return (CANCEL_REASON_LABELS[reason as CancelReason] ?? CANCEL_REASON_LABELS.other)[lang];
}
