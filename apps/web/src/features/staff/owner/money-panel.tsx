import { useState, type FormEvent } from 'react';
import { useId } from '../../../lib/use-id';
import type { Store } from '@suuq/shared/catalog';
import { formatDate } from '@suuq/shared/dates';
import { PAYMENT_METHOD_LABELS, type Language } from '@suuq/shared/labels';
import type { Statement } from '@suuq/shared/ledger';
import { formatMoney } from '@suuq/shared/money';
import { SectionNav } from '../section-nav';
import { LoadError, Loading } from '../../../components/ui/load-state';
import { apiProblem, problemText } from '../../../lib/api-error';
import { storeDay } from '../../../lib/store-time';
import { useLanguage } from '../../../lib/use-translation';
import { useOwnerMessages } from './messages';
import { useGetStatementQuery } from './owner-api';
import { monthPeriod, type Period } from './periods';

type Choice = 'this' | 'last' | 'dates';
type T = ReturnType<typeof useOwnerMessages>;

/** A calendar day as people read it ("1 November 2026", "1 Nofembar 2026"). */
const day = (date: string, lang: Language) =>
  formatDate(`${date}T12:00:00Z`, lang, { year: true, timeZone: 'UTC' });

/** The money each way, in plain words first: who owes whom, and how much. */
function Balance({ statement, t }: { statement: Statement; t: T }) {
  const money = (amount: number) => formatMoney(amount, statement.currency);
  const { balance } = statement;
  return (
    <div className={`owner-balance owner-balance--${balance > 0 ? 'due' : balance < 0 ? 'owed' : 'even'}`}>
      <p className="owner-balance__words">
        {balance > 0
          ? t('owesYou', { amount: money(balance) })
          : balance < 0
            ? t('youOwe', { amount: money(-balance) })
            : t('even')}
      </p>
      <p className="owner-balance__how">{t('balanceHow')}</p>
    </div>
  );
}

/** Who collected, per method: the store's own (cash, bank transfer) or Suuq's (wallets, PayPal). */
function Collected({
  statement,
  by,
  t,
  lang,
}: {
  statement: Statement;
  by: 'store' | 'suuq';
  t: T;
  lang: Language;
}) {
  const money = (amount: number) => formatMoney(amount, statement.currency);
  const lines = statement.methods.filter((line) => line.collected_by === by);
  const total = by === 'store' ? statement.collected_by_store : statement.collected_by_suuq;
  return (
    <section className="owner-money" aria-labelledby={`owner-by-${by}`}>
      <h3 id={`owner-by-${by}`}>{by === 'store' ? t('byStore') : t('bySuuq')}</h3>
      <p className="owner-money__hint">{by === 'store' ? t('byStoreHint') : t('bySuuqHint')}</p>
      {lines.length === 0 ? (
        <p>{t('nothingCollected')}</p>
      ) : (
        <dl className="owner-lines">
          {lines.map((line) => (
            <div key={line.method} className="owner-line">
              <dt>
                {PAYMENT_METHOD_LABELS[line.method][lang]}
                <span className="owner-line__note">
                  {t('orders', { count: line.orders })}
                  {line.refunds > 0 ? ` · ${t('givenBack', { amount: money(line.refunds) })}` : ''}
                </span>
              </dt>
              <dd>{money(line.collected)}</dd>
            </div>
          ))}
          <div className="owner-line owner-line--total">
            <dt>{t('total')}</dt>
            <dd>{money(total)}</dd>
          </div>
        </dl>
      )}
    </section>
  );
}

