import { useAppSelector } from './store-hooks';

/**
 * How many of a product (of one variant, when it has variants) the cart holds, over all its lines: the product
 * page and modal show it beside Add to Cart. 0 until the cart is restored.
 */
export function useQuantityInCart(productId: number, variantId: number | null): number {
  return useAppSelector(
    (state) =>
      state.cart?.items
        .filter((item) => item.productId === productId && (item.variant?.id ?? null) === variantId)
        .reduce((total, item) => total + item.quantity, 0) ?? 0,
  );
}
