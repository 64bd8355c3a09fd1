import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useAppStore } from '../../lib/store-hooks';
import { paths } from '../../lib/paths';
import { Link } from '../../components/ui/link';
import { useCheckoutMessages } from './messages';
import { dismissOrder, startOrderQueue } from './order-queue';
import { sendWith } from './order-queue-send';
import { useQueuedOrders } from './use-queued-orders';
import './checkout.css';

const CHECKOUT_PATHS: string[] = [paths.checkout, paths.checkoutHomepage, paths.checkout2, paths.delivery];

/**
 * On every page but the checkout (which shows it itself): an order placed with no network, waiting, then its
 * result. Loaded by the shell only when the queue holds something; it also sends the queue when the network
 * returns, so an order placed before a reload goes out from whatever page is open.
 */
export function QueuedOrders() {
  const t = useCheckoutMessages();
  const appStore = useAppStore();
  const queue = useQueuedOrders();
  const { pathname } = useLocation();
  const pending = queue.some((order) => order.state === 'pending');
  useEffect(() => {
    if (pending) startOrderQueue(sendWith(appStore));
  }, [appStore, pending]);

  const order = queue[0];
  if (!order || CHECKOUT_PATHS.includes(pathname)) return null;
  return (
    <div className="queued-notice container" role="status">
      {order.state === 'pending' ? (
        <p>
          {t('queuedNotice')} <Link to={paths.checkout}>{t('queuedSee')}</Link>
        </p>
      ) : order.state === 'placed' && order.orderNumber ? (
        <p>
          {t('queuedPlaced', { number: order.orderNumber })}{' '}
          <Link
            to={paths.orderTracking(order.orderNumber)}
            state={{ orderNumber: order.orderNumber }}
            onClick={() => dismissOrder(order.key)}
          >
            {t('queuedTrack')}
          </Link>{' '}
          <button type="button" className="link-button" onClick={() => dismissOrder(order.key)}>
            {t('queuedDismiss')}
          </button>
        </p>
      ) : (
        <p>
          {t('queuedRefused', { message: order.message ?? '' })}{' '}
          <Link to={paths.checkout}>{t('queuedReview')}</Link>
        </p>
      )}
    </div>
  );
}
