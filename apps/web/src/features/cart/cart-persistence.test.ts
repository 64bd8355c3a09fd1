import { CART_STORAGE_KEY, MAX_CART_COOKIE_CHARS } from '@suuq/shared/constants';
import { describe, expect, it, vi } from 'vitest';
import { makeStore } from '../../lib/store';
import { cartLine, nasiib } from '../../test/cart-fixtures';
import {
  cookieValue,
  loadCartState,
  MAX_STORED_CART_CHARS,
  parseSavedCart,
  restoreCart,
  saveCartState,
} from './cart-persistence';
import { cleared, lineAdded, lineRemoved, quantityUpdated, selectCartItems } from './cart-slice';

const saved = () =>
  JSON.parse(localStorage.getItem(CART_STORAGE_KEY) ?? 'null') as { cart: { items: unknown[] } };
const { id: _id, price: _price, total: _total, quantity: _quantity, ...soda } = cartLine();

describe('cart persistence', () => {
  it('restores the cart saved under reduxState at start', async () => {
    localStorage.setItem(
      CART_STORAGE_KEY,
      JSON.stringify({ cart: { items: [cartLine({ quantity: 2 })], store: nasiib } }),
    );
    const store = makeStore();
    await restoreCart(store);
    expect(selectCartItems(store.getState())).toMatchObject([{ productId: 17, quantity: 2, total: 1.5 }]);
  });

  it('saves the whole cart on every change', async () => {
    const store = makeStore();
    await restoreCart(store);
    store.dispatch(lineAdded({ line: soda, quantity: 1, store: nasiib }));
    expect(saved().cart.items).toMatchObject([{ productId: 17, quantity: 1 }]);
    store.dispatch(quantityUpdated({ id: 1, quantity: 3 }));
    expect(saved().cart.items).toMatchObject([{ quantity: 3, total: 2.25 }]);
    store.dispatch(lineRemoved(1));
    expect(saved().cart.items).toEqual([]);
    store.dispatch(lineAdded({ line: soda, quantity: 1, store: nasiib }));
    store.dispatch(cleared());
    expect(saved()).toEqual({ cart: { items: [], store: null } });
  });

  it.each([
    ['corrupt JSON', '{"cart": [ oops'],
    ['a wrong shape', JSON.stringify({ cart: [{ id: 'x', quantity: -1 }] })],
    [
      'a line with a negative quantity',
      JSON.stringify({ cart: { items: [cartLine({ quantity: -2 })], store: nasiib } }),
    ],
    [
      'lines of another store than recorded',
      JSON.stringify({ cart: { items: [cartLine({ storeId: 9 })], store: nasiib } }),
    ],
    [
      'an oversized value',
      JSON.stringify({ cart: { items: [], store: null }, junk: 'x'.repeat(MAX_STORED_CART_CHARS) }),
    ],
  ])('logs and ignores %s, and the app goes on with an empty cart', async (_case, text) => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    localStorage.setItem(CART_STORAGE_KEY, text);
    const store = makeStore();
    await restoreCart(store);
    expect(selectCartItems(store.getState())).toEqual([]);
    expect(error).toHaveBeenCalledWith('Error loading state from localStorage:', expect.anything());
    // And it still works: the next change is saved over the bad value.
    store.dispatch(lineAdded({ line: soda, quantity: 1, store: nasiib }));
    expect(saved().cart.items).toHaveLength(1);
  });

  it('logs a failed write (quota, storage disabled) and keeps the cart in memory', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const store = makeStore();
    await restoreCart(store);
    const full = {
      getItem: () => null,
      setItem: () => {
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      },
    };
    vi.stubGlobal('localStorage', full);
    store.dispatch(lineAdded({ line: soda, quantity: 1, store: nasiib }));
    expect(error).toHaveBeenCalledWith(
      'Error saving state to localStorage:',
      expect.objectContaining({ name: 'QuotaExceededError' }),
    );
    expect(selectCartItems(store.getState())).toHaveLength(1);
  });

  it('logs a failed read the same way', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const broken = {
      getItem: () => {
        throw new Error('SecurityError');
      },
    } as unknown as Storage;
    expect(loadCartState(broken)).toBeUndefined();
    expect(error).toHaveBeenCalledWith('Error loading state from localStorage:', expect.any(Error));
  });

  it('writes the format it reads', () => {
    saveCartState({ items: [cartLine()], store: nasiib });
    expect(loadCartState()).toEqual({ items: [cartLine()], store: nasiib });
  });

  it('takes over a cart another tab saved, without saving it back', async () => {
    const store = makeStore();
    await restoreCart(store);
    const text = JSON.stringify({ cart: { items: [cartLine({ quantity: 2 })], store: nasiib } });
    const writes: string[] = [];
    const shared = { getItem: () => text, setItem: (_key: string, value: string) => writes.push(value) };
    vi.stubGlobal('localStorage', shared);
    const event = new StorageEvent('storage', { key: CART_STORAGE_KEY, newValue: text });
    Object.defineProperty(event, 'storageArea', { value: shared });
    window.dispatchEvent(event);
    expect(selectCartItems(store.getState())).toMatchObject([{ quantity: 2 }]);
    expect(writes).toEqual([]);
    // A change made here afterwards is saved as usual.
    store.dispatch(quantityUpdated({ id: 1, quantity: 3 }));
    expect(writes).toHaveLength(1);
  });
});

