import { useState, type FormEvent } from 'react';
import type { Order } from '@suuq/shared/orders';
import { apiProblem, problemText } from '../../lib/api-error';
import { useLanguage } from '../../lib/use-translation';
import { useStaffMessages } from './messages';
import { useSetContainersReturnedMutation } from './staff-api';

/** How many containers an order took new (with a deposit): the quantities of its `new` lines. */
export function containersTakenNew(order: Pick<Order, 'items'>): number {
  return order.items.reduce((total, item) => total + (item.container_mode === 'new' ? item.quantity : 0), 0);
}

/**
 * A container order on the board: how many were exchanged and taken new, and the count of new ones that came back,
 * which staff record (the total so far, so sending it twice is harmless).
 */
export function ContainersReturned({ order }: { order: Order }) {
  const t = useStaffMessages();
  const lang = useLanguage();
  const [save, state] = useSetContainersReturnedMutation();
  const taken = containersTakenNew(order);
  const exchanged = order.items.reduce(
    (total, item) => total + (item.container_mode === 'exchange' ? item.quantity : 0),
    0,
  );
  const returned = order.containers_returned ?? 0;
  const [count, setCount] = useState(returned);
  if (taken === 0 && exchanged === 0) return null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void save({ orderNumber: order.order_number, returned: count });
  };

  return (
    <section className="staff-containers" aria-label={t('containersTitle')}>
      <p className="staff-containers__summary">
        {exchanged > 0 ? <span>{t('containersExchanged', { n: exchanged })}</span> : null}
        {taken > 0 ? <span>{t('containersTaken', { n: taken, returned })}</span> : null}
      </p>
      {taken > 0 ? (
        <form className="staff-containers__form" onSubmit={submit}>
          <label className="field-label" htmlFor={`returned-${order.order_number}`}>
            {t('containersReturned')}
          </label>
          <div className="staff-containers__row">
            <input
              id={`returned-${order.order_number}`}
              className="input staff-containers__input"
              type="number"
              inputMode="numeric"
              min={0}
              max={taken}
              value={count}
              onChange={(event) =>
                setCount(Math.max(0, Math.min(taken, Math.floor(Number(event.target.value)) || 0)))
              }
            />
            <button type="submit" className="button" disabled={state.isLoading || count === returned}>
              {t('save')}
            </button>
          </div>
          {state.error ? (
            <p className="staff-problem" role="alert">
              {t('actionFailed', { message: problemText(apiProblem(state.error), lang, t('offline')) })}
            </p>
          ) : null}
        </form>
      ) : null}
    </section>
  );
}
