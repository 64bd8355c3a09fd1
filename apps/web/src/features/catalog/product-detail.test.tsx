import { act, fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../lib/i18n';
import { renderWithRouter } from '../../test/render';
import type { AddToCartRequest, AddToCartResult } from '../../lib/add-to-cart';
import { ProductDetail } from './product-detail';
import { ProductCard } from './product-card';
import { ProductModal } from './product-modal';
import { makeGroup, makeProduct, makeVariant } from '../../test/catalog-fixtures';

const addToCart = vi.hoisted(() => vi.fn<(request: AddToCartRequest) => Promise<AddToCartResult>>());
vi.mock('../../lib/add-to-cart', () => ({
  useAddToCart: () => addToCart,
  preloadAddToCart: () => {},
  provideAddToCartFlow: () => {},
}));

const extras = makeGroup({
  key: 'extras',
  title: 'Extras',
  limit: 2,
  required: false,
  children: [
    { id: 7, item: 'Banana', price: 0.25 },
    { id: 8, item: 'Extra meat', price: 1.5 },
    { id: 9, item: 'Sambuusa', price: 0.3 },
  ],
});
const plate = makeProduct({
  name: 'Rice with goat meat',
  tagline: 'Most popular',
  selling_price: 5.5,
  unlimited_stock: true,
  stock: 100,
  options: [makeGroup()],
  addons: [extras],
});
const gas = makeProduct({
  name: 'Cooking gas refill',
  has_variant: true,
  selling_price: 12,
  stock: 43,
  childrens: [
    makeVariant({ id: 11, name: '6 kg refill', selling_price: 12, stock: 40 }),
    makeVariant({ id: 13, name: '13 kg refill', selling_price: 25, stock: 3 }),
  ],
});

const addButton = () => screen.getByRole('button', { name: /Add to Cart/ });
const alert = () => screen.getByRole('alert');

beforeEach(() => {
  addToCart.mockReset();
  addToCart.mockResolvedValue({ ok: true });
});

describe('ProductDetail', () => {
  it('shows the name, tagline, price and no count for unlimited stock', () => {
    renderWithRouter(<ProductDetail product={plate} layout="page" />);
    expect(screen.getByRole('heading', { level: 1, name: 'Rice with goat meat' })).toBeTruthy();
    expect(screen.getByText('Most popular')).toBeTruthy();
    expect(screen.getAllByText('$5.50').length).toBeGreaterThan(0);
    expect(screen.queryByText(/in stock/)).toBeNull();
  });

  it('brings the group still to choose into view and focus when adding is refused', async () => {
    const scrolled = vi.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(() => {});
    renderWithRouter(<ProductModal product={plate} onClose={() => {}} />);
    await act(async () => fireEvent.click(addButton()));
    const group = screen.getByRole('group', { name: /Choose your rice/ });
    expect(scrolled).toHaveBeenCalledTimes(1);
    expect(scrolled.mock.contexts[0]).toBe(group);
    expect(group.contains(document.activeElement)).toBe(true);
    scrolled.mockRestore();
  });

  it('asks for each required option before adding, in the spec words', async () => {
    renderWithRouter(<ProductDetail product={plate} layout="page" />);
    await act(async () => fireEvent.click(addButton()));
    expect(alert().textContent).toBe('Please make a choice for “Choose your rice”.');
    expect(addToCart).not.toHaveBeenCalled();

    fireEvent.click(screen.getByLabelText(/Basmati rice/));
    expect(alert().textContent).toBe('');
  });

  it('lets at most the group limit of addons be ticked, and says so', () => {
    renderWithRouter(<ProductDetail product={plate} layout="page" />);
    const group = screen.getByRole('group', { name: /Extras/ });
    expect(within(group).getByText('Choose up to 2')).toBeTruthy();
    fireEvent.click(within(group).getByLabelText(/Banana/));
    fireEvent.click(within(group).getByLabelText(/Extra meat/));
    expect(within(group).getByLabelText(/Sambuusa/)).toHaveProperty('disabled', true);
    expect(within(group).getByText('You can choose up to 2 in “Extras”.')).toBeTruthy();
    fireEvent.click(within(group).getByLabelText(/Banana/));
    expect(within(group).getByLabelText(/Sambuusa/)).toHaveProperty('disabled', false);
  });

  it("shows the live line price, adds the chosen line on top of the cart's, and starts again at one", async () => {
    const onAdded = vi.fn();
    renderWithRouter(<ProductDetail product={plate} layout="modal" onAdded={onAdded} />);
    fireEvent.click(screen.getByLabelText(/Basmati rice/));
    fireEvent.click(screen.getByLabelText(/Extra meat/));
    fireEvent.click(screen.getByRole('button', { name: 'One more' }));
    // (5.50 + 0.50 + 1.50) × 2
    expect(addButton().textContent).toContain('$15.00');

    await act(async () => fireEvent.click(addButton()));
    expect(addToCart).toHaveBeenCalledWith({
      product: plate,
      variant: undefined,
      optionIds: [2],
      addonIds: [8],
      quantity: 2,
      mode: 'increment',
    });
    expect(onAdded).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('status').textContent).toBe('1');
  });

  it('asks for a variant, then prices and stocks by the chosen one', async () => {
    renderWithRouter(<ProductDetail product={gas} layout="page" />);
    expect(screen.getByText('43 in stock')).toBeTruthy();
    await act(async () => fireEvent.click(addButton()));
    expect(alert().textContent).toBe('Please select a variant.');

    fireEvent.click(screen.getByLabelText(/13 kg refill/));
    expect(screen.getByText('3 in stock')).toBeTruthy();
    expect(addButton().textContent).toContain('$25.00');
    expect(alert().textContent).toBe('');

    await act(async () => fireEvent.click(addButton()));
    expect(addToCart).toHaveBeenCalledWith(
      expect.objectContaining({ variant: gas.childrens[1], quantity: 1, mode: 'increment' }),
    );
  });

  it('names the variant group in plain words, with a hint under it, and keeps the spec message', async () => {
    renderWithRouter(<ProductDetail product={gas} layout="page" />);
    const group = screen.getByRole('group', { name: /Choose a size or kind/ });
    expect(
      within(group).getByText('Each size or kind has its own price: pick the one you want.'),
    ).toBeTruthy();
    await act(async () => fireEvent.click(addButton()));
    expect(alert().textContent).toBe('Please select a variant.');
  });

  it('refuses a quantity beyond stock with the spec message', () => {
    renderWithRouter(<ProductDetail product={gas} layout="page" />);
    fireEvent.click(screen.getByLabelText(/13 kg refill/));
    const more = screen.getByRole('button', { name: 'One more' });
    fireEvent.click(more);
    fireEvent.click(more);
    fireEvent.click(more);
    expect(screen.getByRole('status').textContent).toBe('3');
    expect(alert().textContent).toBe('Quantity not available. Maximum stock: 3');
  });

  it('has no stepper for a product without stock, says it is not available, and refuses to add it', async () => {
    renderWithRouter(<ProductDetail product={makeProduct({ stock: 0 })} layout="page" />);
    expect(screen.getByText('This product is not available')).toBeTruthy();
    expect(screen.queryByRole('group', { name: 'Quantity' })).toBeNull();
    await act(async () => fireEvent.click(addButton()));
    expect(alert().textContent).toBe('Item is out of stock.');
    expect(addToCart).not.toHaveBeenCalled();
  });

  it('shows what the cart refused', async () => {
    addToCart.mockResolvedValue({ ok: false, message: 'Quantity not available. Maximum stock: 40' });
    renderWithRouter(<ProductDetail product={makeProduct()} layout="page" />);
    await act(async () => fireEvent.click(addButton()));
    expect(alert().textContent).toBe('Quantity not available. Maximum stock: 40');
  });

  it('speaks Somali', async () => {
    await changeLanguage('so');
    renderWithRouter(<ProductDetail product={gas} layout="page" />);
    await screen.findByRole('button', { name: /Ku dar dambiisha/ });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: /Ku dar dambiisha/ })));
    expect(alert().textContent).toBe('Fadlan dooro nooca.');
    expect(screen.getByText('43 ayaa kaydka ku jira')).toBeTruthy();
  });
});

