import { memo, useCallback, useDeferredValue, useEffect, useMemo, useState } from 'react';
import { imageUrl } from '@suuq/shared/images';
import {
  DELIVERY_METHOD_LABELS,
  ORDER_STATUS_LABELS,
  PAYMENT_METHOD_LABELS,
  type Language,
} from '@suuq/shared/labels';
import { orderStatusLabel } from '@suuq/shared/order-path';
import { orderPath } from '@suuq/shared/order-status';
import { formatDate } from '@suuq/shared/dates';
import { formatMoney } from '@suuq/shared/money';
import type { Order } from '@suuq/shared/orders';
import { orderChoice, orderLineName } from '@suuq/shared/order-lines';
import { isMobileMoney } from '@suuq/shared/mobile-money';
import { TrackOrderForm } from './track-order-dialog';
import { CancelReason, CollectFrom, OrderChanges } from './order-changes';
import { Loading, LoadError } from '../../components/ui/load-state';
import { scheduledText } from '../../lib/store-days';
import { useLanguage } from '../../lib/use-translation';
import { useOrderMessages } from './messages';
import { MobilePayment } from './mobile-payment';
import { CourierCard } from './courier-card';
import { withCourierAt, type CourierPoint } from './courier-position';
import { OrderEta } from './order-eta';
import { useGetOrderQuery } from './orders-api';
import { ReceiptUpload } from './receipt-upload';
import { useLiveOrder } from './use-live-order';
import { useInBrowser } from '../../lib/store-hooks';
import './orders.css';

/** How often an unfinished order is fetched anyway, in case the live socket cannot get through. */
const SAFETY_POLL_MS = 60_000;
/** As often while a wallet waits for the PIN: its answer comes within a minute or two, and the shopper watches. */
const PIN_POLL_MS = 5_000;

/** "27 Nov, 14:30" or "27 Nofembar, 14:30": Somali month names of our own, since browsers have none. */
export function formatTime(iso: string, lang: Language): string {
  return formatDate(iso, lang, { time: true, short: lang === 'en' });
}

/**
 * Where the order goes: the delivery address (shown to the shopper who placed it), or for pickup and dine-in the
 * store's address with a link that opens the phone's map app on the way there.
 */
function OrderPlace({ order }: { order: Order }) {
  const t = useOrderMessages();
  if (order.delivery_method === 'delivery') {
    if (!order.address) return null;
    return (
      <div className="order-totals__note">
        <dt>{t('deliveryAddress')}</dt>
        <dd>{order.address.line}</dd>
      </div>
    );
  }
  // A cancelled order is not collected: no directions to it.
  return order.status === 'cancelled' ? null : <CollectFrom order={order} />;
}

/**
 * What a cancelled order means for the shopper's money: nothing was taken; what was taken went back; it is on its
 * way back by itself; or the store owes it and gives it back by hand.
 */
function useCancelledText(order: Order): string {
  const t = useOrderMessages();
  const lang = useLanguage();
  if (order.payment_status === 'refunded') return t('cancelledRefunded');
  if (order.refund_due) {
    const amount = formatMoney(order.refund_due, order.currency, lang);
    const method = PAYMENT_METHOD_LABELS[order.payment_method][lang];
    return t(order.refund_by_hand ? 'cancelledRefundByHand' : 'cancelledRefundOnItsWay', { amount, method });
  }
  if (order.payment_status === 'paid' || order.payment_status === 'awaiting_confirmation')
    return t('cancelledPaid');
  return t('cancelled');
}

/**
 * The steps of the order's own path, from Order Sent to Delivered (a pickup order's end is Collected, and it is
 * never On The Way), the current one marked; a cancelled order says so plainly, and why.
 */
