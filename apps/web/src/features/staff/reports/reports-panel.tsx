import { lazy, Suspense, useState } from 'react';
import type { Store } from '@suuq/shared/catalog';
import { formatDate } from '@suuq/shared/dates';
import { formatMoney } from '@suuq/shared/money';
import type { SalesGroup, SalesReport, SalesRow } from '@suuq/shared/sales-report';
import { DEFAULT_TIMEZONE } from '@suuq/shared/time-zone';
import { Loading } from '../../../components/ui/load-state';
import { apiProblem, problemText } from '../../../lib/api-error';
import { useLanguage } from '../../../lib/use-translation';
import { useStaffMessages } from '../messages';
import { SectionNav } from '../section-nav';
import { isPeriodValid, periodOf, type Period, type PeriodKind } from './period';
import { fetchSalesCsv, saveFile, useGetSalesReportQuery } from './reports-api';
import './reports.css';

// The bars are for the days view only: their own chunk, fetched when a report by day first shows.
const SalesChart = lazy(() => import('./sales-chart').then((module) => ({ default: module.SalesChart })));

const PERIODS = [
  { section: 'today', label: 'periodToday' },
  { section: 'week', label: 'periodWeek' },
  { section: 'month', label: 'periodMonth' },
  { section: 'custom', label: 'periodCustom' },
] as const;
const GROUPS = [
  { section: 'day', label: 'groupDay' },
  { section: 'payment_method', label: 'groupMethod' },
  { section: 'product', label: 'groupProduct' },
] as const;

/** The columns past the first three, shown from tablet width up (the totals list has them all on a phone). */
const DETAIL = ['items_total', 'delivery_fees', 'deposits', 'discounts'] as const;
const DETAIL_WORDS = {
  items_total: 'colItems',
  delivery_fees: 'colFees',
  deposits: 'colDeposits',
  discounts: 'colDiscounts',
} as const;

/** The staff's own store's sales: a period, a grouping, the figures as a table with totals, a chart and the CSV. */
export function ReportsPanel({ store }: { store: Store | null | undefined }) {
  const t = useStaffMessages();
  const lang = useLanguage();
  const timeZone = store?.timezone ?? DEFAULT_TIMEZONE;
  const [period, setPeriod] = useState<Period>(() => periodOf('today', timeZone));
  const [draft, setDraft] = useState({ from: period.from, to: period.to });
  const [group, setGroup] = useState<SalesGroup>('day');
  const [download, setDownload] = useState<{ busy: boolean; problem?: string }>({ busy: false });
  const query = { from: period.from, to: period.to, group, lang };
  const { data, isFetching, error } = useGetSalesReportQuery(query, { refetchOnMountOrArgChange: true });
  const draftValid = isPeriodValid(draft.from, draft.to);

  const choosePeriod = (kind: PeriodKind) => {
    if (kind === 'custom') {
      setPeriod({ ...period, kind });
      setDraft({ from: period.from, to: period.to });
    } else {
      setPeriod(periodOf(kind, timeZone));
    }
  };
  const downloadCsv = async () => {
    setDownload({ busy: true });
    const result = await fetchSalesCsv(query);
    if (result.error) {
      const message =
        result.error.status === 'FETCH_ERROR' ? t('offline') : (result.error.message ?? t('offline'));
      setDownload({ busy: false, problem: t('downloadFailed', { message }) });
      return;
    }
    saveFile(result.data);
    setDownload({ busy: false });
  };
  const dayLabel = (day: string) =>
    formatDate(`${day}T12:00:00Z`, lang, { short: true, weekday: true, timeZone: 'UTC' });
  const money = (amount: number) => formatMoney(amount, data?.currency ?? store?.currency ?? 'USD');

  return (
    <section className="staff-reports" aria-labelledby="staff-reports-title">
      <h2 id="staff-reports-title" className="staff-reports__title">
        {t('reportsTitle')}
      </h2>
      <SectionNav
        className="staff-reports__nav"
        label={t('reportsPeriod')}
        sections={PERIODS.map(({ section, label }) => ({ section, label: t(label) }))}
        current={period.kind}
        choose={choosePeriod}
      />
      {period.kind === 'custom' ? (
        <form
          className="staff-reports__dates"
          onSubmit={(event) => {
            event.preventDefault();
            if (draftValid) setPeriod({ kind: 'custom', ...draft });
          }}
        >
          <label className="staff-reports__field">
            <span>{t('reportsFrom')}</span>
            <input
              className="input"
              type="date"
              required
              value={draft.from}
              onChange={(event) => setDraft({ ...draft, from: event.target.value })}
            />
          </label>
          <label className="staff-reports__field">
            <span>{t('reportsTo')}</span>
            <input
              className="input"
              type="date"
              required
              value={draft.to}
              aria-invalid={draftValid ? undefined : true}
              aria-describedby={draftValid ? undefined : 'staff-reports-dates-problem'}
              onChange={(event) => setDraft({ ...draft, to: event.target.value })}
            />
          </label>
          <button type="submit" className="button button--primary" disabled={!draftValid}>
            {t('reportsShow')}
          </button>
          {draftValid ? null : (
            <p id="staff-reports-dates-problem" className="form-field__error">
              {t('reportsBadPeriod')}
            </p>
          )}
        </form>
      ) : null}
      <SectionNav
        className="staff-reports__nav"
        label={t('reportsGroup')}
        sections={GROUPS.map(({ section, label }) => ({ section, label: t(label) }))}
        current={group}
        choose={setGroup}
      />
      {error ? (
        <p className="staff-problem" role="alert">
          {problemText(apiProblem(error), lang, t('offline'))}
        </p>
      ) : !data ||
        (isFetching && (data.from !== period.from || data.to !== period.to || data.group !== group)) ? (
        <Loading />
      ) : (
        <Report report={data} money={money} dayLabel={dayLabel} />
      )}
      <div className="staff-reports__download">
        <button
          type="button"
          className="button"
          disabled={download.busy}
          aria-busy={download.busy || undefined}
          onClick={() => void downloadCsv()}
        >
          {t('downloadCsv')}
        </button>
        {download.problem ? (
          <p className="staff-problem" role="alert">
            {download.problem}
          </p>
        ) : null}
      </div>
    </section>
  );
}

