import type { AppStore, RootState } from '../../lib/store';

// The only cart code in the home route's first download: the header's badge and the start of the restore. The slice
// itself arrives with the restore; until then the cart is empty.

/** How many items are in the cart: the header badge. */
export const selectCartCount = (state: RootState): number =>
  state.cart?.items.reduce((count, item) => count + item.quantity, 0) ?? 0;

/** Restores the saved cart and keeps saving it; the code for it is fetched at start, beside the first page. */
export function startCart(store: AppStore): void {
  import('./cart-persistence').then(
    ({ restoreCart }) => restoreCart(store),
    (error: unknown) => console.error('Error loading state from localStorage:', error),
  );
}
