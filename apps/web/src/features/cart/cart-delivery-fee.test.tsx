import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DELIVERY_POINT_STORAGE_KEY } from '../../lib/delivery-options';
import { mockApi, renderWithRouter } from '../../test/render';
import { nasiib } from '../../test/cart-fixtures';
import { CartDeliveryFee } from './cart-delivery-fee';

const zone = { id: 1, name: 'Hodan', kind: 'radius' as const, fee: 2, active: true };

function serve(asked: (string | null)[]) {
  mockApi({
    'GET /v1/api/delivery': (request) => {
      const lat = new URL(request.url).searchParams.get('lat');
      asked.push(lat);
      return {
        data: [
          { key: 'pickup', name: 'Pickup', available: true, fee: 0 },
          lat === '2.1'
            ? { key: 'delivery', name: 'Delivery', available: false, fee: 0, reason: 'no' }
            : { key: 'delivery', name: 'Delivery', available: true, fee: lat ? 2.5 : 1, zone: 'Hodan' },
        ],
      };
    },
  });
}

describe('the cart’s delivery fee', () => {
  afterEach(() => localStorage.clear());

  it('is the store’s one fee when it has no zones', async () => {
    serve([]);
    renderWithRouter(<CartDeliveryFee store={nasiib} />);
    expect(await screen.findByText('Delivery: $1.00')).toBeTruthy();
  });

  it('with zones, waits for an address, and prices the last one this phone delivered to', async () => {
    const asked: (string | null)[] = [];
    serve(asked);
    const view = renderWithRouter(<CartDeliveryFee store={{ ...nasiib, zones: [zone] }} />);
    expect(
      await screen.findByText('The delivery fee depends on your address; you see it at checkout.'),
    ).toBeTruthy();
    view.unmount();

    localStorage.setItem(DELIVERY_POINT_STORAGE_KEY, JSON.stringify({ lat: 2.04, lng: 45.33 }));
    const again = renderWithRouter(<CartDeliveryFee store={{ ...nasiib, zones: [zone] }} />);
    expect(await screen.findByText('Delivery to your last address: $2.50')).toBeTruthy();
    expect(asked).toContain('2.04');
    again.unmount();

    localStorage.setItem(DELIVERY_POINT_STORAGE_KEY, JSON.stringify({ lat: 2.1, lng: 45.33 }));
    renderWithRouter(<CartDeliveryFee store={{ ...nasiib, zones: [zone] }} />);
    expect(await screen.findByText(/The store does not deliver to your last address/)).toBeTruthy();
  });
});
