import { message, type Language } from '@suuq/shared/labels';
import { formatMoney, fromMinor } from '@suuq/shared/money';

/**
 * The minimum-order warning: the spec's words with the minimum ("Select minimum order amount to proceed! $10.00"),
 * then how much more the cart needs, in the caller's words (`more` receives the missing amount, formatted).
 */
export function minimumOrderText(
  { currency, minimumMinor, totalMinor }: { currency: string; minimumMinor: number; totalMinor: number },
  lang: Language,
  more: (amount: string) => string,
): string {
  const amount = formatMoney(fromMinor(minimumMinor), currency, lang);
  const spec = message('minimumOrderAmount', lang, { amount });
  const missing = minimumMinor - totalMinor;
  return missing > 0 ? `${spec} ${more(formatMoney(fromMinor(missing), currency, lang))}` : spec;
}
