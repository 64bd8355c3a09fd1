/**
 * The sales report as a CSV file a spreadsheet opens as it is: UTF-8 with a byte order mark (so Somali letters and
 * the curly apostrophe survive Excel), a header row in the caller's language, one line per group and a last line of
 * totals, lines ending in CRLF (RFC 4180). Every text cell is quoted, and one a spreadsheet would read as a formula
 * (starting with = + - @, a tab or a carriage return) is prefixed with an apostrophe.
 */
import type { Language } from '@suuq/shared/labels';
import type { SalesGroup, SalesReport, SalesRow } from '@suuq/shared/sales-report';

const BOM = '\uFEFF';

const WORDS = {
  en: {
    day: 'Day',
    payment_method: 'Payment method',
    product: 'Product',
    orders: 'Orders',
    quantity: 'Quantity',
    items_total: 'Items total',
    delivery_fees: 'Delivery fees',
    deposits: 'Container deposits',
    discounts: 'Discounts',
    refunds: 'Refunds',
    total: 'Total',
    totals: 'Total',
  },
  so: {
    day: 'Maalin',
    payment_method: 'Habka lacag bixinta',
    product: 'Alaab',
    orders: 'Dalabyo',
    quantity: 'Tirada',
    items_total: 'Wadarta alaabta',
    delivery_fees: 'Kharashka keenista',
    deposits: 'Deebaajiga weelasha',
    discounts: 'Qiimo dhimis',
    refunds: 'Lacag-celin',
    total: 'Wadarta',
    totals: 'Wadarta guud',
  },
} as const satisfies Record<Language, Record<SalesGroup | string, string>>;

const FIGURES = [
  'orders',
  'quantity',
  'items_total',
  'delivery_fees',
  'deposits',
  'discounts',
  'refunds',
  'total',
] as const;
const COUNTS = new Set<string>(['orders', 'quantity']);

/** A text cell, quoted, with a formula's first character defused. */
export function textCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return `"${safe.replace(/"/g, '""')}"`;
}

/** An amount as the API gives it (decimal, from minor units), written with its two decimals. */
function figureCell(name: string, value: number): string {
  return COUNTS.has(name) ? String(value) : value.toFixed(2);
}

function line(label: string, figures: Omit<SalesRow, 'key' | 'label'>): string {
  return [textCell(label), ...FIGURES.map((name) => figureCell(name, figures[name]))].join(',');
}

export function salesCsv(report: SalesReport, lang: Language): string {
  const words = WORDS[lang];
  const header = [words[report.group], ...FIGURES.map((name) => words[name])].map(textCell).join(',');
  const lines = [
    header,
    ...report.rows.map((row) => line(row.label, row)),
    line(words.totals, report.totals),
  ];
  return `${BOM}${lines.join('\r\n')}\r\n`;
}

/** `sales-<store slug>-<from>-<to>.csv`: the slug is made of lowercase letters, digits and dashes already. */
export function salesCsvFilename(slug: string, from: string, to: string): string {
  return `sales-${slug.replace(/[^a-z0-9-]/gi, '')}-${from}-${to}.csv`;
}
