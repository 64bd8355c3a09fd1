/**
 * `Intl` formatters, each made once per locale and options and kept: making one costs far more than using it, and
 * a page of store cards formats a price and a time for every card. A locale, zone or currency `Intl` does not know
 * throws, as the constructor does, and nothing is kept.
 */
const made = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat | Intl.Collator>();

function kept<T extends Intl.DateTimeFormat | Intl.NumberFormat | Intl.Collator>(
  key: string,
  make: () => T,
): T {
  let format = made.get(key) as T | undefined;
  if (!format) made.set(key, (format = make()));
  return format;
}

export const dateFormat = (locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat =>
  kept(`d${locale}${JSON.stringify(options)}`, () => new Intl.DateTimeFormat(locale, options));

export const numberFormat = (locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat =>
  kept(`n${locale}${JSON.stringify(options)}`, () => new Intl.NumberFormat(locale, options));

/** Compares two texts as the language sorts them (`localeCompare` with a locale makes a collator on every call). */
export const collator = (locale: string): Intl.Collator =>
  kept(`c${locale}`, () => new Intl.Collator(locale));

/** Letters, digits and spaces: names the fast comparison below orders as the collator does. */
const PLAIN = /^[A-Za-z0-9 ]*$/;
/** A plain character's place in the root collation (space, then digits, then letters whatever their case). */
const primary = (code: number) =>
  code === 32 ? 0 : code <= 57 ? code - 47 : (code | 32) - 86; /* '0'-'9': 1-10; 'a'-'z': 11-36 */

/**
 * Compares two names as `collator(locale).compare` does, without making the collator when both are plain (letters,
 * digits, spaces: nearly every store's name): the first `Intl` object a page makes loads the browser's locale data,
 * tens of milliseconds on a cheap phone, and the home page sorted its stores by name with nothing else of `Intl`.
 * The order is the root collation's, which English and Somali share: primary (space, digits, letters without case),
 * then lowercase before uppercase at the first letter that differs only by case. `intl.test.ts` holds it against
 * the collator for both languages.
 */
export function compareNames(locale: string): (a: string, b: string) => number {
  return (a, b) => {
    if (!PLAIN.test(a) || !PLAIN.test(b)) return collator(locale).compare(a, b);
    const length = Math.min(a.length, b.length);
    for (let i = 0; i < length; i += 1) {
      const difference = primary(a.charCodeAt(i)) - primary(b.charCodeAt(i));
      if (difference) return Math.sign(difference);
    }
    if (a.length !== b.length) return a.length < b.length ? -1 : 1;
    for (let i = 0; i < length; i += 1) {
      const x = a.charCodeAt(i);
      const y = b.charCodeAt(i);
      // Same letter, other case: lowercase (the higher code) first.
      if (x !== y) return x > y ? -1 : 1;
    }
    return 0;
  };
}
