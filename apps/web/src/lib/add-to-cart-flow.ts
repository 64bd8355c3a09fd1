import type { AppStore } from './store';
import type { AddToCartRequest, AddToCartResult } from './add-to-cart';

/** The cart's rules behind an add (features/cart/add-to-cart-flow.ts). */
export interface AddToCartFlow {
  addToCart: (appStore: AppStore, request: AddToCartRequest) => Promise<AddToCartResult>;
}

// Catalog and account add to the cart without importing the cart feature: the app hands its flow in here
// (app/provider.tsx). Everything behind the call (pricing, the one-store confirm, stock rules, toasts and their UI)
// is downloaded on the first add, not with the home page; this registry is apart from `useAddToCart` so the home
// route ships only these few lines (docs/decisions/003-home-route-budget.md).
let flowLoader: (() => Promise<AddToCartFlow>) | undefined;

/** Called once by the app: how to download the cart's add flow. */
export function provideAddToCartFlow(load: () => Promise<AddToCartFlow>): void {
  flowLoader = load;
}

/** Downloads (once) the cart's add flow the app provided. */
export const loadAddToCartFlow = (): Promise<AddToCartFlow> =>
  flowLoader ? flowLoader() : Promise.reject(new Error('The cart has not been provided.'));
