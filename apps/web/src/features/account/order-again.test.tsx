import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Product } from '@suuq/shared/catalog';
import type { Order } from '@suuq/shared/orders';
import { mockApi } from '../../test/render';
import { anOrder, gasRefill, nasiib, riceWithChicken, softDrink } from '../../test/cart-fixtures';
import { unmountOverlays } from '../../components/overlays/overlays';
import type { AddToCartRequest, AddToCartResult } from '../../lib/add-to-cart';
import { orderAgain } from './order-again';
import { OrderHistoryPage } from './order-history-page';
import { renderAt, signedIn } from './account-test-kit';

type Item = Order['items'][number];

const riceLine: Item = {
  product_id: 3,
  variant_id: null,
  name: 'Rice with chicken',
  image: '/images/products/plate.svg',
  quantity: 2,
  unit_price: 4.5,
  option_price: 0.5,
  addon_price: 1.5,
  total: 13,
  options: [
    { id: 23, group: 'Choose your rice', item: 'Basmati rice', price: 0.5 },
    { id: 25, group: 'Spice level', item: 'Mild', price: 0 },
  ],
  addons: [{ id: 28, group: 'Extras', item: 'Extra meat', price: 1.5 }],
};
const drinkLine: Item = {
  ...riceLine,
  product_id: 17,
  name: 'Soft drink (330 ml can)',
  quantity: 5,
  unit_price: 0.75,
  option_price: 0,
  addon_price: 0,
  total: 3.75,
  options: [],
  addons: [],
};
const gasLine: Item = {
  ...drinkLine,
  product_id: 170,
  variant_id: 23,
  name: 'Cooking gas refill',
  quantity: 1,
};

function cart(result: (request: AddToCartRequest) => AddToCartResult = () => ({ ok: true })) {
  const requests: AddToCartRequest[] = [];
  const add = vi.fn(async (request: AddToCartRequest) => {
    requests.push(request);
    return result(request);
  });
  return { add, requests };
}

const order = (items: Item[]) => anOrder({ items });

describe('order again', () => {
  it('adds each line with its variant, options and addons, as many as ordered', async () => {
    const { add, requests } = cart();
    const result = await orderAgain(order([riceLine, gasLine]), [riceWithChicken, gasRefill], add, 'en');
    expect(result).toEqual({
      kind: 'done',
      currency: 'USD',
      lines: [
        { kind: 'added', name: 'Rice with chicken', quantity: 2 },
        { kind: 'added', name: 'Cooking gas refill', quantity: 1, price: { was: 0.75, now: 12 } },
      ],
    });
    expect(requests[0]).toEqual({
      product: riceWithChicken,
      variant: undefined,
      optionIds: [23, 25],
      addonIds: [28],
      quantity: 2,
      mode: 'set',
    });
    expect(requests[1]?.variant?.id).toBe(23);
  });

  it('tells when today’s price differs, per item', async () => {
    const { add } = cart();
    const dearer: Product = { ...softDrink, selling_price: 1, stock: 10 };
    const result = await orderAgain(order([drinkLine]), [dearer], add, 'en');
    expect(result).toMatchObject({ lines: [{ kind: 'added', price: { was: 0.75, now: 1 } }] });
  });

  it('adds what is left when there is less stock than ordered', async () => {
    const { add, requests } = cart();
    const result = await orderAgain(order([drinkLine]), [softDrink], add, 'en');
    expect(requests[0]?.quantity).toBe(3);
    expect(result).toMatchObject({ lines: [{ kind: 'partial', quantity: 3, ordered: 5 }] });
  });

  it('skips what is sold out, no longer sold, or whose choices changed, and says which', async () => {
    const { add } = cart();
    const noMild: Product = {
      ...riceWithChicken,
      options: riceWithChicken.options.map((group) =>
        group.key === 'spice'
          ? { ...group, children: group.children.filter((child) => child.id !== 25) }
          : group,
      ),
    };
    const result = await orderAgain(
      order([riceLine, { ...drinkLine, product_id: 99, name: 'Camel milk' }, { ...gasLine, variant_id: 24 }]),
      [noMild, gasRefill],
      add,
      'en',
    );
    expect(result).toMatchObject({
      lines: [
        { kind: 'changed', name: 'Rice with chicken', slug: 'rice-with-chicken' },
        { kind: 'gone', name: 'Camel milk' },
        { kind: 'soldOut', name: 'Cooking gas refill' },
      ],
    });
    expect(add).not.toHaveBeenCalled();
  });

  it('treats a line missing a choice that is required today as changed', async () => {
    const { add } = cart();
    const result = await orderAgain(
      order([{ ...riceLine, options: [riceLine.options[0]!] }]),
      [riceWithChicken],
      add,
      'en',
    );
    expect(result).toMatchObject({ lines: [{ kind: 'changed' }] });
  });

  it('stops when the shopper keeps a cart of another store', async () => {
    const { add } = cart(() => ({
      ok: false,
      message: 'Items from different stores cannot be combined in the cart. Do you want to empty your cart?',
    }));
    expect(await orderAgain(order([drinkLine, riceLine]), [softDrink, riceWithChicken], add, 'en')).toEqual({
      kind: 'kept',
    });
    expect(add).toHaveBeenCalledTimes(1);
  });

  it('reports the cart’s own refusal of a line', async () => {
    const { add } = cart(() => ({ ok: false, message: 'Quantity not available. Maximum stock: 1' }));
    expect(await orderAgain(order([riceLine]), [riceWithChicken], add, 'en')).toMatchObject({
      lines: [{ kind: 'refused', message: 'Quantity not available. Maximum stock: 1' }],
    });
  });
});

