import { describe, expect, it } from 'vitest';
import { cartLine, nasiib } from '../../test/cart-fixtures';
import { buildPlaceOrderRequest, type PlaceOrderInput } from './build-place-order-request';

const details = {
  name: '  Hodan Cali ',
  phone: ' +252 61 234 5678 ',
  email: ' ',
  addressLine: ' Maka Al Mukarama Rd 12 ',
  addressNotes: ' Blue gate ',
  notes: '',
};

function input(overrides: Partial<PlaceOrderInput> = {}): PlaceOrderInput {
  return {
    cart: { items: [cartLine()], store: nasiib },
    details,
    delivery: { method: 'delivery' },
    payment: 'cash',
    ...overrides,
  };
}

describe('buildPlaceOrderRequest', () => {
  it('sends trimmed contact details and leaves empty optional words out', () => {
    const body = buildPlaceOrderRequest(input());
    expect(body.customer).toEqual({ name: 'Hodan Cali', phone: '+252 61 234 5678', email: undefined });
    expect(body.notes).toBeUndefined();
    expect(body.branch_id).toBe(nasiib.branch_id);
    expect(body.payment_method).toBe('cash');
  });

  it('places a delivery at the pin, and never guesses a point when nothing is pinned', () => {
    const pinned = buildPlaceOrderRequest(
      input({ delivery: { method: 'delivery', pin: { lat: 2.05, lng: 45.3 } } }),
    );
    expect(pinned.address).toEqual({
      line: 'Maka Al Mukarama Rd 12',
      lat: 2.05,
      lng: 45.3,
      notes: 'Blue gate',
    });
    // The store's own location would price the wrong place: no point is sent rather than a guess.
    const unpinned = JSON.parse(JSON.stringify(buildPlaceOrderRequest(input()))) as typeof pinned;
    expect(unpinned.address).toEqual({ line: 'Maka Al Mukarama Rd 12', notes: 'Blue gate' });
  });

  it('sends the chosen slot, and nothing for as soon as possible', () => {
    const start = '2026-11-26T10:00:00+03:00';
    expect(buildPlaceOrderRequest(input({ scheduledFor: start }))).toMatchObject({ scheduled_for: start });
    expect(buildPlaceOrderRequest(input())).not.toHaveProperty('scheduled_for');
  });

  it('names the saved address of a delivery, and no address at all for pickup', () => {
    expect(buildPlaceOrderRequest(input({ delivery: { method: 'delivery', addressId: 7 } })).address_id).toBe(
      7,
    );
    const pickup = buildPlaceOrderRequest(input({ delivery: { method: 'pickup', addressId: 7 } }));
    expect(pickup.address).toBeUndefined();
    expect(pickup.address_id).toBeUndefined();
    expect(pickup.delivery_method).toBe('pickup');
  });

  it('sends every line with its variant, options, addons and quantity', () => {
    const line = cartLine({
      quantity: 3,
      variant: { id: 4, name: 'Large' } as never,
      option: [{ id: 11, item: 'Spicy' }] as never,
      addons: [
        { id: 21, item: 'Banana' },
        { id: 22, item: 'Salad' },
      ] as never,
    });
    const body = buildPlaceOrderRequest(input({ cart: { items: [line], store: nasiib } }));
    expect(body.items).toEqual([
      { product_id: line.productId, variant_id: 4, option_ids: [11], addon_ids: [21, 22], quantity: 3 },
    ]);
  });

  it('sends the wallet’s number in the wallets’ form with mobile money, and no number with any other method', () => {
    const evc = buildPlaceOrderRequest(input({ payment: 'evc_plus', payerPhone: ' 061 234 5678 ' }));
    expect(evc).toMatchObject({ payment_method: 'evc_plus', payer_phone: '252612345678' });
    const cash = buildPlaceOrderRequest(input({ payment: 'cash', payerPhone: '0612345678' }));
    expect(cash).not.toHaveProperty('payer_phone');
  });

  it('sends a number that does not read as Somali as typed, so the store can name the field', () => {
    const body = buildPlaceOrderRequest(input({ payment: 'zaad', payerPhone: ' 12345 ' }));
    expect(body.payer_phone).toBe('12345');
  });

  it('sends each container line’s choice, exchange or new, and nothing for other products', () => {
    const water = { name: '20 L jerrycan', deposit: 3 };
    const body = buildPlaceOrderRequest(
      input({
        cart: {
          items: [
            cartLine({ id: 1, container: { ...water, mode: 'exchange' } }),
            cartLine({ id: 2, container: { ...water, mode: 'new' } }),
            cartLine({ id: 3 }),
          ],
          store: nasiib,
        },
      }),
    );
    expect(body.items.map((item) => item.container_mode)).toEqual(['exchange', 'new', undefined]);
    expect(body.items[2]).not.toHaveProperty('container_mode');
  });
});
