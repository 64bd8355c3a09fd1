import { DELIVERY_METHOD_LABELS, ORDER_STATUS_LABELS, PAYMENT_METHOD_LABELS } from '@suuq/shared/labels';
import { formatMoney } from '@suuq/shared/money';
import type { Order } from '@suuq/shared/orders';
import { useLanguage } from '../../lib/use-translation';
import { useStaffMessages } from './messages';
import { OrderActions } from './order-actions';

/** One order on the board: what to make, for whom and where, its payment, and what staff may do with it. */
export function OrderCard({
  order,
  fresh,
  timeZone = 'Africa/Mogadishu',
}: {
  order: Order;
  fresh: boolean;
  timeZone?: string | undefined;
}) {
  const t = useStaffMessages();
  const lang = useLanguage();
  const money = (amount: number) => formatMoney(amount, order.currency, lang);
  const locale = lang === 'so' ? 'so-SO' : 'en-GB';
  const time = new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit' });
  // An order for later shows its slot's day and time in the store's own time zone, wherever the tablet is set.
  const slotTime = new Intl.DateTimeFormat(locale, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
    timeZone,
  });
  const scheduledFor = (order as Order & { scheduled_for?: string | null }).scheduled_for;

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
          {t('placedAt', { time: time.format(new Date(order.created_at)) })}
        </span>
        <span className="staff-order__status">{ORDER_STATUS_LABELS[order.status][lang]}</span>
        {scheduledFor ? (
          <span className="staff-order__slot">
            {t('scheduledFor', { when: slotTime.format(new Date(scheduledFor)) })}
          </span>
        ) : null}
      </header>
      <ul className="staff-order__items">
        {order.items.map((item, itemIndex) => (
          <li key={itemIndex}>
            <strong>{item.quantity} ×</strong> {item.name}
            {[...item.options.map((c) => c.item), ...item.addons.map((c) => `+ ${c.item}`)].map((text) => (
              <span key={text} className="staff-order__choice">
                {text}
              </span>
            ))}
          </li>
        ))}
      </ul>
      <dl className="staff-order__facts">
        <dt>{t('total')}</dt>
        <dd>
          {money(order.total)} · {PAYMENT_METHOD_LABELS[order.payment_method][lang]} ·{' '}
          {order.payment_status === 'paid' ? t('paid') : t('notPaid')}
        </dd>
        <dt>{DELIVERY_METHOD_LABELS[order.delivery_method][lang]}</dt>
        <dd>{order.address ? order.address.line : '—'}</dd>
        {order.address?.notes ? (
          <>
            <dt>{t('notes')}</dt>
            <dd>{order.address.notes}</dd>
          </>
        ) : null}
        {order.customer ? (
          <>
            <dt>{t('customer')}</dt>
            <dd>
              {order.customer.name} ·{' '}
              <a href={`tel:${order.customer.phone.replace(/[^+0-9]/g, '')}`}>{order.customer.phone}</a>
            </dd>
          </>
        ) : null}
      </dl>
      <OrderActions order={order} />
    </article>
  );
}
