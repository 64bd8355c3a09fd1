import type { Store } from '@suuq/shared/catalog';
import { formatMoney } from '@suuq/shared/money';
import { deliveryOptionsApi, loadDeliveryPoint, useDeliveryOptionsAt } from '../../lib/delivery-options';
import { currentLanguage } from '../../lib/i18n';
import { useInBrowser } from '../../lib/store-hooks';
import { useLanguage } from '../../lib/use-translation';
import { startedStore, type AppStore } from '../../lib/store';
import { cartRestored, loadCartState, whenCartRestored } from './cart-persistence';
import { selectCartItems, selectCartStore, type CartState } from './cart-slice';
import { useCartMessages } from './messages';

/**
 * The cart's store's delivery options are asked for the moment the saved cart is known, wherever the cart shows (its
 * page, checkout, the drawer), while the page's files are still arriving: checkout draws its form only once they are
 * in, and asked by the page they waited for its messages and its first render. The request is the pages' own (the
 * store and the language), so they find the answer, or the request in flight (docs/decisions/050). On a page the
 * server sent (the cart, checkout), this file runs before the app takes the page over, and the cart is restored only
 * after that: the saved cart is read here as it is, so the request goes out while the page is being taken over
 * (docs/decisions/054).
 */
function askDeliveryOptionsAhead(): void {
  const ask = (appStore: AppStore, cart: Pick<CartState, 'store' | 'items'> | undefined) => {
    if (!cart?.store || !cart.items.length || !navigator.onLine) return;
    void appStore.dispatch(
      deliveryOptionsApi.util.prefetch(
        'getDeliveryOptions',
        { storeId: cart.store.id, lang: currentLanguage() },
        {},
      ),
    );
  };
  const started = startedStore();
  // A cart page the server drew with the cart (`page-cart`) came with the answer.
  const cameWithIt = document.getElementById('page-cart') !== null;
  if (started && !cartRestored(started) && !cameWithIt)
    ask(started, loadCartState(undefined, { quiet: true }));
  whenCartRestored((appStore) =>
    ask(appStore, {
      store: selectCartStore(appStore.getState()),
      items: selectCartItems(appStore.getState()),
    }),
  );
}
askDeliveryOptionsAhead();

/**
 * What delivery will cost, before checkout: at the address this phone last had an order delivered to (priced by
 * the store's zones), or the store's one fee when it has no zones. A store that prices by zone and no known
 * address: the fee comes with the address at checkout.
 */
export function CartDeliveryFee({ store }: { store: Pick<Store, 'id' | 'currency' | 'zones'> }) {
  const t = useCartMessages();
  const lang = useLanguage();
  // Where this phone's last order went is the phone's alone: read once the app has taken over the page the server
  // rendered without it.
  const inBrowser = useInBrowser();
  const point = inBrowser ? loadDeliveryPoint() : undefined;
  const quote = useDeliveryOptionsAt(store.id, point);
  const delivery = quote.options.find((option) => option.key === 'delivery');
  const zoned = (store.zones ?? []).length > 0;
  if (!delivery) return null;
  let text: string;
  if (point && quote.pointed) {
    text = delivery.available
      ? t('feeAtLastAddress', { fee: formatMoney(delivery.fee, store.currency, lang) })
      : t('noDeliveryAtLastAddress');
  } else if (!zoned && delivery.available) {
    text = t('fee', { fee: formatMoney(delivery.fee, store.currency, lang) });
  } else if (zoned) {
    text = t('feeByAddress');
  } else return null;
  return (
    <p className="cart-summary__fee" role="status">
      {text}
    </p>
  );
}
