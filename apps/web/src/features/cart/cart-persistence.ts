import {
  CART_COOKIE,
  CART_COOKIE_PATHS,
  CART_STORAGE_KEY,
  MAX_CART_COOKIE_CHARS,
} from '@suuq/shared/constants';
import type { ContainerMode } from '@suuq/shared/containers';
import type { AppStore } from '../../lib/store';
import { array, boolean, nullable, number, object, oneOf, optional, string } from '../../lib/shape';
import { hydrated, injectedCartSlice, type CartState } from './cart-slice';

// This module loads on every start (it restores the cart), outside the home route's first download.

/**
 * How a line in a returnable container is handed over: the shared package's `CONTAINER_MODES`, written here so that
 * this module, which every start loads, imports no shared chunk for two words (the type check below fails the build
 * should the shared list gain a mode this one lacks).
 */
const CONTAINER_MODES = ['exchange', 'new'] as const satisfies readonly ContainerMode[];
const everyMode: [Exclude<ContainerMode, (typeof CONTAINER_MODES)[number]>] extends [never] ? true : never =
  true;
void everyMode;

/** Larger than any real cart (100 lines): anything bigger was not written by this app and is ignored. */
export const MAX_STORED_CART_CHARS = 256 * 1024;

const money = number();
const id = number({ int: true });
const text = string();
const choice = object({ id, group: text, item: text, price: money });

const cartItem = object({
  id,
  cartKey: string(500),
  productId: id,
  name: text,
  itemPrice: money,
  price: money,
  quantity: number({ int: true, min: 1 }),
  total: money,
  variant: nullable(object({ id, name: text })),
  image: text,
  stock: id,
  unlimitedStock: boolean,
  currency: text,
  storeId: id,
  branchId: id,
  option: array(choice),
  optionPrice: money,
  addons: array(choice),
  addonPrice: money,
  // Added with returnable containers; a cart saved before them has none.
  container: optional(nullable(object({ name: text, deposit: money, mode: oneOf(CONTAINER_MODES) }))),
});

const store = object({
  id,
  slug: text,
  name: text,
  branch_id: id,
  currency: text,
  min_order_amount: money,
  industry: text,
  image: text,
  phone: text,
  address: text,
  lat: money,
  lng: money,
  is_open: boolean,
  // Added with opening hours; a cart saved before them has none. Hours, closures and zones are not read back: the
  // store is fetched again when the cart opens, and checkout needs them only with the network.
  timezone: optional(text),
  next_opening: optional(nullable(text)),
  accepts_scheduled: optional(boolean),
});

const stored = object({ cart: object({ items: array(cartItem, 100), store: nullable(store) }) });

function storage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    // Some browsers throw on the mere access when storage is disabled; reading and writing then log the failure.
    return undefined;
  }
}

/** The cart in `text`, as this app saves it under `reduxState`; throws when it is not one. */
export function parseSavedCart(text: string): CartState {
  if (text.length > MAX_STORED_CART_CHARS) throw new Error(`Saved state is too large (${text.length} chars)`);
  const { items, store: cartStore } = stored(JSON.parse(text), 'saved state').cart;
  // A cart holds one store: lines of another store than the one recorded mean the state was tampered with.
  if (items.some((item) => item.storeId !== cartStore?.id)) throw new Error('Saved cart mixes stores');
  return {
    items,
    store: cartStore && {
      ...cartStore,
      // Unknown until the store is fetched again; readers of an empty zone use the contract's default.
      timezone: cartStore.timezone ?? '',
      next_opening: cartStore.next_opening ?? null,
      accepts_scheduled: cartStore.accepts_scheduled ?? false,
      hours: [],
      closures: [],
      zones: [],
    },
  };
}

/** The cart saved under `reduxState`, or undefined (logged, unless `quiet`) when it is missing, unreadable or not a cart. */
export function loadCartState(
  from: Storage | undefined = storage(),
  { quiet = false }: { quiet?: boolean } = {},
): CartState | undefined {
  try {
    if (!from) throw new Error('localStorage is not available');
    const text = from.getItem(CART_STORAGE_KEY);
    if (text === null) return undefined;
    return parseSavedCart(text);
  } catch (error) {
    if (!quiet) console.error('Error loading state from localStorage:', error);
    return undefined;
  }
}

/** What `encodeURIComponent` escapes that a cookie's value may hold as it is (RFC 6265's cookie-octet). */
const COOKIE_SAFE = /%(2[346BF]|3[ACDEF]|40|5[BDE]|60|7[BCD])/g;

/**
 * `text` as a cookie's value, which the server reads back with `decodeURIComponent`: only what a cookie may not hold
 * (quotes, commas, semicolons, spaces, backslashes, `%` and what is not ASCII) is escaped, so a cart's JSON grows
 * by a third, not by two.
 */
export const cookieValue = (text: string) =>
  encodeURIComponent(text).replace(COOKIE_SAFE, (escaped) => decodeURIComponent(escaped));

