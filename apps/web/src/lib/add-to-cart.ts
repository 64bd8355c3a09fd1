import { useCallback } from 'react';
import type { Product, Variant } from '@suuq/shared/catalog';
import { useStore } from 'react-redux';
import type { AppStore } from '../app/store';
import { currentLanguage, translate } from './i18n';

/** What a product card, the product modal or the product page asks the cart to do. */
export interface AddToCartRequest {
  product: Product;
  /** Required when the product has variants ("Please select a variant." otherwise). */
  variant?: Variant | undefined;
  /** Chosen single-choice option ids (one per required group). */
  optionIds: number[];
  /** Chosen addon ids. */
  addonIds: number[];
  quantity: number;
  /** 'set': the line gets exactly `quantity` (product page); 'increment': `quantity` is added (a card's quick add). */
  mode: 'set' | 'increment';
}

export type AddToCartResult = { ok: true } | { ok: false; message: string };

/** The cart's rules behind an add (features/cart/add-to-cart-flow.ts). */
export interface AddToCartFlow {
  addToCart: (appStore: AppStore, request: AddToCartRequest) => Promise<AddToCartResult>;
}

// Catalog and account add to the cart without importing the cart feature: the app hands its flow in here
// (app/provider.tsx). Everything behind the call (pricing, the one-store confirm, stock rules, toasts and their UI)
// is downloaded on the first add, not with the home page: see docs/decisions/003-home-route-budget.md.
let flowLoader: (() => Promise<AddToCartFlow>) | undefined;

/** Called once by the app: how to download the cart's add flow. */
export function provideAddToCartFlow(load: () => Promise<AddToCartFlow>): void {
  flowLoader = load;
}

const loadFlow = (): Promise<AddToCartFlow> =>
  flowLoader ? flowLoader() : Promise.reject(new Error('The cart has not been provided.'));

/** Starts downloading the add-to-cart code, e.g. when a shopper points at an Add button. */
export function preloadAddToCart(): void {
  void loadFlow().catch(() => {});
}

/**
 * Adds a product (with its variant, options and addons) to the cart. It asks before replacing a cart from another
 * store, refuses quantities beyond stock, and shows the "added" or "updated" toast itself; a refusal's message is
 * also shown as a toast and returned (translated), so a page may show it beside its stepper too.
 */
export function useAddToCart(): (request: AddToCartRequest) => Promise<AddToCartResult> {
  const store = useStore() as AppStore;
  return useCallback(
    async (request: AddToCartRequest): Promise<AddToCartResult> => {
      let flow: AddToCartFlow;
      try {
        flow = await loadFlow();
      } catch (error) {
        // Offline before the code arrived, or a newer version replaced it: nothing was added.
        console.error('Could not load the cart:', error);
        return { ok: false, message: translate(currentLanguage(), 'app.loadFailed') };
      }
      return flow.addToCart(store, request);
    },
    [store],
  );
}
