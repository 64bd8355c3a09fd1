import { useId } from '../../../lib/use-id';
import { formatMoney } from '@suuq/shared/money';
import type { SalesRow } from '@suuq/shared/sales-report';
import { useStaffMessages } from '../messages';

const HEIGHT = 100;
const BAR = 10;

/**
 * Sales per day as bars, drawn by hand in SVG (no chart library: a few hundred bytes against tens of kilobytes).
 * The picture is named and summed up in words for screen readers; each bar's day and amount are its tooltip, and
 * the table beside it has every figure.
 */
export function SalesChart({
  rows,
  currency,
  dayLabel,
}: {
  rows: readonly SalesRow[];
  currency: string;
  dayLabel: (day: string) => string;
}) {
  const t = useStaffMessages();
  const id = useId();
  const money = (amount: number) => formatMoney(amount, currency);
  const highest = rows.reduce((best, row) => (row.total > best.total ? row : best), rows[0]!);
  const top = highest.total > 0 ? highest.total : 1;
  const total = rows.reduce((sum, row) => sum + Math.round(row.total * 100), 0) / 100;
  const first = dayLabel(rows[0]!.key);
  const last = dayLabel(rows.at(-1)!.key);
  const summary =
    highest.total > 0
      ? t('chartSummary', {
          days: rows.length,
          from: first,
          to: last,
          total: money(total),
          best: dayLabel(highest.key),
          amount: money(highest.total),
        })
      : t('chartNoSales', { from: first, to: last });
  return (
    <figure className="staff-chart">
      <figcaption className="staff-chart__title" id={`${id}-title`}>
        {t('chartTitle')}
      </figcaption>
      <div className="staff-chart__plot">
        <span className="staff-chart__top" aria-hidden="true">
          {money(highest.total)}
        </span>
        <svg
          className="staff-chart__svg"
          viewBox={`0 0 ${rows.length * BAR} ${HEIGHT}`}
          preserveAspectRatio="none"
          role="img"
          aria-labelledby={`${id}-title ${id}-desc`}
        >
          <desc id={`${id}-desc`}>{summary}</desc>
          <line className="staff-chart__axis" x1={0} y1={HEIGHT} x2={rows.length * BAR} y2={HEIGHT} />
          {rows.map((row, index) => {
            // A day with sales always shows a sliver, however small beside the best day.
            const height = row.total > 0 ? Math.max((row.total / top) * (HEIGHT - 4), 1.5) : 0;
            return (
              <rect
                key={row.key}
                className="staff-chart__bar"
                x={index * BAR + BAR * 0.15}
                y={HEIGHT - height}
                width={BAR * 0.7}
                height={height}
              >
                <title>{`${dayLabel(row.key)}: ${money(row.total)}`}</title>
              </rect>
            );
          })}
        </svg>
      </div>
      <p className="staff-chart__range" aria-hidden="true">
        <span>{first}</span>
        {rows.length > 1 ? <span>{last}</span> : null}
      </p>
    </figure>
  );
}
