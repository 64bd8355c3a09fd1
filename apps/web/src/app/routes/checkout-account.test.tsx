import { CART_STORAGE_KEY } from '@suuq/shared/constants';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Address } from '@suuq/shared/accounts';
import { mockApi, renderWithRouter, Reply } from '../../test/render';
import { anOrder, cartLine, nasiib } from '../../test/cart-fixtures';
import { CHECKOUT_DETAILS_STORAGE_KEY } from '../../features/checkout/checkout-details';
import { CITY_CENTRE } from '@suuq/shared/saved-address';
import { customer, signedIn } from '../../features/account/account-test-kit';
import { PINNED, pinOnMap } from '../../features/checkout/checkout-test-kit';
import { CheckoutRoute } from './checkout-route';

vi.mock('../../components/map/address-map', async () => ({
  AddressMap: (await import('../../features/checkout/checkout-test-kit')).PinnableMap,
}));

const office: Address = {
  id: 4,
  label: 'Work',
  line: 'KM4, behind the bank',
  lat: 2.0401,
  lng: 45.3302,
  notes: null,
  last_used_at: '2026-03-02T09:00:00.000Z',
  created_at: '2026-01-01T09:00:00.000Z',
};
const home: Address = {
  ...office,
  id: 5,
  label: 'Home',
  line: 'Hodan, near Tarabuunka',
  ...CITY_CENTRE,
  notes: 'Blue gate',
  last_used_at: null,
  created_at: '2026-02-01T09:00:00.000Z',
};

function setup() {
  localStorage.setItem(
    CART_STORAGE_KEY,
    JSON.stringify({ cart: { items: [cartLine({ quantity: 8, stock: 10, total: 6 })], store: nasiib } }),
  );
  const placed: Record<string, unknown>[] = [];
  const addressSaves: Record<string, unknown>[] = [];
  let book = [home, office];
  mockApi({
    'GET /api/config': () => ({
      data: { ws_port: 6001, app_key: 'suuq', map_tile_url: '/tiles/{z}/{x}/{y}.png' },
    }),
    'POST /api/stores': () => ({ data: [nasiib] }),
    'GET /v1/api/delivery': () => ({ data: [{ key: 'delivery', name: 'Delivery', available: true }] }),
    'GET /api/user/get': () => ({ data: customer }),
    'GET /api/address/getall': () => ({ data: book }),
    'POST /api/address/save': async (request) => {
      const body = (await request.clone().json()) as Address;
      addressSaves.push(body);
      book = book.map((address) => (address.id === body.id ? { ...address, ...body } : address));
      return { data: book.find((address) => address.id === body.id) };
    },
    'POST /v1/api/stores/1/verifyquantity': () => ({ data: { available: true } }),
    'POST /v1/api/stores/1/placeOrder': async (request) => {
      placed.push(await request.clone().json());
      return new Reply(201, { data: anOrder() });
    },
  });
  renderWithRouter(<CheckoutRoute />, { path: '/checkout' });
  return { placed, addressSaves };
}

const value = (label: string) => (screen.getByLabelText(label, { exact: true }) as HTMLInputElement).value;