describe('the cart page’s and checkout’s copy of the cart', () => {
  /** The cookie as the server reads it with the request of the page at the address. */
  const cookieCart = () => {
    const value = /(?:^|;\s*)cart=([^;]*)/.exec(document.cookie)?.[1];
    return value === undefined || value === '' ? undefined : decodeURIComponent(value);
  };
  const atCartPage = () => history.replaceState(null, '', '/cart');

  it('is the very text saved, sent only with the cart page and checkout, and gone once the cart is', async () => {
    atCartPage();
    const store = makeStore();
    await restoreCart(store);
    store.dispatch(
      lineAdded({ line: soda, quantity: 2, store: { ...nasiib, name: 'Nasiib "Best", Hodan; 100%' } }),
    );
    expect(cookieCart()).toBe(localStorage.getItem(CART_STORAGE_KEY));
    expect(loadCartState()).toEqual(parseSavedCart(cookieCart()!));
    // Checkout's address carries it too, and no other.
    history.replaceState(null, '', '/checkout');
    expect(cookieCart()).toBe(localStorage.getItem(CART_STORAGE_KEY));
    history.replaceState(null, '', '/store/nasiib');
    expect(cookieCart()).toBeUndefined();
    atCartPage();
    localStorage.removeItem(CART_STORAGE_KEY);
    await restoreCart(makeStore());
    expect(cookieCart()).toBeUndefined();
  });

  it('is written again when a cart saved before it is restored, and left out when too large for a cookie', async () => {
    atCartPage();
    localStorage.setItem(CART_STORAGE_KEY, JSON.stringify({ cart: { items: [cartLine()], store: nasiib } }));
    await restoreCart(makeStore());
    expect(cookieCart()).toBe(localStorage.getItem(CART_STORAGE_KEY));

    localStorage.clear();
    const store = makeStore();
    await restoreCart(store);
    for (let line = 0; line < 30; line += 1)
      store.dispatch(
        lineAdded({
          line: { ...soda, productId: 100 + line, cartKey: `p${line}` },
          quantity: 1,
          store: nasiib,
        }),
      );
    expect(saved().cart.items).toHaveLength(30);
    expect(cookieValue(localStorage.getItem(CART_STORAGE_KEY)!).length).toBeGreaterThan(
      MAX_CART_COOKIE_CHARS,
    );
    expect(cookieCart()).toBeUndefined();
  });

  it('leaves out the store’s hours, closures and zones, which are not read back', () => {
    saveCartState({
      items: [cartLine()],
      store: { ...nasiib, hours: [{ weekday: 1, opens: '08:00', closes: '20:00' }] },
    });
    expect(Object.keys(JSON.parse(localStorage.getItem(CART_STORAGE_KEY)!).cart.store)).not.toEqual(
      expect.arrayContaining(['hours']),
    );
    expect(loadCartState()?.store?.hours).toEqual([]);
  });
});
