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
