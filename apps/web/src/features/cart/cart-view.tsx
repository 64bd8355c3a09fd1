import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { skipToken } from '@reduxjs/toolkit/query';
import { imageUrl } from '@suuq/shared/images';
import type { Language } from '@suuq/shared/labels';
import { formatMoney, fromMinor, meetsMinimum, toMinor } from '@suuq/shared/money';
import type { Store } from '@suuq/shared/catalog';
import { useAppDispatch, useAppSelector, useAppStore, useInBrowser } from '../../lib/store-hooks';
import { paths } from '../../lib/paths';
import { ClosedStoreNotice } from '../../components/ui/closed-store-notice';
import { EmptyState } from '../../components/ui/empty-state';
import { Link } from '../../components/ui/link';
import { Loading } from '../../components/ui/load-state';
import { Stepper } from '../../components/ui/stepper';
import { minimumOrderText as minimumWarning } from '../../lib/minimum-order';
import { opensAgainText, orderingState } from '../../lib/store-days';
import { useLanguage } from '../../lib/use-translation';
import { useGetCartStoreQuery } from './cart-api';
import { cartRestored, renderedWithCart, restoreCart } from './cart-persistence';
import { maxQuantity, quantityProblem } from './cart-rules';
import {
  cartDepositMinor,
  cartTotalMinor,
  lineDepositMinor,
  lineRemoved,
  quantityUpdated,
  selectCartItems,
  selectCartStore,
  storeRefreshed,
  type CartItem,
} from './cart-slice';
import { CartDeliveryFee } from './cart-delivery-fee';
import { useCartMessages } from './messages';
import './cart.css';

/**
 * "Select minimum order amount to proceed! $10.00 Add $3.50 more to order.": the spec's words, the minimum, and
 * how much more the cart needs (`totalMinor`, the goods so far).
 */
export function minimumOrderText(
  store: Pick<Store, 'currency' | 'min_order_amount'>,
  totalMinor: number,
  lang: Language,
  more: (amount: string) => string,
): string {
  return minimumWarning(
    { currency: store.currency, minimumMinor: toMinor(store.min_order_amount), totalMinor },
    lang,
    more,
  );
}

/** The cart as the drawer, the cart page and checkout see it: lines, store, total, and whether it may check out. */
export function useCart() {
  const appStore = useAppStore();
  const dispatch = useAppDispatch();
  const items = useAppSelector(selectCartItems);
  const saved = useAppSelector(selectCartStore);
  // Normally restored at start already; on a page opened directly the restore may still be on its way.
  const [restored, setReady] = useState(() => cartRestored(appStore));
  // The cart page the server rendered without the shopper's cart shows it loading: the app takes it over as it is,
  // and draws the cart a render later. Rendered with it (its cookie), the page shows the lines from the start.
  const [fromPage] = useState(() => renderedWithCart(appStore));
  const inBrowser = useInBrowser();
  const ready = restored && (inBrowser || fromPage);
  useEffect(() => {
    let current = true;
    void restoreCart(appStore).then(() => current && setReady(true));
    return () => {
      current = false;
    };
  }, [appStore]);
  // The store's minimum and opening hours may have changed since the first add.
  const lang = useLanguage();
  const { data: answered } = useGetCartStoreQuery(saved ? { slug: saved.slug, lang } : skipToken, {
    refetchOnMountOrArgChange: 60,
  });
  const fresh = answered?.id === saved?.id ? answered : undefined;
  useEffect(() => {
    if (fresh) dispatch(storeRefreshed(fresh));
  }, [dispatch, fresh]);
  // Drawn from the store's answer the moment it is there: the server renders the cart and checkout with it (its
  // hours, closures and zones, which the saved cart leaves out), and no effect runs there.
  const store = fresh ?? saved;
  const totalMinor = cartTotalMinor(items);
  const depositMinor = cartDepositMinor(items);
  const minimumMinor = store ? toMinor(store.min_order_amount) : 0;
  return {
    ready,
    items,
    store,
    totalMinor,
    /** Deposits of new containers: paid with the order, not counted towards the store's minimum. */
    depositMinor,
    currency: store?.currency ?? items[0]?.currency ?? 'USD',
    meetsMinimum: meetsMinimum(totalMinor, minimumMinor),
  };
}

function choiceText(item: CartItem): string[] {
  return [
    ...(item.variant ? [item.variant.name] : []),
    ...item.option.map((choice) => `${choice.group}: ${choice.item}`),
    ...item.addons.map((choice) => `+ ${choice.item}`),
  ];
}

