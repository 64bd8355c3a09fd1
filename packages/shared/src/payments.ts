/**
 * Mobile money: the wallets an order may be paid with (EVC Plus, Zaad and Sahal through WaafiPay; eDahab), the
 * body of a payment retry, and the words a shopper reads about a mobile payment, in English and Somali.
 */
import { z } from 'zod';
import { MOBILE_MONEY_METHODS } from './mobile-money';

export {
  isMobileMoney,
  MOBILE_MONEY_METHODS,
  PAYMENT_REASONS,
  type MobileMoneyMethod,
  type PaymentReason,
} from './mobile-money';
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
