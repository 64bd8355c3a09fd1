import { useCallback } from 'react';
import { useWhenSettled } from '../../lib/use-when-settled';
import { useAppStore } from '../../lib/store-hooks';
import type * as LiveStoreStatus from '../../features/catalog/live-store-status';
import { SavedAddresses, useCheckoutAccount } from '../../features/account/checkout-account';
import { useCheckoutCart } from '../../features/cart/checkout-cart';
import { CheckoutPage } from '../../features/checkout/checkout-page';
import type { CheckoutSlots } from '../../features/checkout/checkout-slots';

// Checkout needs the cart and the signed-in customer's addresses; features do not import each other, so the app
// composes them here, once (docs/decisions/007-feature-boundaries.md).
const slots: CheckoutSlots = { useCart: useCheckoutCart, useAccount: useCheckoutAccount, SavedAddresses };

const loadLiveStoreStatus = () => import('../../features/catalog/live-store-status');

/**
 * A store that opens or closes by its hours while the shopper checks out changes what is offered (as soon as
 * possible, or slots only) without a reload. The socket starts once the page has settled (`whenSettled`, as the
 * catalog's live badges do): on a slow phone, opening it and loading its client while the form is first drawn made
 * that drawing wait. Nothing is missed meanwhile: the status is sent again from when the page was opened
 * (`watchStoreStatus`), and the answers the form was drawn with are a moment old. The catalog's live status module is
 * loaded as the catalog pages load it, on its own: importing their hook here would add a file to the start-up code,
 * where the home route's budget has no room left.
 */
function useLiveStoreStatus() {
  const appStore = useAppStore();
  const begin = useCallback(
    (module: typeof LiveStoreStatus) => module.watchStoreStatus(appStore),
    [appStore],
  );
  useWhenSettled(loadLiveStoreStatus, begin, 'Live updates are off:');
}

/** `/checkout` and its twins: the checkout page with the cart and the account plugged in. */
export function CheckoutRoute() {
  useLiveStoreStatus();
  return <CheckoutPage slots={slots} />;
}