function CartLine({ item, items }: { item: CartItem; items: CartItem[] }) {
  const t = useCartMessages();
  const lang = useLanguage();
  const dispatch = useAppDispatch();
  const [problem, setProblem] = useState<string>();

  return (
    <li className="cart-line">
      <img
        className="cart-line__image"
        src={imageUrl(item.image, 160)}
        alt=""
        width={64}
        height={64}
        loading="lazy"
      />
      <div className="cart-line__body">
        <p className="cart-line__name">{item.name}</p>
        {choiceText(item).map((text) => (
          <p key={text} className="cart-line__choice">
            {text}
          </p>
        ))}
        <p className="cart-line__price">
          {t('each', { price: formatMoney(item.price, item.currency, lang) })}
        </p>
        {item.container ? (
          <p className="cart-line__choice cart-line__container">
            {item.container.mode === 'new'
              ? t('newContainer', {
                  name: item.container.name,
                  deposit: formatMoney(fromMinor(lineDepositMinor(item)), item.currency, lang),
                })
              : t('exchange', { name: item.container.name })}
          </p>
        ) : null}
        <div className="cart-line__controls">
          <Stepper
            value={item.quantity}
            max={maxQuantity(items, item)}
            onChange={(quantity) => {
              setProblem(undefined);
              dispatch(quantityUpdated({ id: item.id, quantity }));
            }}
            onLimit={() => setProblem(quantityProblem(items, item, item.quantity + 1, lang))}
            labels={{
              group: t('quantity', { name: item.name }),
              decrease: t('decrease', { name: item.name }),
              increase: t('increase', { name: item.name }),
            }}
          />
          <button
            type="button"
            className="button button--ghost cart-line__remove"
            onClick={() => dispatch(lineRemoved(item.id))}
          >
            <span aria-hidden="true">{'✕'}</span>
            <span className="visually-hidden">{t('remove', { name: item.name })}</span>
          </button>
        </div>
        <p className="cart-line__problem" role="status">
          {problem}
        </p>
      </div>
      <p className="cart-line__total">{formatMoney(item.total, item.currency, lang)}</p>
    </li>
  );
}

/** The cart's lines, its total and the way on: Checkout, or the minimum-order warning and a way back to the store. */
export function CartContents({ onNavigate }: { onNavigate?: () => void }) {
  const t = useCartMessages();
  const lang = useLanguage();
  const navigate = useNavigate();
  const { ready, items, store, totalMinor, depositMinor, currency, meetsMinimum: enough } = useCart();

  if (!ready) return <Loading />;
  if (items.length === 0) {
    return (
      <EmptyState picture="cart" title={t('emptyTitle')} text={t('emptyText')}>
        <Link to={paths.home} className="button button--primary" onClick={onNavigate}>
          {t('continueShopping')}
        </Link>
      </EmptyState>
    );
  }

  const storeLink = store ? paths.store(store.name) : paths.home;
  const ordering = store ? orderingState(store) : 'open';
  const opens = store
    ? opensAgainText(store, lang, {
        today: t('today'),
        tomorrow: t('tomorrow'),
        weekdays: t('weekdays').split(', '),
      })
    : undefined;
  return (
    <div className="cart">
      {store ? <p className="cart__store">{t('fromStore', { store: store.name })}</p> : null}
      {store && ordering !== 'open' ? (
        <ClosedStoreNotice
          title={[t('closedTitle', { store: store.name }), opens ? t('opensAgain', { when: opens }) : '']
            .filter(Boolean)
            .join(' ')}
          text={t(ordering === 'later' ? 'closedLaterText' : 'closedNowText')}
        />
      ) : null}
      <ul className="cart-lines">
        {items.map((item) => (
          <CartLine key={item.id} item={item} items={items} />
        ))}
      </ul>
      <div className="cart-summary">
        {depositMinor > 0 ? (
          <>
            <p className="cart-summary__part">
              <span>{t('goods')}</span>
              <span>{formatMoney(fromMinor(totalMinor), currency, lang)}</span>
            </p>
            <p className="cart-summary__part">
              <span>{t('deposits')}</span>
              <span>{formatMoney(fromMinor(depositMinor), currency, lang)}</span>
            </p>
          </>
        ) : null}
        <p className="cart-summary__total">
          <span>{t('total')}</span>
          <strong>{formatMoney(fromMinor(totalMinor + depositMinor), currency, lang)}</strong>
        </p>
        {store ? <CartDeliveryFee store={store} /> : null}
        {ordering === 'closed' ? null : enough || !store ? (
          <button
            type="button"
            className="button button--primary cart-summary__checkout"
            onClick={() => {
              onNavigate?.();
              void navigate(paths.checkout);
            }}
          >
            {t('checkout')}
          </button>
        ) : (
          <>
            <p className="cart-minimum">
              {minimumOrderText(store, totalMinor, lang, (amount) => t('minimumMore', { amount }))}
            </p>
            <Link to={storeLink} state={{ store }} className="button" onClick={onNavigate}>
              {t('addMore', { store: store.name })}
            </Link>
          </>
        )}
        {ordering === 'closed' && store ? (
          <Link to={storeLink} state={{ store }} className="button" onClick={onNavigate}>
            {t('addMore', { store: store.name })}
          </Link>
        ) : null}
      </div>
    </div>
  );
}
