import { paths } from '../../lib/paths';
import { Link } from '../../components/ui/link';
import { PageIntro } from '../../components/ui/page-intro';
import { useOffline } from '../../lib/network-status';
import { useCheckoutMessages } from './messages';
import type { QueuedOrder } from './order-queue';

/** An order placed with no network, until the server answers: what it holds, and that it is not sent yet. */
export function QueuedOrderPanel({ order }: { order: QueuedOrder }) {
  const t = useCheckoutMessages();
  const offline = useOffline();
  return (
    <>
      <PageIntro title={t('queuedTitle')} text={t('queuedText')} />
      <section className="checkout-queued" aria-label={t('summaryTitle')}>
        <p className="checkout-queued__state" role="status">
          <span className="loading__spinner" aria-hidden="true" />
          {offline ? t('queuedPending') : t('queuedSending')}
        </p>
        <p className="checkout-summary__store">{order.cart.store?.name}</p>
        <ul className="checkout-lines">
          {order.cart.items.map((item) => (
            <li key={item.id} className="checkout-line">
              <span className="checkout-line__quantity">
                {t('quantityTimes', { quantity: item.quantity })}
              </span>
              <span className="checkout-line__name">{item.name}</span>
            </li>
          ))}
        </ul>
        <Link to={paths.home} className="button">
          {t('backToShopping')}
        </Link>
      </section>
    </>
  );
}
