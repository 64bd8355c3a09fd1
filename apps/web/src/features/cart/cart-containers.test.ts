import { CART_STORAGE_KEY } from '@suuq/shared/constants';
import { describe, expect, it } from 'vitest';
import { cartLine, nasiib, softDrink } from '../../test/cart-fixtures';
import { loadCartState } from './cart-persistence';
import { buildLine } from './cart-rules';
import { cartDepositMinor, cartTotalMinor, lineDepositMinor } from './cart-slice';

const cylinder = {
  ...softDrink,
  id: 40,
  name: 'Gas 13 kg',
  container: { name: '13 kg cylinder', deposit: 30 },
};

describe('returnable containers in the cart', () => {
  it('asks whether an empty is exchanged or a new one taken, in both languages', () => {
    expect(buildLine({ product: cylinder, optionIds: [], addonIds: [] }, 'en')).toEqual({
      ok: false,
      message: 'Choose whether you have an empty container to exchange or want a new one with a deposit.',
    });
    expect(buildLine({ product: cylinder, optionIds: [], addonIds: [] }, 'so')).toMatchObject({ ok: false });
  });

  it('keeps the choice on the line, an exchange and a new container being two lines', () => {
    const exchange = buildLine(
      { product: cylinder, optionIds: [], addonIds: [], containerMode: 'exchange' },
      'en',
    );
    const fresh = buildLine({ product: cylinder, optionIds: [], addonIds: [], containerMode: 'new' }, 'en');
    expect(exchange).toMatchObject({
      ok: true,
      value: { container: { name: '13 kg cylinder', deposit: 30, mode: 'exchange' } },
    });
    expect(fresh).toMatchObject({ ok: true, value: { container: { mode: 'new' } } });
    expect(exchange.ok && fresh.ok && exchange.value.cartKey !== fresh.value.cartKey).toBe(true);
    // A product without a container ignores the choice.
    expect(
      buildLine({ product: softDrink, optionIds: [], addonIds: [], containerMode: 'new' }, 'en'),
    ).toMatchObject({ ok: true, value: { container: null, cartKey: '17:::' } });
  });

  it('charges a deposit per new container, apart from the goods', () => {
    const items = [
      cartLine({ id: 1, quantity: 2, container: { name: '13 kg cylinder', deposit: 30, mode: 'new' } }),
      cartLine({ id: 2, quantity: 3, container: { name: '13 kg cylinder', deposit: 30, mode: 'exchange' } }),
      cartLine({ id: 3 }),
    ];
    expect(items.map(lineDepositMinor)).toEqual([6000, 0, 0]);
    expect(cartDepositMinor(items)).toBe(6000);
    expect(cartTotalMinor(items)).toBe(cartTotalMinor(items.map((item) => ({ ...item, container: null }))));
  });

  it('reads carts saved before containers, and keeps a line’s choice across a reload', () => {
    localStorage.setItem(CART_STORAGE_KEY, JSON.stringify({ cart: { items: [cartLine()], store: nasiib } }));
    expect(loadCartState()?.items[0]?.container).toBeUndefined();
    const line = cartLine({ container: { name: '20 L jerrycan', deposit: 3, mode: 'new' } });
    localStorage.setItem(CART_STORAGE_KEY, JSON.stringify({ cart: { items: [line], store: nasiib } }));
    expect(loadCartState()?.items[0]?.container).toEqual({ name: '20 L jerrycan', deposit: 3, mode: 'new' });
    const odd = { ...line, container: { name: 'x', deposit: 3, mode: 'borrowed' } };
    localStorage.setItem(CART_STORAGE_KEY, JSON.stringify({ cart: { items: [odd], store: nasiib } }));
    expect(loadCartState()).toBeUndefined();
  });
});
