import { CART_STORAGE_KEY } from '@suuq/shared/constants';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Reply } from '../../test/render';
import { anOrder, cartLine } from '../../test/cart-fixtures';
import { allMethods, fillDetails, PINNED, placeOrder, setup } from './checkout-test-kit';
import { CHECKOUT_ATTEMPT_STORAGE_KEY } from './idempotency-key';
import { ORDER_QUEUE_STORAGE_KEY, stopOrderQueue, type QueuedOrder } from './order-queue';

// Leaflet needs a real layout engine: a button stands in for the map (a tap pins the door); the real map is in the
// browser journeys.
vi.mock('../../components/map/address-map', async () => ({
  AddressMap: (await import('./checkout-test-kit')).PinnableMap,
}));

describe('checkout', () => {
  afterEach(() => {
    stopOrderQueue();
    sessionStorage.clear();
    // Back online for the next test (a failed request marks the app offline until then).
    window.dispatchEvent(new Event('online'));
  });

  it('shows the map, and downloads it, only when the shopper asks to pin the door on it', async () => {
    setup();
    await screen.findByLabelText('Address');
    // The map module is imported lazily by the map itself: not rendered means not downloaded.
    expect(screen.queryByRole('button', { name: 'Pin my door here' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Pin my door on the map' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Pin my door here' }));
    // Where the pin is, in words a shopper reads: never its raw coordinates.
    expect(await screen.findByText('Pin on the map.')).toBeTruthy();
    expect(screen.queryByText(new RegExp(PINNED.lat.toFixed(3)))).toBeNull();
  });

  it('offers the store’s delivery methods, delivery first, and the working payment methods', async () => {
    setup({ delivery: [{ ...allMethods[0]!, available: false }, allMethods[1]!, allMethods[2]!] });
    const delivery = await screen.findByRole('radio', { name: 'Delivery' });
    expect((delivery as HTMLInputElement).checked).toBe(true);
    // A method the store does not offer is not listed at all.
    expect(screen.queryByRole('radio', { name: /Dine in/ })).toBeNull();
    expect(screen.getAllByRole('radio', { name: /Delivery|Pickup|Dine in/ })).toHaveLength(2);
    const payment = screen.getByRole('radiogroup', { name: 'Payment' });
    expect(
      within(payment)
        .getAllByRole('radio')
        .map((radio) => (radio as HTMLInputElement).value),
    ).toEqual(['cash', 'bank_transfer']);
    expect(screen.getByText('Total before delivery', { selector: 'dt' })).toBeTruthy();
    expect(screen.getByText('$13.75', { selector: '.checkout-totals__total dd' })).toBeTruthy();
    // The same total beside Place order, in the bar a phone keeps at the bottom of the screen.
    const bar = screen.getByRole('button', { name: 'Place order' }).closest('.checkout__pay') as HTMLElement;
    expect(bar.textContent).toContain('Total before delivery $13.75');
  });

  it('shows the fee the server gives each method, and adds the chosen one to the total', async () => {
    setup({
      delivery: allMethods.map((method) => ({ ...method, fee: method.key === 'delivery' ? 1.5 : 0 })),
    });
    const delivery = await screen.findByRole('radio', { name: /Delivery/ });
    expect(delivery.closest('label')?.textContent).toContain('+ $1.50');
    expect(screen.getByRole('radio', { name: /Pickup/ }).closest('label')?.textContent).toContain('Free');
    expect(screen.getByText('$1.50', { selector: '.checkout-totals dd' })).toBeTruthy();
    expect(screen.queryByText('Total before delivery')).toBeNull();
    expect(screen.getByText('$15.25', { selector: '.checkout-totals__total dd' })).toBeTruthy();

    fireEvent.click(screen.getByRole('radio', { name: /Pickup/ }));
    expect(screen.queryByText('Delivery fee')).toBeNull();
    expect(screen.getByText('$13.75', { selector: '.checkout-totals__total dd' })).toBeTruthy();
  });

  it('says so when neither pickup nor delivery is available', async () => {
    setup({
      delivery: [
        allMethods[0]!,
        { ...allMethods[1]!, available: false },
        { ...allMethods[2]!, available: false },
      ],
    });
    expect(await screen.findByText('Pickup and Delivery is not available at the moment.')).toBeTruthy();
    expect((screen.getByRole('radio', { name: 'Dine in' }) as HTMLInputElement).checked).toBe(true);
    expect(screen.queryByLabelText('Address')).toBeNull();
  });

  it('asks for the missing details before anything is sent', async () => {
    const { placed, verified } = setup();
    await screen.findByRole('radio', { name: 'Delivery' });
    placeOrder();
    expect(await screen.findByText('Please enter your name.')).toBeTruthy();
    expect(screen.getByText('Please enter the delivery address.')).toBeTruthy();
    expect(
      screen.getByText(
        'Delivery needs the place of your door: pin it on the map, choose a saved address or use your phone’s location.',
      ),
    ).toBeTruthy();
    expect(screen.getByLabelText('Phone number').getAttribute('aria-invalid')).toBe('true');
    // The shopper is taken to the first field to fix, and the button says what is missing.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Address')));
    expect(
      screen.getByText('Please check: Address, Place on the map, Name, Phone number.', {
        selector: '[role="alert"]',
      }),
    ).toBeTruthy();
    expect(verified).toEqual([]);
    expect(placed).toEqual([]);
  });

  it('drops a message as soon as its field is put right, under the field and in the summary', async () => {
    setup();
    await screen.findByRole('radio', { name: 'Delivery' });
    placeOrder();
    expect(await screen.findByText('Please enter your name.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Hodan' } });
    expect(screen.queryByText('Please enter your name.')).toBeNull();
    expect(screen.getByLabelText('Name').getAttribute('aria-invalid')).not.toBe('true');
    expect(
      screen.getByText('Please check: Address, Place on the map, Phone number.', {
        selector: '[role="alert"]',
      }),
    ).toBeTruthy();
    // A change that is still wrong keeps its message.
    fireEvent.change(screen.getByLabelText('Phone number'), { target: { value: '12' } });
    expect(screen.getByLabelText('Phone number').getAttribute('aria-invalid')).toBe('true');
  });

  it('with only the phone wrong, focuses the phone and names only it', async () => {
    setup();
    await fillDetails();
    fireEvent.change(screen.getByLabelText('Phone number'), { target: { value: '12' } });
    placeOrder();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Phone number')));
    expect(screen.getByText('Please check: Phone number.')).toBeTruthy();
  });

  it('on a stock conflict shows the server’s words, marks the lines and can shorten them', async () => {
    const { placed } = setup({
      verify: () =>
        new Reply(409, {
          message: 'The selected quantity is greater than available quantity',
          errors: { items: [{ product_id: 3, variant_id: null, available: 1 }] },
        }),
    });
    await fillDetails();
    placeOrder();
    expect(await screen.findByText('The selected quantity is greater than available quantity')).toBeTruthy();
    const line = screen.getByText('Only 1 available').closest('li')!;
    expect(within(line).getByText('Rice with chicken')).toBeTruthy();
    expect(placed).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Change my cart to what is available' }));
    await waitFor(() =>
      expect(JSON.parse(localStorage.getItem(CART_STORAGE_KEY)!).cart.items[1]).toMatchObject({
        quantity: 1,
      }),
    );
    expect(screen.queryByText('Only 1 available')).toBeNull();
  });

  it('queues the order with its Idempotency-Key after a dropped connection, sends that key again, and opens the tracking page', async () => {
    let reachable = false;
    const { placed, verified } = setup({
      place: () => {
        if (!reachable) throw new Error('connection dropped');
        return new Reply(201, { data: anOrder() });
      },
    });
    await fillDetails();
    placeOrder();
    // Pending: kept on the phone with its key, the cart cleared, nothing placed twice.
    expect(await screen.findByText('Pending: not sent yet')).toBeTruthy();
    expect(screen.getByText('Your order is waiting for the network')).toBeTruthy();
    expect(verified).toHaveLength(1);
    const [queued] = JSON.parse(localStorage.getItem(ORDER_QUEUE_STORAGE_KEY)!) as QueuedOrder[];
    expect(queued).toMatchObject({ key: placed[0]!.key, storeId: 1, state: 'pending' });
    expect(queued!.body).toEqual(placed[0]!.body);
    expect(queued!.cart.items.map((item) => item.name)).toEqual([
      'Soft drink (330 ml can)',
      'Rice with chicken',
    ]);
    await waitFor(() => expect(JSON.parse(localStorage.getItem(CART_STORAGE_KEY)!).cart.items).toEqual([]));
    // The key belongs to the queued order now: the next checkout gets one of its own.
    expect(sessionStorage.getItem(CHECKOUT_ATTEMPT_STORAGE_KEY)).toBeNull();

    // The network returns: the queued order goes out with the same key and body, straight to placing.
    reachable = true;
    window.dispatchEvent(new Event('online'));
    const location = await screen.findByTestId('location');
    expect(location.textContent).toBe('/thankyou?order-number=K7QX-3M9D');
    expect(JSON.parse(location.dataset.state!)).toEqual({ orderNumber: 'K7QX-3M9D', placed: true });
    expect(verified).toHaveLength(1);
    // However many tries it took (the queue also tries at once, and again on every sign of a network), every one
    // carried the same key and body: the server makes one order of them.
    expect(placed.length).toBeGreaterThanOrEqual(2);
    expect(placed[0]!.key).toMatch(/^[0-9a-f]{32}$/);
    for (const attempt of placed) {
      expect(attempt.key).toBe(placed[0]!.key);
      expect(attempt.body).toEqual(placed[0]!.body);
    }
    expect(placed[0]!.body).toEqual({
      branch_id: 11,
      delivery_method: 'delivery',
      payment_method: 'cash',
      customer: { name: 'Hodan Ali', phone: '061 234 5678' },
      address: { line: 'Hodan, near Tarabuunka', ...PINNED },
      items: [
        { product_id: 17, variant_id: null, option_ids: [], addon_ids: [], quantity: 1 },
        { product_id: 3, variant_id: null, option_ids: [23, 25], addon_ids: [28], quantity: 2 },
      ],
    });
    // Settled: the queue is empty again.
    await waitFor(() => expect(localStorage.getItem(ORDER_QUEUE_STORAGE_KEY)).toBeNull());
  });

  it('keeps the queued order and its key across a reload, and sends it once when the page starts again', async () => {
    const { placed, unmount } = setup({
      place: () => {
        throw new Error('offline');
      },
    });
    await fillDetails();
    placeOrder();
    await screen.findByText('Pending: not sent yet');
    unmount();
    stopOrderQueue();

    const again = setup();
    await screen.findByTestId('location');
    expect(again.placed).toHaveLength(1);
    expect(again.placed[0]!.key).toBe(placed[0]!.key);
    expect(again.placed[0]!.body).toEqual(placed[0]!.body);
    await waitFor(() => expect(localStorage.getItem(ORDER_QUEUE_STORAGE_KEY)).toBeNull());
  });

  it('shows the server’s refusal word for word, and checks stock again next time', async () => {
    let minimum = true;
    const { verified } = setup({
      place: () =>
        minimum
          ? new Reply(422, {
              message: 'Select minimum order amount to proceed! USD 5.00',
              errors: { minimum: ['USD 5.00'] },
            })
          : new Reply(201, { data: anOrder() }),
    });
    await fillDetails();
    placeOrder();
    expect(await screen.findByText('Select minimum order amount to proceed! USD 5.00')).toBeTruthy();
    minimum = false;
    placeOrder();
    await screen.findByTestId('location');
    expect(verified).toHaveLength(2);
  });

  it('tells a shopper who arrives below the minimum why, how much more is needed, and the way back', async () => {
    setup({ items: [cartLine()] });
    expect(
      await screen.findByRole('heading', {
        level: 2,
        name: 'Your order is below Nasiib Restaurant’s minimum',
      }),
    ).toBeTruthy();
    expect(
      screen.getByText('Select minimum order amount to proceed! $5.00 Add $4.25 more to order.'),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Place order' })).toBeNull();
    fireEvent.click(screen.getByRole('link', { name: 'Add more from Nasiib Restaurant' }));
    expect((await screen.findByTestId('location')).textContent).toBe('/store/nasiib%20restaurant');
  });

  it('has nothing to check out with an empty cart', async () => {
    setup({ items: [] });
    expect(await screen.findByRole('heading', { level: 2, name: 'Your cart is empty' })).toBeTruthy();
    expect(
      screen.getByText('There is nothing to check out yet: add something from a store first.'),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go shopping' }).getAttribute('href')).toBe('/');
  });
});
