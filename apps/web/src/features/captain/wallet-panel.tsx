import { formatDate } from '@suuq/shared/dates';
import type { Language } from '@suuq/shared/labels';
import { formatMoney } from '@suuq/shared/money';
import { useLanguage } from '../../lib/use-translation';
import { useGetTripsQuery, useGetWalletQuery } from './captain-api';
import { useCaptainMessages } from './messages';

const day = (at: string, lang: Language) =>
  formatDate(at, lang, { year: true, time: true, short: lang === 'en' });

/** The wallet's balance and its money in and out, then the trips driven with the customers' ratings. */
export function WalletPanel() {
  const t = useCaptainMessages();
  const lang = useLanguage();
  const wallet = useGetWalletQuery(lang);
  const trips = useGetTripsQuery(lang);
  const money = (amount: number) => formatMoney(amount, wallet.data?.currency ?? 'USD', lang);

  return (
    <>
      <section className="captain-panel" aria-labelledby="captain-wallet-title">
        <h2 id="captain-wallet-title">{t('walletTitle')}</h2>
        {wallet.data ? (
          <p className="captain-balance">
            <span className="captain-muted">{t('balance')}</span>
            <strong data-testid="captain-balance">{money(wallet.data.balance)}</strong>
          </p>
        ) : (
          <p className="captain-muted">{wallet.isError ? t('offline') : t('loading')}</p>
        )}
        <h3>{t('transactionsTitle')}</h3>
        {wallet.data?.transactions.length === 0 ? (
          <p className="captain-muted">{t('noTransactions')}</p>
        ) : null}
        <ul className="captain-list">
          {(wallet.data?.transactions ?? []).map((entry) => (
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
                {trip.pickup.label} → {trip.dropoff.label}
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