describe('checkout for a signed-in customer', () => {
  it('fills name, phone, email and the last used address, and sends that address’s id', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    signedIn();
    const { placed } = setup();
    await waitFor(() => expect(value('Name')).toBe('Hodan Ali'));
    expect(value('Phone number')).toBe('+252612345678');
    expect(value('Address')).toBe('KM4, behind the bank');
    const saved = screen.getByRole('group', { name: 'Your saved addresses' });
    expect((within(saved).getByRole('radio', { name: /Work/ }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByText('Pin on the map.')).toBeTruthy();
    expect(screen.queryByText(/2\.0401/)).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Place order' }));
    await waitFor(() => expect(placed).toHaveLength(1));
    expect(placed[0]).toMatchObject({
      customer: { name: 'Hodan Ali', phone: '+252612345678', email: 'hodan@example.so' },
      address: { line: 'KM4, behind the bank', lat: 2.0401, lng: 45.3302 },
      address_id: 4,
    });
  });

  it('switches to another saved address; a hand-written one needs a pin and is sent without an id', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    signedIn();
    const { placed } = setup();
    const saved = await screen.findByRole('group', { name: 'Your saved addresses' });
    fireEvent.click(within(saved).getByRole('radio', { name: /Home/ }));
    expect(value('Address')).toBe('Hodan, near Tarabuunka');
    expect(value('Directions for the driver (optional)')).toBe('Blue gate');
    // Saved without a pin: none is shown.
    expect(screen.queryByText(/45\.3\d{4}/)).toBeNull();

    fireEvent.change(screen.getByLabelText('Address', { exact: true }), {
      target: { value: 'Wadajir, by the school' },
    });
    expect(within(saved).queryByRole('radio', { checked: true })).toBeNull();
    // The saved address's directions do not follow the shopper to the address they typed.
    expect(value('Directions for the driver (optional)')).toBe('');
    // No pin, no guess: a written address alone does not say where the door is.
    fireEvent.click(screen.getByRole('button', { name: 'Place order' }));
    expect(await screen.findByText(/^Delivery needs the place of your door/)).toBeTruthy();
    expect(placed).toEqual([]);
    await pinOnMap();
    fireEvent.click(screen.getByRole('button', { name: 'Place order' }));
    await waitFor(() => expect(placed).toHaveLength(1));
    expect(placed[0]).toMatchObject({ address: { line: 'Wadajir, by the school', ...PINNED } });
    expect(placed[0]?.address_id).toBeUndefined();
  });

  it('asks for the pin of a saved address that has none, keeps it with the address, and delivers there', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    signedIn();
    const { placed, addressSaves } = setup();
    const saved = await screen.findByRole('group', { name: 'Your saved addresses' });
    const pinless = within(saved).getByRole('radio', { name: /Home/ });
    expect(pinless.closest('label')?.textContent).toContain('Needs a pin');
    fireEvent.click(pinless);
    // Asked, not refused: the map is open at once and the prompt names the address.
    expect(
      screen.getByText(/^“Home” was saved without its pin\. Tap the map where its door is/),
    ).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: 'Pin my door here' }));
    await waitFor(() => expect(addressSaves).toHaveLength(1));
    expect(addressSaves[0]).toMatchObject({
      id: 5,
      label: 'Home',
      line: 'Hodan, near Tarabuunka',
      ...PINNED,
    });
    expect(screen.queryByText(/was saved without its pin/)).toBeNull();
    await waitFor(() => expect(within(saved).queryByText('Needs a pin')).toBeNull());

    fireEvent.click(screen.getByRole('button', { name: 'Place order' }));
    await waitFor(() => expect(placed).toHaveLength(1));
    expect(placed[0]).toMatchObject({
      address: { line: 'Hodan, near Tarabuunka', ...PINNED },
      address_id: 5,
    });
  });

  it('never overwrites what the shopper already typed', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    localStorage.setItem(
      CHECKOUT_DETAILS_STORAGE_KEY,
      JSON.stringify({ name: 'Ayaan', phone: '0615550000', addressLine: 'Old place' }),
    );
    signedIn();
    setup();
    const name = await screen.findByLabelText('Name');
    fireEvent.change(name, { target: { value: 'Ayaan Farah' } });
    await waitFor(() => expect(value('Phone number')).toBe('+252612345678'));
    expect(value('Name')).toBe('Ayaan Farah');
  });

  it('asks nothing of a shopper who is not signed in', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    setup();
    expect(await screen.findByLabelText('Name')).toBeTruthy();
    expect(screen.queryByRole('group', { name: 'Your saved addresses' })).toBeNull();
    expect(value('Name')).toBe('');
  });
});
