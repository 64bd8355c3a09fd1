import { CART_STORAGE_KEY } from '@suuq/shared/constants';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { changeLanguage } from '../../lib/i18n';
import { mockApi, renderApp, renderWithRouter } from '../../test/render';
import { barwaaqo, cartLine, nasiib } from '../../test/cart-fixtures';
import type { Store } from '@suuq/shared/catalog';
import { CartPage } from './cart-page';
import { minimumOrderText } from './cart-view';

function saveCart(items: ReturnType<typeof cartLine>[], store = nasiib) {
  localStorage.setItem(CART_STORAGE_KEY, JSON.stringify({ cart: { items, store } }));
}

/** The cart's store as the server answers it now (`GET /api/stores/:slug`), which the cart refreshes its copy from. */
function storeAnswer(store: Store) {
  return { [`GET /api/stores/${store.slug}`]: () => ({ data: { ...store, categories: [], about: '' } }) };
}

const rice = cartLine({
  id: 2,
  cartKey: '3::23.25:28',
  productId: 3,
  name: 'Rice with chicken',
  itemPrice: 4.5,
  optionPrice: 0.5,
  addonPrice: 1.5,
  stock: 100,
  option: [{ id: 23, group: 'Choose your rice', item: 'Basmati rice', price: 0.5 }],
  addons: [{ id: 28, group: 'Extras', item: 'Extra meat', price: 1.5 }],
});

describe('the minimum-order warning', () => {
  const more = (amount: string) => `Add ${amount} more to order.`;
  it('is the spec sentence, the minimum as every price is written, and how much more is needed', () => {
    expect(minimumOrderText(barwaaqo, 650, 'en', more)).toBe(
      'Select minimum order amount to proceed! $10.00 Add $3.50 more to order.',
    );
    expect(minimumOrderText({ currency: 'SOS', min_order_amount: 2.5 }, 0, 'en', more)).toBe(
      'Select minimum order amount to proceed! SOS\u00a02.50 Add SOS\u00a02.50 more to order.',
    );
    expect(minimumOrderText(barwaaqo, 1000, 'so', more)).toBe(
      'Dalabkaagu waa inuu gaaraa qadarka ugu yar si aad u sii wadato! $10.00',
    );
  });
});

