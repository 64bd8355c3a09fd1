import { ORDER_STATUS_LABELS } from '@suuq/shared/labels';
import { nextOrderStatus, ORDER_STATUSES } from '@suuq/shared/order-status';
import { Loading } from '../../components/ui/load-state';
import { useLanguage } from '../../lib/use-translation';
import { useStaffMessages } from './messages';
import { OrderCard } from './order-card';
import type { OrdersBoard } from './use-orders-board';

/** A column for each status an order can still move on from; delivered and cancelled orders are finished. */
const ACTIVE = ORDER_STATUSES.filter((status) => nextOrderStatus(status) !== undefined);

/** The store's orders by status (the board keeps them, see `useOrdersBoard`). */
export function OrdersPanel({ board }: { board: OrdersBoard }) {
  const t = useStaffMessages();
  const lang = useLanguage();
  const { data: orders, isLoading, isError } = board.query;
  const { live, fresh, announcement, deliveries } = board;
  const deliveryOf = (number: string) => deliveries.find((delivery) => delivery.order_number === number);
  const reread = () => void board.query.refetch();

  if (isLoading) return <Loading />;
  if (isError && !orders) {
    return (
      <p className="staff-problem" role="alert">
        {t('loadFailed')}
      </p>
    );
  }
  const list = orders ?? [];
  const done = list.filter((order) => nextOrderStatus(order.status, order.delivery_method) === undefined);
  // A finished order whose wallet payment was not given back stays in sight until staff return the money.
  // Only what staff must give back by hand waits in its own column; what goes back by itself stays with the rest.
  const refunds = done.filter((order) => order.refund_due && order.refund_by_hand);
  const finished = done.filter((order) => !(order.refund_due && order.refund_by_hand));
  return (
    <div className="staff-orders">
      <p className="hint">{live === 'open' ? t('live') : t('liveOff')}</p>
      <p className="visually-hidden" role="status">
        {announcement}
      </p>
      {refunds.length > 0 ? (
        <section className="staff-column staff-refunds" aria-labelledby="staff-refunds">
          <h2 id="staff-refunds" className="staff-column__title">
            {t('refundsTitle')} <span className="staff-count">{refunds.length}</span>
          </h2>
          {refunds.map((order) => (
            <OrderCard key={order.order_number} order={order} fresh={false} />
          ))}
        </section>
      ) : null}
      {ACTIVE.map((status) => {
        const inStatus = list.filter((order) => order.status === status);
        return (
          <section key={status} className="staff-column" aria-labelledby={`staff-${status}`}>
            <h2 id={`staff-${status}`} className="staff-column__title">
              {ORDER_STATUS_LABELS[status][lang]} <span className="staff-count">{inStatus.length}</span>
            </h2>
            {inStatus.length === 0 ? <p className="hint">{t('noOrders')}</p> : null}
            {inStatus.map((order) => (
              <OrderCard
                key={order.order_number}
                order={order}
                fresh={fresh.includes(order.order_number)}
                delivery={deliveryOf(order.order_number)}
                onMoved={reread}
              />
            ))}
          </section>
        );
      })}
      <details className="staff-finished">
        <summary>{t('finished', { n: finished.length })}</summary>
        {finished.map((order) => (
          <OrderCard key={order.order_number} order={order} fresh={false} />
        ))}
      </details>
    </div>
  );
}
