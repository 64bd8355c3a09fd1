import { useState, type FormEvent } from 'react';
import type { CaptainStatement, Statement } from '@suuq/shared/ledger';
import { PAYMENT_METHOD_LABELS } from '@suuq/shared/labels';
import { formatMoney } from '@suuq/shared/money';
import { DEFAULT_TIMEZONE, localMoment } from '@suuq/shared/time-zone';
import { TextField } from '../../components/form/text-field';
import { LoadError, Loading } from '../../components/ui/load-state';
import { useLanguage } from '../../lib/use-translation';
import { fieldNote, Refused, useRefusal, useWhen } from './admin-kit';
import { useGetCaptainStatementQuery, useGetStoreStatementQuery } from './admin-api';
import { HandInForm } from './hand-in-form';
import { TargetPicker, useTargets, type MoneyTarget } from './money-target';
import { useAdminMessages } from './messages';

/** This month so far, in Mogadishu: the first day to today. */
function thisMonth() {
  const today = localMoment(new Date(), DEFAULT_TIMEZONE).date;
  return { from: `${today.slice(0, 8)}01`, to: today };
}

interface Asked extends MoneyTarget {
  from: string;
  to: string;
}

/** A store's or a captain's statement over a period: the figures, and the balance in plain words. */
export function StatementsSection() {
  const t = useAdminMessages();
  const [target, setTarget] = useState<MoneyTarget>({ kind: 'store', id: 0 });
  const [period, setPeriod] = useState(thisMonth);
  const [asked, setAsked] = useState<Asked | null>(null);
  const [note, setNote] = useState<string>();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!target.id) {
      setNote(t(target.kind === 'store' ? 'money.chooseStore' : 'money.chooseCaptain'));
      return;
    }
    setNote(undefined);
    setAsked({ ...target, ...period });
  };

  return (
    <div className="admin-stack">
      <form className="admin-form" noValidate aria-label={t('statements.formLabel')} onSubmit={onSubmit}>
        <div className="admin-form__grid">
          <TargetPicker value={target} onChange={setTarget} error={note} />
          <div className="admin-pair">
            <TextField
              label={t('statements.from')}
              type="date"
              value={period.from}
              onChange={(event) => setPeriod({ ...period, from: event.target.value })}
            />
            <TextField
              label={t('statements.to')}
              type="date"
              value={period.to}
              onChange={(event) => setPeriod({ ...period, to: event.target.value })}
            />
          </div>
        </div>
        <div className="admin-actions">
          <button type="submit" className="button button--primary">
            {t('statements.show')}
          </button>
        </div>
      </form>
      {asked ? (
        asked.kind === 'store' ? (
          <StoreFigures asked={asked} />
        ) : (
          <CaptainFigures asked={asked} />
        )
      ) : null}
    </div>
  );
}

function useName(asked: Asked) {
  const { options } = useTargets(asked.kind);
  return options.find((option) => option.id === asked.id)?.name ?? `#${asked.id}`;
}

