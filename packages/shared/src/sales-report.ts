/**
 * A store's sales over whole days in its own time zone, grouped by day, by payment method or by product, for its
 * staff. The same figures come as JSON or as CSV (UTF-8 with a byte order mark and a header row).
 */
import { z } from 'zod';
import { calendarDate } from './hours';

export const SALES_GROUPS = ['day', 'payment_method', 'product'] as const;
export type SalesGroup = (typeof SALES_GROUPS)[number];

export const salesReportQuery = z.object({
  from: calendarDate,
  to: calendarDate,
  group: z.enum(SALES_GROUPS, { error: 'fieldInvalid' }).default('day'),
  format: z.enum(['json', 'csv'], { error: 'fieldInvalid' }).default('json'),
  /** The language of labels and the CSV's header; else the `Accept-Language` header's. */
  lang: z.enum(['en', 'so']).optional(),
});

/**
 * One group's figures, in the store's currency. `key` is the day (`YYYY-MM-DD`), the payment method or the product
 * id; `label` is what a person reads (the product's name in the caller's language, the method's name).
 * Delivered orders count as sales; refunds are what was given back of the period's orders, apart.
 */
export const salesRow = z
  .object({
    key: z.string(),
    label: z.string(),
    orders: z.number().int(),
    /** For `product`: units sold; otherwise the items of the orders. */
    quantity: z.number().int(),
    items_total: z.number(),
    delivery_fees: z.number(),
    deposits: z.number(),
    discounts: z.number(),
    refunds: z.number(),
    /** What shoppers paid: items, fees and deposits, less discounts (refunds not taken off). */
    total: z.number(),
  })
  .meta({ id: 'SalesRow' });
export type SalesRow = z.infer<typeof salesRow>;

export const salesReport = z
  .object({
    store_id: z.number().int(),
    currency: z.string(),
    time_zone: z.string(),
    from: z.string(),
    to: z.string(),
    group: z.enum(SALES_GROUPS),
    rows: z.array(salesRow),
    totals: salesRow.omit({ key: true, label: true }),
  })
  .meta({ id: 'SalesReport' });
export type SalesReport = z.infer<typeof salesReport>;