export function OrderProgress({ order }: { order: Order }) {
  const t = useOrderMessages();
  const lang = useLanguage();
  const steps = orderPath(order.delivery_method);
  const cancelled = order.status === 'cancelled';
  const cancelledText = useCancelledText(order);
  const reached = new Map(order.status_history.map((entry) => [entry.status, entry.at]));
  // A cancelled order keeps the steps it passed; any other is at its status, with every earlier step done (staff
  // may skip a step).
  const current = cancelled
    ? Math.max(...steps.map((status, index) => (reached.has(status) ? index : -1)))
    : (steps as readonly string[]).indexOf(order.status);
  // Delivered is the end: that step is finished, not in progress.
  const last = steps.length - 1;
  const stateOf = (index: number) =>
    index < current || (index === current && (cancelled || current === last))
      ? 'done'
      : index === current
        ? 'current'
        : 'upcoming';
  // When each passed step happened: its own moment, the order's for Order Sent, and for a step staff skipped the
  // moment the order moved past it (the next step that has one).
  const timeOf = (index: number): string | undefined => {
    for (const status of steps.slice(index)) {
      const at = reached.get(status) ?? (status === 'sent' ? order.created_at : undefined);
      if (at) return at;
    }
    return undefined;
  };

  return (
    <section className="order-progress" aria-label={t('progress')}>
      {cancelled ? (
        <p className="order-progress__cancelled" role="status">
          <strong>{ORDER_STATUS_LABELS.cancelled[lang]}</strong> {cancelledText}
          <CancelReason order={order} />
        </p>
      ) : null}
      <ol className="order-steps" data-cancelled={cancelled || undefined}>
        {steps.map((status, index) => {
          const state = stateOf(index);
          const at = state === 'upcoming' ? undefined : timeOf(index);
          return (
            <li
              key={status}
              className="order-step"
              data-state={state}
              aria-current={index === current && !cancelled ? 'step' : undefined}
            >
              <span className="order-step__dot" aria-hidden="true" />
              <span className="order-step__label">
                {orderStatusLabel(status, order.delivery_method, lang)}
              </span>
              {at ? (
                <time className="order-step__time" dateTime={at}>
                  {t('stepAt', { time: formatTime(at, lang) })}
                </time>
              ) : null}
            </li>
          );
        })}
      </ol>
    </section>
  );
}

function PaymentDetails({ order }: { order: Order }) {
  const t = useOrderMessages();
  const lang = useLanguage();
  const status =
    order.payment_status === 'paid'
      ? t('paid')
      : order.payment_status === 'refunded'
        ? t('refunded')
        : order.payment_status === 'failed'
          ? t('paymentFailed')
          : order.payment_status === 'awaiting_confirmation'
            ? t('receiptAwaiting')
            : t('notPaid');
  return (
    <>
      <div>
        <dt>{t('payment')}</dt>
        <dd>
          {PAYMENT_METHOD_LABELS[order.payment_method][lang]} · {status}
        </dd>
      </div>
      {order.payment_status === 'pending' && order.status !== 'cancelled' && order.approve_url ? (
        <div>
          <dt className="visually-hidden">{t('payWithPaypal')}</dt>
          <dd>
            <a className="button button--primary" href={order.approve_url}>
              {t('payWithPaypal')}
            </a>
          </dd>
        </div>
      ) : null}
    </>
  );
}

/** What was ordered, what it costs, how it comes and how it is paid. */
export function OrderSummary({ order }: { order: Order }) {
  const t = useOrderMessages();
  const lang = useLanguage();
  const money = (amount: number) => formatMoney(amount, order.currency, lang);
  return (
    <section className="order-summary" aria-labelledby="order-summary-title">
      <h2 id="order-summary-title" className="order-summary__title">
        {t('summaryTitle')}
      </h2>
      <p className="order-summary__meta">
        {t('from', { store: order.store.name })} ·{' '}
        {t('placedAt', { time: formatTime(order.created_at, lang) })}
      </p>
      <ul className="order-lines">
        {order.items.map((item, index) => (
          <li key={`${item.product_id}-${item.variant_id ?? ''}-${index}`} className="order-line">
            <img
              className="order-line__image"
              src={imageUrl(item.image, 160)}
              alt=""
              width={48}
              height={48}
              loading="lazy"
            />
            <span className="order-line__name">
              <span className="order-line__quantity">{t('quantityTimes', { quantity: item.quantity })}</span>{' '}
              {orderLineName(item, lang)}
              {[
                ...item.options.map((c) => orderChoice(c, lang)).map((c) => `${c.group}: ${c.item}`),
                ...item.addons.map((c) => `+ ${orderChoice(c, lang).item}`),
              ].map((text) => (
                <span key={text} className="order-line__choice">
                  {text}
                </span>
              ))}
            </span>
            <span className="order-line__total">{money(item.total)}</span>
          </li>
        ))}
      </ul>
      <dl className="order-totals">
        <div>
          <dt>{t('subtotal')}</dt>
          <dd>{money(order.subtotal)}</dd>
        </div>
        {order.delivery_method === 'delivery' ? (
          <div>
            <dt>{t('deliveryFee')}</dt>
            <dd>{money(order.delivery_fee)}</dd>
          </div>
        ) : null}
        <div className="order-totals__total">
          <dt>{t('total')}</dt>
          <dd>{money(order.total)}</dd>
        </div>
        <div>
          <dt>{t('receiving')}</dt>
          <dd>{DELIVERY_METHOD_LABELS[order.delivery_method][lang]}</dd>
        </div>
        <OrderPlace order={order} />
        <div className="order-totals__when">
          <dt>{t('when')}</dt>
          <dd>
            {order.scheduled_for
              ? scheduledText(order.scheduled_for, lang, {
                  today: t('today'),
                  tomorrow: t('tomorrow'),
                  weekdays: t('weekdays').split(', '),
                })
              : t('asap')}
          </dd>
        </div>
        <PaymentDetails order={order} />
        {order.notes ? (
          <div className="order-totals__note">
            <dt>{t('storeNote')}</dt>
            <dd>{order.notes}</dd>
          </div>
        ) : null}
      </dl>
      {order.store.phone ? (
        <p className="order-summary__call">
          {t('callStoreLead', { store: order.store.name })}{' '}
          <a className="order-summary__phone" href={`tel:${order.store.phone.replace(/[^\d+]/g, '')}`}>
            {order.store.phone}
          </a>
        </p>
      ) : null}
    </section>
  );
}