function Report({
  report,
  money,
  dayLabel,
}: {
  report: SalesReport;
  money: (amount: number) => string;
  dayLabel: (day: string) => string;
}) {
  const t = useStaffMessages();
  const byProduct = report.group === 'product';
  const label = (row: SalesRow) => (report.group === 'day' ? dayLabel(row.key) : row.label);
  const range =
    report.from === report.to
      ? dayLabel(report.from)
      : t('reportsRange', { from: dayLabel(report.from), to: dayLabel(report.to) });
  const heading = { day: 'groupDay', payment_method: 'groupMethod', product: 'groupProduct' } as const;
  const totals = report.totals;
  return (
    <div className="staff-reports__report">
      <p className="staff-reports__note">{t('reportsNote', { zone: report.time_zone })}</p>
      <dl className="staff-reports__totals" aria-label={t('reportsTotals')}>
        <div className="staff-reports__total staff-reports__total--main">
          <dt>{t('colTotal')}</dt>
          <dd>{money(totals.total)}</dd>
        </div>
        <div className="staff-reports__total">
          <dt>{t('colOrders')}</dt>
          <dd>{totals.orders}</dd>
        </div>
        <div className="staff-reports__total">
          <dt>{t('colItems')}</dt>
          <dd>{money(totals.items_total)}</dd>
        </div>
        <div className="staff-reports__total">
          <dt>{t('colFees')}</dt>
          <dd>{money(totals.delivery_fees)}</dd>
        </div>
        <div className="staff-reports__total">
          <dt>{t('colDeposits')}</dt>
          <dd>{money(totals.deposits)}</dd>
        </div>
        <div className="staff-reports__total">
          <dt>{t('colDiscounts')}</dt>
          <dd>{money(totals.discounts)}</dd>
        </div>
        <div className="staff-reports__total">
          <dt>{t('colRefunds')}</dt>
          <dd>{money(totals.refunds)}</dd>
        </div>
      </dl>
      {report.group === 'day' && report.rows.length > 1 ? (
        <Suspense fallback={<Loading />}>
          <SalesChart rows={report.rows} currency={report.currency} dayLabel={dayLabel} />
        </Suspense>
      ) : null}
      {report.rows.length === 0 ? (
        <p className="staff-reports__empty">{t('reportsEmpty')}</p>
      ) : (
        <div className="staff-reports__scroll">
          <table className="staff-reports__table">
            <caption>{t('reportsCaption', { range })}</caption>
            <thead>
              <tr>
                <th scope="col">{t(heading[report.group])}</th>
                <th scope="col" className="staff-reports__num">
                  {byProduct ? t('colSold') : t('colOrders')}
                </th>
                <th scope="col" className="staff-reports__num">
                  {t('colTotal')}
                </th>
                {byProduct ? null : (
                  <th scope="col" className="staff-reports__num">
                    {t('colRefunds')}
                  </th>
                )}
                {DETAIL.map((name) => (
                  <th key={name} scope="col" className="staff-reports__num staff-reports__detail">
                    {t(DETAIL_WORDS[name])}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {report.rows.map((row) => (
                <tr
                  key={row.key}
                  className={row.orders === 0 && row.refunds === 0 ? 'staff-reports__zero' : undefined}
                >
                  <th scope="row">{label(row)}</th>
                  <td className="staff-reports__num">{byProduct ? row.quantity : row.orders}</td>
                  <td className="staff-reports__num">{money(row.total)}</td>
                  {byProduct ? null : <td className="staff-reports__num">{money(row.refunds)}</td>}
                  {DETAIL.map((name) => (
                    <td key={name} className="staff-reports__num staff-reports__detail">
                      {money(row[name])}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row">{t('reportsTotalRow')}</th>
                <td className="staff-reports__num">{byProduct ? totals.quantity : totals.orders}</td>
                <td className="staff-reports__num">{money(totals.total)}</td>
                {byProduct ? null : <td className="staff-reports__num">{money(totals.refunds)}</td>}
                {DETAIL.map((name) => (
                  <td key={name} className="staff-reports__num staff-reports__detail">
                    {money(totals[name])}
                  </td>
                ))}
              </tr>
            </tfoot>
          </table>
        </div>
      )}
      {byProduct ? <p className="staff-reports__note">{t('reportsProductNote')}</p> : null}
    </div>
  );
}
