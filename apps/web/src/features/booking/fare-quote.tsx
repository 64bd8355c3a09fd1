import type { FareEstimate } from '@suuq/shared/captain';
import { formatMoney } from '@suuq/shared/money';
import { apiProblem, problemText } from '../../lib/api-error';
import { useLanguage } from '../../lib/use-translation';
import { useBookingT } from './messages';

export interface EstimateState {
  currentData?: FareEstimate | undefined;
  isFetching: boolean;
  isError: boolean;
  error?: unknown;
  refetch: () => unknown;
}

/**
 * The fare before confirming, as the server quotes it: a line while it is worked out, the server's reason when the
 * trip cannot be booked (too short, too long), and a retry when it could not be reached.
 */
export function FareQuote({ chosen, estimate }: { chosen: boolean; estimate: EstimateState }) {
  const t = useBookingT();
  const lang = useLanguage();
  if (!chosen) return <p className="hint">{t('chooseFirst')}</p>;
  const price = estimate.currentData;
  if (price) {
    return (
      <div className="booking-fare">
        <p className="booking-fare__amount">
          {t('fare', { fare: formatMoney(price.fare, price.currency, lang) })}
        </p>
        <p className="hint">{t('fareDetail', { km: Math.round(price.distance_km * 10) / 10 })}</p>
      </div>
    );
  }
  if (estimate.isFetching) {
    return (
      <p className="hint" role="status">
        {t('fareLoading')}
      </p>
    );
  }
  if (estimate.isError) {
    const problem = apiProblem(estimate.error);
    if (problem.kind === 'refused')
      return <p className="booking-problem">{problemText(problem, lang, '')}</p>;
    return (
      <div className="booking-fare">
        <p className="booking-problem">{t('fareProblem')}</p>
        <button type="button" className="button booking-fare__retry" onClick={() => void estimate.refetch()}>
          {t('fareRetry')}
        </button>
      </div>
    );
  }
  return null;
}
