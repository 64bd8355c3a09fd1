import { CART_STORAGE_KEY } from '@suuq/shared/constants';
import type { Store } from '@suuq/shared/catalog';
import { fireEvent, screen } from '@testing-library/react';
import { mockApi, Reply } from '../../test/render';
import { anOrder, cartLine, nasiib } from '../../test/cart-fixtures';
import { renderCheckoutRoute } from '../../test/checkout-route-test-kit';

// Test kit of the checkout page: a cart, the server's answers, and the steps a shopper takes. Each test file mocks
// the map itself (vi.mock is per file): `PinnableMap` below is the stand-in, one tap pins `PINNED`.

/** Where the stand-in map pins the door. */
export const PINNED = { lat: 2.0412, lng: 45.3301 };

/** The map as the tests use it: a button that pins the door at `PINNED`. */
export function PinnableMap({ onPin }: { onPin: (point: { lat: number; lng: number }) => void }) {
  return (
    <button type="button" data-testid="map" onClick={() => onPin(PINNED)}>
      Pin my door here
    </button>
  );
}

export const rice = cartLine({
  id: 2,
  cartKey: '3::23.25:28',
  productId: 3,
  name: 'Rice with chicken',
  itemPrice: 4.5,
  optionPrice: 0.5,
  addonPrice: 1.5,
  quantity: 2,
  stock: 100,
  option: [
    { id: 23, group: 'Choose your rice', item: 'Basmati rice', price: 0.5 },
    { id: 25, group: 'Spice level', item: 'Mild', price: 0 },
  ],
  addons: [{ id: 28, group: 'Extras', item: 'Extra meat', price: 1.5 }],
});

export const allMethods = [
  { key: 'dine_in', name: 'Dine in', available: true },
  { key: 'pickup', name: 'Pickup', available: true },
  { key: 'delivery', name: 'Delivery', available: true },
];

export function setup({
  items = [cartLine(), rice],
  delivery = allMethods,
  verify = () => ({ data: { available: true } }),
  place = () => new Reply(201, { data: anOrder() }),
  store = nasiib,
  extra = {},
}: {
  items?: ReturnType<typeof cartLine>[];
  delivery?: typeof allMethods | ((request: Request) => unknown);
  verify?: (request: Request) => unknown;
  place?: (request: Request) => unknown;
  store?: Store;
  extra?: Record<string, (request: Request) => unknown>;
} = {}) {
  localStorage.setItem(CART_STORAGE_KEY, JSON.stringify({ cart: { items, store } }));
  const placed: { key: string | null; body: unknown }[] = [];
  const verified: unknown[] = [];
  const api = mockApi({
    'GET /api/config': () => ({
      data: { ws_port: 6001, app_key: 'suuq', map_tile_url: '/tiles/{z}/{x}/{y}.png' },
    }),
    'POST /api/stores': () => ({ data: [store] }),
    [`GET /api/stores/${store.slug}`]: () => ({ data: { ...store, categories: [], about: '' } }),
    'GET /v1/api/delivery': (request) =>
      typeof delivery === 'function' ? delivery(request) : { data: delivery },
    'POST /v1/api/stores/1/verifyquantity': async (request) => {
      verified.push(await request.clone().json());
      return verify(request);
    },
    'POST /v1/api/stores/1/placeOrder': async (request) => {
      placed.push({ key: request.headers.get('Idempotency-Key'), body: await request.clone().json() });
      return place(request);
    },
    ...extra,
  });
  const view = renderCheckoutRoute();
  return { ...view, placed, verified, calls: api.calls };
}

/** Opens the map (downloaded only when asked for) and pins the door on it. */
export async function pinOnMap() {
  fireEvent.click(await screen.findByRole('button', { name: 'Pin my door on the map' }));
  fireEvent.click(await screen.findByRole('button', { name: 'Pin my door here' }));
}

/** Writes the address, pins the door on the map, and gives a name and a phone number. */
export async function fillDetails() {
  fireEvent.change(await screen.findByLabelText('Address'), { target: { value: 'Hodan, near Tarabuunka' } });
  await pinOnMap();
  fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Hodan Ali' } });
  fireEvent.change(screen.getByLabelText('Phone number'), { target: { value: '061 234 5678' } });
}

export const placeOrder = () => fireEvent.click(screen.getByRole('button', { name: 'Place order' }));