/**
 * The text a cart is saved as. Its store's hours, closures and zones are left out: they are not read back (the store
 * is fetched again when the cart opens), and without them a cart fits in the cart page's cookie.
 */
export const savedCartText = (state: CartState) =>
  JSON.stringify({
    cart: {
      ...state,
      store: state.store && { ...state.store, hours: undefined, closures: undefined, zones: undefined },
    },
  });

/**
 * The saved cart's text again in the cart page's and checkout's cookies (CART_COOKIE, one for each address), so the
 * server sends those pages with the lines drawn; none when there is no cart, or when it is too large for a cookie
 * (the pages then go out as their frame).
 */
export function mirrorCartCookie(text: string | undefined): void {
  try {
    const value = text === undefined ? '' : cookieValue(text);
    const kept = value !== '' && value.length <= MAX_CART_COOKIE_CHARS;
    for (const path of CART_COOKIE_PATHS)
      document.cookie = `${CART_COOKIE}=${kept ? value : ''};path=${path};max-age=${kept ? 2_592_000 : 0};samesite=lax`;
  } catch {
    // Cookies refused: the cart page and checkout go out as their frame, and the app draws the cart.
  }
}

/** Saves the whole cart under `reduxState`; a failure (quota, storage disabled) is logged and the app goes on. */
export function saveCartState(state: CartState, to: Storage | undefined = storage()): void {
  try {
    if (!to) throw new Error('localStorage is not available');
    const text = savedCartText(state);
    to.setItem(CART_STORAGE_KEY, text);
    mirrorCartCookie(text);
  } catch (error) {
    console.error('Error saving state to localStorage:', error);
  }
}

const waitingForCart: ((appStore: AppStore) => void)[] = [];
let lastRestored: AppStore | undefined;

/**
 * Calls `then` with the app's store once the saved cart is in it, or at once if it is already: for a page's work
 * that depends on the cart and need not wait for the page to draw it.
 */
export function whenCartRestored(then: (appStore: AppStore) => void): void {
  if (lastRestored) then(lastRestored);
  else waitingForCart.push(then);
}

const started = new WeakMap<AppStore, Promise<void>>();
const restored = new WeakSet<AppStore>();
/** Stores whose page the server rendered with the shopper's cart (its cookie), in the browser the very cart saved. */
const pageCarts = new WeakSet<AppStore>();

/** Whether the saved cart is in the store already (so a view need not show a loading state first). */
export function cartRestored(appStore: AppStore): boolean {
  return restored.has(appStore);
}

/** Whether the page was rendered with the cart in this store: then the cart shows while the app takes it over. */
export function renderedWithCart(appStore: AppStore): boolean {
  return pageCarts.has(appStore);
}

/** On the server: the cart the page is rendered with (the cart page's cookie), as the phone restores it. */
export function renderWithCart(appStore: AppStore, cart: CartState): void {
  appStore.dispatch(hydrated(cart));
  restored.add(appStore);
  pageCarts.add(appStore);
}

/**
 * In the browser, before the app takes over a page the server rendered with the very cart saved here: the cart is
 * restored first, so the app's first render draws it as the server did.
 */
export async function takeOverWithCart(appStore: AppStore): Promise<void> {
  await restoreCart(appStore);
  pageCarts.add(appStore);
}

/**
 * Injects the cart into the store, restores the saved cart and from then on saves it on every change, and takes
 * over changes another tab saved. Runs once per store; the returned promise says when the cart is ready, so an
 * add never races the restore.
 */
export function restoreCart(appStore: AppStore): Promise<void> {
  let ready = started.get(appStore);
  if (ready) return ready;
  ready = Promise.resolve().then(() => {
    const saved = loadCartState();
    // A cart saved before the cookie was kept, or one whose cookie ran out, is sent with the cart page again.
    mirrorCartCookie(saved ? (storage()?.getItem(CART_STORAGE_KEY) ?? undefined) : undefined);
    appStore.dispatch(hydrated(saved ?? { items: [], store: null }));
    restored.add(appStore);
    lastRestored = appStore;
    for (const then of waitingForCart.splice(0)) then(appStore);
    let last = injectedCartSlice.selectSlice(appStore.getState());
    // A cart another tab saved is taken over as it is, not saved back.
    let takingOver = false;
    appStore.subscribe(() => {
      const current = injectedCartSlice.selectSlice(appStore.getState());
      if (current === last) return;
      last = current;
      if (!takingOver) saveCartState(current);
    });
    window.addEventListener('storage', (event) => {
      if (event.key !== CART_STORAGE_KEY || event.storageArea !== storage()) return;
      takingOver = true;
      try {
        appStore.dispatch(hydrated(loadCartState() ?? { items: [], store: null }));
      } finally {
        takingOver = false;
      }
    });
  });
  started.set(appStore, ready);
  return ready;
}
