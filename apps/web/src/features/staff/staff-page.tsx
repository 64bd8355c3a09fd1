import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import {
  message,
  ORDER_STATUS_LABELS,
  ORDER_STATUSES,
  PAYMENT_METHOD_LABELS,
  DELIVERY_METHOD_LABELS,
} from '@suuq/shared/labels';
import type { OrderStatus } from '@suuq/shared/labels';
import { formatMoney } from '@suuq/shared/money';
import type { Order } from '@suuq/shared/orders';
import type { Product } from '@suuq/shared/catalog';
import { useAppDispatch } from '../../app/hooks';
import { Loading } from '../../components/ui/load-state';
import { PageIntro } from '../../components/ui/page-intro';
import { api } from '../../lib/api';
import { useLanguage } from '../../lib/use-translation';
import { beep, unlockSound } from './beep';
import { useStaffMessages } from './messages';
import {
  useConfirmPaymentMutation,
  useGetStaffOrdersQuery,
  useGetStaffProductsQuery,
  useGetStaffStoreQuery,
  useSetOrderStatusMutation,
  useSetStockMutation,
  useSetStoreOpenMutation,
} from './staff-api';
import { signIn, signOut, useStaffSession, type StaffSession } from './staff-session';
import { useStoreLive } from './use-store-live';
import './staff.css';

/** The spec's fallback when the socket cannot get through. */
export const STAFF_POLL_MS = 30_000;
const ACTIVE: OrderStatus[] = ['sent', 'accepted', 'processing', 'ready', 'on_the_way'];
const SOUND_STORAGE_KEY = 'suuq.staff.sound';

function serverMessage(error: unknown): string | undefined {
  const data = typeof error === 'object' && error !== null && 'data' in error ? error.data : undefined;
  const text =
    typeof data === 'object' && data !== null ? (data as { message?: unknown }).message : undefined;
  return typeof text === 'string' ? text : undefined;
}

function SignInForm() {
  const t = useStaffMessages();
  const lang = useLanguage();
  const usernameId = useId();
  const passwordId = useId();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string>();

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    unlockSound();
    setBusy(true);
    setProblem(undefined);
    const result = await signIn(username.trim(), password);
    setBusy(false);
    if (result.ok) return;
    if (result.status === 403 && !result.message) setProblem(t('notStaff'));
    else if (typeof result.status !== 'number') setProblem(t('offline'));
    else setProblem(result.message ?? message('internal', lang));
  };

  return (
    <form className="staff-signin stack" onSubmit={(event) => void onSubmit(event)}>
      <h2>{t('signInTitle')}</h2>
      <label htmlFor={usernameId} className="field-label">
        {t('username')}
      </label>
      <input
        id={usernameId}
        className="input"
        name="username"
        autoComplete="username"
        required
        value={username}
        onChange={(event) => setUsername(event.target.value)}
      />
      <label htmlFor={passwordId} className="field-label">
        {t('password')}
      </label>
      <input
        id={passwordId}
        className="input"
        name="password"
        type="password"
        autoComplete="current-password"
        required
        value={password}
        onChange={(event) => setPassword(event.target.value)}
      />
      <p className="staff-problem" role="alert">
        {problem}
      </p>
      <button type="submit" className="button button--primary" disabled={busy}>
        {busy ? t('signingIn') : t('signIn')}
      </button>
    </form>
  );
}

