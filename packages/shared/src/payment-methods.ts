/**
 * Every way an order can be paid, written once: its words in English and Somali and how the shopper pays with it.
 * The API lists methods in this table's order; the schemas' enums, the database column and the web's checkout all
 * read it, so a new method is one line here (and, on the server, one payment provider).
 */

/**
 * How a method is paid, in the order checkout offers them: a PIN prompt pushed to the wallet's phone (most
 * shoppers pay so), settled by the store's staff by hand (cash, a bank transfer's receipt), or approved on the
 * provider's own page (PayPal's approval link).
 */
export const PAYMENT_FLOWS = ['wallet', 'by_hand', 'redirect'] as const;
export type PaymentFlow = (typeof PAYMENT_FLOWS)[number];

/**
 * `givesBack`: how money paid this way goes back to the customer when it must (a cancelled order): by itself
 * (PayPal refunds, WaafiPay reverses) or by hand, by the store's staff (eDahab has no reversal; cash and bank
 * transfers leave the app).
 */
export const PAYMENT_METHOD_TABLE = {
  cash: { flow: 'by_hand', givesBack: 'by_hand', words: { en: 'Cash', so: 'Lacag caddaan ah' } },
  paypal: { flow: 'redirect', givesBack: 'itself', words: { en: 'Paypal', so: 'Paypal' } },
  bank_transfer: {
    flow: 'by_hand',
    givesBack: 'by_hand',
    words: { en: 'Bank Transfer', so: 'Wareejin bangi' },
  },
  evc_plus: { flow: 'wallet', givesBack: 'itself', words: { en: 'EVC Plus', so: 'EVC Plus' } },
  zaad: { flow: 'wallet', givesBack: 'itself', words: { en: 'Zaad', so: 'Zaad' } },
  sahal: { flow: 'wallet', givesBack: 'itself', words: { en: 'Sahal', so: 'Sahal' } },
  edahab: { flow: 'wallet', givesBack: 'by_hand', words: { en: 'eDahab', so: 'eDahab' } },
} as const satisfies Record<
  string,
  { flow: PaymentFlow; givesBack: 'itself' | 'by_hand'; words: { en: string; so: string } }
>;

type Table = typeof PAYMENT_METHOD_TABLE;
export type PaymentMethod = keyof Table;
/** The methods paid from a mobile wallet's phone. */
export type MobileMoneyMethod = {
  [M in PaymentMethod]: Table[M]['flow'] extends 'wallet' ? M : never;
}[PaymentMethod];

/** Every method, in the table's order (a non-empty tuple, as enums want it). */
export const PAYMENT_METHODS = Object.keys(PAYMENT_METHOD_TABLE) as [PaymentMethod, ...PaymentMethod[]];

export function paymentFlow(method: PaymentMethod): PaymentFlow {
  return PAYMENT_METHOD_TABLE[method].flow;
}

/** Whether money paid this way goes back to the customer only by hand (see `givesBack`). */
export function givesBackByHand(method: string): boolean {
  return (
    (PAYMENT_METHOD_TABLE as Record<string, { givesBack: string } | undefined>)[method]?.givesBack ===
    'by_hand'
  );
}

export const MOBILE_MONEY_METHODS = PAYMENT_METHODS.filter((method) => paymentFlow(method) === 'wallet') as [
  MobileMoneyMethod,
  ...MobileMoneyMethod[],
];

/** Every method in the order checkout offers them: by flow, then as the table lists them. */
export function byCheckoutOrder<M extends PaymentMethod>(methods: readonly M[]): M[] {
  return PAYMENT_FLOWS.flatMap((flow) => methods.filter((method) => paymentFlow(method) === flow));
}
