import { useCallback } from 'react';
import type { StockShortfall } from '@suuq/shared/orders';
import { useAppDispatch } from '../../lib/store-hooks';
import { useLanguage } from '../../lib/use-translation';
import type { CheckoutCart } from '../checkout/checkout-slots';
import { cleared, hydrated, stockUpdated, type CartState } from './cart-slice';
import { minimumOrderText, useCart } from './cart-view';
import { useCartMessages } from './messages';

/** The cart as checkout sees it; the app hands it to checkout (app/routes/checkout-route.tsx). */
export function useCheckoutCart(): CheckoutCart {
  const cart = useCart();
  const dispatch = useAppDispatch();
  const lang = useLanguage();
  const t = useCartMessages();
  // Stable, so checkout may run effects on them.
  const clear = useCallback(() => void dispatch(cleared()), [dispatch]);
  const restore = useCallback((saved: CartState) => void dispatch(hydrated(saved)), [dispatch]);
  const takeAvailable = useCallback(
    (shortfalls: readonly StockShortfall[]) =>
      void dispatch(
        stockUpdated(
          shortfalls.map((line) => ({
            productId: line.product_id,
            variantId: line.variant_id ?? null,
            available: line.available,
          })),
        ),
      ),
    [dispatch],
  );
  return {
    ...cart,
    minimumText: cart.store
      ? minimumOrderText(cart.store, cart.totalMinor, lang, (amount) => t('minimumMore', { amount }))
      : '',
    clear,
    restore,
    takeAvailable,
  };
}
