import type { Store } from '@suuq/shared/catalog';
import { message, type Language } from '@suuq/shared/labels';
import type { AppStore } from '../../lib/store';
import { currentLanguage, translate } from '../../lib/i18n';
import { cartApi } from './cart-api';
import en from './locales/en.json';
import { confirmDialog, showToast } from '../../components/overlays/overlays';
import { restoreCart } from './cart-persistence';
import { buildLine, maxQuantity, quantityProblem } from './cart-rules';
import { lineAdded, selectCartItems, selectCartStore, type CartItem } from './cart-slice';
import type { AddToCartRequest, AddToCartResult } from '../../lib/add-to-cart';

async function storeOf(appStore: AppStore, storeId: number): Promise<Store | undefined> {
  const known = selectCartStore(appStore.getState());
  if (known?.id === storeId) return known;
  const request = appStore.dispatch(cartApi.endpoints.getAllStores.initiate(undefined, { subscribe: false }));
  const { data } = await request;
  return data?.find((store) => store.id === storeId);
}

/** Which store the cart holds and which one the shopper is adding from, before the spec's question. */
async function namingBothStores(
  lang: Language,
  cartStore: string | undefined,
  store: string,
): Promise<string> {
  const words = lang === 'so' ? (await import('./locales/so.json')).default : en;
  return words.otherStore.replace('{{cartStore}}', cartStore ?? '…').replace('{{store}}', store);
}

function refuse(text: string): AddToCartResult {
  void showToast(text, 'error');
  return { ok: false, message: text };
}

/** The add-to-cart rules (see `useAddToCart`), run against one app store. */
export async function addToCart(appStore: AppStore, request: AddToCartRequest): Promise<AddToCartResult> {
  await restoreCart(appStore);
  const lang = currentLanguage();
  const built = buildLine(request, lang);
  if (!built.ok) return refuse(built.message);
  const store = await storeOf(appStore, request.product.store_id);
  if (!store) return refuse(translate(lang, 'app.loadFailed'));
  const line = { ...built.value, branchId: store.branch_id };

  // One store per cart: another store's items go only when the shopper says so.
  const items = selectCartItems(appStore.getState());
  if (items.length > 0 && items[0]?.storeId !== store.id) {
    const text = message('differentStore', lang);
    const named = await namingBothStores(lang, selectCartStore(appStore.getState())?.name, store.name);
    if (!(await confirmDialog(`${named} ${text}`))) return { ok: false, message: text };
  }

  // Read again: the cart may have changed while the question was open.
  const current = selectCartItems(appStore.getState()).filter((item) => item.storeId === store.id);
  const existing = current.find((item) => item.cartKey === line.cartKey);
  const asked = Math.max(1, Math.floor(request.quantity) || 1);
  // Adding again puts the chosen quantity on top of what the line holds, up to what the shelf has.
  const wanted = request.mode === 'increment' ? (existing?.quantity ?? 0) + asked : asked;
  const problem = quantityProblem(current, line, wanted, lang);
  const max = maxQuantity(current, line);
  const quantity = problem && request.mode === 'increment' ? max : wanted;
  if (problem && (request.mode === 'set' || quantity <= (existing?.quantity ?? 0))) return refuse(problem);

  appStore.dispatch(lineAdded({ line, quantity, store }));
  const held = inCart(selectCartItems(appStore.getState()), line);
  if (problem) {
    // Only part of it fitted: the spec's stock words, and what the cart holds now.
    void showToast(`${problem}. ${message('inCart', lang, { n: held })}`, 'error');
  } else if (existing) {
    void showToast(`${message('quantityUpdated', lang)} ${message('inCart', lang, { n: held })}`);
  } else void showToast(message('addedToCart', lang));
  return { ok: true };
}

/** How many of the line's product (and variant) the cart holds, over all its lines. */
function inCart(items: readonly CartItem[], line: Pick<CartItem, 'productId' | 'variant'>): number {
  const variantId = line.variant?.id ?? null;
  return items
    .filter((item) => item.productId === line.productId && (item.variant?.id ?? null) === variantId)
    .reduce((total, item) => total + item.quantity, 0);
}