function StatementView({ statement }: { statement: Statement }) {
  const t = useOwnerMessages();
  const lang = useLanguage();
  const money = (amount: number) => formatMoney(amount, statement.currency);
  return (
    <div className="owner-statement">
      <p className="owner-period">
        {t('period', { from: day(statement.from, lang), to: day(statement.to, lang) })}
      </p>
      <Balance statement={statement} t={t} />
      <Collected statement={statement} by="suuq" t={t} lang={lang} />
      <Collected statement={statement} by="store" t={t} lang={lang} />
      <dl className="owner-lines owner-sums">
        <div className="owner-line">
          <dt>
            {t('commission', {
              percent: statement.commission_percent.toFixed(2).replace(/\.?0+$/, ''),
              items: money(statement.delivered_items_total),
            })}
          </dt>
          <dd>{money(statement.commission)}</dd>
        </div>
        <div className="owner-line">
          <dt>{t('refundsBySuuq')}</dt>
          <dd>{money(statement.refunds_by_suuq)}</dd>
        </div>
        <div className="owner-line">
          <dt>{t('refundsByStore')}</dt>
          <dd>{money(statement.refunds_by_store)}</dd>
        </div>
        <div className="owner-line">
          <dt>{t('payouts')}</dt>
          <dd>{money(statement.payouts)}</dd>
        </div>
        <div className="owner-line owner-line--total">
          <dt>{t('balance')}</dt>
          <dd>{money(statement.balance)}</dd>
        </div>
      </dl>
    </div>
  );
}

/** Two dates of the owner's choosing; shown once they are in order. */
function DatesForm({ initial, onChoose }: { initial: Period; onChoose: (period: Period) => void }) {
  const t = useOwnerMessages();
  const fromId = useId();
  const toId = useId();
  const [from, setFrom] = useState(initial.from);
  const [to, setTo] = useState(initial.to);
  const [problem, setProblem] = useState('');
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!from || !to || to < from) return setProblem(t('periodInvalid'));
    setProblem('');
    onChoose({ from, to });
  };
  return (
    <form className="owner-dates" noValidate onSubmit={onSubmit}>
      <label htmlFor={fromId}>{t('from')}</label>
      <input
        id={fromId}
        className="input"
        type="date"
        value={from}
        required
        onChange={(event) => setFrom(event.target.value)}
      />
      <label htmlFor={toId}>{t('to')}</label>
      <input
        id={toId}
        className="input"
        type="date"
        value={to}
        required
        aria-invalid={problem ? true : undefined}
        onChange={(event) => setTo(event.target.value)}
      />
      <button type="submit" className="button button--primary">
        {t('show')}
      </button>
      <p className="staff-problem" role="alert">
        {problem}
      </p>
    </form>
  );
}

/** The Money tab: the store's statement for this month, last month or dates of the owner's choosing. */
export function MoneyPanel({ store }: { store: Store | null | undefined }) {
  const t = useOwnerMessages();
  const lang = useLanguage();
  // The store's calendar, not the phone's: a month is the store's month.
  const today = storeDay(new Date(), store?.timezone ?? 'Africa/Mogadishu');
  const [choice, setChoice] = useState<Choice>('this');
  const [chosen, setChosen] = useState<Period>(() => monthPeriod(today, 'this'));
  const period = choice === 'dates' ? chosen : monthPeriod(today, choice);
  const { data, isFetching, isError, error, refetch } = useGetStatementQuery(period);
  const refused = isError ? apiProblem(error) : undefined;
  return (
    <section className="owner-panel" aria-labelledby="owner-money-title">
      <h2 id="owner-money-title">{t('moneyTitle')}</h2>
      <p className="owner-panel__text">{t('moneyText')}</p>
      <SectionNav
        className="staff-tabs owner-periods"
        label={t('periods')}
        sections={[
          { section: 'this', label: t('thisMonth') },
          { section: 'last', label: t('lastMonth') },
          { section: 'dates', label: t('chooseDates') },
        ]}
        current={choice}
        choose={setChoice}
      />
      {choice === 'dates' ? <DatesForm initial={chosen} onChoose={setChosen} /> : null}
      {isFetching && !(data && data.from === period.from && data.to === period.to) ? (
        <Loading />
      ) : refused?.kind === 'refused' ? (
        <p className="staff-problem" role="alert">
          {problemText(refused, lang, t('offline'))}
        </p>
      ) : isError || !data ? (
        <LoadError onRetry={() => void refetch()} />
      ) : (
        <StatementView statement={data} />
      )}
    </section>
  );
}
