import { useCallback } from 'react';
import type { Product, Variant } from '@suuq/shared/catalog';
import type { ContainerMode } from '@suuq/shared/containers';
import { useStore } from 'react-redux';
import type { AppStore } from './store';
import { currentLanguage, translate } from './i18n';
import { loadAddToCartFlow as loadFlow, type AddToCartFlow } from './add-to-cart-flow';

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
  /** Required for a product with a returnable container: an empty handed back, or a new one with its deposit. */
  containerMode?: ContainerMode | undefined;
  /**
   * 'increment': `quantity` is added on top of what the line holds, up to the stock (a card, the product page and
   * modal); 'set': the line gets exactly `quantity` (ordering a past order again).
   */
  mode: 'set' | 'increment';
}

export type AddToCartResult = { ok: true } | { ok: false; message: string };

/** Starts downloading the add-to-cart code, e.g. when a shopper points at an Add button. */
export function preloadAddToCart(): void {
  void loadFlow().catch(() => {});
}

/**
 * Adds a product (with its variant, options and addons) to the cart. It asks before replacing a cart from another
 * store, adds what the stock allows (saying so), and shows the "added" or "updated" toast itself; a refusal's message is
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
