import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import type { Store } from '@suuq/shared/catalog';
import type { ContainerMode } from '@suuq/shared/containers';
import { cartTotal, fromMinor, lineTotal, toMinor } from '@suuq/shared/money';
import { rootReducer } from '../../lib/store';

/** A chosen option or addon of a cart line: its group's title, its name and its price per unit. */
export interface CartChoice {
  id: number;
  group: string;
  item: string;
  price: number;
}

/**
 * One line of the cart (the spec's Cart item). Money is kept as the API speaks it (decimal numbers); every sum is
 * computed in minor units with @suuq/shared/money, and `price` and `total` are always derived, never accumulated.
 */
export interface CartItem {
  /** The line's own id, unique within the cart. */
  id: number;
  /** Product, chosen variant, options and addons: adding the same again updates this line. */
  cartKey: string;
  productId: number;
  name: string;
  /** Unit price of the product or its chosen variant. */
  itemPrice: number;
  /** Unit price with options and addons: itemPrice + optionPrice + addonPrice. */
  price: number;
  quantity: number;
  /** price × quantity. */
  total: number;
  variant: { id: number; name: string } | null;
  image: string;
  /** Stock when the line was last added or checked; ignored when `unlimitedStock`. */
  stock: number;
  unlimitedStock: boolean;
  currency: string;
  storeId: number;
  branchId: number;
  option: CartChoice[];
  optionPrice: number;
  addons: CartChoice[];
  addonPrice: number;
  /**
   * The returnable container (jerrycan, gas cylinder) the product comes in and the shopper's choice: an empty
   * handed back, or a new one whose deposit is charged per unit. Absent on carts saved before containers.
   */
  container?: CartContainer | null;
}

export interface CartContainer {
  name: string;
  /** Deposit of one new container. */
  deposit: number;
  mode: ContainerMode;
}

export interface CartState {
  items: CartItem[];
  /** The store the cart belongs to (one store per cart): its minimum order, currency and branch. */
  store: Store | null;
}

/** A line as the add-to-cart flow builds it; the slice gives it its id, price and total. */
export type NewCartLine = Omit<CartItem, 'id' | 'price' | 'total' | 'quantity'>;

/** The most of one line the server accepts in an order. */
export const MAX_LINE_QUANTITY = 999;

const initialState: CartState = { items: [], store: null };

const unitMinor = (line: Pick<CartItem, 'itemPrice' | 'optionPrice' | 'addonPrice'>) => ({
  itemPrice: toMinor(line.itemPrice),
  optionPrice: toMinor(line.optionPrice),
  addonPrice: toMinor(line.addonPrice),
});

/** The line with its quantity kept within 1 and its stock, and its price and total computed again. */
export function priced<T extends Omit<CartItem, 'price' | 'total'>>(
  line: T,
): T & Pick<CartItem, 'price' | 'total'> {
  const limit = line.unlimitedStock ? MAX_LINE_QUANTITY : Math.min(MAX_LINE_QUANTITY, line.stock);
  const quantity = Math.max(1, Math.min(Math.floor(line.quantity) || 1, Math.max(limit, 1)));
  const unit = unitMinor(line);
  return {
    ...line,
    quantity,
    price: fromMinor(lineTotal({ ...unit, quantity: 1 })),
    total: fromMinor(lineTotal({ ...unit, quantity })),
  };
}

export const cartSlice = createSlice({
  name: 'cart',
  initialState,
  reducers: {
    /**
     * Adds a line, or sets the quantity of the line with the same cartKey. A line from another store replaces the
     * cart: the caller has asked the shopper first (the cart holds one store only).
     */
    lineAdded(state, action: PayloadAction<{ line: NewCartLine; quantity: number; store: Store }>) {
      const { line, quantity, store } = action.payload;
      if (state.store?.id !== store.id || state.items.some((item) => item.storeId !== store.id)) {
        state.items = [];
      }
      state.store = store;
      const index = state.items.findIndex((item) => item.cartKey === line.cartKey);
      const existing = state.items[index];
      if (existing) {
        state.items[index] = priced({ ...existing, ...line, id: existing.id, quantity });
      } else {
        const id = state.items.reduce((max, item) => Math.max(max, item.id), 0) + 1;
        state.items.push(priced({ ...line, id, quantity }));
      }
    },
    lineRemoved(state, action: PayloadAction<number>) {
      state.items = state.items.filter((item) => item.id !== action.payload);
    },
    quantityUpdated(state, action: PayloadAction<{ id: number; quantity: number }>) {
      const index = state.items.findIndex((item) => item.id === action.payload.id);
      const existing = state.items[index];
      if (existing) state.items[index] = priced({ ...existing, quantity: action.payload.quantity });
    },
    /** What the server says is left of a product (after a stock conflict): lines keep at most that, or go. */
    stockUpdated(
      state,
      action: PayloadAction<{ productId: number; variantId: number | null; available: number }[]>,
    ) {
      for (const { productId, variantId, available } of action.payload) {
        let left = Math.max(0, available);
        state.items = state.items.flatMap((item) => {
          if (item.productId !== productId || (item.variant?.id ?? null) !== variantId) return [item];
          if (left === 0) return [];
          const quantity = Math.min(item.quantity, left);
          left -= quantity;
          return [priced({ ...item, stock: available, unlimitedStock: false, quantity })];
        });
      }
    },
    /** The store's current details (minimum order, opening), fetched again by the cart or checkout. */
    storeRefreshed(state, action: PayloadAction<Store>) {
      if (state.store?.id === action.payload.id) state.store = action.payload;
    },
    cleared() {
      return initialState;
    },
    /** The cart saved on this phone, already checked; prices and totals are computed again, never trusted. */
    hydrated(_state, action: PayloadAction<CartState>) {
      return { store: action.payload.store, items: action.payload.items.map((item) => priced(item)) };
    },
  },
  selectors: {
    selectCartItems: (state) => state.items,
    selectCartStore: (state) => state.store,
  },
});

declare module '../../lib/store' {
  // Declaration merging is how a lazily injected slice joins RootState.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface LazyLoadedSlices extends WithSlice<typeof cartSlice> {}
}

/** The slice, injected into the root reducer: it loads with the first cart code a shopper needs. */
export const injectedCartSlice = cartSlice.injectInto(rootReducer);

export const { lineAdded, lineRemoved, quantityUpdated, stockUpdated, storeRefreshed, cleared, hydrated } =
  cartSlice.actions;
export const { selectCartItems, selectCartStore } = injectedCartSlice.selectors;

/** The deposit a line charges in minor units: its container's deposit × quantity when taken new, else 0. */
export function lineDepositMinor(item: Pick<CartItem, 'container' | 'quantity'>): number {
  return item.container?.mode === 'new' ? toMinor(item.container.deposit) * item.quantity : 0;
}

/** The deposits of the cart's new containers in minor units; they are paid with the order, on top of its goods. */
export function cartDepositMinor(items: readonly CartItem[]): number {
  return items.reduce((total, item) => total + lineDepositMinor(item), 0);
}

/** The cart total in minor units: (itemPrice + optionPrice + addonPrice) × quantity, summed over lines. */
export function cartTotalMinor(items: readonly CartItem[]): number {
  return cartTotal(items.map((item) => ({ ...unitMinor(item), quantity: item.quantity })));
}