describe('order history', () => {
  afterEach(() => act(() => unmountOverlays()));

  function setup({ total = 1, products = [riceWithChicken, softDrink] } = {}) {
    signedIn();
    const pages: string[] = [];
    const first = anOrder({ order_number: 'K7QX-3M9D', items: [riceLine, drinkLine], total: 17.75 });
    const older = anOrder({
      order_number: 'B2CD-4EFG',
      status: 'delivered',
      created_at: '2026-02-01T09:00:00.000Z',
    });
    mockApi({
      'GET /api/user/orders': (request) => {
        const page = new URL(request.url).searchParams.get('page') ?? '1';
        pages.push(page);
        return { data: page === '1' ? [first] : [older], meta: { page: Number(page), per_page: 10, total } };
      },
      'POST /api/stores': () => ({ data: [nasiib] }),
      'POST /api/stores/products': () => ({
        data: { categories: [], products },
        meta: { page: 1, per_page: 100, total: products.length },
      }),
    });
    const view = renderAt(<OrderHistoryPage />, '/order-history');
    return { ...view, pages };
  }

  it('lists the orders with status, store, items and total, each opening its tracking page', async () => {
    setup();
    const card = await screen.findByRole('article', { name: 'K7QX-3M9D' });
    expect(within(card).getByText('Order Sent')).toBeTruthy();
    expect(within(card).getByText(/Nasiib Restaurant/)).toBeTruthy();
    expect(within(card).getByText('2 × Rice with chicken')).toBeTruthy();
    expect(within(card).getByText('7 items · $17.75')).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'Track order' }).getAttribute('href')).toBe(
      '/thankyou?order-number=K7QX-3M9D',
    );
  });

  it('pages through older orders', async () => {
    const { pages } = setup({ total: 11 });
    await screen.findByRole('article', { name: 'K7QX-3M9D' });
    expect(screen.getByText('Page 1 of 2')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Newer' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Older' }));
    const older = await screen.findByRole('article', { name: 'B2CD-4EFG' });
    expect(within(older).getByText('Delivered')).toBeTruthy();
    expect(pages).toContain('2');
  });

  it('refills the cart with today’s stock and tells what could not be added', async () => {
    const { store } = setup();
    const card = await screen.findByRole('article', { name: 'K7QX-3M9D' });
    fireEvent.click(within(card).getByRole('button', { name: 'Order again' }));

    expect(await within(card).findByText("Added to your cart at today's prices:")).toBeTruthy();
    const report = within(card).getByRole('status');
    expect(within(report).getByText('2 × Rice with chicken')).toBeTruthy();
    expect(within(report).getByText('Soft drink (330 ml can): only 3 of 5 left, 3 added.')).toBeTruthy();
    expect(within(report).getByRole('link', { name: 'Open the cart' }).getAttribute('href')).toBe('/cart');
    await waitFor(() =>
      expect((store.getState().cart?.items ?? []).map((line) => [line.name, line.quantity])).toEqual([
        ['Rice with chicken', 2],
        ['Soft drink (330 ml can)', 3],
      ]),
    );
  });

  it('says so when today’s stock cannot be checked', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    signedIn();
    mockApi({
      'GET /api/user/orders': () => ({ data: [anOrder()], meta: { page: 1, per_page: 10, total: 1 } }),
      'POST /api/stores/products': () => {
        throw new Error('offline');
      },
    });
    renderAt(<OrderHistoryPage />, '/order-history');
    fireEvent.click(await screen.findByRole('button', { name: 'Order again' }));
    expect(
      await screen.findByText(
        "Today's stock and prices could not be checked. Check your connection and try again.",
      ),
    ).toBeTruthy();
  });

  it('invites a customer without orders to start shopping', async () => {
    signedIn();
    mockApi({ 'GET /api/user/orders': () => ({ data: [], meta: { page: 1, per_page: 10, total: 0 } }) });
    renderAt(<OrderHistoryPage />, '/order-history');
    expect(await screen.findByText('You have not ordered anything yet.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Start shopping' }).getAttribute('href')).toBe('/');
  });
});
