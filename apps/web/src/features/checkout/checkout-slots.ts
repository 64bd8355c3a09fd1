import type { ComponentType, Dispatch, SetStateAction } from 'react';
import type { Store } from '@suuq/shared/catalog';
import type { LatLng } from '@suuq/shared/geo';
import type { StockShortfall } from '@suuq/shared/orders';
import type { CheckoutAccount } from '../account/checkout-account';
import type { CartItem, CartState } from '../cart/cart-slice';
import type { CheckoutDetails } from './checkout-details';

/** The cart as checkout reads and changes it. */
export interface CheckoutCart {
  /** False until the cart saved on this phone is restored. */
  ready: boolean;
  items: CartItem[];
  store: Store | null;
  totalMinor: number;
  currency: string;
  meetsMinimum: boolean;
  /** The minimum-order warning, in the shopper's language ('' without a store). */
  minimumText: string;
  /** Empties the cart once the order is placed (or queued). */
  clear: () => void;
  /** Puts a cart back as it was, e.g. a queued order the store refused. */
  restore: (cart: CartState) => void;
  /** Shortens the lines to what the store says is left. */
  takeAvailable: (shortfalls: readonly StockShortfall[]) => void;
}

/**
 * What checkout needs from the cart and the account, handed in by the app (app/routes/checkout-route.tsx): a
 * feature never imports another one (docs/decisions/007-feature-boundaries.md). Each value must stay the same for
 * the app's life, since the hooks are called as hooks.
 */
export interface CheckoutSlots {
  useCart: () => CheckoutCart;
  /**
   * The signed-in customer's part: details from the profile and the saved addresses, filled into the fields still
   * holding what this phone kept (`remembered`, undefined until it has been read).
   */
  useAccount: (
    details: CheckoutDetails,
    setDetails: Dispatch<SetStateAction<CheckoutDetails>>,
    setPin: (pin: LatLng | undefined) => void,
    remembered: CheckoutDetails | undefined,
  ) => CheckoutAccount;
  /** The saved addresses as choices above the address fields. */
  SavedAddresses: ComponentType<{
    account: CheckoutAccount;
    line: string;
    legend: string;
    needsPin: string;
  }>;
}
