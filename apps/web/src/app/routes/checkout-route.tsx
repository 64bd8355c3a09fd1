import { SavedAddresses, useCheckoutAccount } from '../../features/account/checkout-account';
import { useCheckoutCart } from '../../features/cart/checkout-cart';
import { useLiveStoreStatus } from '../../features/catalog/use-live-store-status';
import { CheckoutPage } from '../../features/checkout/checkout-page';
import type { CheckoutSlots } from '../../features/checkout/checkout-slots';

// Checkout needs the cart and the signed-in customer's addresses; features do not import each other, so the app
// composes them here, once (docs/decisions/007-feature-boundaries.md).
const slots: CheckoutSlots = { useCart: useCheckoutCart, useAccount: useCheckoutAccount, SavedAddresses };

/** `/checkout` and its twins: the checkout page with the cart and the account plugged in. */
export function CheckoutRoute() {
  // A store that opens or closes by its hours while the shopper checks out changes what is offered (as soon as
  // possible, or slots only) without a reload.
  useLiveStoreStatus();
  return <CheckoutPage slots={slots} />;
}
