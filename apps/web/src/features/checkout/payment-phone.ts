import type { PaymentMethod } from '@suuq/shared/labels';
import { isMobileMoney, type MobileMoneyMethod } from '@suuq/shared/mobile-money';
import { byCheckoutOrder, PAYMENT_METHODS } from '@suuq/shared/payment-methods';
import { normalizeSomaliPhone, walletForPhone } from '@suuq/shared/phone';

/** Every method checkout knows, in the order it offers them: the wallets first, as most shoppers pay so. */
const ORDER = byCheckoutOrder(PAYMENT_METHODS);

/**
 * What payment methods checkout offers: those the server accepts (wallets and PayPal only where it says so: they
 * need credentials) that the store takes (its staff choose; a store answer without the list takes them all).
 */
export function offeredPayments(
  config: unknown,
  store?: { payment_methods?: readonly string[] | undefined } | null,
): PaymentMethod[] {
  const listed = (config as { payment_methods?: unknown } | undefined)?.payment_methods;
  const server: PaymentMethod[] = Array.isArray(listed)
    ? ORDER.filter((method) => listed.includes(method))
    : ['cash', 'bank_transfer'];
  const taken = store?.payment_methods;
  return taken ? server.filter((method) => taken.includes(method)) : server;
}

/**
 * The wallet a typed number belongs to, when it is one checkout offers; otherwise the method stays as chosen (the
 * shopper may know better, e.g. a number moved to another wallet).
 */
export function walletFor(phone: string, offered: readonly PaymentMethod[]): MobileMoneyMethod | undefined {
  const wallet = walletForPhone(phone);
  return wallet && offered.includes(wallet) ? wallet : undefined;
}

/** Why the wallet's number cannot be sent, or undefined when it can (or the method takes none). */
export function payerPhoneProblem(
  method: PaymentMethod,
  phone: string,
): 'payerPhoneRequired' | 'payerPhoneInvalid' | undefined {
  if (!isMobileMoney(method)) return undefined;
  if (!phone.trim()) return 'payerPhoneRequired';
  return normalizeSomaliPhone(phone) ? undefined : 'payerPhoneInvalid';
}
