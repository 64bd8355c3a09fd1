import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeStore, type AppStore } from '../../lib/store';
import { changeLanguage } from '../../lib/i18n';
import { mockApi } from '../../test/render';
import { addToCart } from './add-to-cart-flow';
import {
  barwaaqo,
  basmatiSack,
  bottledWater,
  gasRefill,
  nasiib,
  riceWithChicken,
  softDrink,
} from '../../test/cart-fixtures';
import { unmountOverlays } from '../../components/overlays/overlays';
import { selectCartItems } from './cart-slice';
import { useAddToCart, type AddToCartRequest, type AddToCartResult } from '../../lib/add-to-cart';

const simple = (product = softDrink): AddToCartRequest => ({
  product,
  optionIds: [],
  addonIds: [],
  quantity: 1,
  mode: 'increment',
});

let store: AppStore;
let storeRequests = 0;

beforeEach(() => {
  storeRequests = 0;
  mockApi({
    'POST /api/stores': () => {
      storeRequests += 1;
      return { data: [nasiib, barwaaqo] };
    },
  });
  store = makeStore();
});

afterEach(() => {
  act(() => unmountOverlays());
});

async function add(request: AddToCartRequest): Promise<AddToCartResult> {
  let result: AddToCartResult | undefined;
  await act(async () => {
    result = await addToCart(store, request);
  });
  return result!;
}

const lines = () => selectCartItems(store.getState());
const toast = (text: string) => screen.findByText(text, { selector: '.toast' });

describe('adding to the cart', () => {
  it('adds a simple product and says so in a live region for 3 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    expect(await add(simple())).toEqual({ ok: true });
    expect(lines()).toMatchObject([{ productId: 17, quantity: 1, total: 0.75, branchId: 11, storeId: 1 }]);
    const shown = await toast('Item added to cart!');
    expect(shown.closest('[aria-live="polite"]')).not.toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(2800));
    expect(screen.queryByText('Item added to cart!')).not.toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(screen.queryByText('Item added to cart!')).toBeNull();
  });

  it("adds one more with a card's quick add, and updates the same line", async () => {
    await add(simple());
    expect(await add(simple())).toEqual({ ok: true });
    expect(lines()).toMatchObject([{ quantity: 2, total: 1.5 }]);
    expect(await toast('Quantity updated in cart. 2 in your cart')).toBeTruthy();
    // The store's details were fetched once, then taken from the cart.
    expect(storeRequests).toBe(1);
  });

  it('sets the quantity the product page chose', async () => {
    const request: AddToCartRequest = {
      product: riceWithChicken,
      optionIds: [23, 25],
      addonIds: [28],
      quantity: 2,
      mode: 'set',
    };
    await add(request);
    await add({ ...request, quantity: 3 });
    expect(lines()).toMatchObject([{ cartKey: '3::23.25:28', quantity: 3, price: 6.5, total: 19.5 }]);
    await add({ ...request, addonIds: [] });
    expect(lines().map((line) => [line.cartKey, line.quantity])).toEqual([
      ['3::23.25:28', 3],
      ['3::23.25:', 2],
    ]);
  });

  it('adds the chosen quantity on top of the line again, and says how many the cart holds', async () => {
    await add({ ...simple(), quantity: 1 });
    expect(await add({ ...simple(), quantity: 2 })).toEqual({ ok: true });
    expect(lines()).toMatchObject([{ productId: 17, quantity: 3, total: 2.25 }]);
    expect(await toast('Quantity updated in cart. 3 in your cart')).toBeTruthy();
  });

  it('adds only what the stock allows, with the spec message and what the cart holds', async () => {
    await add({ ...simple(), quantity: 2 });
    expect(await add({ ...simple(), quantity: 2 })).toEqual({ ok: true });
    expect(lines()).toMatchObject([{ quantity: 3 }]);
    const shown = await toast('Quantity not available. Maximum stock: 3. 3 in your cart');
    expect(shown.closest('[role="alert"]')).not.toBeNull();
  });

  it('refuses more than the stock with the spec message, as a toast and as the answer', async () => {
    await add({ ...simple(), quantity: 3, mode: 'set' });
    const refused = await add(simple());
    expect(refused).toEqual({ ok: false, message: 'Quantity not available. Maximum stock: 3' });
    const shown = await toast('Quantity not available. Maximum stock: 3');
    expect(shown.closest('[role="alert"]')).not.toBeNull();
    expect(lines()).toMatchObject([{ quantity: 3 }]);
  });

  it('refuses an item out of stock, and a variant product without its variant', async () => {
    expect(await add(simple(bottledWater))).toEqual({ ok: false, message: 'Item is out of stock.' });
    expect(await add(simple(gasRefill))).toEqual({ ok: false, message: 'Please select a variant.' });
    expect(await add({ ...simple(gasRefill), variant: gasRefill.childrens[1] })).toEqual({
      ok: false,
      message: 'Item is out of stock.',
    });
    expect(lines()).toEqual([]);
  });

  it('answers in Somali when the shopper reads Somali', async () => {
    await act(() => changeLanguage('so'));
    await add(simple());
    expect(await toast('Alaabta waa lagu daray dambiisha!')).toBeTruthy();
    expect(await add({ ...simple(), quantity: 9, mode: 'set' })).toEqual({
      ok: false,
      message: 'Tiradaas lama heli karo. Kaydka ugu badan: 3',
    });
  });

  describe('from another store', () => {
    async function start(): Promise<{ pending: Promise<AddToCartResult> }> {
      await add(simple());
      const pending = addToCart(store, simple(basmatiSack));
      await screen.findByRole('dialog', { name: 'Start a new cart?' });
      return { pending };
    }

    it('names both stores, asks with the exact words, and keeps the cart on No', async () => {
      const { pending } = await start();
      const dialog = screen.getByRole('dialog', { name: 'Start a new cart?' });
      expect(
        within(dialog).getByText(
          'Your cart holds items from Nasiib Restaurant; Barwaaqo Supermarket is another store. Items from different stores cannot be combined in the cart. Do you want to empty your cart?',
        ),
      ).toBeTruthy();
      fireEvent.click(within(dialog).getByRole('button', { name: 'Keep my cart' }));
      // The renderer's act gives back nothing: the answer is awaited after it.
      await act(() => pending);
      expect((await pending).ok).toBe(false);
      expect(lines().map((line) => line.productId)).toEqual([17]);
      expect(screen.queryByRole('dialog')).toBeNull();
    });

    it('empties the cart and adds on Yes', async () => {
      const { pending } = await start();
      fireEvent.click(screen.getByRole('button', { name: 'Empty cart and add' }));
      await act(() => pending);
      expect(await pending).toEqual({ ok: true });
      expect(lines()).toMatchObject([{ productId: 75, storeId: 6, branchId: 66 }]);
    });
  });
});

describe('useAddToCart', () => {
  it('loads the cart code on first use and answers the same contract', async () => {
    let answer: AddToCartResult | undefined;
    function Card() {
      const addToCartHook = useAddToCart();
      return (
        <button
          type="button"
          onClick={() => void addToCartHook(simple()).then((result) => (answer = result))}
        >
          Add
        </button>
      );
    }
    render(
      <Provider store={store}>
        <Card />
      </Provider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    await screen.findByText('Item added to cart!');
    expect(answer).toEqual({ ok: true });
    expect(lines()).toHaveLength(1);
  });
});