/**
 * One order, followed live: progress and summary, refreshed on every status event, after a reconnect and when the
 * tab comes back. An unknown number says so and offers the Track Order box again.
 */
export function TrackedOrder({ orderNumber }: { orderNumber: string }) {
  const t = useOrderMessages();
  const [finished, setFinished] = useState(false);
  const [waitingOnPhone, setWaitingOnPhone] = useState(false);
  // No polling where the page is rendered on the server or taken over: it starts with the app's first render after.
  const inBrowser = useInBrowser();
  const {
    data: answer,
    error,
    isLoading,
    refetch,
  } = useGetOrderQuery(orderNumber, {
    pollingInterval: finished || !inBrowser ? 0 : waitingOnPhone ? PIN_POLL_MS : SAFETY_POLL_MS,
    skipPollingIfUnfocused: true,
  });
  // An order drawn at once from an answer already there is read again as the app starts: the answer the server
  // rendered the page with (its public view, read without this phone's key, and maybe minutes old) or one the app
  // read earlier. Read afresh, it shows this phone its own order whole and the order as it stands now.
  const [drawnAtOnce] = useState(() => answer !== undefined);
  useEffect(() => {
    if (drawnAtOnce) void refetch();
  }, [drawnAtOnce, refetch]);
  // The courier's last position heard on the order's channel since the answer was read: newer than the answer's,
  // it moves the map and the minutes away; a reload or a reconnect reads the answer, which carries the last one.
  const [heard, setHeard] = useState<CourierPoint | undefined>(undefined);
  const order = useMemo(() => (answer ? withCourierAt(answer, heard) : undefined), [answer, heard]);
  const notFound = !order && error !== undefined && 'status' in error && error.status === 404;
  const final = order?.status === 'delivered' || order?.status === 'cancelled' || notFound;
  useEffect(() => setFinished(final), [final]);
  const onPhone =
    order !== undefined && order.payment_status === 'pending' && isMobileMoney(order.payment_method);
  useEffect(() => setWaitingOnPhone(onPhone), [onPhone]);
  const refresh = useCallback(() => void refetch(), [refetch]);
  const carried = order?.courier !== undefined && order.courier !== null;
  const onCourier = useCallback(
    (point: CourierPoint) => {
      // Positions may arrive out of order: the newest stays.
      setHeard((last) => (last && Date.parse(last.at) >= Date.parse(point.at) ? last : point));
      // A courier this page has not heard of yet (the answer was read before they took it): read who it is.
      if (!carried) void refetch();
    },
    [carried, refetch],
  );
  // The channel is named after the order's own number, which may be written differently from what was typed.
  useLiveOrder(order && !finished ? order.order_number : undefined, refresh, onCourier);

  // The answer arriving re-renders this part at once (an update from the app's store is never sliced); the order
  // itself is drawn by a deferred render, which React slices, so that a phone stays free to answer a tap while it
  // draws the progress, the lines and the totals (on the calibrated low-tier phone, one task of several hundred
  // milliseconds when drawn at once). Until then what was there stays: the loading state, or the order as it was.
  const shown = useDeferredValue(order);
  if (isLoading || (order && !shown)) return <Loading />;
  if (!order || !shown) {
    if (notFound) {
      return (
        <section className="order-not-found" aria-labelledby="order-not-found">
          <h2 id="order-not-found">{t('notFoundTitle')}</h2>
          <p>{t('notFound', { orderNumber })}</p>
          <TrackOrderForm />
        </section>
      );
    }
    return <LoadError onRetry={refresh} />;
  }
  return <OrderDetails order={shown} />;
}

/** The order's parts, drawn again only when the order shown changes. */
const OrderDetails = memo(function OrderDetails({ order }: { order: Order }) {
  return (
    <div className="order">
      <MobilePayment order={order} />
      <ReceiptUpload order={order} />
      <OrderEta order={order} />
      <CourierCard order={order} />
      <OrderProgress order={order} />
      <OrderChanges order={order} />
      <OrderSummary order={order} />
    </div>
  );
});
