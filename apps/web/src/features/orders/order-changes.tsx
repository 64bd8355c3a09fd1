import { formatDate } from '@suuq/shared/dates';
import type { Language } from '@suuq/shared/labels';
import { formatMoney } from '@suuq/shared/money';
import type { Order } from '@suuq/shared/orders';
import { orderStatusLabel } from '@suuq/shared/order-path';
import { useLanguage } from '../../lib/use-translation';
import { useOrderMessages } from './messages';
import './order-changes.css';

/** As the progress steps write a moment: "27 Nov, 14:30". */
function formatTime(iso: string, lang: Language): string {
  return formatDate(iso, lang, { time: true, short: lang === 'en' });
}

/** Why the store cancelled the order, in the store's chosen words (or its own note). */
export function CancelReason({ order }: { order: Order }) {
  const t = useOrderMessages();
  if (order.status !== 'cancelled' || !order.cancellation) return null;
  return (
    <span className="order-cancel-reason">{t('cancelReason', { reason: order.cancellation.text })}</span>
  );
}

/**
 * What the store changed in the order after it was placed (an item out of stock removed or replaced), with why and
 * what it did to the total; and, while the order owes money back for it, that the store will give it back. The
 * page fetches the order again on each live event, so a change shows as soon as staff make it.
 */
export function OrderChanges({ order }: { order: Order }) {
  const t = useOrderMessages();
  const lang = useLanguage();
  const changes = order.changes ?? [];
  if (changes.length === 0) return null;
  const money = (amount: number) => formatMoney(Math.abs(amount), order.currency, lang);
  const owed = order.status !== 'cancelled' && order.refund_due ? order.refund_due : 0;
  return (
    <section className="order-changes" aria-labelledby="order-changes-title" role="status">
      <h2 id="order-changes-title" className="order-changes__title">
        {t('changesTitle')}
      </h2>
      <ul className="order-changes__list">
        {changes.map((change) => (
          <li key={change.at + change.name} className="order-change">
            <span className="order-change__what">
              {change.kind === 'removed'
                ? t('changeRemoved', { quantity: change.quantity, name: change.name })
                : t('changeReplaced', {
                    quantity: change.quantity,
                    name: change.name,
                    newQuantity: change.new_quantity ?? 0,
                    newName: change.new_name ?? '',
                  })}
            </span>
            <span className="order-change__why">{t('changeWhy', { reason: change.text })}</span>
            {change.amount !== 0 ? (
              <span className="order-change__amount">
                {t(change.amount < 0 ? 'changeLess' : 'changeMore', { amount: money(change.amount) })}
              </span>
            ) : null}
            <time className="order-change__time" dateTime={change.at}>
              {formatTime(change.at, lang)}
            </time>
          </li>
        ))}
      </ul>
      {owed > 0 ? <p className="order-changes__owed">{t('changeOwed', { amount: money(owed) })}</p> : null}
    </section>
  );
}

/**
 * Where and when to collect a pickup (or dine-in) order: the store, its address with a link that opens the
 * phone's map app on the way there, and the moment it was ready once it is.
 */
export function CollectFrom({ order }: { order: Order }) {
  const t = useOrderMessages();
  const lang = useLanguage();
  const { name, address, lat, lng } = order.store;
  const readyAt = order.status_history.find((entry) => entry.status === 'ready')?.at;
  const destination =
    lat !== undefined && lng !== undefined ? `${lat},${lng}` : address ? encodeURIComponent(address) : '';
  return (
    <div className="order-totals__note order-collect">
      <dt>{t(order.delivery_method === 'dine_in' ? 'eatAt' : 'collectFrom')}</dt>
      <dd>
        <strong className="order-collect__store">{name}</strong>
        {address ? <span className="order-collect__address">{address}</span> : null}
        {destination ? (
          <a
            className="order-summary__directions"
            href={`https://www.google.com/maps/dir/?api=1&destination=${destination}`}
            target="_blank"
            rel="noopener noreferrer"
          >
            {t('directions')}
          </a>
        ) : null}
        {readyAt && order.status !== 'cancelled' ? (
          <span className="order-collect__ready">
            {t('readySince', {
              label: orderStatusLabel('ready', order.delivery_method, lang),
              time: formatTime(readyAt, lang),
            })}
          </span>
        ) : null}
      </dd>
    </div>
  );
}
