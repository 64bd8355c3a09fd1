/**
 * A store's sales over whole local days: delivered orders are sales; refunds (what went back to customers of the
 * period's orders, delivered or not), delivery fees, container deposits and discounts stay apart. By day every day
 * of the period has its line, zero or not; by payment method and by product only those with something to show.
 * Orders carry no discounts yet, so that column is 0 until they do.
 */
import type { Language } from '@suuq/shared/labels';
import { fromMinor } from '@suuq/shared/money';
import { PAYMENT_METHOD_TABLE, type PaymentMethod } from '@suuq/shared/payment-methods';
import type { SalesGroup, SalesReport, SalesRow } from '@suuq/shared/sales-report';
import { addDays } from '@suuq/shared/time-zone';
import { fieldProblem, NotFoundError } from '../../lib/domain-error';
import { localized } from '../../lib/lang';
import type { OrderFigures, ReportStore, ReportsRepository } from './reports-repository';

/** The longest period asked for at once: a year, a leap one included. */
const MAX_DAYS = 366;

type Minor = Omit<OrderFigures, 'key'> & { discounts: number };

const ZERO: Minor = {
  orders: 0,
  quantity: 0,
  itemsTotal: 0,
  deliveryFees: 0,
  deposits: 0,
  discounts: 0,
  total: 0,
  refunds: 0,
};

function figures(minor: Minor): Omit<SalesRow, 'key' | 'label'> {
  return {
    orders: minor.orders,
    quantity: minor.quantity,
    items_total: fromMinor(minor.itemsTotal),
    delivery_fees: fromMinor(minor.deliveryFees),
    deposits: fromMinor(minor.deposits),
    discounts: fromMinor(minor.discounts),
    refunds: fromMinor(minor.refunds),
    total: fromMinor(minor.total),
  };
}

export interface SalesPeriod {
  from: string;
  to: string;
  group: SalesGroup;
}

export class ReportsService {
  constructor(private readonly reports: ReportsRepository) {}

  /** The report and the store it is of (its slug names the CSV file). */
  async sales(
    storeId: number,
    { from, to, group }: SalesPeriod,
    lang: Language,
  ): Promise<{ report: SalesReport; store: ReportStore }> {
    if (to < from || addDays(from, MAX_DAYS) <= to) throw fieldProblem('invalid', 'statementPeriod', 'to');
    const store = await this.reports.store(storeId);
    if (!store) throw new NotFoundError();

    const [all] = await this.reports.orderFigures(storeId, from, to, 'all');
    const totals = figures({ ...ZERO, ...all, discounts: 0 });
    let rows: SalesRow[];
    if (group === 'day') {
      const byDay = new Map(
        (await this.reports.orderFigures(storeId, from, to, 'day')).map((row) => [row.key, row]),
      );
      rows = [];
      for (let day = from; day <= to; day = addDays(day, 1)) {
        rows.push({ key: day, label: day, ...figures({ ...ZERO, ...byDay.get(day), discounts: 0 }) });
      }
    } else if (group === 'payment_method') {
      rows = (await this.reports.orderFigures(storeId, from, to, 'payment_method')).map((row) => ({
        key: row.key,
        label: PAYMENT_METHOD_TABLE[row.key as PaymentMethod]?.words[lang] ?? row.key,
        ...figures({ ...row, discounts: 0 }),
      }));
    } else {
      // Fees and refunds belong to orders, not to their lines: by product they are in the totals only.
      rows = (await this.reports.productFigures(storeId, from, to)).map((row) => ({
        key: row.variantId === null ? String(row.productId) : `${row.productId}:${row.variantId}`,
        label: localized(lang, row.name, row.nameSo),
        ...figures({
          ...ZERO,
          orders: row.orders,
          quantity: row.quantity,
          itemsTotal: row.itemsTotal,
          deposits: row.deposits,
          total: row.itemsTotal + row.deposits,
        }),
      }));
    }
    return {
      store,
      report: {
        store_id: store.id,
        currency: store.currency,
        time_zone: store.timezone,
        from,
        to,
        group,
        rows,
        totals,
      },
    };
  }
}