function OrderCard({ order, fresh }: { order: Order; fresh: boolean }) {
  const t = useStaffMessages();
  const lang = useLanguage();
  const [setStatus, statusState] = useSetOrderStatusMutation();
  const [confirmPayment, paymentState] = useConfirmPaymentMutation();
  const [askingCancel, setAskingCancel] = useState(false);
  const index = (ORDER_STATUSES as readonly string[]).indexOf(order.status);
  const next = index >= 0 ? ORDER_STATUSES[index + 1] : undefined;
  const mayCancel = index >= 0 && index < ORDER_STATUSES.indexOf('on_the_way');
  const mayConfirmPayment =
    order.payment_status === 'pending' && order.payment_method !== 'paypal' && order.status !== 'cancelled';
  const failure = serverMessage(statusState.error) ?? serverMessage(paymentState.error);
  const busy = statusState.isLoading || paymentState.isLoading;
  const money = (amount: number) => formatMoney(amount, order.currency, lang);
  const time = new Intl.DateTimeFormat(lang === 'so' ? 'so-SO' : 'en-GB', {
    hour: '2-digit',
    minute: '2-digit',
  });

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
      {failure ? (
        <p className="staff-problem" role="alert">
          {t('actionFailed', { message: failure })}
        </p>
      ) : null}
      <div className="staff-order__actions">
        {next ? (
          <button
            type="button"
            className="button button--primary"
            disabled={busy}
            onClick={() => {
              unlockSound();
              void setStatus({ orderNumber: order.order_number, status: next });
            }}
          >
            {t('moveTo', { status: ORDER_STATUS_LABELS[next][lang] })}
          </button>
        ) : null}
        {mayConfirmPayment ? (
          <button
            type="button"
            className="button"
            disabled={busy}
            onClick={() => void confirmPayment(order.order_number)}
          >
            {t('paymentReceived')}
          </button>
        ) : null}
        {mayCancel && !askingCancel ? (
          <button
            type="button"
            className="button button--danger"
            disabled={busy}
            onClick={() => setAskingCancel(true)}
          >
            {t('cancelOrder')}
          </button>
        ) : null}
        {mayCancel && askingCancel ? (
          <>
            <button
              type="button"
              className="button button--danger"
              disabled={busy}
              onClick={() => {
                setAskingCancel(false);
                void setStatus({ orderNumber: order.order_number, status: 'cancelled' });
              }}
            >
              {t('confirmCancel', { orderNumber: order.order_number })}
            </button>
            <button type="button" className="button" onClick={() => setAskingCancel(false)}>
              {t('keepOrder')}
            </button>
          </>
        ) : null}
      </div>
    </article>
  );
}

