import { describe, expect, it } from 'vitest';
import { makeStore } from '../../lib/store';
import { barwaaqo, cartLine, nasiib } from '../../test/cart-fixtures';
import {
  cartTotalMinor,
  cleared,
  hydrated,
  lineAdded,
  lineRemoved,
  quantityUpdated,
  selectCartItems,
  selectCartStore,
  stockUpdated,
  type NewCartLine,
} from './cart-slice';

function line(overrides: Partial<NewCartLine> = {}): NewCartLine {
  const { id: _id, price: _price, total: _total, quantity: _quantity, ...rest } = cartLine();
  return { ...rest, ...overrides };
}

const rice = line({
  cartKey: '3::23.25:28',
  productId: 3,
  name: 'Rice with chicken',
  itemPrice: 4.5,
  optionPrice: 0.5,
  addonPrice: 1.5,
  stock: 100,
});

function setup() {
  const store = makeStore();
  return { store, items: () => selectCartItems(store.getState()) };
}

describe('cart slice', () => {
  it('appends a new line with its own id, unit price and total', () => {
    const { store, items } = setup();
    store.dispatch(lineAdded({ line: rice, quantity: 3, store: nasiib }));
    store.dispatch(lineAdded({ line: line(), quantity: 2, store: nasiib }));
    expect(items()).toMatchObject([
      { id: 1, cartKey: '3::23.25:28', quantity: 3, price: 6.5, total: 19.5 },
      { id: 2, cartKey: '17:::', quantity: 2, price: 0.75, total: 1.5 },
    ]);
    expect(selectCartStore(store.getState())).toEqual(nasiib);
  });

  it('sets the quantity of the line with the same cartKey and computes its total again, never adding totals up', () => {
    const { store, items } = setup();
    store.dispatch(lineAdded({ line: rice, quantity: 2, store: nasiib }));
    store.dispatch(lineAdded({ line: rice, quantity: 5, store: nasiib }));
    expect(items()).toHaveLength(1);
    expect(items()[0]).toMatchObject({ id: 1, quantity: 5, total: 32.5 });
    store.dispatch(lineAdded({ line: rice, quantity: 1, store: nasiib }));
    expect(items()[0]).toMatchObject({ quantity: 1, total: 6.5 });
  });

  it('adds in minor units, so 0.1 + 0.2 style sums stay exact', () => {
    const { store, items } = setup();
    store.dispatch(
      lineAdded({
        line: line({ itemPrice: 0.1, optionPrice: 0.2, addonPrice: 0 }),
        quantity: 3,
        store: nasiib,
      }),
    );
    expect(items()[0]).toMatchObject({ price: 0.3, total: 0.9 });
    expect(cartTotalMinor(items())).toBe(90);
  });

  it('removes the line with the given id only', () => {
    const { store, items } = setup();
    store.dispatch(lineAdded({ line: rice, quantity: 1, store: nasiib }));
    store.dispatch(lineAdded({ line: line(), quantity: 1, store: nasiib }));
    store.dispatch(lineRemoved(1));
    expect(items().map((item) => item.id)).toEqual([2]);
  });

  it('updates a quantity, recomputes the total and never goes below 1 or above stock', () => {
    const { store, items } = setup();
    store.dispatch(lineAdded({ line: line(), quantity: 1, store: nasiib }));
    store.dispatch(quantityUpdated({ id: 1, quantity: 2 }));
    expect(items()[0]).toMatchObject({ quantity: 2, total: 1.5 });
    store.dispatch(quantityUpdated({ id: 1, quantity: 0 }));
    expect(items()[0]?.quantity).toBe(1);
    store.dispatch(quantityUpdated({ id: 1, quantity: 50 }));
    expect(items()[0]?.quantity).toBe(3);
  });

  it('clears the cart', () => {
    const { store, items } = setup();
    store.dispatch(lineAdded({ line: rice, quantity: 1, store: nasiib }));
    store.dispatch(cleared());
    expect(items()).toEqual([]);
    expect(selectCartStore(store.getState())).toBeNull();
  });

  it('holds one store only: a line from another store replaces the cart', () => {
    const { store, items } = setup();
    store.dispatch(lineAdded({ line: rice, quantity: 1, store: nasiib }));
    store.dispatch(
      lineAdded({
        line: line({ cartKey: '75:::', productId: 75, storeId: 6, branchId: 66 }),
        quantity: 1,
        store: barwaaqo,
      }),
    );
    expect(items().map((item) => item.productId)).toEqual([75]);
    expect(selectCartStore(store.getState())?.id).toBe(6);
  });

  it('recomputes prices and totals of a restored cart instead of trusting them', () => {
    const { store, items } = setup();
    store.dispatch(hydrated({ store: nasiib, items: [cartLine({ quantity: 2, price: 99, total: 1000 })] }));
    expect(items()[0]).toMatchObject({ price: 0.75, total: 1.5 });
  });

  it('keeps what the server says is left: shortened lines, sold-out lines gone', () => {
    const { store, items } = setup();
    store.dispatch(lineAdded({ line: rice, quantity: 4, store: nasiib }));
    store.dispatch(lineAdded({ line: line(), quantity: 2, store: nasiib }));
    store.dispatch(
      stockUpdated([
        { productId: 3, variantId: null, available: 2 },
        { productId: 17, variantId: null, available: 0 },
      ]),
    );
    expect(items()).toMatchObject([{ productId: 3, quantity: 2, total: 13, stock: 2 }]);
  });
});
