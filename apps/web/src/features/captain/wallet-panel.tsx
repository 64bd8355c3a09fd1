import { formatDate } from '@suuq/shared/dates';
import type { Language } from '@suuq/shared/labels';
import { formatMoney } from '@suuq/shared/money';
import { PAYMENT_METHOD_TABLE } from '@suuq/shared/payment-methods';
import { useLanguage } from '../../lib/use-translation';
import { useGetTripsQuery, useGetWalletQuery } from './captain-api';
import { CashOutForm } from './cash-out-form';
import { useCaptainMessages } from './messages';
import { placeLines } from './navigation';

const day = (at: string, lang: Language) =>
  formatDate(at, lang, { year: true, time: true, short: lang === 'en' });

/**
 * The wallet: what was earned today and this week, the balance that can be cashed out, cash-outs waiting to be sent
 * and the form to ask for one, the money in and out, then the trips driven with the customers' ratings.
 */
export function WalletPanel() {
  const t = useCaptainMessages();
  const lang = useLanguage();
  const wallet = useGetWalletQuery(lang);
  const trips = useGetTripsQuery(lang);
  const money = (amount: number) => formatMoney(amount, wallet.data?.currency ?? 'USD', lang);
  const data = wallet.data;

  return (
    <>
      <section className="captain-panel" aria-labelledby="captain-wallet-title">
        <h2 id="captain-wallet-title">{t('walletTitle')}</h2>
        {data ? (
          <>
            <div className="captain-earnings">
              <p className="captain-earnings__span" data-testid="captain-earned-today">
                <span className="captain-muted">{t('earnedToday')}</span>
                <strong>{money(data.earnings.today.amount)}</strong>
                <span className="captain-muted">{t('tripsCount', { count: data.earnings.today.trips })}</span>
              </p>
              <p className="captain-earnings__span" data-testid="captain-earned-week">
                <span className="captain-muted">{t('earnedWeek')}</span>
                <strong>{money(data.earnings.week.amount)}</strong>
                <span className="captain-muted">{t('tripsCount', { count: data.earnings.week.trips })}</span>
              </p>
            </div>
            <p className="captain-balance">
              <span className="captain-muted">{t('balance')}</span>
              <strong data-testid="captain-balance">{money(data.balance)}</strong>
            </p>
            <p className="captain-muted">{t('balanceText')}</p>
            {data.pending_payouts.length > 0 ? (
              <>
                <h3>{t('pendingTitle', { total: money(data.pending_total) })}</h3>
                <ul className="captain-list" data-testid="captain-pending">
                  {data.pending_payouts.map((payout) => (
                    <li key={payout.id} className="captain-row">
                      <span>
                        {PAYMENT_METHOD_TABLE[payout.method].words[lang]} {payout.phone}
                        <br />
                        <span className="captain-muted">
                          {t('pendingSince', { when: day(payout.requested_at, lang) })}
                        </span>
                      </span>
                      <strong className="captain-amount">{money(payout.amount)}</strong>
                    </li>
                  ))}
                </ul>
              </>
            ) : null}
            <CashOutForm balance={data.balance} currency={data.currency} />
          </>
        ) : (
          <p className="captain-muted">{wallet.isError ? t('offline') : t('loading')}</p>
        )}
        <h3>{t('transactionsTitle')}</h3>
        {data?.transactions.length === 0 ? <p className="captain-muted">{t('noTransactions')}</p> : null}
        <ul className="captain-list">
          {(data?.transactions ?? []).map((entry) => (
            <li key={entry.id} className="captain-row">
              <span>
                {entry.description}
                <br />
                <span className="captain-muted">{day(entry.created_at, lang)}</span>
              </span>
              <strong className={`captain-amount ${entry.amount < 0 ? 'captain-out' : 'captain-in'}`}>
                {entry.amount < 0 ? '' : '+'}
                {money(entry.amount)}
              </strong>
            </li>
          ))}
        </ul>
      </section>
      <section className="captain-panel" aria-labelledby="captain-history-title">
        <h2 id="captain-history-title">{t('historyTitle')}</h2>
        {trips.isSuccess && trips.data.length === 0 ? <p className="captain-muted">{t('noTrips')}</p> : null}
        <ul className="captain-list">
          {(trips.data ?? []).map((trip) => (
            <li key={trip.id} className="captain-row">
              <span>
                {placeLines(trip.pickup).name} → {placeLines(trip.dropoff).name}
                <br />
                <span className="captain-muted">
                  {day(trip.completed_at ?? trip.cancelled_at ?? trip.created_at, lang)} ·{' '}
                  {trip.status === 'cancelled'
                    ? t('cancelled')
                    : trip.rating
                      ? `${'★'.repeat(trip.rating.rating)} ${t('rating', { rating: trip.rating.rating })}`
                      : t('notRated')}
                </span>
              </span>
              {trip.status === 'cancelled' ? null : (
                <strong className="captain-amount">
                  {formatMoney(trip.fare ?? trip.estimated_fare, trip.currency, lang)}
                </strong>
              )}
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
