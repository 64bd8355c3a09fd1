import { screen } from '@testing-library/react';
import { CART_STORAGE_KEY } from '@suuq/shared/constants';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DELIVERY_POINT_STORAGE_KEY } from '../../lib/delivery-options';
import { mockApi, renderWithRouter } from '../../test/render';
import { cartLine, nasiib } from '../../test/cart-fixtures';
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

  describe('asked for ahead', () => {
    const options = [{ key: 'delivery', name: 'Delivery', available: true, fee: 1 }];
    const deliveryRequests = (calls: Request[]) =>
      calls.filter((request) => new URL(request.url).pathname === '/v1/api/delivery');

    /**
     * The cart's modules as a page loads them: anew, so that nothing was restored or asked for before. `started`: the
     * store is the one the app started with in the browser (main.tsx names it), as on a page the server sent.
     */
    async function freshApp(items: unknown[], { started = false } = {}) {
      localStorage.setItem(
        CART_STORAGE_KEY,
        JSON.stringify({ cart: { items, store: items.length ? nasiib : null } }),
      );
      const { calls } = mockApi({ 'GET /v1/api/delivery': () => ({ data: options }) });
      vi.resetModules();
      const [{ makeStore, startedWith }, { deliveryOptionsApi }, { restoreCart }] = await Promise.all([
        import('../../lib/store'),
        import('../../lib/delivery-options'),
        import('./cart-persistence'),
      ]);
      const store = makeStore();
      if (started) startedWith(store);
      const kept = () =>
        deliveryOptionsApi.endpoints.getDeliveryOptions.select({ storeId: nasiib.id, lang: 'en' })(
          store.getState(),
        );
      return {
        calls,
        store,
        kept,
        restore: () => restoreCart(store),
        view: () => import('./cart-delivery-fee'),
      };
    }

    it('are the cart store’s options, asked for the moment the saved cart is restored', async () => {
      const app = await freshApp([cartLine()]);
      // The cart's view arrives with the page's files, before the restore has run.
      await app.view();
      expect(deliveryRequests(app.calls)).toEqual([]);
      await app.restore();
      await vi.waitFor(() => expect(app.kept().data).toEqual(options));
      expect(deliveryRequests(app.calls)).toHaveLength(1);
      expect(new URL(deliveryRequests(app.calls)[0]!.url).searchParams.get('store_id')).toBe(
        String(nasiib.id),
      );
    });

    it('are asked for at once when the cart was restored before the view arrived', async () => {
      const app = await freshApp([cartLine()]);
      await app.restore();
      await app.view();
      await vi.waitFor(() => expect(app.kept().data).toEqual(options));
      expect(deliveryRequests(app.calls)).toHaveLength(1);
    });

    it('are asked for as the view arrives on a page the app is taking over, before the cart is restored', async () => {
      const app = await freshApp([cartLine()], { started: true });
      await app.view();
      await vi.waitFor(() => expect(app.kept().data).toEqual(options));
      // Restored after the take-over: the answer is there already, and nothing is asked twice.
      await app.restore();
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(deliveryRequests(app.calls)).toHaveLength(1);
    });

    it('are not asked for with an empty cart', async () => {
      const app = await freshApp([], { started: true });
      await app.view();
      await app.restore();
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(deliveryRequests(app.calls)).toEqual([]);
      expect(app.kept().status).toBe('uninitialized');
    });
  });
});
