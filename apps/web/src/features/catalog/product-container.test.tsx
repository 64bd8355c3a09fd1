import { fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '../../test/render';
import type { AddToCartRequest, AddToCartResult } from '../../lib/add-to-cart';
import { ProductDetail } from './product-detail';
import { needsDetail } from './product-choices';
import { makeProduct } from '../../test/catalog-fixtures';

const addToCart = vi.hoisted(() => vi.fn<(request: AddToCartRequest) => Promise<AddToCartResult>>());
vi.mock('../../lib/add-to-cart', () => ({
  useAddToCart: () => addToCart,
  preloadAddToCart: () => {},
  provideAddToCartFlow: () => {},
}));

const water = makeProduct({
  name: 'Drinking water 20 L',
  selling_price: 1,
  unlimited_stock: true,
  options: [],
  addons: [],
  container: { name: '20 L jerrycan', deposit: 3 },
});

beforeEach(() => {
  addToCart.mockReset();
  addToCart.mockResolvedValue({ ok: true });
});

describe('a product in a returnable container', () => {
  it('opens its detail from a card, since the shopper must choose', () => {
    expect(needsDetail(water)).toBe(true);
  });

  it('requires exchange or a new container with its deposit, and sends the choice', async () => {
    renderWithRouter(<ProductDetail product={water} layout="page" />);
    expect(screen.getByText('Container: 20 L jerrycan')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /Add to Cart/ }));
    expect(
      await screen.findByText(
        'Choose whether you have an empty container to exchange or want a new one with a deposit.',
      ),
    ).toBeTruthy();
    expect(addToCart).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('radio', { name: 'New container (deposit $3.00 each)' }));
    fireEvent.click(screen.getByRole('button', { name: /Add to Cart/ }));
    await vi.waitFor(() => expect(addToCart).toHaveBeenCalledTimes(1));
    expect(addToCart.mock.calls[0]?.[0]).toMatchObject({ containerMode: 'new', quantity: 1 });
    expect(screen.getByRole('radio', { name: 'I have an empty to exchange' })).toBeTruthy();
  });
});
