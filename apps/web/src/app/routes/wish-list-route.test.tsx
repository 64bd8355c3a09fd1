import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { mockApi, renderWithRouter, Reply } from '../../test/render';
import { riceWithChicken, softDrink } from '../../test/cart-fixtures';
import { ProductCard } from '../../features/catalog/product-card';
import { renderAt, signedIn } from '../../features/account/account-test-kit';
import { WishlistProvider } from '../../components/wishlist/wishlist-heart';
import { mergeLocalWishlist } from '../../components/wishlist/wishlist-actions';
import { localWishlist, WISHLIST_STORAGE_KEY } from '../../components/wishlist/wishlist-local';
import { WishListRoute } from './wish-list-route';

const heartOf = (name: string) => screen.getByRole('button', { name: `Save ${name} to your wish list` });
const saved = () => JSON.parse(localStorage.getItem(WISHLIST_STORAGE_KEY) ?? '[]') as { id: number }[];

/** A card on its own follows the wish list itself; in a grid, the grid follows it once for all its hearts. */
const placements: [string, (cards: ReactElement) => ReactElement][] = [
  ['on its own', (cards) => cards],
  ['in a grid', (cards) => <WishlistProvider>{cards}</WishlistProvider>],
];

describe.each(placements)('wish-list heart, %s', (_, place) => {
  it('works signed out: the product is kept on this phone, and a second tap takes it off', async () => {
    mockApi({});
    renderWithRouter(place(<ProductCard product={softDrink} />));
    const heart = heartOf(softDrink.name);
    expect(heart.getAttribute('aria-pressed')).toBe('false');

    fireEvent.click(heart);
    await waitFor(() => expect(heart.getAttribute('aria-pressed')).toBe('true'));
    expect(saved().map((product) => product.id)).toEqual([softDrink.id]);

    fireEvent.click(heart);
    await waitFor(() => expect(heart.getAttribute('aria-pressed')).toBe('false'));
    expect(localStorage.getItem(WISHLIST_STORAGE_KEY)).toBeNull();
  });

  it('signed in, shows the account’s list and saves to it', async () => {
    signedIn();
    const added: unknown[] = [];
    mockApi({
      'GET /api/wishlist': () => ({ data: [riceWithChicken] }),
      'POST /api/wishlist': async (request) => {
        added.push(await request.clone().json());
        return { data: [softDrink, riceWithChicken] };
      },
    });
    renderWithRouter(
      place(
        <>
          <ProductCard product={softDrink} />
          <ProductCard product={riceWithChicken} />
        </>,
      ),
    );
    await waitFor(() => expect(heartOf(riceWithChicken.name).getAttribute('aria-pressed')).toBe('true'));
    fireEvent.click(heartOf(softDrink.name));
    await waitFor(() => expect(heartOf(softDrink.name).getAttribute('aria-pressed')).toBe('true'));
    expect(added).toEqual([{ product_id: softDrink.id }]);
    expect(localStorage.getItem(WISHLIST_STORAGE_KEY)).toBeNull();
  });
});

describe('wish-list heart', () => {
  it('undoes a change the server did not take, and says so', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    signedIn();
    mockApi({
      'GET /api/wishlist': () => ({ data: [] }),
      'POST /api/wishlist': () => {
        throw new Error('offline');
      },
    });
    renderWithRouter(<ProductCard product={softDrink} />);
    await waitFor(() => expect(heartOf(softDrink.name)).toBeTruthy());
    fireEvent.click(heartOf(softDrink.name));
    expect(
      await screen.findByText('Your wish list could not be changed. Check your connection and try again.'),
    ).toBeTruthy();
    expect(heartOf(softDrink.name).getAttribute('aria-pressed')).toBe('false');
  });

  it('treats a corrupt list on this phone as empty, and logs it', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    localStorage.setItem(WISHLIST_STORAGE_KEY, '{"oops"');
    expect(localWishlist()).toEqual([]);
    expect(error).toHaveBeenCalledWith('Error loading state from localStorage:', expect.any(SyntaxError));
  });
});

describe('wish-list merge on sign-in', () => {
  it('sends the ids kept on this phone and empties the list once the server has them', async () => {
    localStorage.setItem(WISHLIST_STORAGE_KEY, JSON.stringify([softDrink, riceWithChicken]));
    const merged: unknown[] = [];
    mockApi({
      'POST /api/wishlist/merge': async (request) => {
        merged.push(await request.clone().json());
        return { data: [softDrink, riceWithChicken] };
      },
    });
    const { store } = renderWithRouter(<p>page</p>);
    signedIn();
    await mergeLocalWishlist(store.dispatch, 's-a1');
    expect(merged).toEqual([{ product_ids: [softDrink.id, riceWithChicken.id] }]);
    expect(localStorage.getItem(WISHLIST_STORAGE_KEY)).toBeNull();
  });

  it('keeps the list for the next try when the merge fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    localStorage.setItem(WISHLIST_STORAGE_KEY, JSON.stringify([softDrink]));
    mockApi({ 'POST /api/wishlist/merge': () => new Reply(503, { message: 'Busy' }) });
    const { store } = renderWithRouter(<p>page</p>);
    signedIn();
    await mergeLocalWishlist(store.dispatch, 's-a1');
    expect(saved().map((product) => product.id)).toEqual([softDrink.id]);
  });

  it('does nothing when nothing was kept', async () => {
    const { calls } = mockApi({});
    const { store } = renderWithRouter(<p>page</p>);
    await mergeLocalWishlist(store.dispatch, 's-a1');
    expect(calls).toHaveLength(0);
  });
});

describe('wish-list page', () => {
  it('signed out, lists what this phone kept, at today’s price, with add to cart and a way to sign in', async () => {
    localStorage.setItem(WISHLIST_STORAGE_KEY, JSON.stringify([softDrink]));
    mockApi({
      [`GET /api/products/${softDrink.slug}`]: () => ({ data: { ...softDrink, selling_price: 0.9 } }),
    });
    renderAt(<WishListRoute />, '/wish-list');
    expect(screen.getByRole('heading', { level: 1, name: 'Wish list' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe(
      '/sign-in?next=%2Fwish-list',
    );
    const card = screen.getByRole('article');
    expect(within(card).getByText(softDrink.name)).toBeTruthy();
    expect(within(card).getByRole('button', { name: `Add ${softDrink.name} to the cart` })).toBeTruthy();
    expect(await within(card).findByText('$0.90')).toBeTruthy();
  });

  it('signed in, lists the account’s products under the profile menu, and moves a leftover phone list in', async () => {
    signedIn();
    localStorage.setItem(WISHLIST_STORAGE_KEY, JSON.stringify([softDrink]));
    let list = [riceWithChicken];
    mockApi({
      'GET /api/wishlist': () => ({ data: list }),
      'POST /api/wishlist/merge': () => {
        list = [softDrink, riceWithChicken];
        return { data: list };
      },
    });
    renderAt(<WishListRoute />, '/wish-list');
    expect(await screen.findByRole('navigation', { name: 'My account' })).toBeTruthy();
    expect(await screen.findByText(softDrink.name)).toBeTruthy();
    expect(screen.getByText(riceWithChicken.name)).toBeTruthy();
    expect(localStorage.getItem(WISHLIST_STORAGE_KEY)).toBeNull();
  });

  it('invites to save something when the list is empty', async () => {
    mockApi({});
    renderAt(<WishListRoute />, '/wish-list');
    expect(screen.getByRole('heading', { level: 2, name: 'Nothing saved yet' })).toBeTruthy();
    expect(screen.getByText('Tap the heart on a product to keep it here.')).toBeTruthy();
  });
});
