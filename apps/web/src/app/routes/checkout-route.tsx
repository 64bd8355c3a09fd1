import { useEffect } from 'react';
import { useAppStore } from '../../lib/store-hooks';
import { SavedAddresses, useCheckoutAccount } from '../../features/account/checkout-account';
import { useCheckoutCart } from '../../features/cart/checkout-cart';
import { CheckoutPage } from '../../features/checkout/checkout-page';
import type { CheckoutSlots } from '../../features/checkout/checkout-slots';

// Checkout needs the cart and the signed-in customer's addresses; features do not import each other, so the app
// composes them here, once (docs/decisions/007-feature-boundaries.md).
const slots: CheckoutSlots = { useCart: useCheckoutCart, useAccount: useCheckoutAccount, SavedAddresses };

/**
 * A store that opens or closes by its hours while the shopper checks out changes what is offered (as soon as
 * possible, or slots only) without a reload. The catalog's live status module is loaded as the catalog pages load
 * it, on its own: importing their hook here would add a file to the start-up code, where the home route's budget
 * has no room left.
 */
function useLiveStoreStatus() {
  const appStore = useAppStore();
  useEffect(() => {
    let stop: (() => void) | undefined;
    let cancelled = false;
    void import('../../features/catalog/live-store-status').then(
      (module) => {
        if (!cancelled) stop = module.watchStoreStatus(appStore);
      },
      (error: unknown) => console.warn('Live updates are off:', error),
    );
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [appStore]);
}

/** `/checkout` and its twins: the checkout page with the cart and the account plugged in. */
export function CheckoutRoute() {
  useLiveStoreStatus();
  return <CheckoutPage slots={slots} />;
}
