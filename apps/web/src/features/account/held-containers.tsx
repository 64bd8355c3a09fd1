import { formatMoney } from '@suuq/shared/money';
import { useLanguage } from '../../lib/use-translation';
import { useGetHeldContainersQuery } from './containers-api';
import { useAccountT } from './messages';

/**
 * The returnable containers (jerrycans, gas cylinders) the customer holds, taken new and not yet brought back, and
 * the deposits paid for them. Nothing shows for a customer who holds none.
 */
export function HeldContainers({ sessionId }: { sessionId: string }) {
  const t = useAccountT();
  const lang = useLanguage();
  // Fresh on each visit: a store may have recorded a return since.
  const { data } = useGetHeldContainersQuery(sessionId, { refetchOnMountOrArgChange: true });
  if (!data || data.containers.length === 0) return null;
  return (
    <section className="account-card held-containers" aria-labelledby="held-containers-title">
      <h2 id="held-containers-title" className="held-containers__title">
        {t('containersTitle')}
      </h2>
      <p className="hint">{t('containersText')}</p>
      <ul className="held-containers__list">
        {data.containers.map((container) => (
          <li key={`${container.name}-${container.currency}`} className="held-containers__item">
            <span>{t('containersHeld', { n: container.held, name: container.name })}</span>
            <span>
              {t('containersDeposit', {
                amount: formatMoney(container.deposit_total, container.currency, lang),
              })}
            </span>
          </li>
        ))}
      </ul>
      {data.deposits.map((deposit) => (
        <p key={deposit.currency} className="held-containers__total">
          <span>{t('containersDepositTotal')}</span>
          <strong>{formatMoney(deposit.amount, deposit.currency, lang)}</strong>
        </p>
      ))}
    </section>
  );
}