/** The statement's failure: the server's words about the period beside it, or a way to try again. */
function Failed({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const refusal = useRefusal();
  const refused = refusal(error);
  const status = (error as { status?: unknown } | undefined)?.status;
  if (typeof status === 'number' && status >= 400 && status < 500)
    return <Refused text={fieldNote(refused, 'to') ?? fieldNote(refused, 'from') ?? refused.text} />;
  return <LoadError onRetry={onRetry} />;
}

function Balance({
  balance,
  owed,
  owes,
  even,
}: {
  balance: number;
  owed: string;
  owes: string;
  even: string;
}) {
  return (
    <p className={`admin-balance admin-balance--${balance > 0 ? 'owed' : balance < 0 ? 'owes' : 'even'}`}>
      {balance > 0 ? owed : balance < 0 ? owes : even}
    </p>
  );
}

function StoreFigures({ asked }: { asked: Asked }) {
  const t = useAdminMessages();
  const lang = useLanguage();
  const name = useName(asked);
  const when = useWhen();
  const query = useGetStoreStatementQuery({ storeId: asked.id, from: asked.from, to: asked.to });
  if (query.isFetching) return <Loading />;
  if (query.isError || !query.data)
    return <Failed error={query.error} onRetry={() => void query.refetch()} />;
  const statement: Statement = query.data;
  const money = (amount: number) => formatMoney(amount, statement.currency, lang);
  const figures: [string, string][] = [
    [t('statements.collectedByStore'), money(statement.collected_by_store)],
    [t('statements.collectedBySuuq'), money(statement.collected_by_suuq)],
    [t('statements.refundsBySuuq'), money(statement.refunds_by_suuq)],
    [t('statements.refundsByStore'), money(statement.refunds_by_store)],
    [t('statements.deliveredItems'), money(statement.delivered_items_total)],
    [t('statements.commission', { percent: statement.commission_percent }), money(statement.commission)],
    [t('statements.payouts'), money(statement.payouts)],
    [t('statements.balance'), money(statement.balance)],
  ];
  return (
    <section className="admin-statement" aria-labelledby="admin-statement-title">
      <h2 id="admin-statement-title" className="admin-subtitle">
        {t('statements.title', { name, from: when(statement.from, false), to: when(statement.to, false) })}
      </h2>
      <Balance
        balance={statement.balance}
        owed={t('statements.suuqOwes', { name, amount: money(statement.balance) })}
        owes={t('statements.owesSuuq', { name, amount: money(-statement.balance) })}
        even={t('statements.even')}
      />
      {statement.methods.length === 0 ? (
        <p className="hint">{t('statements.noOrders')}</p>
      ) : (
        <table className="admin-table">
          <caption className="visually-hidden">{t('statements.byMethod')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('statements.method')}</th>
              <th scope="col">{t('statements.collectedBy')}</th>
              <th scope="col">{t('statements.orders')}</th>
              <th scope="col">{t('statements.collected')}</th>
              <th scope="col">{t('statements.refunds')}</th>
            </tr>
          </thead>
          <tbody>
            {statement.methods.map((line) => (
              <tr key={line.method}>
                <th scope="row" data-label={t('statements.method')}>
                  {PAYMENT_METHOD_LABELS[line.method]?.[lang] ?? line.method}
                </th>
                <td data-label={t('statements.collectedBy')}>{t(`statements.by.${line.collected_by}`)}</td>
                <td data-label={t('statements.orders')}>{line.orders}</td>
                <td data-label={t('statements.collected')}>{money(line.collected)}</td>
                <td data-label={t('statements.refunds')}>{money(line.refunds)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <Figures figures={figures} />
    </section>
  );
}

function CaptainFigures({ asked }: { asked: Asked }) {
  const t = useAdminMessages();
  const lang = useLanguage();
  const name = useName(asked);
  const when = useWhen();
  const query = useGetCaptainStatementQuery({ captainId: asked.id, from: asked.from, to: asked.to });
  if (query.isFetching) return <Loading />;
  if (query.isError || !query.data)
    return <Failed error={query.error} onRetry={() => void query.refetch()} />;
  const statement: CaptainStatement = query.data;
  const money = (amount: number) => formatMoney(amount, statement.currency, lang);
  const figures: [string, string][] = [
    [t('statements.trips'), String(statement.trips)],
    [t('statements.deliveries'), String(statement.deliveries)],
    [t('statements.earnings'), money(statement.earnings)],
    [t('statements.collectedByCaptain'), money(statement.collected_by_captain)],
    [t('statements.collectedBySuuq'), money(statement.collected_by_suuq)],
    [t('statements.payouts'), money(statement.payouts)],
    [t('statements.handedIn'), money(statement.handed_in)],
    [t('statements.balance'), money(statement.balance)],
  ];
  return (
    <section className="admin-statement" aria-labelledby="admin-statement-title">
      <h2 id="admin-statement-title" className="admin-subtitle">
        {t('statements.title', { name, from: when(statement.from, false), to: when(statement.to, false) })}
      </h2>
      <Balance
        balance={statement.balance}
        owed={t('statements.suuqOwes', { name, amount: money(statement.balance) })}
        owes={t('statements.captainOwes', { name, amount: money(-statement.balance) })}
        even={t('statements.even')}
      />
      <Figures figures={figures} />
      <HandInForm captainId={asked.id} />
    </section>
  );
}

function Figures({ figures }: { figures: [string, string][] }) {
  return (
    <dl className="admin-figures">
      {figures.map(([label, value]) => (
        <div key={label} className="admin-figures__row">
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