describe('ProductCard', () => {
  it('offers no add button on a sold-out product, and says it is sold out', async () => {
    renderWithRouter(<ProductCard product={makeProduct({ name: 'Water', stock: 0 })} />);
    expect(await screen.findByText('Out of stock')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Add Water|Choose options for Water/ })).toBeNull();
  });

  it('in a closed store says when it opens instead of adding, or takes the order for later', async () => {
    const product = makeProduct({ name: 'Tea' });
    const { unmount } = renderWithRouter(
      <ProductCard product={product} closed={{ later: false, opens: 'Opens tomorrow at 08:00' }} />,
    );
    expect(await screen.findByText('Opens tomorrow at 08:00')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add Tea to the cart' })).toBeNull();
    unmount();
    renderWithRouter(<ProductCard product={product} closed={{ later: true }} />);
    expect(await screen.findByText('Closed now: order for later')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add Tea to the cart' })).toBeTruthy();
  });

  it('prices a product sold in sizes from its cheapest size', async () => {
    const water = makeProduct({
      name: 'Water',
      has_variant: true,
      selling_price: 0,
      childrens: [
        makeVariant({ id: 21, name: '5 litres', selling_price: 1.25 }),
        makeVariant({ id: 22, name: '500 ml', selling_price: 0.35 }),
      ],
    });
    renderWithRouter(<ProductCard product={water} />);
    expect(await screen.findByText('From $0.35')).toBeTruthy();
    expect(screen.queryByText('$0.00')).toBeNull();
  });

  it('prices a simple product as it is, and says "From" in Somali', async () => {
    renderWithRouter(<ProductCard product={makeProduct({ selling_price: 2.5 })} />);
    expect(screen.getByText('$2.50')).toBeTruthy();
    await changeLanguage('so');
    renderWithRouter(<ProductCard product={gas} />);
    expect(await screen.findByText('Laga bilaabo $12.00')).toBeTruthy();
  });
});

describe('ProductModal', () => {
  it('is a labelled dialog that locks page scroll, keeps focus inside and closes on Escape', () => {
    const onClose = vi.fn();
    renderWithRouter(<ProductModal product={plate} onClose={onClose} />);
    const dialog = screen.getByRole('dialog', { name: 'Rice with goat meat' });
    expect(dialog.closest('.product-modal')).not.toBeNull();
    expect(document.body.style.overflow).toBe('hidden');
    expect(document.activeElement).toBe(dialog);

    const close = within(dialog).getByRole('button', { name: 'Close' });
    close.focus();
    fireEvent.keyDown(close, { key: 'Tab', shiftKey: true });
    expect(dialog.contains(document.activeElement)).toBe(true);

    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
