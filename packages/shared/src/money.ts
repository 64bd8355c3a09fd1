/**
 * Money is kept as integer minor units (cents) everywhere it is stored or added up; decimals exist only at the
 * API edge and in display formatting. These helpers are the only place the two meet.
 */
import { numberFormat } from './intl';

/** Converts a decimal amount from the API edge (e.g. 12.5) into minor units (1250), rounding half away from zero. */
export function toMinor(amount: number): number {
  if (!Number.isFinite(amount)) throw new RangeError(`Not a finite amount: ${amount}`);
  // Scale through a string so 1.005 becomes 101 rather than 100.49999 → 100.
  const scaled = Number(`${Math.abs(amount)}e2`);
  return Math.sign(amount) * Math.round(scaled);
}

/** Converts minor units (1250) into the decimal number the API speaks (12.5). */
export function fromMinor(minor: number): number {
  if (!Number.isSafeInteger(minor)) throw new RangeError(`Minor units must be a safe integer: ${minor}`);
  return minor / 100;
}

export interface PricedLine {
  /** Unit price of the product or chosen variant, in minor units. */
  itemPrice: number;
  /** Sum of the chosen single-choice options, per unit, in minor units. */
  optionPrice: number;
  /** Sum of the chosen addons, per unit, in minor units. */
  addonPrice: number;
  quantity: number;
}

/** The total of one cart or order line: (itemPrice + optionPrice + addonPrice) × quantity. */
export function lineTotal(line: PricedLine): number {
  if (!Number.isInteger(line.quantity) || line.quantity < 0) {
    throw new RangeError(`Quantity must be a whole number ≥ 0: ${line.quantity}`);
  }
  return (line.itemPrice + line.optionPrice + line.addonPrice) * line.quantity;
}

/** Sum of line totals. Always recomputed from the lines, never accumulated. */
export function cartTotal(lines: readonly PricedLine[]): number {
  return lines.reduce((sum, line) => sum + lineTotal(line), 0);
}

/** Whether a cart total (minor units) reaches the store's minimum order (minor units). */
export function meetsMinimum(totalMinor: number, minOrderMinor: number): boolean {
  return totalMinor >= minOrderMinor;
}

/**
 * Formats a decimal amount to exactly two decimals with its currency's symbol, the same in both languages:
 * "$12.50" (never "USD 12.50" or "US$12.50"). The language is kept for callers; the format does not vary by it.
 */
export function formatMoney(amount: number, currency: string, _locale = 'en'): string {
  // Dollars, the currency of nearly every price, are written without `Intl` (`money.test.ts` holds the two equal):
  // the first `Intl` formatter a page makes loads the browser's locale data, tens of milliseconds on a cheap phone,
  // and the home page's store cards needed it for their minimum order alone.
  const fast = currency === 'USD' && Math.abs(amount) < 1e15 ? dollars(amount) : undefined;
  if (fast !== undefined) return fast;
  try {
    return numberFormat(...moneyFormat(currency)).format(amount);
  } catch {
    // An unknown currency code must never break a price tag.
    return `${currency} ${amount.toFixed(2)}`;
  }
}

/**
 * "$1,234.50" or "-$5.00", as `Intl.NumberFormat` writes dollars in `moneyFormat('USD')`: the shortest decimal that
 * reads back as the number (0.015, not 0.01499…), rounded half away from zero, as `toMinor` rounds. Undefined for
 * what is written with an exponent (below a millionth), which `Intl` is left to write.
 */
function dollars(amount: number): string | undefined {
  const text = String(Math.abs(amount));
  if (text.includes('e')) return undefined;
  const cents = Math.round(Number(`${text}e2`));
  const whole = String(Math.floor(cents / 100)).replace(/\B(?=(\d{3})+$)/g, ',');
  return `${amount < 0 || Object.is(amount, -0) ? '-' : ''}$${whole}.${String(cents % 100).padStart(2, '0')}`;
}

/** How `formatMoney` writes a price in `currency`: its formatter's locale and options. */
export function moneyFormat(currency: string): [string, Intl.NumberFormatOptions] {
  return [
    'en-US',
    {
      style: 'currency',
      currency,
      currencyDisplay: 'narrowSymbol',
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    },
  ];
}
