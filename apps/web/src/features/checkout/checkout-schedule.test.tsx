import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { nasiib } from '../../test/cart-fixtures';
import { storeDay } from '../../lib/store-time';
import { allMethods, fillDetails, PINNED, placeOrder, setup } from './checkout-test-kit';
import { stopOrderQueue } from './order-queue';

vi.mock('../../components/map/address-map', async () => ({
  AddressMap: (await import('./checkout-test-kit')).PinnableMap,
}));

const closedForLater = { ...nasiib, is_open: false, accepts_scheduled: true };
const tomorrow = storeDay(new Date(Date.now() + 86_400_000), 'Africa/Mogadishu');
const slots = [
  { start: `${tomorrow}T10:00:00+03:00`, end: `${tomorrow}T10:30:00+03:00`, capacity: 4, remaining: 0 },
  { start: `${tomorrow}T10:30:00+03:00`, end: `${tomorrow}T11:00:00+03:00`, capacity: 4, remaining: 3 },
];
const withSlots = { 'GET /v1/api/stores/1/slots': () => ({ data: slots }) };

const radio = (name: RegExp | string) => screen.getByRole('radio', { name }) as HTMLInputElement;

describe('checkout: when and where', () => {
  afterEach(() => {
    stopOrderQueue();
    sessionStorage.clear();
    localStorage.clear();
  });

  it('a closed store takes orders for a slot only: full slots are shown but not choosable', async () => {
    const { placed } = setup({ store: closedForLater, extra: withSlots });
    expect(await screen.findByText(/^Nasiib Restaurant is closed now\./)).toBeTruthy();
    expect(
      screen.getByText('You can still order now for a time when it is open: choose the time below.'),
    ).toBeTruthy();
    await waitFor(() => expect(radio(/As soon as possible/).disabled).toBe(true));
    expect(radio('At a later time').checked).toBe(true);
    expect(await screen.findByRole('button', { name: 'Tomorrow', pressed: true })).toBeTruthy();
    expect(radio(/10:00–10:30/).disabled).toBe(true);
    expect(radio(/10:00–10:30/).closest('label')?.textContent).toContain('Full');

    await fillDetails();
    placeOrder();
    expect(await screen.findByText('Please choose a time for your order.')).toBeTruthy();
    expect(placed).toEqual([]);

    fireEvent.click(radio(/10:30–11:00/));
    placeOrder();
    await screen.findByTestId('location');
    expect(placed[0]!.body).toMatchObject({ scheduled_for: slots[1]!.start });
  });

  it('a closed store that takes no orders for later says when it opens, and offers no form to fill', async () => {
    const opening = `${tomorrow}T08:00:00+03:00`;
    const { placed } = setup({
      store: { ...nasiib, is_open: false, accepts_scheduled: false, next_opening: opening },
    });
    expect(
      await screen.findByText('Nasiib Restaurant is closed now. It opens again: Tomorrow, 08:00.'),
    ).toBeTruthy();
    expect(screen.getByText(/nothing can be ordered until it opens/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Place order' })).toBeNull();
    expect(screen.queryByLabelText('Name')).toBeNull();
    fireEvent.click(screen.getByRole('link', { name: 'Back to Nasiib Restaurant' }));
    expect((await screen.findByTestId('location')).textContent).toBe('/store/nasiib%20restaurant');
    expect(placed).toEqual([]);
  });

  it('an open store offers as soon as possible first, and sends no slot for it', async () => {
    const { placed } = setup({ store: { ...nasiib, accepts_scheduled: true }, extra: withSlots });
    await waitFor(() => expect(radio('As soon as possible').checked).toBe(true));
    await fillDetails();
    placeOrder();
    await screen.findByTestId('location');
    expect(placed[0]!.body).not.toHaveProperty('scheduled_for');
  });

  it('prices delivery at the pinned point, with its zone, and adds that fee', async () => {
    const asked: (string | null)[] = [];
    setup({
      store: { ...nasiib, zones: [{ id: 1, name: 'Hodan', kind: 'radius', fee: 2.5, active: true }] },
      delivery: (request) => {
        const lat = new URL(request.url).searchParams.get('lat');
        asked.push(lat);
        return {
          data: allMethods.map((method) =>
            method.key !== 'delivery'
              ? { ...method, fee: 0 }
              : lat
                ? { ...method, fee: 2.5, zone: 'Hodan' }
                : { ...method, fee: 1 },
          ),
        };
      },
    });
    expect(await screen.findByText('Shown once we know where to deliver.')).toBeTruthy();
    // One word about the fee until the door is pinned: not the store's general $1.00 beside Delivery as well.
    expect(radio(/Delivery/).closest('label')?.textContent).toBe('Delivery');
    expect(screen.queryByText('+ $1.00')).toBeNull();
    await fillDetails();
    expect(await screen.findByText('Delivery zone Hodan: $2.50')).toBeTruthy();
    expect(radio(/Delivery/).closest('label')?.textContent).toBe('Delivery+ $2.50');
    expect(asked).toContain(String(PINNED.lat));
    expect(screen.getByText('$2.50', { selector: '.checkout-totals dd' })).toBeTruthy();
    expect(screen.getByText('$16.25', { selector: '.checkout-totals__total dd' })).toBeTruthy();
  });

  it('a zone’s minimum replaces the store’s for a delivery there', async () => {
    setup({
      store: { ...nasiib, zones: [{ id: 1, name: 'Far', kind: 'radius', fee: 3, active: true }] },
      delivery: (request) => ({
        data: allMethods.map((method) =>
          method.key === 'delivery' && new URL(request.url).searchParams.has('lat')
            ? { ...method, fee: 3, zone: 'Far', min_order_amount: 20 }
            : { ...method, fee: 0 },
        ),
      }),
    });
    await fillDetails();
    expect(
      await screen.findByText('Select minimum order amount to proceed! $20.00 Add $6.25 more to order.'),
    ).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Place order' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(radio(/Pickup/));
    expect(screen.queryByText(/Select minimum order amount to proceed!/)).toBeNull();
  });

  it('outside every zone refuses delivery there and offers pickup, and the pin can move', async () => {
    const { placed } = setup({
      store: { ...nasiib, zones: [{ id: 1, name: 'Hodan', kind: 'radius', fee: 2.5, active: true }] },
      delivery: (request) => {
        const pinned = new URL(request.url).searchParams.has('lat');
        return {
          data: allMethods.map((method) =>
            method.key === 'delivery' && pinned
              ? { ...method, fee: 0, available: false, reason: 'Delivery is not available at this address.' }
              : { ...method, fee: method.key === 'delivery' ? 1 : 0 },
          ),
        };
      },
    });
    await fillDetails();
    expect(
      await screen.findByText(
        'Delivery is not available at this address. Choose pickup, or pin another address.',
      ),
    ).toBeTruthy();
    expect(radio(/Delivery/).disabled).toBe(true);
    expect(radio(/Delivery/).closest('label')?.textContent).toContain('not at this address');
    expect(radio(/Pickup/).checked).toBe(true);
    // The address stays, so the shopper can pin another place.
    expect(screen.getByRole('button', { name: 'Pin my door here' })).toBeTruthy();
    placeOrder();
    await screen.findByTestId('location');
    expect(placed[0]!.body).toMatchObject({ delivery_method: 'pickup' });
    expect(placed[0]!.body).not.toHaveProperty('address');
  });
});
