import { DELIVERY_METHOD_LABELS, PAYMENT_METHOD_LABELS } from '@suuq/shared/labels';
import { orderStatusLabel } from '@suuq/shared/order-path';
import { mayCancelOrder, nextOrderStatus } from '@suuq/shared/order-status';
import { formatDate } from '@suuq/shared/dates';
import { formatMoney } from '@suuq/shared/money';
import type { DeliveryWatch } from '@suuq/shared/dispatch';
import type { Order } from '@suuq/shared/orders';
import { orderChoice, orderLineName } from '@suuq/shared/order-lines';
import { scheduledText } from '../../lib/store-days';
import { useLanguage } from '../../lib/use-translation';
import { useStaffMessages } from './messages';
import { ContainersReturned } from './containers-returned';
import { LineChange } from './line-change';
import { WaitingTime } from './waiting-time';
import { OrderActions } from './order-actions';
import { OrderCourierBlock } from './order-courier';
import { ReceiptReview } from './receipt-review';
import { RefundGiven } from './refund-given';

/**
 * One order on the board: what to make, for whom and where, how long it has waited, its payment, and what staff
 * may do with it (each line may still be taken out or replaced until the order is on its way). A delivery carried
 * by Suuq's captains shows who is coming, or that one is sought (and, waiting too long, an alert to assign one).
 */
export function OrderCard({
  order,
  fresh,
  delivery,
  onMoved = () => {},
}: {
  order: Order;
  fresh: boolean;
  /** Its live Suuq delivery, when a captain is sought for it or carries it. */
  delivery?: DeliveryWatch | undefined;
  /** Reads the board again (the courier moved). */
  onMoved?: () => void;
}) {
  const t = useStaffMessages();
  const lang = useLanguage();
  const money = (amount: number) => formatMoney(amount, order.currency, lang);
  // An order for later shows its slot in the store's own time (the instant carries the store's offset).
  const scheduledFor = order.scheduled_for;
  const open = nextOrderStatus(order.status, order.delivery_method) !== undefined;
  const changeable = mayCancelOrder(order.status);

  return (
    <article
      className="staff-order"
      data-fresh={fresh || undefined}
      aria-labelledby={`order-${order.order_number}`}
    >
      <header className="staff-order__header">
        <h3 id={`order-${order.order_number}`} className="staff-order__number">
          {order.order_number}
        </h3>
        <span className="staff-order__time">
          {t('placedAt', { time: formatDate(order.created_at, lang, { timeOnly: true }) })}
        </span>
        {open ? <WaitingTime since={order.created_at} /> : null}
        <span className="staff-order__status">
          {orderStatusLabel(order.status, order.delivery_method, lang)}
        </span>
        {scheduledFor ? (
          <span className="staff-order__slot">
            {t('scheduledFor', {
              when: scheduledText(scheduledFor, lang, { today: t('today'), tomorrow: t('tomorrow') }),
            })}
          </span>
        ) : null}
      </header>
      <ul className="staff-order__items">
        {order.items.map((item, itemIndex) => (
          <li key={item.line_id ?? itemIndex} className="staff-order__item">
            <strong>{item.quantity} ×</strong> {orderLineName(item, lang)}
            {[
              ...item.options.map((c) => orderChoice(c, lang).item),
              ...item.addons.map((c) => `+ ${orderChoice(c, lang).item}`),
            ].map((text) => (
              <span key={text} className="staff-order__choice">
                {text}
              </span>
            ))}
            {item.container_mode ? (
              <span className="staff-order__choice">
                {item.container_mode === 'new' ? t('lineNew') : t('lineExchange')}
              </span>
            ) : null}
            {changeable ? <LineChange order={order} line={item} /> : null}
          </li>
        ))}
      </ul>
      <dl className="staff-order__facts">
        <dt>{t('total')}</dt>
        <dd>
          {money(order.total)} · {PAYMENT_METHOD_LABELS[order.payment_method][lang]} ·{' '}
          {order.refund_due
            ? t(order.refund_by_hand ? 'refundNeeded' : 'refundAutomatic')
            : order.payment_status === 'paid'
              ? t('paid')
              : order.payment_status === 'awaiting_confirmation'
                ? t('awaitingConfirmation')
                : order.payment_status === 'failed'
                  ? t('paymentFailed')
                  : t('notPaid')}
        </dd>
        {order.payment_status === 'failed' && order.payment_message ? (
          <>
            <dt>{t('paymentReason')}</dt>
            <dd className="staff-order__payment-reason">{order.payment_message}</dd>
          </>
        ) : null}
        {order.cancellation ? (
          <>
            <dt>{t('cancelReason')}</dt>
            <dd>{order.cancellation.text}</dd>
          </>
        ) : null}
        <dt>{DELIVERY_METHOD_LABELS[order.delivery_method][lang]}</dt>
        <dd>{order.address ? order.address.line : '—'}</dd>
        {order.address?.notes ? (
          <>
            <dt>{t('notes')}</dt>
            <dd>{order.address.notes}</dd>
          </>
        ) : null}
        {order.notes ? (
          <>
            <dt>{t('storeNote')}</dt>
            <dd className="staff-order__note">{order.notes}</dd>
          </>
        ) : null}
        {order.customer ? (
          <>
            <dt>{t('customer')}</dt>
            <dd className="staff-order__customer">
              <span>{order.customer.name}</span>
              <a
                className="staff-order__phone"
                href={`tel:${order.customer.phone.replace(/[^+0-9]/g, '')}`}
                title={t('callCustomer', { name: order.customer.name })}
              >
                {order.customer.phone}
              </a>
            </dd>
          </>
        ) : null}
      </dl>
      <OrderCourierBlock order={order} delivery={delivery} onMoved={onMoved} />
      <RefundGiven order={order} />
      <ContainersReturned key={order.containers_returned ?? 0} order={order} />
      <ReceiptReview order={order} />
      <OrderActions order={order} />
    </article>
  );
}