function OrdersPanel({ session, soundOn }: { session: StaffSession; soundOn: boolean }) {
  const t = useStaffMessages();
  const lang = useLanguage();
  const storeId = session.user.store_id!;
  const {
    data: orders,
    isLoading,
    isError,
    refetch,
  } = useGetStaffOrdersQuery(storeId, {
    pollingInterval: STAFF_POLL_MS,
  });
  const live = useStoreLive(storeId, session.accessToken, () => void refetch());
  // Orders seen so far; one that appears later (by socket or by polling) rings and is marked new.
  const known = useRef<Set<string> | null>(null);
  const [fresh, setFresh] = useState<string[]>([]);
  const [announcement, setAnnouncement] = useState('');

  useEffect(() => {
    if (!orders) return;
    const numbers = orders.map((order) => order.order_number);
    if (known.current === null) {
      known.current = new Set(numbers);
      return;
    }
    const arrived = orders.filter((order) => !known.current!.has(order.order_number));
    for (const number of numbers) known.current.add(number);
    if (arrived.length === 0) return;
    if (soundOn) beep();
    setFresh((current) => [...current, ...arrived.map((order) => order.order_number)]);
    setAnnouncement(
      arrived.map((order) => t('newOrderArrived', { orderNumber: order.order_number })).join('. '),
    );
  }, [orders, soundOn, t]);

  if (isLoading) return <Loading />;
  if (isError && !orders) {
    return (
      <p className="staff-problem" role="alert">
        {t('loadFailed')}
      </p>
    );
  }
  const list = orders ?? [];
  const finished = list.filter((order) => order.status === 'delivered' || order.status === 'cancelled');
  return (
    <div className="staff-orders">
      <p className="hint">{live === 'open' ? t('live') : t('liveOff')}</p>
      <p className="visually-hidden" role="status">
        {announcement}
      </p>
      {ACTIVE.map((status) => {
        const inStatus = list.filter((order) => order.status === status);
        return (
          <section key={status} className="staff-column" aria-labelledby={`staff-${status}`}>
            <h2 id={`staff-${status}`} className="staff-column__title">
              {ORDER_STATUS_LABELS[status][lang]} <span className="staff-count">{inStatus.length}</span>
            </h2>
            {inStatus.length === 0 ? <p className="hint">{t('noOrders')}</p> : null}
            {inStatus.map((order) => (
              <OrderCard key={order.order_number} order={order} fresh={fresh.includes(order.order_number)} />
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

function StockRow({ product, variant }: { product: Product; variant?: Product['childrens'][number] }) {
  const t = useStaffMessages();
  const name = variant ? `${product.name} · ${variant.name}` : product.name;
  const [stock, setStock] = useState(String(variant ? variant.stock : product.stock));
  const [unlimited, setUnlimited] = useState(product.unlimited_stock);
  const [save, saving] = useSetStockMutation();
  const stockId = useId();
  const value = Number(stock);
  const valid = stock.trim() !== '' && Number.isInteger(value) && value >= 0 && value <= 1_000_000;

  return (
    <form
      className="staff-stock"
      onSubmit={(event) => {
        event.preventDefault();
        if (!valid) return;
        void save({ productId: product.id, variantId: variant?.id, stock: value, unlimited });
      }}
    >
      <label htmlFor={stockId} className="staff-stock__name">
        {name}
      </label>
      <input
        id={stockId}
        className="input staff-stock__input"
        type="number"
        inputMode="numeric"
        min={0}
        max={1_000_000}
        step={1}
        aria-label={t('stockOf', { name })}
        aria-invalid={!valid || undefined}
        value={stock}
        onChange={(event) => setStock(event.target.value)}
      />
      <label className="staff-stock__unlimited">
        <input type="checkbox" checked={unlimited} onChange={(event) => setUnlimited(event.target.checked)} />
        {t('unlimited')}
      </label>
      <button type="submit" className="button" disabled={!valid || saving.isLoading}>
        {t('save')}
      </button>
      <span className="staff-stock__result" role="status">
        {saving.isSuccess
          ? t('saved')
          : saving.isError
            ? t('actionFailed', { message: serverMessage(saving.error) ?? '' })
            : ''}
      </span>
    </form>
  );
}

function StockPanel({ storeId, storeName }: { storeId: number; storeName: string }) {
  const t = useStaffMessages();
  const { data: products, isLoading, isError } = useGetStaffProductsQuery(storeId);
  if (isLoading) return <Loading />;
  if (isError || !products) {
    return (
      <p className="staff-problem" role="alert">
        {t('loadFailed')}
      </p>
    );
  }
  return (
    <section className="staff-stock-list" aria-label={t('productsTitle', { store: storeName })}>
      {products.flatMap((product) =>
        product.has_variant && product.childrens.length > 0
          ? product.childrens.map((variant) => (
              <StockRow key={`${product.id}-${variant.id}`} product={product} variant={variant} />
            ))
          : [<StockRow key={product.id} product={product} />],
      )}
    </section>
  );
}

function Board({ session }: { session: StaffSession }) {
  const t = useStaffMessages();
  const dispatch = useAppDispatch();
  const storeId = session.user.store_id!;
  const { data: store } = useGetStaffStoreQuery(storeId);
  const [setOpen, openState] = useSetStoreOpenMutation();
  const [tab, setTab] = useState<'orders' | 'stock'>('orders');
  const [soundOn, setSoundOn] = useState(() => localStorage.getItem(SOUND_STORAGE_KEY) !== 'off');
  const storeName = store?.name ?? '';

  return (
    <div className="staff-board" onPointerDown={unlockSound}>
      <div className="staff-bar">
        <p className="staff-bar__who">{t('signedInAs', { name: session.user.name })}</p>
        {store ? (
          <p className="staff-bar__store" data-open={store.is_open || undefined}>
            {store.is_open ? t('storeOpen', { store: storeName }) : t('storeClosed', { store: storeName })}
          </p>
        ) : null}
        <div className="staff-bar__actions">
          {store ? (
            <button
              type="button"
              className="button"
              disabled={openState.isLoading}
              onClick={() => void setOpen(!store.is_open)}
            >
              {store.is_open ? t('closeStore') : t('openStore')}
            </button>
          ) : null}
          <button
            type="button"
            className="button"
            aria-pressed={soundOn}
            onClick={() => {
              unlockSound();
              setSoundOn(!soundOn);
              try {
                localStorage.setItem(SOUND_STORAGE_KEY, soundOn ? 'off' : 'on');
              } catch {
                // Remembered for this visit only.
              }
            }}
          >
            {soundOn ? t('soundOn') : t('soundOff')}
          </button>
          <button
            type="button"
            className="button"
            onClick={() => {
              signOut();
              // Customer names, phones and addresses must not stay in memory after the staff member leaves.
              dispatch(api.util.resetApiState());
            }}
          >
            {t('signOut')}
          </button>
        </div>
      </div>
      <div className="staff-tabs" role="group" aria-label={t('sections')}>
        <button
          type="button"
          className="button"
          aria-pressed={tab === 'orders'}
          onClick={() => setTab('orders')}
        >
          {t('ordersTab')}
        </button>
        <button
          type="button"
          className="button"
          aria-pressed={tab === 'stock'}
          onClick={() => setTab('stock')}
        >
          {t('stockTab')}
        </button>
      </div>
      {tab === 'orders' ? (
        <OrdersPanel session={session} soundOn={soundOn} />
      ) : (
        <StockPanel storeId={storeId} storeName={storeName} />
      )}
    </div>
  );
}

/** The store staff board (`/staff`): sign in, then the store's orders live, its stock and its opening. */
export function StaffPage() {
  const t = useStaffMessages();
  const session = useStaffSession();
  return (
    <>
      <PageIntro title={t('title')} text={session ? undefined : t('text')} />
      {session ? <Board key={session.user.id} session={session} /> : <SignInForm />}
    </>
  );
}
