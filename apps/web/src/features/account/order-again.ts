import { useCallback } from 'react';
import type { ChoiceGroup, Product } from '@suuq/shared/catalog';
import { message, type Language } from '@suuq/shared/labels';
import { fromMinor, toMinor } from '@suuq/shared/money';
import type { Order } from '@suuq/shared/orders';
import { useAppDispatch } from '../../lib/store-hooks';
import { useLanguage } from '../../lib/use-translation';
import { useAddToCart, type AddToCartRequest, type AddToCartResult } from '../../lib/add-to-cart';
import { accountApi } from './account-api';

/** What became of one line of the earlier order. */
export type LineOutcome =
  | { kind: 'added'; name: string; quantity: number; price?: { was: number; now: number } }
  /** Less stock than ordered: what there is was added. */
  | { kind: 'partial'; name: string; quantity: number; ordered: number }
  | { kind: 'soldOut'; name: string }
  /** The product (or its variant) is no longer sold. */
  | { kind: 'gone'; name: string }
  /** Its choices changed since: the shopper chooses again on the product page. */
  | { kind: 'changed'; name: string; slug: string }
  /** The cart refused it, in its own words. */
  | { kind: 'refused'; name: string; message: string };

export type ReorderResult =
  | { kind: 'done'; lines: LineOutcome[]; currency: string }
  /** The shopper kept the cart of another store: nothing was added. */
  | { kind: 'kept' }
  /** The current stock and prices could not be fetched: nothing was added. */
  | { kind: 'failed' };

type OrderItem = Order['items'][number];

function chosen(groups: ChoiceGroup[], ids: number[]) {
  const found = groups.flatMap((group) => group.children.filter((child) => ids.includes(child.id)));
  return found.length === ids.length ? found : undefined;
}

/** How the line would go into the cart today, or why it cannot. */
function lineToday(item: OrderItem, product: Product | undefined) {
  if (!product?.saleable) return { kind: 'gone' as const };
  const variant =
    item.variant_id === null ? undefined : product.childrens.find((v) => v.id === item.variant_id);
  if (item.variant_id !== null && !variant) return { kind: 'gone' as const };
  const optionIds = item.options.map((choice) => choice.id);
  const addonIds = item.addons.map((choice) => choice.id);
  const options = chosen(product.options, optionIds);
  const addons = chosen(product.addons, addonIds);
  const missingRequired = product.options.some(
    (group) => group.required && !group.children.some((child) => optionIds.includes(child.id)),
  );
  if (
    !options ||
    !addons ||
    missingRequired ||
    (product.has_variant && !variant && product.childrens.length > 0)
  )
    return { kind: 'changed' as const };
  const stock = product.unlimited_stock ? Infinity : (variant ?? product).stock;
  if (stock <= 0) return { kind: 'soldOut' as const };
  const unit = [variant?.selling_price ?? product.selling_price, ...options, ...addons].reduce<number>(
    (sum, part) => sum + toMinor(typeof part === 'number' ? part : part.price),
    0,
  );
  return { kind: 'ok' as const, product, variant, optionIds, addonIds, stock, unit };
}

/**
 * Puts the lines of an earlier order back in the cart as they can be bought today: with their variant, options and
 * addons, at most what is in stock, at today's prices (the cart never keeps old prices). Each line goes through the
 * cart's own rules (`addToCart`), which may ask to empty a cart of another store: "no" stops everything.
 */
export async function orderAgain(
  order: Order,
  products: Product[],
  addToCart: (request: AddToCartRequest) => Promise<AddToCartResult>,
  lang: Language,
): Promise<ReorderResult> {
  const lines: LineOutcome[] = [];
  const byId = new Map(products.map((product) => [product.id, product]));
  for (const item of order.items) {
    const product = byId.get(item.product_id);
    const today = lineToday(item, product);
    if (today.kind === 'changed') {
      lines.push({ kind: 'changed', name: item.name, slug: product?.slug ?? '' });
      continue;
    }
    if (today.kind !== 'ok') {
      lines.push({ kind: today.kind, name: item.name });
      continue;
    }
    const quantity = Math.min(item.quantity, today.stock);
    const result = await addToCart({
      product: today.product,
      variant: today.variant,
      optionIds: today.optionIds,
      addonIds: today.addonIds,
      quantity,
      mode: 'set',
    });
    if (!result.ok) {
      if (result.message === message('differentStore', lang) && lines.every((line) => line.kind !== 'added'))
        return { kind: 'kept' };
      lines.push({ kind: 'refused', name: item.name, message: result.message });
      continue;
    }
    const name = item.name;
    if (quantity < item.quantity) {
      lines.push({ kind: 'partial', name, quantity, ordered: item.quantity });
      continue;
    }
    const was = toMinor(item.unit_price) + toMinor(item.option_price) + toMinor(item.addon_price);
    lines.push(
      was === today.unit
        ? { kind: 'added', name, quantity }
        : { kind: 'added', name, quantity, price: { was: fromMinor(was), now: fromMinor(today.unit) } },
    );
  }
  return { kind: 'done', lines, currency: order.currency };
}

/** "Order again" for a page: fetches today's stock and prices, then refills the cart (see `orderAgain`). */
export function useOrderAgain(): (order: Order) => Promise<ReorderResult> {
  const dispatch = useAppDispatch();
  const addToCart = useAddToCart();
  const lang = useLanguage();
  return useCallback(
    async (order) => {
      const request = dispatch(
        accountApi.endpoints.currentProducts.initiate(
          {
            storeId: order.store.id,
            productIds: [...new Set(order.items.map((item) => item.product_id))],
            lang,
          },
          { forceRefetch: true },
        ),
      );
      const { data } = await request;
      request.unsubscribe();
      if (!data) return { kind: 'failed' };
      return orderAgain(order, data, addToCart, lang);
    },
    [addToCart, dispatch, lang],
  );
}
