import { useState } from 'react';
import { useId } from '../../lib/use-id';
import { ORDER_STATUS_LABELS, type Language } from '@suuq/shared/labels';
import { formatDate } from '@suuq/shared/dates';
import { formatMoney } from '@suuq/shared/money';
import type { Order } from '@suuq/shared/orders';
import { orderLineName } from '@suuq/shared/order-lines';
import { paths, type OrderTrackingState } from '../../lib/paths';
import { Link } from '../../components/ui/link';
import { LoadError } from '../../components/ui/load-state';
import { Skeleton } from '../../components/ui/skeleton';
import { useLanguage } from '../../lib/use-translation';
import { useGetMyOrdersQuery } from './account-api';
import { useAccountT } from './messages';
import { useOrderAgain, type LineOutcome, type ReorderResult } from './order-again';
import { ProfileArea } from './profile-area';

/** "27 Nov 2026, 14:30" or "27 Nofembar 2026, 14:30" (Somali month names of our own). */
function orderDate(iso: string, lang: Language): string {
  return formatDate(iso, lang, { year: true, time: true, short: lang === 'en' });
}

function OutcomeLine({ line, currency }: { line: LineOutcome; currency: string }) {
  const t = useAccountT();
  const lang = useLanguage();
  const money = (amount: number) => formatMoney(amount, currency, lang);
  switch (line.kind) {
    case 'added':
      return (
        <li>
          {t('againAdded', { quantity: line.quantity, name: line.name })}
          {line.price ? (
            <span className="reorder__note">
              {' '}
              {t('againPrice', { was: money(line.price.was), now: money(line.price.now) })}
            </span>
          ) : null}
        </li>
      );
    case 'partial':
      return (
        <li className="reorder__problem">
          {t('againPartial', { quantity: line.quantity, ordered: line.ordered, name: line.name })}
        </li>
      );
    case 'changed':
      return (
        <li className="reorder__problem">
          {t('againChanged', { name: line.name })}{' '}
          {line.slug ? <Link to={paths.productBySlug(line.slug)}>{t('againChoose')}</Link> : null}
        </li>
      );
    case 'refused':
      return <li className="reorder__problem">{`${line.name}: ${line.message}`}</li>;
    default:
      return (
        <li className="reorder__problem">
          {t(line.kind === 'soldOut' ? 'againSoldOut' : 'againGone', { name: line.name })}
        </li>
      );
  }
}

/** What "Order again" did: what went into the cart, and what did not and why. */
function ReorderReport({ result }: { result: ReorderResult }) {
  const t = useAccountT();
  if (result.kind !== 'done') {
    return (
      <p className="reorder reorder--problem">{t(result.kind === 'kept' ? 'againKept' : 'againFailed')}</p>
    );
  }
  const added = result.lines.some((line) => line.kind === 'added' || line.kind === 'partial');
  return (
    <div className="reorder">
      <p className="reorder__title">{added ? t('againSome') : t('againNone')}</p>
      <ul className="reorder__lines">
        {result.lines.map((line, index) => (
          <OutcomeLine key={index} line={line} currency={result.currency} />
        ))}
      </ul>
      {added ? (
        <Link to={paths.cart} className="button button--small">
          {t('againOpenCart')}
        </Link>
      ) : null}
    </div>
  );
}

function OrderCard({ order }: { order: Order }) {
  const t = useAccountT();
  const lang = useLanguage();
  const titleId = useId();
  const orderAgain = useOrderAgain();
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<ReorderResult>();
  const state: OrderTrackingState = { orderNumber: order.order_number };
  const count = order.items.reduce((sum, item) => sum + item.quantity, 0);

  const onAgain = async () => {
    if (busy) return;
    setBusy(true);
    setResult(undefined);
    setResult(await orderAgain(order));
    setBusy(false);
  };

  return (
    <article className="account-card order-card" aria-labelledby={titleId}>
      <header className="order-card__head">
        <h2 id={titleId} className="order-card__number">
          {order.order_number}
        </h2>
        <span className={`order-status order-status--${order.status}`}>
          {ORDER_STATUS_LABELS[order.status][lang]}
        </span>
      </header>
      <p className="order-card__meta">
        {order.store.name} · <time dateTime={order.created_at}>{orderDate(order.created_at, lang)}</time>
      </p>
      <ul className="order-card__items">
        {order.items.map((item, index) => (
          <li key={index}>{t('itemLine', { quantity: item.quantity, name: orderLineName(item, lang) })}</li>
        ))}
      </ul>
      <p className="order-card__total">
        {t('orderTotal', { count, total: formatMoney(order.total, order.currency, lang) })}
      </p>
      <div className="account-actions">
        <Link to={paths.orderTracking(order.order_number)} state={state} className="button">
          {t('trackThisOrder')}
        </Link>
        <button
          type="button"
          className="button button--primary"
          aria-busy={busy || undefined}
          onClick={() => void onAgain()}
        >
          {busy ? t('againBusy') : t('orderAgain')}
        </button>
      </div>
      <div role="status">{result ? <ReorderReport result={result} /> : null}</div>
    </article>
  );
}

function OrderHistory({ sessionId }: { sessionId: string }) {
  const t = useAccountT();
  const [page, setPage] = useState(1);
  // Orders move on (and new ones appear) while the page is closed: always asked again when it opens.
  const orders = useGetMyOrdersQuery({ sessionId, page }, { refetchOnMountOrArgChange: true });
  if (orders.isError && !orders.currentData) return <LoadError onRetry={() => void orders.refetch()} />;
  if (!orders.currentData) return <Skeleton shape="list" />;
  const { orders: list, meta } = orders.currentData;
  const pages = Math.max(1, Math.ceil(meta.total / meta.per_page));

  if (meta.total === 0) {
    return (
      <div className="account-card account-empty">
        <p>{t('noOrders')}</p>
        <Link to={paths.home} className="button button--primary">
          {t('startShopping')}
        </Link>
      </div>
    );
  }
  return (
    <>
      <ul className="order-list">
        {list.map((order) => (
          <li key={order.order_number}>
            <OrderCard order={order} />
          </li>
        ))}
      </ul>
      {pages > 1 ? (
        <nav className="pager" aria-label={t('pagesLabel')}>
          <button type="button" className="button" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            {t('newerOrders')}
          </button>
          <span className="pager__where">{t('pageOf', { page, pages })}</span>
          <button type="button" className="button" disabled={page >= pages} onClick={() => setPage(page + 1)}>
            {t('olderOrders')}
          </button>
        </nav>
      ) : null}
    </>
  );
}

/** `/order-history`: the customer's orders, newest first, ten a page; each opens its tracking page or refills the cart. */
export function OrderHistoryPage() {
  const t = useAccountT();
  return (
    <ProfileArea title={t('orderHistoryTitle')} text={t('orderHistoryText')}>
      {(sessionId) => <OrderHistory sessionId={sessionId} />}
    </ProfileArea>
  );
}
