/**
 * What an order's answer says about its mobile-money payment: the wallet's number, masked, for the private view
 * (the query service keeps it for the order's owner only), and while the payment has failed, why, in the
 * caller's language.
 */
import { message, type Language } from '@suuq/shared/labels';
import { isMobileMoney, PAYMENT_REASONS, type PaymentReason } from '@suuq/shared/payments';
import { maskPhone } from '@suuq/shared/phone';
import type { orders } from '../../db/schema';

type OrderRow = Pick<
  typeof orders.$inferSelect,
  'paymentMethod' | 'paymentStatus' | 'payerPhone' | 'paymentFailure'
>;

function isReason(value: string | null): value is PaymentReason {
  return (PAYMENT_REASONS as readonly (string | null)[]).includes(value);
}

export function mobileMoneyView(
  order: OrderRow,
  view: 'public' | 'private',
  lang: Language,
): { payer_phone?: string | null; payment_message?: string } {
  if (!isMobileMoney(order.paymentMethod)) return {};
  const result: { payer_phone?: string | null; payment_message?: string } = {};
  if (view === 'private') result.payer_phone = order.payerPhone ? maskPhone(order.payerPhone) : null;
  if (order.paymentStatus === 'failed' && isReason(order.paymentFailure)) {
    result.payment_message = message(order.paymentFailure, lang);
  }
  return result;
}