describe('the cart page', () => {
  it('shows an empty cart', async () => {
    mockApi({});
    renderWithRouter(<CartPage />, { path: '/cart' });
    expect(await screen.findByRole('heading', { level: 2, name: 'Your cart is empty' })).toBeTruthy();
    expect(screen.getByText('Add something from a store and it waits here until you order.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Continue shopping' }).getAttribute('href')).toBe('/');
  });

  it('below the minimum shows the red warning instead of Checkout, and a way back to the store', async () => {
    mockApi({ ...storeAnswer(nasiib) });
    saveCart([cartLine({ quantity: 2 })]);
    renderWithRouter(<CartPage />, { path: '/cart' });
    expect(
      await screen.findByText('Select minimum order amount to proceed! $5.00 Add $3.50 more to order.'),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Checkout' })).toBeNull();
    expect(screen.getByText('$1.50', { selector: 'strong' })).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: 'Add more from Nasiib Restaurant' }));
    const location = await screen.findByTestId('location');
    expect(location.textContent).toBe('/store/nasiib%20restaurant');
    expect(JSON.parse(location.dataset.state ?? 'null')).toEqual({ store: nasiib });
  });

  it('refreshes its store from that store’s own answer: a minimum raised since the first add shows at once', async () => {
    const raised = { ...nasiib, min_order_amount: 20 };
    const { calls } = mockApi(storeAnswer(raised));
    // Saved when the minimum was $5.00: the lines reach it.
    saveCart([cartLine(), rice]);
    renderWithRouter(<CartPage />, { path: '/cart' });
    expect(
      await screen.findByText('Select minimum order amount to proceed! $20.00 Add $12.75 more to order.'),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Checkout' })).toBeNull();
    // One store's answer, not the list of every store.
    const asked = calls.map((call) => `${call.method} ${new URL(call.url).pathname}`);
    expect(asked).toContain('GET /api/stores/nasiib-restaurant');
    expect(asked).not.toContain('POST /api/stores');
    // The cart keeps the store without the page's categories and story, and saves it without its hours, closures
    // and zones (never read back: the store is asked for again when the cart opens).
    const saved = JSON.parse(localStorage.getItem(CART_STORAGE_KEY) ?? '{}') as { cart?: { store?: object } };
    const { hours: _hours, closures: _closures, zones: _zones, ...kept } = raised;
    expect(saved.cart?.store).toEqual(kept);
  });

  it('at the minimum offers Checkout, and lists lines with their choices, unit price and total', async () => {
    mockApi({ ...storeAnswer(nasiib) });
    saveCart([cartLine(), rice]);
    renderWithRouter(<CartPage />, { path: '/cart' });
    const line = (await screen.findByText('Rice with chicken')).closest('li')!;
    expect(within(line).getByText('Choose your rice: Basmati rice')).toBeTruthy();
    expect(within(line).getByText('+ Extra meat')).toBeTruthy();
    expect(within(line).getByText('$6.50 each')).toBeTruthy();
    expect(screen.getByText('$7.25', { selector: 'strong' })).toBeTruthy();
    expect(screen.queryByText(/Select minimum order amount/)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Checkout' }));
    expect((await screen.findByTestId('location')).textContent).toBe('/checkout');
  });

  it('a closed store’s cart still checks out, for a time later when the store takes such orders', async () => {
    const closed = {
      ...nasiib,
      is_open: false,
      accepts_scheduled: true,
      next_opening: new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10) + 'T10:00:00+03:00',
    };
    mockApi({ ...storeAnswer(closed) });
    saveCart([cartLine(), rice], closed);
    renderWithRouter(<CartPage />, { path: '/cart' });
    const notice = await screen.findByText(/^Nasiib Restaurant is closed now\. It opens again: .+, 10:00\.$/);
    expect(notice.closest('[role="status"]')).toBeTruthy();
    expect(
      screen.getByText('You can still order now for a time when it is open: choose the time at checkout.'),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Checkout' })).toBeTruthy();
  });

  it('a closed store that takes no orders for later says so and offers no Checkout that would fail', async () => {
    const closed = { ...nasiib, is_open: false, accepts_scheduled: false, next_opening: null };
    mockApi({ ...storeAnswer(closed) });
    saveCart([cartLine(), rice], closed);
    renderWithRouter(<CartPage />, { path: '/cart' });
    expect(await screen.findByText('Nasiib Restaurant is closed now.')).toBeTruthy();
    expect(
      screen.getByText(/It does not take orders for later, so you can check out once it opens\./),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Checkout' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Add more from Nasiib Restaurant' })).toBeTruthy();
  });

  it('steps quantities within stock, says why it stops, and removes lines', async () => {
    mockApi({ ...storeAnswer(nasiib) });
    saveCart([cartLine({ quantity: 2 }), rice]);
    renderWithRouter(<CartPage />, { path: '/cart' });
    const more = await screen.findByRole('button', { name: 'One more Soft drink (330 ml can)' });
    fireEvent.click(more);
    const stepper = screen.getByRole('group', { name: 'Quantity of Soft drink (330 ml can)' });
    expect(within(stepper).getByText('3')).toBeTruthy();
    fireEvent.click(more);
    expect(await screen.findByText('Quantity not available. Maximum stock: 3')).toBeTruthy();
    expect(within(stepper).getByText('3')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'One less Soft drink (330 ml can)' }));
    expect(within(stepper).getByText('2')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Remove Rice with chicken' }));
    expect(screen.queryByText('Rice with chicken')).toBeNull();
    expect(JSON.parse(localStorage.getItem(CART_STORAGE_KEY)!).cart.items).toHaveLength(1);
  });

  it('speaks Somali', async () => {
    await act(() => changeLanguage('so'));
    mockApi({ ...storeAnswer(nasiib) });
    saveCart([cartLine()]);
    renderWithRouter(<CartPage />, { path: '/cart' });
    expect(
      await screen.findByText(
        'Dalabkaagu waa inuu gaaraa qadarka ugu yar si aad u sii wadato! $5.00 Ku dar $4.25 kale si aad u dalbato.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Dambiishaada' })).toBeTruthy();
  });
});

describe('the header cart', () => {
  it('counts the restored items on its badge and opens the drawer', async () => {
    mockApi({
      ...storeAnswer(nasiib),
      'GET /api/config': () => ({
        data: { ws_port: 6001, app_key: 'suuq', map_tile_url: '/tiles/{z}/{x}/{y}.png' },
      }),
      'GET /v1/api/delivery': () => ({ data: [] }),
    });
    saveCart([cartLine({ quantity: 2 }), rice]);
    renderApp('/about');
    const button = await screen.findByRole('button', { name: 'Cart, 3 items' });
    fireEvent.click(button);
    const drawer = await screen.findByRole('dialog', { name: 'Your cart' });
    expect(within(drawer).getByText('Rice with chicken')).toBeTruthy();
    fireEvent.click(within(drawer).getByRole('button', { name: 'Checkout' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Checkout' })).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Your cart' })).toBeNull();
  });

  it('serves the cart at its aliases', async () => {
    mockApi({});
    for (const url of ['/cart1', '/cart-homepage']) {
      const { unmount } = renderApp(url);
      expect(await screen.findByRole('heading', { level: 1, name: 'Your cart' })).toBeTruthy();
      unmount();
    }
  });
});
